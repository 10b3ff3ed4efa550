//! Valhalla's events in words for the game thread (public events only: a seat's drafted cards
//! and Baldr's look stay private), the digest of what happened since a player's last turn, and
//! the opening message.

use super::words::{card, chamber, clan, kind, location, rewards, stat};
use crate::engine::valhalla::{Cause, ChamberId, Event, Game, GloryWhy, Loc};
use crate::engine::{AnyEvent, Rules, Seat};
use crate::present::Names;
use crate::present::locale::{Lang, t};

/// Valhalla's own events among `events`.
pub fn own(events: &[AnyEvent]) -> Vec<Event> {
    events
        .iter()
        .filter_map(|e| match e {
            AnyEvent::Valhalla(e) => Some(e.clone()),
            _ => None,
        })
        .collect()
}

/// A seat in the thread: its name there already says the clan ("<@…> (Wolf)"), as in the other
/// rule sets' narration.
fn who(names: &Names, seat: Seat) -> String {
    names.of(seat).to_string()
}

fn why(why: GloryWhy, lang: Lang) -> String {
    t!(
        lang,
        match why {
            GloryWhy::Battle => "vh-why-battle",
            GloryWhy::Reward => "vh-why-reward",
            GloryWhy::Quest => "vh-why-quest-glory",
            GloryWhy::Valor => "vh-why-valor",
            GloryWhy::Card => "vh-why-card-glory",
            GloryWhy::Ability => "vh-why-ability",
            GloryWhy::Taken => "vh-why-taken",
            GloryWhy::StatBonus => "vh-why-stat-bonus",
        }
    )
}

/// One line per public event worth telling, in order.
pub fn lines(game: &Game, events: &[Event], names: &Names, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    for e in events {
        if e.private_to().is_some() {
            continue;
        }
        if let Some(line) = line(game, e, names, lang) {
            out.push(line);
        }
    }
    out
}

fn figure_of(game: &Game, f: crate::engine::valhalla::FigureId, lang: Lang) -> String {
    let fig = game.figure(f);
    match fig.owner {
        Some(o) => t!(
            lang,
            "vh-figure-of",
            clan = clan(game, o, lang),
            figure = kind(game, fig.kind, lang)
        ),
        None => kind(game, fig.kind, lang),
    }
}

