//! The Reprisal actions a player may type: `/invade`, `/march`, `/pillage` and `/pass`, with the
//! same parameters as Blood Rage's, the suggestions offered while typing (legal choices only),
//! and the commands a filled-in action means.

use crate::engine::base::data::{FjordId, ProvinceId};
use crate::engine::reprisal::{Command, Game, Kind, Monster, Place, Stage};
use crate::engine::{Rules, Seat};
use crate::present::locale::{Lang, t};
use crate::present::{Suggestion, distinct, suggestion};

fn arg<'a>(args: &'a [(&str, String)], name: &str) -> Option<&'a str> {
    args.iter()
        .find(|(n, _)| *n == name)
        .map(|(_, v)| v.as_str())
}

/// A figure's kind by its slug or name ("warrior", "ship", "fire giant").
pub fn parse_kind(text: &str) -> Option<Kind> {
    let t = text.trim().to_lowercase().replace(['-', '_'], " ");
    let t = t.strip_prefix("the ").unwrap_or(&t).to_string();
    Some(match t.as_str() {
        "warrior" | "warriors" | "guerrier" | "guerriers" => Kind::Warrior,
        "leader" | "chef" => Kind::Leader,
        "drakkar" | "ship" | "ships" | "drakkars" | "navire" | "navires" => Kind::Drakkar,
        "mystic" | "mystics" | "mystique" | "mystiques" => Kind::Mystic,
        other => {
            Kind::Monster(Monster::ALL.into_iter().find(|m| {
                m.slug().replace('_', " ") == other || m.name().to_lowercase() == other
            })?)
        }
    })
}

/// A kind's slug, as suggestions enter it.
pub fn kind_slug(kind: Kind) -> &'static str {
    match kind {
        Kind::Warrior => "warrior",
        Kind::Leader => "leader",
        Kind::Drakkar => "drakkar",
        Kind::Mystic => "mystic",
        Kind::Monster(m) => m.slug(),
    }
}

fn parse_place(text: &str) -> Option<Place> {
    ProvinceId::parse(text.trim())
        .map(Place::Province)
        .or_else(|| FjordId::parse(text.trim()).map(Place::Fjord))
}

fn place_slug(place: Place) -> &'static str {
    match place {
        Place::Province(p) => p.slug(),
        Place::Fjord(f) => f.slug(),
    }
}

