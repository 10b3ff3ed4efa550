//! Which language each reader gets: a player's private messages (ephemeral replies, DMs, card
//! sheets) in their chosen language (`/settings language`), else their Discord client's; a game's
//! public messages and board in the game's language (`/game new language:`, else the server's).

use crate::discord::data::Context;
use crate::present::locale::Lang;

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
pub use crate::dialogue::words::player_lang as player;

/// The language of a game's public messages and board.
pub use crate::dialogue::words::game_lang as game;
