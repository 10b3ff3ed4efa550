//! Which language each reader gets: a player's private messages (ephemeral replies, DMs, card
//! sheets) in their chosen language (`/settings language`), else their Discord client's; a game's
//! public messages and board in the game's language (`/game new language:`, else the server's).

use crate::discord::data::Context;
use crate::present::locale::Lang;
use crate::session::Session;
use crate::session::settings::PlayerSetting;

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
    player(&ctx.data().session, ctx.author().id.get(), ctx.locale()).await
}

/// The language of `user`, who may be interacting now from a client in `locale`.
pub async fn player(session: &Session, user: u64, locale: Option<&str>) -> Lang {
    let settings = match session.player(user).await {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!("reading a player's settings failed: {e}");
            return locale.map_or(Lang::En, Lang::of_locale);
        }
    };
    if let Some(lang) = settings.language.as_deref().and_then(Lang::from_code) {
        return lang;
    }
    match locale {
        Some(locale) => {
            let lang = Lang::of_locale(locale);
            if settings.client_locale.as_deref() != Some(lang.code())
                && let Err(e) = session
                    .set_player(user, PlayerSetting::ClientLocale(lang.code().to_string()))
                    .await
            {
                tracing::warn!("remembering a client's language failed: {e}");
            }
            lang
        }
        None => settings
            .client_locale
            .as_deref()
            .and_then(Lang::from_code)
            .unwrap_or_default(),
    }
}

/// The language of a game's public messages and board.
pub use crate::frontend::words::game_lang as game;
