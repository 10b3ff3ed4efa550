//! The Blood Rage actions a player may type (`/invade`, `/march`, `/upgrade`, `/quest`,
//! `/pillage`, `/pass`): their parameters, the suggestions offered while typing (only legal
//! choices), and the commands a filled-in action means.

use super::terms;
use crate::engine::Seat;
use crate::engine::base::data::{CardId, ProvinceId, Slot};
use crate::engine::base::{Command, Decision, Figure, Game, Place};
use crate::present::locale::{Lang, t};
use crate::present::{Action, Param, ParamKind, Suggestion, SuggestionValue, distinct, suggestion};

const fn text(name: &'static str) -> Param {
    Param {
        name,
        kind: ParamKind::Text,
        required: true,
        suggest: true,
    }
}

/// The typed actions of Blood Rage.
pub const ACTIONS: &[Action] = &[
    Action {
        name: "invade",
        params: &[text("figure"), text("to")],
    },
    Action {
        name: "march",
        params: &[
            text("from"),
            text("to"),
            Param {
                name: "figures",
                kind: ParamKind::Text,
                required: false,
                suggest: false,
            },
        ],
    },
    Action {
        name: "upgrade",
        params: &[
            text("card"),
            Param {
                name: "slot",
                kind: ParamKind::Integer,
                required: false,
                suggest: true,
            },
        ],
    },
    Action {
        name: "quest",
        params: &[text("card")],
    },
    Action {
        name: "pillage",
        params: &[text("province")],
    },
    Action {
        name: "pass",
        params: &[],
    },
];

fn arg<'a>(args: &'a [(&str, String)], name: &str) -> Option<&'a str> {
    args.iter()
        .find(|(n, _)| *n == name)
        .map(|(_, v)| v.as_str())
}

/// Parses "leader, 2 warriors, troll" into March steps.
fn parse_figures(text: &str) -> Option<Vec<Figure>> {
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
        let name = name
            .strip_suffix('s')
            .filter(|s| Figure::parse(s).is_some())
            .unwrap_or(name);
        let figure = Figure::parse(name)?;
        out.extend(std::iter::repeat_n(figure, n as usize));
    }
    (!out.is_empty()).then_some(out)
}

/// The upgrade slot a player most likely means when none is given: an empty one, else none.
pub fn default_slot(game: &Game, seat: Seat, card: CardId) -> Option<u8> {
    let kind = card.def().slot?;
    (0..kind.count())
        .find(|s| {
            game.replaced_by(seat, card, *s).is_none()
                && game.is_legal(seat, &Command::Upgrade { card, slot: *s })
        })
        .or_else(|| {
            (kind == Slot::Warrior || kind == Slot::Leader || kind == Slot::Ship).then_some(0)
        })
}

/// The commands a typed action means, or what to tell a player whose input cannot be read.
/// Whether they are legal is the engine's business: they are applied and refused there.
pub fn typed(
    game: &Game,
    seat: Seat,
    action: &str,
    args: &[(&str, String)],
    lang: Lang,
) -> Result<Vec<Command>, String> {
    let suggestions = || t!(lang, "typed-choose-card");
    match action {
        "invade" => {
            let figure = arg(args, "figure").and_then(|f| Figure::parse(&english_figures(f)));
            let to = arg(args, "to").and_then(Place::parse);
            let (Some(figure), Some(to)) = (figure, to) else {
                return Err(t!(lang, "typed-choose-figure-place"));
            };
            Ok(vec![Command::Invade { figure, to }])
        }
        "march" => {
            let from = arg(args, "from").and_then(ProvinceId::parse);
            let to = arg(args, "to").and_then(ProvinceId::parse);
            let (Some(from), Some(to)) = (from, to) else {
                return Err(t!(lang, "typed-choose-provinces"));
            };
            let mut commands = vec![Command::March { from, to }];
            if let Some(text) = arg(args, "figures").filter(|t| !t.trim().is_empty()) {
                let Some(list) = parse_figures(&english_figures(text)) else {
                    return Err(t!(lang, "typed-bad-figures"));
                };
                commands.extend(list.into_iter().map(|figure| Command::Move { figure }));
                // Finish the march if figures remain that could still move.
                let mut trial = game.clone();
                if commands.iter().all(|c| trial.apply(seat, c).is_ok())
                    && matches!(
                        trial.pending().map(|p| &p.decision),
                        Some(Decision::March { .. })
                    )
                    && trial.awaited().contains(seat)
                {
                    commands.push(Command::Done);
                }
            }
            Ok(commands)
        }
        "upgrade" => {
            let card = arg(args, "card")
                .and_then(CardId::parse)
                .ok_or_else(suggestions)?;
            let slot = match arg(args, "slot") {
                Some(s) => Some(s.trim().parse::<u8>().map_err(|_| suggestions())?),
                None => default_slot(game, seat, card),
            };
            let Some(slot) = slot else {
                return Err(t!(lang, "typed-slots-full"));
            };
            Ok(vec![Command::Upgrade { card, slot }])
        }
        "quest" => {
            let card = arg(args, "card")
                .and_then(CardId::parse)
                .ok_or_else(suggestions)?;
            Ok(vec![Command::Quest { card }])
        }
        "pillage" => {
            let province = arg(args, "province")
                .and_then(ProvinceId::parse)
                .ok_or_else(|| t!(lang, "typed-choose-province"))?;
            let challenge = Command::Challenge { province };
            Ok(vec![if game.is_legal(seat, &challenge) {
                challenge
            } else {
                Command::Pillage { province }
            }])
        }
        "pass" => Ok(vec![Command::Pass]),
        other => Err(t!(lang, "typed-no-such-action", action = other)),
    }
}

