//! Which language each reader gets: a player's private messages (ephemeral replies, DMs, card
//! sheets) in their chosen language (`/settings language`), else their Discord client's; a game's
//! public messages and board in the game's language (`/game new language:`, else the server's).

use crate::discord::data::Context;
use crate::present::locale::Lang;
use crate::store::{GameStatus, Store, StoreError};

/// The user and game setting that holds a chosen language code.
pub const LANGUAGE: &str = "language";

/// The user setting that remembers the language of a player's Discord client, for messages the
/// bot sends on its own (DMs, reminders) when no interaction tells it.
pub const CLIENT_LOCALE: &str = "client_locale";

/// A language as offered in commands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LangChoice {
    /// English.
    #[name = "english"]
    English,
    /// French.
    #[name = "french"]
    French,
}

impl From<LangChoice> for Lang {
    fn from(choice: LangChoice) -> Lang {
        match choice {
            LangChoice::English => Lang::En,
            LangChoice::French => Lang::Fr,
        }
    }
}

/// The language of the player behind a command: their choice, else their Discord client's (which
/// is remembered for the messages the bot sends them unasked).
pub async fn reader(ctx: Context<'_>) -> Lang {
    let store = ctx.data().store();
    let user = ctx.author().id.get();
    player(store, user, ctx.locale()).await
}

/// The language of `user`, who may be interacting now from a client in `locale`.
pub async fn player(store: &Store, user: u64, locale: Option<&str>) -> Lang {
    if let Ok(Some(code)) = store.user_setting(user, LANGUAGE).await
        && let Some(lang) = Lang::from_code(&code)
    {
        return lang;
    }
    match locale {
        Some(locale) => {
            let lang = Lang::of_locale(locale);
            if let Ok(seen) = store.user_setting(user, CLIENT_LOCALE).await
                && seen.as_deref() != Some(lang.code())
                && let Err(e) = store
                    .set_user_setting(user, CLIENT_LOCALE, lang.code())
                    .await
            {
                tracing::warn!("remembering a client's language failed: {e}");
            }
            lang
        }
        None => match store.user_setting(user, CLIENT_LOCALE).await {
            Ok(Some(code)) => Lang::from_code(&code).unwrap_or_default(),
            _ => Lang::En,
        },
    }
}

/// The language of a game's public messages and board.
pub async fn game(store: &Store, game: i64) -> Result<Lang, StoreError> {
    Ok(store
        .game_setting(game, LANGUAGE)
        .await?
        .and_then(|code| Lang::from_code(&code))
        .unwrap_or_default())
}

/// A game's state in words ("in progress", "en cours").
pub fn status(lang: Lang, status: GameStatus) -> String {
    crate::present::locale::tr(
        lang,
        match status {
            GameStatus::Lobby => "status-lobby",
            GameStatus::Active => "status-active",
            GameStatus::Finished => "status-finished",
            GameStatus::Abandoned => "status-abandoned",
        },
        &[],
    )
}
