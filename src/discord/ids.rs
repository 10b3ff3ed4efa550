//! Component custom ids: short, versioned, parsed into one enum, at most 100 characters
//! (Discord's limit). Format: `br1:<game>:<seq>:<action>`, where `seq` is the length of the game's
//! command log when the component was made, so a stale button can be told apart from a fresh one.
//!
//! Engine commands travel inside custom ids and select values as compact codes
//! (`in.warrior.gimle` for "invade Gimle with a Warrior").

use crate::engine::base::data::{CardId, ProvinceId, Stat};
use crate::engine::base::{Command, Figure, Place};

/// Prefix and version of every custom id.
const PREFIX: &str = "br1";
/// Discord's limit on a custom id (and on a select option value).
pub const MAX_CUSTOM_ID: usize = 100;

/// What a component does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Lobby: take a seat.
    Join,
    /// Lobby: give up a seat.
    Leave,
    /// Lobby: start the game (host only).
    Start,
    /// Open the pressing player's own choices, privately.
    Open,
    /// Show the pressing player's own cards, privately.
    Hand,
    /// Show the choices of one kind (`in`, `ma`, …).
    Kind(String),
    /// Show the choices of one kind and first parameter (`in` + `warrior`).
    Group(String, String),
    /// A select menu of menu paths (values are `k.<kind>` or `g.<kind>.<param>`).
    Menu,
    /// A button that gives one command.
    Command(Command),
    /// A select menu whose values are command codes.
    Select,
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
        let action = match &self.action {
            Action::Join => "join".to_string(),
            Action::Leave => "leave".to_string(),
            Action::Start => "start".to_string(),
            Action::Open => "open".to_string(),
            Action::Hand => "hand".to_string(),
            Action::Kind(k) => format!("k.{k}"),
            Action::Group(k, p) => format!("g.{k}.{p}"),
            Action::Menu => "m".to_string(),
            Action::Command(c) => format!("c.{}", encode_command(c)),
            Action::Select => "s".to_string(),
        };
        let id = format!("{PREFIX}:{}:{}:{action}", self.game, self.seq);
        debug_assert!(id.len() <= MAX_CUSTOM_ID, "custom id too long: {id}");
        id
    }

    /// Parses a custom id (`None` for ids of other versions or malformed ones).
    pub fn parse(text: &str) -> Option<ComponentId> {
        let mut parts = text.splitn(4, ':');
        if parts.next()? != PREFIX {
            return None;
        }
        let game = parts.next()?.parse().ok()?;
        let seq = parts.next()?.parse().ok()?;
        let action = match parts.next()? {
            "join" => Action::Join,
            "leave" => Action::Leave,
            "start" => Action::Start,
            "open" => Action::Open,
            "hand" => Action::Hand,
            "m" => Action::Menu,
            "s" => Action::Select,
            other => {
                if let Some(kind) = other.strip_prefix("k.") {
                    Action::Kind(kind.to_string())
                } else if let Some(rest) = other.strip_prefix("g.") {
                    let (k, p) = rest.split_once('.')?;
                    Action::Group(k.to_string(), p.to_string())
                } else if let Some(code) = other.strip_prefix("c.") {
                    Action::Command(decode_command(code)?)
                } else {
                    return None;
                }
            }
        };
        Some(ComponentId { game, seq, action })
    }
}

/// The short token of a command's kind, used in codes and menu paths.
pub fn kind_token(command: &Command) -> &'static str {
    match command {
        Command::Draft { .. } => "dr",
        Command::Invade { .. } => "in",
        Command::March { .. } => "ma",
        Command::Upgrade { .. } => "up",
        Command::Quest { .. } => "qu",
        Command::Pillage { .. } => "pi",
        Command::Challenge { .. } => "ch",
        Command::Sacrifice => "sa",
        Command::Recall { .. } => "re",
        Command::Pass => "pa",
        Command::Move { .. } => "mo",
        Command::Join { .. } => "jo",
        Command::Play { .. } => "pl",
        Command::CountQuest => "cq",
        Command::Keep { .. } => "ke",
        Command::Spare { .. } => "sp",
        Command::Destroy { .. } => "de",
        Command::Protect => "pr",
        Command::Retreat => "rt",
        Command::Raise { .. } => "ra",
        Command::MoveLeader { .. } => "ml",
        Command::Accept => "ac",
        Command::Done => "dn",
    }
}

fn stat_token(stat: Stat) -> &'static str {
    match stat {
        Stat::Rage => "rage",
        Stat::Axes => "axes",
        Stat::Horns => "horns",
    }
}

/// The command's first parameter as a token, used to group long lists of choices.
pub fn first_param(command: &Command) -> Option<String> {
    encode_command(command)
        .split('.')
        .nth(1)
        .map(str::to_string)
}

