//! The buttons and menus of version 1 of the bot carried Blood Rage commands as short codes
//! (`br1:<game>:<seq>:c.in.warrior.gimle`; `dr.17` for "draft the card stored as 17"). Messages
//! already sent keep them — a draft packet in a direct message may wait days — so they are still
//! read here, cards through the frozen table of version 1's card ids.

use crate::engine::base::data::{CardId, ProvinceId, Stat};
use crate::engine::base::{Command, Figure, Place};
use std::sync::LazyLock;

/// The card that version 1 numbered `position`.
fn card_v1(position: usize) -> Option<CardId> {
    static V1: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
        include_str!("../../../assets/base/card-ids-v1.txt")
            .lines()
            .filter(|l| !l.starts_with('#'))
            .collect()
    });
    V1.get(position).and_then(|slug| CardId::from_slug(slug))
}

/// The command of a version 1 code (`in.warrior.gimle`, `dr.17`), or `None` if malformed.
pub fn command(code: &str) -> Option<Command> {
    let mut parts = code.split('.');
    let kind = parts.next()?;
    let a = parts.next();
    let b = parts.next();
    if parts.next().is_some() {
        return None;
    }
    let card = |t: Option<&str>| card_v1(t?.parse().ok()?);
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
        "ml" => one(province(a).map(|to| Command::MoveLeader { to, giant: false })),
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

    #[test]
    fn version_1_codes_are_read() {
        let gimle = ProvinceId::parse("gimle").unwrap();
        assert_eq!(
            command("in.warrior.gimle"),
            Some(Command::Invade {
                figure: Figure::Warrior,
                to: Place::Province(gimle)
            })
        );
        assert_eq!(
            command("dr.0"),
            Some(Command::Draft {
                card: CardId::from_slug("troll@1").unwrap()
            })
        );
        assert_eq!(
            command("up.3.1"),
            Some(Command::Upgrade {
                card: CardId::from_slug("brothers_in_arms@1").unwrap(),
                slot: 1
            })
        );
        assert_eq!(
            command("ra.horns"),
            Some(Command::Raise { stat: Stat::Horns })
        );
        assert_eq!(command("pa"), Some(Command::Pass));
        for bad in ["", "pa.x", "dr.999", "in.dragon.gimle", "zz", "ma.gimle"] {
            assert_eq!(command(bad), None, "{bad}");
        }
    }
}
