//! Valhalla's events in words for the game thread (public events only: a seat's drafted cards
//! and Baldr's look stay private), the digest of what happened since a player's last turn, and
//! the opening message.

use super::words::{card, chamber, clan, kind, location, rewards};
use crate::engine::valhalla::{Cause, Event, Game, GloryWhy, Loc};
use crate::engine::{AnyEvent, Rules, Seat};
use crate::present::Names;
use crate::present::locale::Lang;

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

fn who(game: &Game, names: &Names, seat: Seat) -> String {
    format!("{} ({})", names.of(seat), clan(game, seat))
}

fn why(why: GloryWhy) -> &'static str {
    match why {
        GloryWhy::Battle => "for the battle",
        GloryWhy::Reward => "from the reward",
        GloryWhy::Quest => "for the quest",
        GloryWhy::Valor => "for proving valour",
        GloryWhy::Card => "from a card",
        GloryWhy::Ability => "from an ability",
        GloryWhy::Taken => "taken",
        GloryWhy::StatBonus => "for legendary stats",
    }
}

/// One line per public event worth telling, in order.
pub fn lines(game: &Game, events: &[Event], names: &Names, _lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    for e in events {
        if e.private_to().is_some() {
            continue;
        }
        if let Some(line) = line(game, e, names) {
            out.push(line);
        }
    }
    out
}

fn figure_of(game: &Game, f: crate::engine::valhalla::FigureId) -> String {
    let fig = game.figure(f);
    match fig.owner {
        Some(o) => format!("{} {}", clan(game, o), kind(game, fig.kind)),
        None => kind(game, fig.kind),
    }
}

