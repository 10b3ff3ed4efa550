//! Reprisal's events in words for the game thread, every die shown ("🎲 Bear rolls 1 4 5 6 — 4
//! points"), and the short digest of what happened since a player's last turn. Every Reprisal
//! event is public: a secret pick is only "X chose" until the reveal of all of them.

use super::words::{card, clan, figure, place};
use crate::engine::AnyEvent;
use crate::engine::Seat;
use crate::engine::reprisal::{BattleOutcome, Event, Game, Gift, GloryWhy};
use crate::present::Names;
use crate::present::locale::Lang;
use std::fmt::Write as _;

/// Reprisal's events among `events`.
pub fn own(events: &[AnyEvent]) -> Vec<Event> {
    events
        .iter()
        .filter_map(|e| match e {
            AnyEvent::Reprisal(e) => Some(e.clone()),
            AnyEvent::Base(_) | AnyEvent::Valhalla(_) => None,
        })
        .collect()
}

fn faces(faces: &[u8]) -> String {
    if faces.is_empty() {
        "no dice".to_string()
    } else {
        faces
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

fn points(halves: Option<i32>) -> String {
    match halves {
        None => "−∞".to_string(),
        Some(h) if h % 2 == 0 => (h / 2).to_string(),
        Some(h) if h < 2 => "½".to_string(),
        Some(h) => format!("{}½", h / 2),
    }
}

fn why(why: GloryWhy) -> &'static str {
    match why {
        GloryWhy::Battle => "for the victory",
        GloryWhy::Token => "from the Glory token",
        GloryWhy::Yggdrasil => "for pillaging Yggdrasil",
        GloryWhy::Quest => "for the quest",
        GloryWhy::Ragnarok => "for the figures Ragnarök killed",
        GloryWhy::Mystics => "for their Mystics on the board",
        GloryWhy::Blessing => "from the Blessing",
        GloryWhy::Valkyrie => "for the Valkyrie",
        GloryWhy::Thor => "from Thor",
    }
}

fn seats(game: &Game, list: &[Seat]) -> String {
    list.iter()
        .map(|s| clan(game, *s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One line per event worth telling, in order.
pub fn lines(game: &Game, events: &[Event], names: &Names, _lang: Lang) -> Vec<String> {
    let who = |s: &Seat| names.of(*s).to_string();
    let mut out = Vec::new();
    for e in events {
        let line = match e {
            Event::TokensPlaced { tokens } => {
                let list: Vec<String> = crate::engine::base::data::ProvinceId::outer()
                    .zip(tokens)
                    .map(|(p, t)| format!("{} {}", p.name(), t.label()))
                    .collect();
                format!("🎲 Pillage tokens: {}.", list.join(", "))
            }
            Event::FirstPlayer { seat } => format!("🎲 First player: {}.", who(seat)),
            Event::AgeBegan { age } => format!("## Age {age}"),
            Event::Doom { province } => format!("🎲 Doom falls on **{}**.", province.name()),
            Event::QuestRolled { face, quest } => {
                format!("🎲 The quest die shows {face}: **{}**.", quest.label())
            }
            Event::Prayed { seat } => format!("🙏 {} has prayed.", who(seat)),
            Event::PrayersRevealed { round, picks } => {
                let list: Vec<String> = picks
                    .iter()
                    .map(|(s, n)| format!("{} {n}", clan(game, *s)))
                    .collect();
                format!("🙏 Prayers revealed (round {round}): {}.", list.join(", "))
            }
            Event::GiftGranted { seat, gift } => format!(
                "✨ {} receives **{}** ({}).",
                who(seat),
                gift.name(),
                super::words::gift_text(*gift)
            ),
            Event::MonsterGained {
                seat,
                monster,
                rented,
                random,
            } => {
                let how = match (rented, random) {
                    (true, _) => " (rented until the Reset)",
                    (false, true) => " (drawn at random)",
                    (false, false) => "",
                };
                format!("🐉 {} takes the **{}**{how}.", who(seat), monster.name())
            }
            Event::RandomOrder { seats: order } => {
                format!("🎲 Order drawn: {}.", seats(game, order))
            }
            Event::GodPlaced {
                seat,
                god,
                province,
            } => format!(
                "⚡ {} places **{}** in {}.",
                who(seat),
                god.name(),
                province
            ),
            Event::GodMoved { seat, god, to } => match to {
                Some(p) => format!("⚡ {} moves **{}** to {p}.", who(seat), god.name()),
                None => format!("⚡ {} takes **{}** off the board.", who(seat), god.name()),
            },
            Event::TurnBegan { .. } | Event::ActionTaken { .. } => continue,
            Event::Stopped { seat } => format!("💤 {} is done for this Age.", who(seat)),
            Event::Marched {
                seat,
                figure: id,
                from,
                to,
            } => format!(
                "🚶 {} marches a {} from {from} to {to}.",
                who(seat),
                figure(game, *seat, *id)
            ),
            Event::Sailed {
                seat,
                figure: id,
                to,
            } => format!(
                "⛵ {} sails a {} to {to}.",
                who(seat),
                figure(game, *seat, *id)
            ),
            Event::Placed {
                seat,
                figure: id,
                to,
                reinforce,
            } => format!(
                "{} {} {} a {} into {}.",
                if *reinforce { "🃏" } else { "⚔️" },
                who(seat),
                if *reinforce {
                    "reinforces with"
                } else {
                    "invades with"
                },
                figure(game, *seat, *id),
                place(*to)
            ),
            Event::PillageDeclared { seat, province } => {
                let reward = game
                    .token(*province)
                    .map_or("3 Glory".to_string(), |t| t.label().to_string());
                format!(
                    "🔥 {} pillages **{province}** ({reward}). Call to Battle!",
                    who(seat)
                )
            }
            Event::Called {
                seat,
                figure: id,
                from,
            } => format!(
                "📯 {} answers with a {} from {from}.",
                who(seat),
                figure(game, *seat, *id)
            ),
            Event::CallPassed { seat } => format!("{} stays out.", who(seat)),
            Event::Participants { seats: list } => {
                format!("⚔️ The battle: {}.", seats(game, list))
            }
            Event::EngageChosen { seat } => format!("{} has chosen a figure (Odin).", who(seat)),
            Event::Engaged { picks } => {
                let list: Vec<String> = picks
                    .iter()
                    .map(|(s, id)| format!("{} {}", clan(game, *s), figure(game, *s, *id)))
                    .collect();
                format!("👁️ Odin: each engages one figure: {}.", list.join(", "))
            }
            Event::Rolled {
                seat,
                faces: f,
                points: p,
            } => format!(
                "🎲 {} rolls {} — {p} point{}",
                clan(game, *seat),
                faces(f),
                if *p == 1 { "" } else { "s" }
            ),
            Event::CalledOff { seat } => {
                format!("🛑 {} calls the pillage off (Heimdall).", who(seat))
            }
            Event::CardChosen { seat } => format!("🂠 {} has chosen a battle card.", who(seat)),
            Event::CardsRevealed { cards } => {
                let list: Vec<String> = cards
                    .iter()
                    .map(|(s, c)| format!("{} {}", clan(game, *s), card(*c)))
                    .collect();
                format!("🃏 Cards revealed: {}.", list.join("; "))
            }
            Event::BattleResolved { totals, outcome } => {
                let list: Vec<String> = totals
                    .iter()
                    .map(|(s, h)| format!("{} {}", clan(game, *s), points(*h)))
                    .collect();
                let result = match outcome {
                    BattleOutcome::Nothing => "nobody scores: nothing happens".to_string(),
                    BattleOutcome::AllDie => {
                        "a tie at the top: every engaged figure dies".to_string()
                    }
                    BattleOutcome::Winner(s) => format!("**{}** wins", clan(game, *s)),
                };
                format!("⚖️ Totals: {} — {result}.", list.join(", "))
            }
            Event::SpyNamed { spy, winner } => format!(
                "🕵️ {} (Spy) names **{}** the winner.",
                who(spy),
                clan(game, *winner)
            ),
            Event::Saved { seat, figure: id } => format!(
                "🛡️ {}'s {} survives (card 4).",
                clan(game, *seat),
                figure(game, *seat, *id)
            ),
            Event::Lost { seat, figure: id } => format!(
                "{} loses a {} (card 7).",
                clan(game, *seat),
                figure(game, *seat, *id)
            ),
            Event::Sacrificed { seat, figure: id } => format!(
                "{} sacrifices a {} to kill the Troll.",
                clan(game, *seat),
                figure(game, *seat, *id)
            ),
            Event::TrollSurvived { .. } => "🧌 The Troll survives its defeat.".to_string(),
            Event::DwarfRolled { face, survives, .. } => format!(
                "🎲 The Dwarf rolls {face}: {}.",
                if *survives { "it survives" } else { "it falls" }
            ),
            Event::ElfFled { .. } => "🧝 The Elf flees to Yggdrasil.".to_string(),
            Event::Died { figures } => {
                let list: Vec<String> = figures
                    .iter()
                    .map(|id| {
                        let f = game.figure(*id);
                        match f.owner {
                            Some(o) => format!("{} {}", clan(game, o), f.kind.name()),
                            None => f.kind.name().to_string(),
                        }
                    })
                    .collect();
                format!("💀 To Valhalla: {}.", list.join(", "))
            }
            Event::Revived {
                seat,
                figure: id,
                province,
            } => format!(
                "👻 The Hel Soldier brings {} back into {province} for {}.",
                figure(game, *seat, *id),
                who(seat)
            ),
            Event::Reward {
                seat,
                province,
                token,
            } => match token {
                Some(t) => format!("🏆 {} takes {} from {province}.", who(seat), t.label()),
                None => format!("🏆 {} pillages {province}.", who(seat)),
            },
            Event::PillageFailed { province } => {
                format!("The pillage of {province} fails: the reward stays.")
            }
            Event::Glory {
                seat,
                amount,
                why: w,
            } => {
                format!("⭐ {} gains {amount} Glory {}.", clan(game, *seat), why(*w))
            }
            Event::Recalled { seat, figure: id } => format!(
                "{} returns a {} from Valhalla to their reserve (Frigga).",
                who(seat),
                figure(game, *seat, *id)
            ),
            Event::CardsTakenBack { seat } => {
                format!("{} takes their battle cards back.", clan(game, *seat))
            }
            Event::ActionPhaseEnded { pillaged } => format!(
                "The Action phase ends ({pillaged} province{} pillaged).",
                if *pillaged == 1 { "" } else { "s" }
            ),
            Event::QuestCounted {
                counts,
                first,
                second,
            } => {
                let list: Vec<String> = counts
                    .iter()
                    .enumerate()
                    .map(|(i, n)| format!("{} {n}", clan(game, Seat(i as u8))))
                    .collect();
                let mut line = format!("📜 The quest: {}.", list.join(", "));
                if !first.is_empty() {
                    let _ = write!(line, " First: {}.", seats(game, first));
                }
                if !second.is_empty() {
                    let _ = write!(line, " Second: {}.", seats(game, second));
                }
                line
            }
            Event::Ragnarok { province, figures } => format!(
                "🌋 Ragnarök strikes {province}: {} figure{} to Valhalla.",
                figures.len(),
                if figures.len() == 1 { "" } else { "s" }
            ),
            Event::Scored { glory, gained } => {
                let list: Vec<String> = glory
                    .iter()
                    .zip(gained)
                    .enumerate()
                    .map(|(i, (g, v))| format!("{} {g} Glory → +{v} VP", clan(game, Seat(i as u8))))
                    .collect();
                format!("🏅 Scoring: {}.", list.join(", "))
            }
            Event::Reset => {
                "The Reset: Glory back to 0, Valhalla emptied, tokens back.".to_string()
            }
            Event::GameOver { ranks } => {
                let mut order: Vec<(u8, usize)> =
                    ranks.iter().enumerate().map(|(i, r)| (*r, i)).collect();
                order.sort_unstable();
                let list: Vec<String> = order
                    .iter()
                    .map(|(r, i)| {
                        let s = Seat(*i as u8);
                        format!(
                            "{r}. {} ({} VP)",
                            who(&s),
                            game.victory_points().get(*i).copied().unwrap_or(0)
                        )
                    })
                    .collect();
                format!("## 🏁 Game over\n{}", list.join("\n"))
            }
        };
        out.push(line);
    }
    out
}

/// "Since your last turn": battles and winners, Glory, scoring, a new Age; a few lines at most.
pub fn digest(game: &Game, events: &[Event], names: &Names, lang: Lang) -> Vec<String> {
    let keep: Vec<Event> = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::PillageDeclared { .. }
                    | Event::BattleResolved { .. }
                    | Event::Reward { .. }
                    | Event::Scored { .. }
                    | Event::AgeBegan { .. }
                    | Event::QuestRolled { .. }
                    | Event::GiftGranted {
                        gift: Gift::Spy | Gift::Strategist | Gift::RentMonster,
                        ..
                    }
                    | Event::GameOver { .. }
            )
        })
        .cloned()
        .collect();
    let mut lines = lines(game, &keep, names, lang);
    if lines.len() > 8 {
        let cut = lines.len() - 8;
        lines.drain(..cut);
        lines.insert(0, "…".to_string());
    }
    lines
}

/// The opening message: turn order, first player, options, Age 1's Doom and quest.
pub fn opening(game: &Game, names: &Names, lang: Lang) -> String {
    let players = crate::engine::Rules::config(game).players;
    let order: Vec<&str> = (0..players).map(|s| names.of(Seat(s))).collect();
    let o = game.options();
    let mut options = Vec::new();
    if o.prayers {
        options.push(if o.blessing {
            "Prayers for the Gods with the Blessing"
        } else {
            "Prayers for the Gods"
        });
        if o.gods {
            options.push("the Gods");
        }
    }
    if o.mystics {
        options.push("Mystics");
    }
    if o.leader {
        options.push("the Leader's exploding dice");
    }
    if o.battle_cards {
        options.push("Battle Cards");
    }
    let options = if options.is_empty() {
        "no options".to_string()
    } else {
        options.join(", ")
    };
    let mut text = format!(
        "## Blood Rage – Reprisal begins!\nTurn order: {}. First player: {}.\nOptions: {options}.",
        order.join(" → "),
        names.of(game.first_player())
    );
    let lines = lines(game, game.opening_events(), names, lang);
    for line in lines.iter().filter(|l| !l.starts_with("🎲 First player")) {
        let _ = write!(text, "\n{line}");
    }
    text
}