#[allow(clippy::too_many_lines)]
fn line(game: &Game, e: &Event, names: &Names, lang: Lang) -> Option<String> {
    let p = game.pack();
    let who = |s: Seat| who(names, s);
    let room = |c: ChamberId| chamber(game, c, lang);
    let kind_of = |f: crate::engine::valhalla::FigureId| kind(game, game.figure(f).kind, lang);
    Some(match e {
        Event::TokensDrawn { chambers } => {
            let list: Vec<String> = chambers.iter().map(|c| room(*c)).collect();
            t!(lang, "vh-n-tokens", chambers = list.join(", "))
        }
        Event::GodsDrawn { gods } => {
            let list: Vec<String> = gods
                .iter()
                .enumerate()
                .map(|(i, g)| {
                    t!(
                        lang,
                        "vh-n-god-of-age",
                        age = i + 1,
                        god = p.god(*g).name.as_str()
                    )
                })
                .collect();
            t!(lang, "vh-n-gods", gods = list.join(", "))
        }
        Event::MonstersDrawn { monsters } => {
            let list: Vec<String> = monsters.iter().map(|c| card(game, *c, lang)).collect();
            t!(lang, "vh-n-monsters", monsters = list.join(", "))
        }
        Event::DeckShuffled { cards, .. } => t!(lang, "vh-n-deck", cards = *cards),
        Event::FirstPlayer { seat } => t!(lang, "vh-n-first", player = who(*seat)),
        Event::AgeBegan { age } => t!(lang, "vh-n-age", age = *age),
        Event::GodArrived { god, chamber: c } => t!(
            lang,
            "vh-n-god-arrived",
            god = p.god(*god).name.as_str(),
            chamber = room(*c),
            rewards = rewards(game, *c, lang)
        ),
        Event::Dealt { cards, .. } => t!(lang, "vh-n-dealt", cards = *cards),
        Event::Passed { left } => t!(
            lang,
            if *left {
                "vh-n-passed-left"
            } else {
                "vh-n-passed-right"
            }
        ),
        Event::Bottomed { cards } => t!(lang, "vh-n-bottomed", cards = *cards),
        Event::ActionBegan { .. } => t!(lang, "vh-n-action"),
        Event::PassedTurn { seat } => t!(lang, "vh-n-passes", player = who(*seat)),
        Event::Summoned {
            seat,
            figure,
            chamber: c,
            revived,
        } => t!(
            lang,
            if *revived {
                "vh-n-revived"
            } else {
                "vh-n-summoned"
            },
            player = who(*seat),
            figure = kind_of(*figure),
            chamber = room(*c)
        ),
        Event::Moved {
            seat,
            figure,
            from,
            to,
        } => t!(
            lang,
            "vh-n-moved",
            player = who(*seat),
            figure = kind_of(*figure),
            from = room(*from),
            to = room(*to)
        ),
        Event::Upgraded { seat, card: c } => t!(
            lang,
            "vh-n-upgraded",
            player = who(*seat),
            card = card(game, *c, lang)
        ),
        Event::QuestCommitted { seat, .. } => t!(lang, "vh-n-quest", player = who(*seat)),
        Event::ContestDeclared {
            seat,
            chamber: c,
            challenge,
        } => t!(
            lang,
            if *challenge {
                "vh-n-challenge"
            } else {
                "vh-n-contest"
            },
            player = who(*seat),
            chamber = room(*c),
            rewards = rewards(game, *c, lang)
        ),
        Event::Called {
            seat, figure, from, ..
        } => t!(
            lang,
            "vh-n-called",
            player = who(*seat),
            figure = kind_of(*figure),
            from = room(*from)
        ),
        Event::Revealed { cards } if !cards.is_empty() => {
            let list: Vec<String> = cards
                .iter()
                .map(|(s, c)| format!("{} **{}**", names.of(*s), card(game, *c, lang)))
                .collect();
            t!(lang, "vh-n-revealed", cards = list.join(", "))
        }
        Event::QuestCounts { seat, value } => t!(
            lang,
            "vh-n-quest-counts",
            player = names.of(*seat),
            value = *value
        ),
        Event::Cancelled { seat, cards } => {
            let list: Vec<String> = cards.iter().map(|(_, c)| card(game, *c, lang)).collect();
            t!(
                lang,
                "vh-n-cancelled",
                player = names.of(*seat),
                cards = list.join(", ")
            )
        }
        Event::Watched { seat, glory } => t!(
            lang,
            "vh-n-watched",
            player = names.of(*seat),
            glory = *glory
        ),
        Event::LatePlayed { seat, card: c } => t!(
            lang,
            "vh-n-late",
            player = names.of(*seat),
            card = card(game, *c, lang)
        ),
        Event::Totals { totals } => {
            let list: Vec<String> = totals
                .iter()
                .map(|(s, f, c)| format!("{} {f} + {c} = {}", names.of(*s), f + c))
                .collect();
            t!(lang, "vh-n-totals", totals = list.join(", "))
        }
        Event::BattleEnded { winner: Some(w) } => t!(lang, "vh-n-winner", player = who(*w)),
        Event::BattleEnded { winner: None } => t!(lang, "vh-n-tie"),
        Event::Destroyed { figure, to, cause } => match cause {
            Cause::Valor => t!(
                lang,
                "vh-n-to-sauna",
                figure = figure_of(game, *figure, lang)
            ),
            _ => t!(
                lang,
                "vh-n-destroyed",
                figure = figure_of(game, *figure, lang),
                to = match to {
                    Loc::Sauna => t!(lang, "vh-to-sauna"),
                    other => t!(lang, "vh-to-where", place = location(game, *other, lang)),
                }
            ),
        },
        Event::Saved { figure } => {
            t!(lang, "vh-n-saved", figure = figure_of(game, *figure, lang))
        }
        Event::Retreated { .. } => t!(lang, "vh-n-retreated"),
        Event::CardsMoved {
            from,
            to_hand: Some(to),
            cards,
        } => {
            let list: Vec<String> = cards.iter().map(|c| card(game, *c, lang)).collect();
            if from == to {
                t!(
                    lang,
                    "vh-n-takes-back",
                    player = names.of(*from),
                    cards = list.join(", ")
                )
            } else {
                t!(
                    lang,
                    "vh-n-takes-cards",
                    player = names.of(*to),
                    from = names.of(*from),
                    cards = list.join(", ")
                )
            }
        }
        Event::CardsMoved {
            from,
            to_hand: None,
            cards,
        } => {
            let list: Vec<String> = cards.iter().map(|c| card(game, *c, lang)).collect();
            t!(
                lang,
                "vh-n-discards",
                player = names.of(*from),
                cards = list.join(", ")
            )
        }
        Event::Claimed { seat, chamber: c } => t!(
            lang,
            "vh-n-claimed",
            player = who(*seat),
            chamber = room(*c)
        ),
        Event::StatRaised {
            seat,
            stat: s,
            step,
        } => t!(
            lang,
            "vh-n-raised",
            player = names.of(*seat),
            stat = stat(*s, lang),
            step = *step,
            value = game.pack().numbers.stat_value(*s, step - 1)
        ),
        Event::Glory {
            seat,
            amount,
            why: w,
        } => t!(
            lang,
            "vh-n-glory",
            player = names.of(*seat),
            amount = *amount,
            why = why(*w, lang)
        ),
        Event::Took {
            seat,
            from,
            glory,
            rage,
        } => {
            if *glory > 0 {
                t!(
                    lang,
                    "vh-n-took-glory",
                    player = names.of(*seat),
                    amount = *glory,
                    from = names.of(*from)
                )
            } else {
                t!(
                    lang,
                    "vh-n-took-rage",
                    player = names.of(*seat),
                    amount = *rage,
                    from = names.of(*from)
                )
            }
        }
        Event::RageGained { seat, rage } => {
            t!(lang, "vh-n-rage", player = names.of(*seat), rage = *rage)
        }
        Event::ActionEnded => t!(lang, "vh-n-action-ended"),
        Event::QuestRevealed {
            seat,
            card: c,
            fulfilled,
        } => t!(
            lang,
            if *fulfilled {
                "vh-n-quest-fulfilled"
            } else {
                "vh-n-quest-failed"
            },
            player = names.of(*seat),
            card = card(game, *c, lang)
        ),
        Event::Valor { chamber: c, seats } => {
            if seats.is_empty() {
                t!(lang, "vh-n-valor-nobody", chamber = room(*c))
            } else {
                let list: Vec<String> = seats.iter().map(|s| names.of(*s).to_string()).collect();
                t!(
                    lang,
                    "vh-n-valor",
                    chamber = room(*c),
                    players = list.join(&t!(lang, "vh-and")),
                    count = seats.len()
                )
            }
        }
        Event::Released { figures } => {
            let n: u32 = figures.iter().map(|k| u32::from(*k)).sum();
            t!(lang, "vh-n-released", count = n)
        }
        Event::KeptCards {
            seat,
            kept,
            removed,
            ..
        } => t!(
            lang,
            "vh-n-kept",
            player = names.of(*seat),
            kept = *kept,
            removed = *removed
        ),
        Event::FirstPlayerPassed { seat } => {
            t!(lang, "vh-n-first-passed", player = who(*seat))
        }
        Event::GameEnded { glory } => {
            // Most Glory wins; tied clans share the place (VH-31).
            let outcome = crate::engine::Outcome::from_glory(glory.clone());
            let mut order: Vec<(u8, usize)> = outcome
                .ranks
                .iter()
                .enumerate()
                .map(|(i, r)| (*r, i))
                .collect();
            order.sort_unstable();
            let list: Vec<String> = order
                .iter()
                .map(|(r, i)| {
                    t!(
                        lang,
                        "vh-n-rank",
                        rank = *r,
                        player = who(Seat(*i as u8)),
                        glory = glory[*i]
                    )
                })
                .collect();
            format!("{}\n{}", t!(lang, "vh-n-game-over"), list.join("\n"))
        }
        _ => return None,
    })
}