/// A list of figures typed in French, with the French words made English for the parser
/// ("chef, 2 guerriers" → "leader, 2 warriors"); monster names are the same in both.
fn english_figures(text: &str) -> String {
    let lower = text.to_lowercase();
    lower
        .split(',')
        .map(|part| {
            part.split_whitespace()
                .map(|word| match word {
                    "chef" => "leader",
                    "guerrier" => "warrior",
                    "guerriers" => "warriors",
                    "navire" => "ship",
                    "mystique" => "mystic",
                    "mystiques" => "mystics",
                    other => other,
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join(", ")
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
            Command::Invade { figure, .. } => Some(*figure),
            _ => None,
        })
        .into_iter()
        .map(|f| {
            // Its price where it may go (the Mystic Troll's province is free, EX-09).
            let costs = legal.iter().filter_map(|c| match c {
                Command::Invade { figure, to } if *figure == f => {
                    Some(game.invade_cost_to(seat, f, *to))
                }
                _ => None,
            });
            let (least, most) = costs.fold((u32::MAX, 0), |(lo, hi), c| (lo.min(c), hi.max(c)));
            let price = if least == most {
                t!(lang, "rage-count", count = least)
            } else {
                t!(lang, "rage-range", least = least, most = most)
            };
            suggestion(format!("{} ({price})", terms::figure(lang, f)), f.slug())
        })
        .collect(),
        ("invade", "to") => {
            let figure = arg(args, "figure").and_then(Figure::parse);
            let view = game.public_view();
            distinct(&legal, |c| match c {
                Command::Invade { figure: f, to } if figure.is_none_or(|want| want == *f) => {
                    Some(*to)
                }
                _ => None,
            })
            .into_iter()
            .map(|to| {
                let label = match to {
                    Place::Province(p) => {
                        let province = &view.provinces[p.index()];
                        t!(
                            lang,
                            "suggest-villages",
                            place = terms::place(lang, &to),
                            taken = province.figures.len(),
                            villages = province.villages.unwrap_or(0)
                        )
                    }
                    Place::Fjord(_) => terms::place(lang, &to),
                };
                suggestion(label, to.slug())
            })
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
                Command::March { from: f, to } if from.is_none_or(|want| want == *f) => Some(*to),
                _ => None,
            })
            .into_iter()
            .map(|p| suggestion(p.name().to_string(), p.slug()))
            .collect()
        }
        ("upgrade", "card") => distinct(&legal, |c| match c {
            Command::Upgrade { card, .. } => Some(*card),
            _ => None,
        })
        .into_iter()
        .map(|c| {
            suggestion(
                format!(
                    "{} ({})",
                    c.def().name,
                    t!(lang, "rage-count", count = game.upgrade_cost(seat, c))
                ),
                c.slug(),
            )
        })
        .collect(),
        ("upgrade", "slot") => {
            let card = arg(args, "card").and_then(CardId::parse);
            legal
                .iter()
                .filter_map(|c| match c {
                    Command::Upgrade { card: k, slot } if card.is_none_or(|want| want == *k) => {
                        Some(Suggestion {
                            label: super::prompt::describe(game, seat, c, lang),
                            value: SuggestionValue::Integer(i64::from(*slot)),
                        })
                    }
                    _ => None,
                })
                .collect()
        }
        ("quest", "card") => legal
            .iter()
            .filter_map(|c| match c {
                Command::Quest { card } => Some(suggestion(terms::card(lang, *card), card.slug())),
                _ => None,
            })
            .collect(),
        ("pillage", "province") => {
            let view = game.public_view();
            legal
                .iter()
                .filter_map(|c| match c {
                    Command::Pillage { province } => Some(suggestion(
                        format!(
                            "{province} ({})",
                            terms::token(lang, view.provinces[province.index()].token)
                        ),
                        province.slug(),
                    )),
                    Command::Challenge { province } => Some(suggestion(
                        t!(lang, "suggest-challenge", province = province.to_string()),
                        province.slug(),
                    )),
                    _ => None,
                })
                .collect()
        }
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_are_read_with_counts_and_plurals() {
        assert_eq!(
            parse_figures("leader, 2 warriors; troll"),
            Some(vec![
                Figure::Leader,
                Figure::Warrior,
                Figure::Warrior,
                Figure::Monster(crate::engine::base::data::Monster::Troll)
            ])
        );
        assert_eq!(
            parse_figures(&english_figures("Chef, 2 Mystiques, mystic troll")),
            Some(vec![
                Figure::Leader,
                Figure::Mystic,
                Figure::Mystic,
                Figure::Monster(crate::engine::base::data::Monster::MysticTroll)
            ])
        );
        assert_eq!(parse_figures("dragons"), None);
        assert_eq!(parse_figures(" , "), None);
    }

    /// Names here; descriptions (in both languages) are checked with the command definitions.
    #[test]
    fn every_action_fits_discords_limits() {
        for a in ACTIONS {
            assert!(a.name.len() <= 32 && a.name == a.name.to_lowercase());
            for p in a.params {
                assert!(p.name.len() <= 32 && p.name == p.name.to_lowercase());
            }
        }
    }
}