#[allow(clippy::too_many_lines)]
fn line(game: &Game, e: &Event, names: &Names) -> Option<String> {
    let p = game.pack();
    Some(match e {
        Event::TokensDrawn { chambers } => {
            let list: Vec<String> = chambers.iter().map(|c| chamber(game, *c)).collect();
            format!(
                "Chamber tokens drawn: {} (no Summon or Contest there).",
                list.join(", ")
            )
        }
        Event::GodsDrawn { gods } => {
            let list: Vec<String> = gods
                .iter()
                .enumerate()
                .map(|(i, g)| format!("Age {} {}", i + 1, p.god(*g).name))
                .collect();
            format!("The gods of this game: {}.", list.join(", "))
        }
        Event::MonstersDrawn { monsters } => {
            let list: Vec<String> = monsters.iter().map(|c| card(game, *c)).collect();
            format!("Monsters shuffled into the deck: {}.", list.join(", "))
        }
        Event::DeckShuffled { cards } => format!("The deck of {cards} cards is shuffled."),
        Event::FirstPlayer { seat } => format!("{} goes first.", who(game, names, *seat)),
        Event::AgeBegan { age } => format!("**Age {age} begins.**"),
        Event::GodArrived { god, chamber: c } => format!(
            "**{} arrives** in {} (its token leaves the game); claiming it pays: {}.",
            p.god(*god).name,
            chamber(game, *c),
            rewards(game, *c)
        ),
        Event::Dealt { cards } => {
            format!("**Draft**: each clan is dealt {cards} cards (check your direct messages).")
        }
        Event::Passed { left } => {
            format!("The packets pass {}.", if *left { "left" } else { "right" })
        }
        Event::Bottomed { cards } => {
            format!("The draft is over; {cards} cards go to the bottom of the deck unseen.")
        }
        Event::ActionBegan => {
            "**Action phase**: every clan's Rage is set to its Rage stat.".to_string()
        }
        Event::PassedTurn { seat } => format!("{} passes.", who(game, names, *seat)),
        Event::Summoned {
            seat,
            figure,
            chamber: c,
            revived,
        } => format!(
            "{} {} a {} into {}.",
            who(game, names, *seat),
            if *revived { "brings back" } else { "summons" },
            kind(game, game.figure(*figure).kind),
            chamber(game, *c)
        ),
        Event::Moved {
            seat,
            figure,
            from,
            to,
        } => format!(
            "{} moves a {} from {} to {}.",
            who(game, names, *seat),
            kind(game, game.figure(*figure).kind),
            chamber(game, *from),
            chamber(game, *to)
        ),
        Event::Upgraded { seat, card: c } => {
            format!("{} plays **{}**.", who(game, names, *seat), card(game, *c))
        }
        Event::QuestCommitted { seat } => {
            format!("{} commits a quest face down.", who(game, names, *seat))
        }
        Event::ContestDeclared {
            seat,
            chamber: c,
            challenge,
        } => format!(
            "⚔️ {} {} **{}** ({}).",
            who(game, names, *seat),
            if *challenge {
                "challenges again"
            } else {
                "contests"
            },
            chamber(game, *c),
            rewards(game, *c)
        ),
        Event::Called { seat, figure, from } => format!(
            "{} answers the Call to Battle with a {} from {}.",
            who(game, names, *seat),
            kind(game, game.figure(*figure).kind),
            chamber(game, *from)
        ),
        Event::Revealed { cards } if !cards.is_empty() => {
            let list: Vec<String> = cards
                .iter()
                .map(|(s, c)| format!("{} **{}**", names.of(*s), card(game, *c)))
                .collect();
            format!("Cards revealed: {}.", list.join(", "))
        }
        Event::QuestCounts { seat, value } => {
            format!("{}'s quest card counts +{value} (Tyr).", names.of(*seat))
        }
        Event::Cancelled { seat, cards } => {
            let list: Vec<String> = cards.iter().map(|(_, c)| card(game, *c)).collect();
            format!(
                "{}'s Thor's Primacy cancels the texts of {}.",
                names.of(*seat),
                list.join(", ")
            )
        }
        Event::Watched { seat, glory } => format!(
            "{}'s Heimdall's Watch discards every revealed card ({glory} Glory); everyone plays \
             again.",
            names.of(*seat)
        ),
        Event::LatePlayed { seat, card: c } => {
            format!("{} adds **{}**.", names.of(*seat), card(game, *c))
        }
        Event::Totals { totals } => {
            let list: Vec<String> = totals
                .iter()
                .map(|(s, f, c)| format!("{} {f} + {c} = {}", names.of(*s), f + c))
                .collect();
            format!("Totals: {}.", list.join(", "))
        }
        Event::BattleEnded { winner: Some(w) } => {
            format!("**{} wins the battle.**", who(game, names, *w))
        }
        Event::BattleEnded { winner: None } => {
            "**A tie: every clan in the battle loses** (to the Sauna).".to_string()
        }
        Event::Destroyed { figure, to, cause } => match cause {
            Cause::Valor => format!("The {} goes to the Sauna.", figure_of(game, *figure)),
            _ => format!(
                "The {} is destroyed ({}).",
                figure_of(game, *figure),
                match to {
                    Loc::Sauna => "to the Sauna".to_string(),
                    other => format!("to {}", location(game, *other)),
                }
            ),
        },
        Event::Saved { figure } => format!(
            "Frigga's Protection keeps the {}.",
            figure_of(game, *figure)
        ),
        Event::Retreated { .. } => "The Völur Witch retreats to Odin's Throne.".to_string(),
        Event::CardsMoved {
            from,
            to_hand: Some(to),
            cards,
        } => {
            let list: Vec<String> = cards.iter().map(|c| card(game, *c)).collect();
            if from == to {
                format!("{} takes back {}.", names.of(*from), list.join(", "))
            } else {
                format!(
                    "{} takes {}'s {}.",
                    names.of(*to),
                    names.of(*from),
                    list.join(", ")
                )
            }
        }
        Event::CardsMoved {
            from,
            to_hand: None,
            cards,
        } => {
            let list: Vec<String> = cards.iter().map(|c| card(game, *c)).collect();
            format!("{} discards {}.", names.of(*from), list.join(", "))
        }
        Event::Claimed { seat, chamber: c } => format!(
            "🏆 {} claims **{}**.",
            who(game, names, *seat),
            chamber(game, *c)
        ),
        Event::StatRaised { seat, stat, step } => format!(
            "{} raises {} to step {step} ({}).",
            names.of(*seat),
            stat.name(),
            game.pack().numbers.stat_value(*stat, step - 1)
        ),
        Event::Glory {
            seat,
            amount,
            why: w,
        } => {
            format!("{} gains {amount} Glory {}.", names.of(*seat), why(*w))
        }
        Event::Took {
            seat,
            from,
            glory,
            rage,
        } => {
            let what = if *glory > 0 {
                format!("{glory} Glory")
            } else {
                format!("{rage} Rage")
            };
            format!("{} takes {what} from {}.", names.of(*seat), names.of(*from))
        }
        Event::RageGained { seat, rage } => format!("{} gains {rage} Rage.", names.of(*seat)),
        Event::ActionEnded => "**The Action phase ends.**".to_string(),
        Event::QuestRevealed {
            seat,
            card: c,
            fulfilled,
        } => format!(
            "{} reveals {}: {}.",
            names.of(*seat),
            card(game, *c),
            if *fulfilled { "fulfilled" } else { "failed" }
        ),
        Event::Valor { chamber: c, seats } => {
            if seats.is_empty() {
                format!("Prove Valor in {}: nobody is there.", chamber(game, *c))
            } else {
                let list: Vec<String> = seats.iter().map(|s| names.of(*s).to_string()).collect();
                format!(
                    "**Prove Valor** in {}: {} {} the most figures.",
                    chamber(game, *c),
                    list.join(" and "),
                    if seats.len() == 1 { "has" } else { "tie with" }
                )
            }
        }
        Event::Released { figures } => {
            let n: u32 = figures.iter().map(|k| u32::from(*k)).sum();
            format!("**Release Warriors**: {n} figures return to their reserves.")
        }
        Event::KeptCards {
            seat,
            kept,
            removed,
        } => format!(
            "{} keeps {kept} card{} for the next Age; {removed} leave the game.",
            names.of(*seat),
            if *kept == 1 { "" } else { "s" }
        ),
        Event::FirstPlayerPassed { seat } => {
            format!("{} now goes first.", who(game, names, *seat))
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
                    format!(
                        "{r}. {} ({} Glory)",
                        who(game, names, Seat(*i as u8)),
                        glory[*i]
                    )
                })
                .collect();
            format!("## 🏁 Game over\n{}", list.join("\n"))
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
        out.push(format!("…and {more} more."));
    }
    out
}

/// The opening message: the rule set, the provisional content, turn order, gods and tokens.
pub fn opening(game: &Game, names: &Names, lang: Lang) -> String {
    let players = game.config().players;
    let order: Vec<String> = game
        .first_player()
        .clockwise(players)
        .map(|s| who(game, names, s))
        .collect();
    let mut text = format!(
        "**Blood Rage: Valhalla** for {players} — content pack *{}* v{}.\n⚠️ *{}*\nTurn order: \
         {}.",
        game.pack().name,
        game.pack().version,
        game.pack().notice,
        order.join(", ")
    );
    for l in lines(game, game.opening_events(), names, lang) {
        text.push('\n');
        text.push_str(&l);
    }
    text
}
