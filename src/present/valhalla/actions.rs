//! The Valhalla actions a player may type: `/summon`, `/march`, `/upgrade`, `/quest`,
//! `/contest` and `/pass`, the suggestions offered while typing (legal choices only), and the
//! commands a filled-in action means.

use super::words::{card, chamber, kind};
use crate::engine::valhalla::{Ask, CardId, ChamberId, Command, Game, Kind};
use crate::engine::{Rules, Seat};
use crate::present::locale::{Lang, t};
use crate::present::{Action, Param, ParamKind, Suggestion, distinct, suggestion};

const fn text(name: &'static str) -> Param {
    Param {
        name,
        kind: ParamKind::Text,
        required: true,
        suggest: true,
    }
}

/// Valhalla's typed actions (`/march`, `/upgrade`, `/quest` and `/pass` share Blood Rage's names
/// and parameters).
pub const ACTIONS: &[Action] = &[
    Action {
        name: "summon",
        params: &[text("figure"), text("to")],
    },
    Action {
        name: "contest",
        params: &[text("chamber")],
    },
];

fn arg<'a>(args: &'a [(&str, String)], name: &str) -> Option<&'a str> {
    args.iter()
        .find(|(n, _)| *n == name)
        .map(|(_, v)| v.as_str())
}

fn slug(text: &str) -> String {
    text.trim().to_lowercase().replace(['-', '_', '\''], " ")
}

/// A chamber by its pack id, number or name in either language ("c3", "3", "Chamber 3",
/// "Salle 3", "throne", "trône").
pub fn parse_chamber(game: &Game, text: &str) -> Option<ChamberId> {
    let t = slug(text);
    let pack = game.pack();
    pack.chamber_ids().find(|c| {
        let ch = pack.chamber(*c);
        slug(&ch.id) == t
            || slug(&ch.name) == t
            || slug(&super::terms::chamber(pack, *c, Lang::Fr)) == t
            || ch.number.is_some_and(|n| n.to_string() == t)
            || (ch.throne
                && [
                    "throne",
                    "odins throne",
                    "ot",
                    "trône",
                    "trone",
                    "trône d odin",
                ]
                .contains(&t.as_str()))
    })
}

/// A figure kind by name ("warrior", "elite", "troll").
pub fn parse_kind(game: &Game, text: &str) -> Option<Kind> {
    let t = slug(text);
    let t = t.strip_prefix("the ").unwrap_or(&t).to_string();
    match t.as_str() {
        "warrior" | "warriors" | "guerrier" | "guerriers" => Some(Kind::Warrior),
        "elite" | "elites" | "élite" | "élites" => Some(Kind::Elite),
        other => game
            .pack()
            .monsters
            .iter()
            .find(|m| {
                let c = game.pack().card(**m);
                slug(&c.id) == other || slug(&c.name) == other
            })
            .map(|m| Kind::Monster(*m)),
    }
}

fn kind_slug(game: &Game, k: Kind) -> String {
    match k {
        Kind::Warrior => "warrior".into(),
        Kind::Elite => "elite".into(),
        Kind::Monster(c) => game.pack().card(c).id.clone(),
    }
}

/// A card by its pack id or its name in any language.
fn parse_card(game: &Game, text: &str) -> Option<CardId> {
    let t = slug(text);
    let pack = game.pack();
    (0..pack.cards.len() as u16).map(CardId).find(|c| {
        slug(&pack.card(*c).id) == t
            || Lang::ALL
                .iter()
                .any(|l| slug(&super::terms::card_name(pack, *c, *l)) == t)
    })
}

/// Parses "elite, 2 warriors, troll" into kinds, one per figure.
fn parse_figures(game: &Game, text: &str) -> Option<Vec<Kind>> {
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
        out.extend(std::iter::repeat_n(parse_kind(game, name)?, usize::from(n)));
    }
    (!out.is_empty()).then_some(out)
}

/// The commands a typed action means, or what to tell a player whose input cannot be read.
pub fn typed(
    game: &Game,
    seat: Seat,
    action: &str,
    args: &[(&str, String)],
    lang: Lang,
) -> Result<Vec<Command>, String> {
    let legal = game.legal_commands(seat);
    if legal.is_empty() && action != "pass" {
        // Not this seat's decision: the engine refuses and says whom the game waits for.
        return Ok(vec![Command::Pass]);
    }
    match action {
        "summon" => {
            let k = arg(args, "figure").and_then(|t| parse_kind(game, t));
            let to = arg(args, "to").and_then(|t| parse_chamber(game, t));
            let (Some(k), Some(to)) = (k, to) else {
                return Err(t!(lang, "vh-typed-summon-help"));
            };
            legal
                .iter()
                .find(|c| {
                    matches!(c, Command::Summon { figure, chamber: t }
                        if game.figure(*figure).kind == k && *t == to)
                })
                .map(|c| vec![*c])
                .ok_or_else(|| {
                    t!(
                        lang,
                        "vh-typed-cannot-summon",
                        figure = kind(game, k, lang),
                        chamber = chamber(game, to, lang)
                    )
                })
        }
        "march" => {
            let from = arg(args, "from").and_then(|t| parse_chamber(game, t));
            let to = arg(args, "to").and_then(|t| parse_chamber(game, t));
            let (Some(from), Some(to)) = (from, to) else {
                return Err(t!(lang, "vh-typed-chambers"));
            };
            let kinds = match arg(args, "figures").filter(|t| !t.trim().is_empty()) {
                Some(text) => {
                    Some(parse_figures(game, text).ok_or_else(|| t!(lang, "vh-typed-figures"))?)
                }
                None => None,
            };
            march(game, seat, (from, to), kinds.as_deref(), lang)
        }
        "upgrade" | "quest" => {
            let c = arg(args, "card")
                .and_then(|t| parse_card(game, t))
                .ok_or_else(|| t!(lang, "vh-typed-card"))?;
            Ok(vec![if action == "upgrade" {
                Command::Upgrade { card: c }
            } else {
                Command::Quest { card: c }
            }])
        }
        "contest" => {
            let c = arg(args, "chamber")
                .and_then(|t| parse_chamber(game, t))
                .ok_or_else(|| t!(lang, "vh-typed-chamber"))?;
            Ok(vec![if legal.contains(&Command::Challenge { chamber: c })
                && !legal.contains(&Command::Contest { chamber: c })
            {
                Command::Challenge { chamber: c }
            } else {
                Command::Contest { chamber: c }
            }])
        }
        "pass" => Ok(vec![
            if legal.contains(&Command::Done) && !legal.contains(&Command::Pass) {
                Command::Done
            } else {
                Command::Pass
            },
        ]),
        "invade" => Err(t!(lang, "vh-typed-no-invade")),
        "pillage" => Err(t!(lang, "vh-typed-no-pillage")),
        other => Err(t!(lang, "vh-typed-no-such", action = other)),
    }
}

