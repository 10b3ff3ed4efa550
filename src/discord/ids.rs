//! Component custom ids: short, versioned, parsed into one enum, at most 100 characters
//! (Discord's limit). Format: `br2:<game>:<seq>:<action>`, where `seq` is the length of the
//! game's command log when the component was made, so a stale component can be told apart from a
//! fresh one.
//!
//! What a component does is a control's [`Action`] ([`crate::dialogue::controls`]). A choice is
//! a [`Pick`] (its index in the seat's legal commands and a check of the command):
//! `c.<index>.<check>` on a button, `<index>.<check>` as a select menu value, so a custom id
//! shows nothing of a hidden card.
//!
//! Components made by version 1 of the bot (`br1:`) keep working: their lobby and Choose buttons
//! mean the same, their command codes are read by the rule set's presentation
//! (`Presents::legacy_command`), and their menu paths lead back to the top of the panel.

/// Prefix and version of every custom id made now.
const PREFIX: &str = "br2";
/// Prefix of the custom ids of version 1.
const LEGACY: &str = "br1";
/// Discord's limit on a custom id (and on a select option value).
pub const MAX_CUSTOM_ID: usize = 100;

pub use crate::dialogue::controls::{Action, Pick, check};

/// A menu option's value: a pick's text for a choice (`<index>.<check>`), else the action's
/// part of a custom id (`k.<kind>`, `g.<kind>.<group>`).
pub fn value(action: &Action) -> String {
    match action {
        Action::Choice(pick) => pick.encode(),
        other => action_text(other),
    }
}

/// The action's part of a custom id made now.
fn action_text(action: &Action) -> String {
    match action {
        Action::Join => "join".to_string(),
        Action::Leave => "leave".to_string(),
        Action::Start => "start".to_string(),
        Action::AddComputer => "bot+".to_string(),
        Action::RemoveComputer => "bot-".to_string(),
        Action::Open => "open".to_string(),
        Action::Hand => "hand".to_string(),
        Action::Web => "web".to_string(),
        Action::Undo => "undo".to_string(),
        Action::UndoConfirm => "undo.y".to_string(),
        Action::UndoKeep => "undo.n".to_string(),
        Action::Kind(k) => format!("k.{k}"),
        Action::Group(k, g) => format!("g.{k}.{g}"),
        Action::Menu | Action::LegacyPath => "m".to_string(),
        Action::Choice(pick) => format!("c.{}", pick.encode()),
        Action::Select | Action::LegacySelect => "s".to_string(),
        Action::LegacyCommand(code) => format!("c.{code}"),
    }
}

/// A parsed custom id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComponentId {
    /// The stored game.
    pub game: i64,
    /// Length of the game's log when the component was made.
    pub seq: u64,
    /// What it does.
    pub action: Action,
}

impl ComponentId {
    /// A custom id for `action` in a game at `seq`.
    pub fn new(game: i64, seq: u64, action: Action) -> ComponentId {
        ComponentId { game, seq, action }
    }

    /// The custom id string.
    pub fn encode(&self) -> String {
        let version = match self.action {
            Action::LegacyCommand(_) | Action::LegacySelect | Action::LegacyPath => LEGACY,
            _ => PREFIX,
        };
        let id = format!(
            "{version}:{}:{}:{}",
            self.game,
            self.seq,
            action_text(&self.action)
        );
        debug_assert!(id.len() <= MAX_CUSTOM_ID, "custom id too long: {id}");
        id
    }

    /// Parses a custom id (`None` for malformed ones and unknown versions).
    pub fn parse(text: &str) -> Option<ComponentId> {
        let mut parts = text.splitn(4, ':');
        let version = parts.next()?;
        let game = parts.next()?.parse().ok()?;
        let seq = parts.next()?.parse().ok()?;
        let action = parts.next()?;
        let action = match (version, action) {
            (PREFIX | LEGACY, "join") => Action::Join,
            (PREFIX | LEGACY, "leave") => Action::Leave,
            (PREFIX | LEGACY, "start") => Action::Start,
            (PREFIX, "bot+") => Action::AddComputer,
            (PREFIX, "bot-") => Action::RemoveComputer,
            (PREFIX | LEGACY, "open") => Action::Open,
            (PREFIX | LEGACY, "hand") => Action::Hand,
            (PREFIX, "web") => Action::Web,
            (PREFIX, "undo") => Action::Undo,
            (PREFIX, "undo.y") => Action::UndoConfirm,
            (PREFIX, "undo.n") => Action::UndoKeep,
            (PREFIX, "m") => Action::Menu,
            (PREFIX, "s") => Action::Select,
            (PREFIX, other) => {
                if let Some(k) = other.strip_prefix("k.") {
                    Action::Kind(k.parse().ok()?)
                } else if let Some(rest) = other.strip_prefix("g.") {
                    let (k, g) = rest.split_once('.')?;
                    Action::Group(k.parse().ok()?, g.parse().ok()?)
                } else {
                    Action::Choice(Pick::parse(other.strip_prefix("c.")?)?)
                }
            }
            (LEGACY, "s") => Action::LegacySelect,
            (LEGACY, "m") => Action::LegacyPath,
            (LEGACY, other) => {
                if other.starts_with("k.") || other.starts_with("g.") {
                    Action::LegacyPath
                } else {
                    Action::LegacyCommand(other.strip_prefix("c.")?.to_string())
                }
            }
            _ => return None,
        };
        Some(ComponentId { game, seq, action })
    }

    /// A menu value (`k.<kind>` or `g.<kind>.<group>`) as the component it leads to.
    pub fn menu_target(game: i64, seq: u64, value: &str) -> Option<ComponentId> {
        match ComponentId::parse(&format!("{PREFIX}:{game}:{seq}:{value}"))? {
            id @ ComponentId {
                action: Action::Kind(_) | Action::Group(..),
                ..
            } => Some(id),
            _ => None,
        }
    }
}