/// Parses "leader, 2 warriors, troll" into kinds, one per figure.
fn parse_figures(text: &str) -> Option<Vec<Kind>> {
    let mut out = Vec::new();
    for part in text
        .split([',', '+', ';'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let counted = part
            .split_once(' ')
            .and_then(|(n, rest)| Some((n.parse::<u8>().ok()?, rest.trim())));
        let (n, name) = counted.unwrap_or((1, part));
        out.extend(std::iter::repeat_n(parse_kind(name)?, usize::from(n)));
    }
    (!out.is_empty()).then_some(out)
}

/// The commands a typed action means, or what to tell a player whose input cannot be read.
/// Whether they are legal is the engine's business.
pub fn typed(
    game: &Game,
    seat: Seat,
    action: &str,
    args: &[(&str, String)],
    lang: Lang,
) -> Result<Vec<Command>, String> {
    let legal = game.legal_commands(seat);
    if legal.is_empty() && ["invade", "march"].contains(&action) {
        // Not this seat's decision (or the game is over): the engine refuses any command and
        // says whom the game waits for.
        return Ok(vec![Command::Pass]);
    }
    match action {
        "invade" => {
            let kind = arg(args, "figure").and_then(parse_kind);
            let to = arg(args, "to").and_then(parse_place);
            let (Some(kind), Some(to)) = (kind, to) else {
                return Err(t!(lang, "rp-typed-invade-help"));
            };
            // The figure of that kind the rules offer (identical figures are offered once).
            let found = legal.iter().find(|c| {
                matches!(c, Command::Invade { figure, to: t }
                    if game.figure(*figure).kind == kind && *t == to)
            });
            found.map(|c| vec![*c]).ok_or_else(|| {
                t!(
                    lang,
                    "rp-typed-cannot-invade",
                    to = super::words::place(to, lang),
                    figure = super::words::kind(kind, lang)
                )
            })
        }
        "march" => {
            let from = arg(args, "from").and_then(ProvinceId::parse);
            let to = arg(args, "to").and_then(ProvinceId::parse);
            let (Some(from), Some(to)) = (from, to) else {
                return Err(t!(lang, "rp-typed-provinces"));
            };
            let kinds = match arg(args, "figures").filter(|t| !t.trim().is_empty()) {
                Some(text) => {
                    Some(parse_figures(text).ok_or_else(|| t!(lang, "rp-typed-figures"))?)
                }
                None => None,
            };
            march(game, seat, (from, to), kinds.as_deref(), lang)
        }
        "pillage" => {
            let province = arg(args, "province")
                .and_then(ProvinceId::parse)
                .ok_or_else(|| t!(lang, "rp-typed-province"))?;
            Ok(vec![Command::Pillage { province }])
        }
        "pass" => Ok(vec![
            if legal.contains(&Command::Done) && !legal.contains(&Command::Pass) {
                Command::Done
            } else {
                Command::Pass
            },
        ]),
        other => Err(t!(lang, "rp-typed-no-such", action = other)),
    }
}

/// The commands of a March from `from` to `to` with figures of `kinds` (the first legal figure
/// when none are named: the others are chosen with buttons).
fn march(
    game: &Game,
    seat: Seat,
    (from, to): (ProvinceId, ProvinceId),
    kinds: Option<&[Kind]>,
    lang: Lang,
) -> Result<Vec<Command>, String> {
    let first = |g: &Game, kind: Option<Kind>| {
        g.legal_commands(seat).into_iter().find(|c| match c {
            Command::March {
                from: f,
                to: t,
                figure,
            } => *f == from && *t == to && kind.is_none_or(|k| g.figure(*figure).kind == k),
            Command::Move { figure } => kind.is_none_or(|k| g.figure(*figure).kind == k),
            _ => false,
        })
    };
    let Some(kinds) = kinds else {
        return first(game, None).map(|c| vec![c]).ok_or_else(|| {
            t!(
                lang,
                "rp-typed-cannot-march",
                from = from.to_string(),
                to = to.to_string()
            )
        });
    };
    let mut trial = game.clone();
    let mut out = Vec::new();
    for kind in kinds {
        let Some(command) = first(&trial, Some(*kind)) else {
            return Err(t!(
                lang,
                "rp-typed-cannot-march-kind",
                figure = super::words::kind(*kind, lang),
                from = from.to_string(),
                to = to.to_string()
            ));
        };
        // The marching seat's own refusal, worded as any refusal (no other seat is named); a
        // refused command leaves the trial game as it was.
        if let Err(e) = trial.apply(seat, &command) {
            let why = super::words::refusal(&trial, &e, &crate::present::Names::default(), lang);
            return Err(t!(lang, "rp-typed-march-impossible", error = why));
        }
        out.push(command);
    }
    if matches!(trial.stage(), Stage::March { .. }) && trial.awaited().contains(seat) {
        out.push(Command::Done);
    }
    Ok(out)
}

/// Suggestions for one parameter of a typed action, among the seat's legal commands only.
pub fn suggest(
    game: &Game,
    seat: Seat,
    action: &str,
    param: &str,
    args: &[(&str, String)],
    lang: Lang,
) -> Vec<Suggestion> {
    let legal = game.legal_commands(seat);
    match (action, param) {
        ("invade", "figure") => distinct(&legal, |c| match c {
            Command::Invade { figure, .. } => Some(game.figure(*figure).kind),
            _ => None,
        })
        .into_iter()
        .map(|k| suggestion(super::words::kind(k, lang), kind_slug(k)))
        .collect(),
        ("invade", "to") => {
            let kind = arg(args, "figure").and_then(parse_kind);
            distinct(&legal, |c| match c {
                Command::Invade { figure, to }
                    if kind.is_none_or(|k| game.figure(*figure).kind == k) =>
                {
                    Some(*to)
                }
                _ => None,
            })
            .into_iter()
            .map(|to| suggestion(super::words::place(to, lang), place_slug(to)))
            .collect()
        }
        ("march", "from") => distinct(&legal, |c| match c {
            Command::March { from, .. } => Some(*from),
            _ => None,
        })
        .into_iter()
        .map(|p| suggestion(p.name().to_string(), p.slug()))
        .collect(),
        ("march", "to") => {
            let from = arg(args, "from").and_then(ProvinceId::parse);
            distinct(&legal, |c| match c {
                Command::March { from: f, to, .. } if from.is_none_or(|want| want == *f) => {
                    Some(*to)
                }
                _ => None,
            })
            .into_iter()
            .map(|p| suggestion(p.name().to_string(), p.slug()))
            .collect()
        }
        ("pillage", "province") => legal
            .iter()
            .filter_map(|c| match c {
                Command::Pillage { province } => Some(suggestion(
                    super::prompt::describe(game, seat, c, lang),
                    province.slug(),
                )),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_are_read_by_kind_with_counts_and_plurals() {
        assert_eq!(
            parse_figures("leader, 2 warriors; fire giant"),
            Some(vec![
                Kind::Leader,
                Kind::Warrior,
                Kind::Warrior,
                Kind::Monster(Monster::FireGiant)
            ])
        );
        assert_eq!(parse_kind("Ship"), Some(Kind::Drakkar));
        assert_eq!(
            parse_figures("chef, 2 guerriers"),
            Some(vec![Kind::Leader, Kind::Warrior, Kind::Warrior])
        );
        assert_eq!(
            parse_kind("sea_serpent"),
            Some(Kind::Monster(Monster::SeaSerpent))
        );
        assert_eq!(parse_figures("dragons"), None);
    }
}