/// "Since your last turn": battles and their winners, claims, gods, Prove Valor, a new Age, the
/// end, a few lines at most.
pub fn digest(game: &Game, events: &[Event], names: &Names, lang: Lang) -> Vec<String> {
    let keep: Vec<Event> = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::AgeBegan { .. }
                    | Event::GodArrived { .. }
                    | Event::BattleEnded { .. }
                    | Event::Claimed { .. }
                    | Event::Valor { .. }
                    | Event::GameEnded { .. }
            )
        })
        .cloned()
        .collect();
    let mut out = lines(game, &keep, names, lang);
    if out.len() > 8 {
        let more = out.len() - 7;
        out.truncate(7);
        out.push(t!(lang, "vh-n-more", count = more));
    }
    out
}

/// The opening message: the rule set, the provisional content, turn order, gods and tokens.
pub fn opening(game: &Game, names: &Names, lang: Lang) -> String {
    let players = game.config().players;
    let order: Vec<String> = game
        .first_player()
        .clockwise(players)
        .map(|s| who(names, s))
        .collect();
    let mut text = t!(
        lang,
        "vh-opening",
        players = players,
        pack = super::terms::pack_name(game.pack(), lang),
        version = game.pack().version,
        notice = super::terms::notice(game.pack(), lang),
        order = order.join(", ")
    );
    for l in lines(game, game.opening_events(), names, lang) {
        text.push('\n');
        text.push_str(&l);
    }
    text
}