/// A command as a compact code (at most 40 characters).
pub fn encode_command(command: &Command) -> String {
    let k = kind_token(command);
    match command {
        Command::Draft { card }
        | Command::Quest { card }
        | Command::Play { card }
        | Command::Keep { card } => format!("{k}.{}", card.0),
        Command::Upgrade { card, slot } => format!("{k}.{}.{slot}", card.0),
        Command::Invade { figure, to } | Command::Recall { figure, to } => {
            format!("{k}.{}.{}", figure.slug(), to.slug())
        }
        Command::Spare { figure, at } | Command::Destroy { figure, at } => {
            format!("{k}.{}.{}", figure.slug(), at.slug())
        }
        Command::March { from, to } => format!("{k}.{}.{}", from.slug(), to.slug()),
        Command::Pillage { province } | Command::Challenge { province } => {
            format!("{k}.{}", province.slug())
        }
        Command::MoveLeader { to } => format!("{k}.{}", to.slug()),
        Command::Move { figure } => format!("{k}.{}", figure.slug()),
        Command::Join { figure, from } => format!("{k}.{}.{}", figure.slug(), from.slug()),
        Command::Raise { stat } => format!("{k}.{}", stat_token(*stat)),
        Command::Sacrifice
        | Command::Pass
        | Command::CountQuest
        | Command::Protect
        | Command::Retreat
        | Command::Accept
        | Command::Done => k.to_string(),
    }
}

/// Parses a command code back (`None` if malformed).
pub fn decode_command(code: &str) -> Option<Command> {
    let mut parts = code.split('.');
    let kind = parts.next()?;
    let a = parts.next();
    let b = parts.next();
    if parts.next().is_some() {
        return None;
    }
    let card = |t: Option<&str>| t?.parse::<u8>().ok().map(CardId);
    let figure = |t: Option<&str>| Figure::parse(t?);
    let place = |t: Option<&str>| Place::parse(t?);
    let province = |t: Option<&str>| ProvinceId::parse(t?);
    let none = |cmd: Command| (a.is_none() && b.is_none()).then_some(cmd);
    let one = |cmd: Option<Command>| if b.is_none() { cmd } else { None };
    match kind {
        "dr" => one(card(a).map(|card| Command::Draft { card })),
        "qu" => one(card(a).map(|card| Command::Quest { card })),
        "pl" => one(card(a).map(|card| Command::Play { card })),
        "ke" => one(card(a).map(|card| Command::Keep { card })),
        "up" => Some(Command::Upgrade {
            card: card(a)?,
            slot: b?.parse().ok()?,
        }),
        "in" => Some(Command::Invade {
            figure: figure(a)?,
            to: place(b)?,
        }),
        "re" => Some(Command::Recall {
            figure: figure(a)?,
            to: place(b)?,
        }),
        "sp" => Some(Command::Spare {
            figure: figure(a)?,
            at: place(b)?,
        }),
        "de" => Some(Command::Destroy {
            figure: figure(a)?,
            at: place(b)?,
        }),
        "ma" => Some(Command::March {
            from: province(a)?,
            to: province(b)?,
        }),
        "jo" => Some(Command::Join {
            figure: figure(a)?,
            from: province(b)?,
        }),
        "pi" => one(province(a).map(|province| Command::Pillage { province })),
        "ch" => one(province(a).map(|province| Command::Challenge { province })),
        "ml" => one(province(a).map(|to| Command::MoveLeader { to })),
        "mo" => one(figure(a).map(|figure| Command::Move { figure })),
        "ra" => one(match a? {
            "rage" => Some(Command::Raise { stat: Stat::Rage }),
            "axes" => Some(Command::Raise { stat: Stat::Axes }),
            "horns" => Some(Command::Raise { stat: Stat::Horns }),
            _ => None,
        }),
        "sa" => none(Command::Sacrifice),
        "pa" => none(Command::Pass),
        "cq" => none(Command::CountQuest),
        "pr" => none(Command::Protect),
        "rt" => none(Command::Retreat),
        "ac" => none(Command::Accept),
        "dn" => none(Command::Done),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::base::Game;
    use crate::engine::{GameConfig, Seat};

    #[test]
    fn every_legal_command_of_random_games_round_trips_through_a_custom_id() {
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..40 {
            let players = 2 + (seed % 4) as u8;
            let mut game = Game::new(&GameConfig::base(players, seed)).unwrap();
            let mut position = 0;
            while let Some((seat, command)) = crate::sim::choose(&game, seed, position) {
                for s in 0..players {
                    for c in game.legal_commands(Seat(s)) {
                        let id =
                            ComponentId::new(i64::MAX, u64::from(u32::MAX), Action::Command(c));
                        let text = id.encode();
                        assert!(text.len() <= MAX_CUSTOM_ID, "{text}");
                        assert_eq!(ComponentId::parse(&text), Some(id), "{text}");
                        assert_eq!(decode_command(&encode_command(&c)), Some(c));
                        seen.insert(kind_token(&c));
                    }
                }
                game.apply(seat, &command).unwrap();
                position += 1;
            }
        }
        assert!(seen.len() >= 20, "most command kinds were seen: {seen:?}");
    }

    #[test]
    fn other_actions_round_trip_and_garbage_is_rejected() {
        for action in [
            Action::Join,
            Action::Leave,
            Action::Start,
            Action::Open,
            Action::Hand,
            Action::Menu,
            Action::Select,
            Action::Kind("in".into()),
            Action::Group("in".into(), "warrior".into()),
        ] {
            let id = ComponentId::new(42, 7, action);
            assert_eq!(ComponentId::parse(&id.encode()), Some(id));
        }
        for bad in [
            "",
            "br1",
            "br2:1:1:join",
            "br1:x:1:join",
            "br1:1:1:c.in.dragon.gimle",
            "br1:1:1:zz",
            "br1:1:1:c.pa.extra",
        ] {
            assert_eq!(ComponentId::parse(bad), None, "{bad}");
        }
    }
}