/// The commands of a March from `from` to `to` with figures of `kinds` (the first legal figure
/// when none are named: the others are chosen with buttons).
fn march(
    game: &Game,
    seat: Seat,
    (from, to): (ChamberId, ChamberId),
    kinds: Option<&[Kind]>,
    lang: Lang,
) -> Result<Vec<Command>, String> {
    let first = |g: &Game, k: Option<Kind>| {
        g.legal_commands(seat).into_iter().find(|c| match c {
            Command::March {
                from: f,
                to: t,
                figure,
            } => *f == from && *t == to && k.is_none_or(|k| g.figure(*figure).kind == k),
            Command::Move { figure, to: t } => {
                *t == to && k.is_none_or(|k| g.figure(*figure).kind == k)
            }
            _ => false,
        })
    };
    let Some(kinds) = kinds else {
        return first(game, None).map(|c| vec![c]).ok_or_else(|| {
            t!(
                lang,
                "vh-typed-cannot-march",
                from = chamber(game, from, lang),
                to = chamber(game, to, lang)
            )
        });
    };
    let mut trial = game.clone();
    let mut out = Vec::new();
    for k in kinds {
        let Some(command) = first(&trial, Some(*k)) else {
            return Err(t!(
                lang,
                "vh-typed-cannot-march-kind",
                figure = kind(game, *k, lang),
                from = chamber(game, from, lang),
                to = chamber(game, to, lang)
            ));
        };
        // The marching seat's own refusal, worded as any refusal (no other seat is named); a
        // refused command leaves the trial game as it was.
        if let Err(e) = trial.apply(seat, &command) {
            let why = super::words::refusal(&trial, &e, &crate::present::Names::default(), lang);
            return Err(t!(lang, "vh-typed-march-impossible", error = why));
        }
        out.push(command);
    }
    if matches!(trial.ask(), Some(Ask::March(..))) && trial.awaited().contains(seat) {
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
    let chambers = |list: Vec<ChamberId>| -> Vec<Suggestion> {
        list.into_iter()
            .map(|c| suggestion(chamber(game, c, lang), &game.pack().chamber(c).id))
            .collect()
    };
    match (action, param) {
        ("summon", "figure") => distinct(&legal, |c| match c {
            Command::Summon { figure, .. } => Some(game.figure(*figure).kind),
            _ => None,
        })
        .into_iter()
        .map(|k| suggestion(kind(game, k, lang), &kind_slug(game, k)))
        .collect(),
        ("summon", "to") => {
            let k = arg(args, "figure").and_then(|t| parse_kind(game, t));
            chambers(distinct(&legal, |c| match c {
                Command::Summon {
                    figure,
                    chamber: to,
                } if k.is_none_or(|k| game.figure(*figure).kind == k) => Some(*to),
                _ => None,
            }))
        }
        ("march", "from") => chambers(distinct(&legal, |c| match c {
            Command::March { from, .. } => Some(*from),
            _ => None,
        })),
        ("march", "to") => {
            let from = arg(args, "from").and_then(|t| parse_chamber(game, t));
            chambers(distinct(&legal, |c| match c {
                Command::March { from: f, to, .. } if from.is_none_or(|w| w == *f) => Some(*to),
                Command::Move { to, .. } => Some(*to),
                _ => None,
            }))
        }
        ("upgrade" | "quest", "card") => distinct(&legal, |c| match c {
            Command::Upgrade { card: k } if action == "upgrade" => Some(*k),
            Command::Quest { card: k } if action == "quest" => Some(*k),
            _ => None,
        })
        .into_iter()
        .map(|k| suggestion(card(game, k, lang), &game.pack().card(k).id))
        .collect(),
        ("contest", "chamber") => legal
            .iter()
            .filter_map(|c| match c {
                Command::Contest { chamber: ch } | Command::Challenge { chamber: ch } => {
                    Some(suggestion(
                        super::prompt::describe(game, seat, c, lang),
                        &game.pack().chamber(*ch).id,
                    ))
                }
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}
