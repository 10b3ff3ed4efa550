//! Reprisal's events in words for the game thread, every die shown ("🎲 Bear rolls 1 4 5 6 — 4
//! points"), and the short digest of what happened since a player's last turn. Every Reprisal
//! event is public: a secret pick is only "X chose" until the reveal of all of them.

use super::words::{card, clan, clans, figure, gift, gift_text, kind, place, quest, token};
use crate::engine::AnyEvent;
use crate::engine::Seat;
use crate::engine::reprisal::{BattleOutcome, Event, FigureId, Game, Gift, GloryWhy, Place, data};
use crate::present::Names;
use crate::present::locale::{Lang, t};

/// Reprisal's events among `events`.
pub fn own(events: &[AnyEvent]) -> Vec<Event> {
    events
        .iter()
        .filter_map(|e| e.get::<crate::engine::reprisal::Game>().cloned())
        .collect()
}

fn faces(faces: &[u8], lang: Lang) -> String {
    if faces.is_empty() {
        t!(lang, "rp-no-dice")
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

fn why(why: GloryWhy, lang: Lang) -> String {
    t!(
        lang,
        match why {
            GloryWhy::Battle => "rp-why-battle",
            GloryWhy::Token => "rp-why-token",
            GloryWhy::Yggdrasil => "rp-why-yggdrasil",
            GloryWhy::Quest => "rp-why-quest",
            GloryWhy::Ragnarok => "rp-why-ragnarok",
            GloryWhy::Mystics => "rp-why-mystics",
            GloryWhy::Blessing => "rp-why-blessing",
            GloryWhy::Valkyrie => "rp-why-valkyrie",
            GloryWhy::Thor => "rp-why-thor",
        }
    )
}

/// One line per event worth telling, in order.
#[allow(clippy::too_many_lines)]
pub fn lines(game: &Game, events: &[Event], names: &Names, lang: Lang) -> Vec<String> {
    let who = |s: &Seat| names.of(*s).to_string();
    let clan = |s: Seat| clan(game, s, lang);
    let fig = |s: Seat, id: FigureId| figure(game, s, id, lang);
    let mut out = Vec::new();
    for e in events {
        let line = match e {
            Event::TokensPlaced { tokens } => {
                let list: Vec<String> = crate::engine::base::data::ProvinceId::outer()
                    .zip(tokens)
                    .map(|(p, t)| format!("{} {}", p.name(), token(*t, lang)))
                    .collect();
                t!(lang, "rp-n-tokens", tokens = list.join(", "))
            }
            Event::FirstPlayer { seat } => t!(lang, "rp-n-first", player = who(seat)),
            Event::AgeBegan { age } => t!(lang, "rp-n-age", age = *age),
            Event::Doom { province } => t!(lang, "rp-n-doom", province = province.name()),
            Event::QuestRolled { face, quest: q } => {
                t!(lang, "rp-n-quest", face = *face, quest = quest(*q, lang))
            }
            Event::Prayed { seat } => t!(lang, "rp-n-prayed", player = who(seat)),
            Event::PrayersRevealed { round, picks } => {
                let list: Vec<String> = picks
                    .iter()
                    .map(|(s, n)| format!("{} {n}", clan(*s)))
                    .collect();
                t!(
                    lang,
                    "rp-n-prayers",
                    round = *round,
                    picks = list.join(", ")
                )
            }
            Event::GiftGranted { seat, gift: g } => t!(
                lang,
                "rp-n-gift",
                player = who(seat),
                gift = gift(*g, lang),
                does = gift_text(*g, lang)
            ),
            Event::MonsterGained {
                seat,
                monster,
                rented,
                random,
            } => t!(
                lang,
                match (rented, random) {
                    (true, _) => "rp-n-monster-rented",
                    (false, true) => "rp-n-monster-random",
                    (false, false) => "rp-n-monster",
                },
                player = who(seat),
                monster = monster.name()
            ),
            Event::RandomOrder { seats: order } => {
                t!(lang, "rp-n-order", clans = clans(game, order, lang))
            }
            Event::GodPlaced {
                seat,
                god,
                province,
            } => t!(
                lang,
                "rp-n-god-placed",
                player = who(seat),
                god = god.name(),
                province = province.to_string()
            ),
            Event::GodMoved { seat, god, to } => match to {
                Some(p) => t!(
                    lang,
                    "rp-n-god-moved",
                    player = who(seat),
                    god = god.name(),
                    province = p.to_string()
                ),
                None => t!(
                    lang,
                    "rp-n-god-removed",
                    player = who(seat),
                    god = god.name()
                ),
            },
            Event::TurnBegan { .. } | Event::ActionTaken { .. } => continue,
            Event::Stopped { seat } => t!(lang, "rp-n-stopped", player = who(seat)),
            Event::Marched {
                seat,
                figure: id,
                from,
                to,
            } => t!(
                lang,
                "rp-n-marched",
                player = who(seat),
                figure = fig(*seat, *id),
                from = from.to_string(),
                to = to.to_string()
            ),
            Event::Sailed {
                seat,
                figure: id,
                to,
            } => t!(
                lang,
                "rp-n-sailed",
                player = who(seat),
                figure = fig(*seat, *id),
                to = place(Place::Fjord(*to), lang)
            ),
            Event::Placed {
                seat,
                figure: id,
                to,
                reinforce,
            } => t!(
                lang,
                if *reinforce {
                    "rp-n-reinforced"
                } else {
                    "rp-n-invaded"
                },
                player = who(seat),
                figure = fig(*seat, *id),
                to = place(*to, lang)
            ),
            Event::PillageDeclared { seat, province } => {
                let reward = game.token(*province).map_or_else(
                    || t!(lang, "rp-glory", count = data::rules().yggdrasil_glory),
                    |t| token(t, lang),
                );
                t!(
                    lang,
                    "rp-n-pillage",
                    player = who(seat),
                    province = province.to_string(),
                    reward = reward
                )
            }
            Event::Called {
                seat,
                figure: id,
                from,
                ..
            } => t!(
                lang,
                "rp-n-called",
                player = who(seat),
                figure = fig(*seat, *id),
                from = from.to_string()
            ),
            Event::CallPassed { seat } => t!(lang, "rp-n-stays-out", player = who(seat)),
            Event::Participants { seats: list } => {
                t!(lang, "rp-n-participants", clans = clans(game, list, lang))
            }
            Event::EngageChosen { seat } => t!(lang, "rp-n-engage-chosen", player = who(seat)),
            Event::Engaged { picks } => {
                let list: Vec<String> = picks
                    .iter()
                    .map(|(s, id)| format!("{} {}", clan(*s), fig(*s, *id)))
                    .collect();
                t!(lang, "rp-n-engaged", picks = list.join(", "))
            }
            Event::Rolled {
                seat,
                faces: f,
                points: p,
            } => t!(
                lang,
                "rp-n-rolled",
                clan = clan(*seat),
                faces = faces(f, lang),
                points = *p
            ),
            Event::CalledOff { seat } => t!(lang, "rp-n-called-off", player = who(seat)),
            Event::CardChosen { seat } => t!(lang, "rp-n-card-chosen", player = who(seat)),
            Event::CardsRevealed { cards } => {
                let list: Vec<String> = cards
                    .iter()
                    .map(|(s, c)| format!("{} {}", clan(*s), card(*c, lang)))
                    .collect();
                t!(
                    lang,
                    "rp-n-cards",
                    cards = list.join(&crate::present::locale::semicolon(lang))
                )
            }
            Event::BattleResolved { totals, outcome } => {
                let list: Vec<String> = totals
                    .iter()
                    .map(|(s, h)| format!("{} {}", clan(*s), points(*h)))
                    .collect();
                let result = match outcome {
                    BattleOutcome::Nothing => t!(lang, "rp-result-nothing"),
                    BattleOutcome::AllDie => t!(lang, "rp-result-all-die"),
                    BattleOutcome::Winner(s) => t!(lang, "rp-result-winner", clan = clan(*s)),
                };
                t!(
                    lang,
                    "rp-n-totals",
                    totals = list.join(", "),
                    result = result
                )
            }
            Event::SpyNamed { spy, winner } => {
                t!(lang, "rp-n-spy", player = who(spy), clan = clan(*winner))
            }
            Event::Saved { seat, figure: id } => t!(
                lang,
                "rp-n-saved",
                clan = clan(*seat),
                figure = fig(*seat, *id)
            ),
            Event::Lost { seat, figure: id } => t!(
                lang,
                "rp-n-lost",
                clan = clan(*seat),
                figure = fig(*seat, *id)
            ),
            Event::Sacrificed { seat, figure: id } => t!(
                lang,
                "rp-n-sacrificed",
                clan = clan(*seat),
                figure = fig(*seat, *id)
            ),
            Event::TrollSurvived { .. } => t!(lang, "rp-n-troll-survived"),
            Event::DwarfRolled { face, survives, .. } => t!(
                lang,
                if *survives {
                    "rp-n-dwarf-survives"
                } else {
                    "rp-n-dwarf-falls"
                },
                face = *face
            ),
            Event::ElfFled { .. } => t!(lang, "rp-n-elf-fled"),
            Event::Died { figures } => {
                let list: Vec<String> = figures
                    .iter()
                    .map(|id| {
                        let f = game.figure(*id);
                        match f.owner {
                            Some(o) => format!("{} {}", clan(o), kind(f.kind, lang)),
                            None => kind(f.kind, lang),
                        }
                    })
                    .collect();
                t!(lang, "rp-n-died", figures = list.join(", "))
            }
            Event::Revived {
                seat,
                figure: id,
                province,
            } => t!(
                lang,
                "rp-n-revived",
                figure = fig(*seat, *id),
                province = province.to_string(),
                player = who(seat)
            ),
            Event::Reward {
                seat,
                province,
                token: t,
                ..
            } => match t {
                Some(t) => t!(
                    lang,
                    "rp-n-reward",
                    player = who(seat),
                    token = token(*t, lang),
                    province = province.to_string()
                ),
                None => t!(
                    lang,
                    "rp-n-reward-plain",
                    player = who(seat),
                    province = province.to_string()
                ),
            },
            Event::PillageFailed { province } => {
                t!(lang, "rp-n-pillage-failed", province = province.to_string())
            }
            Event::Glory {
                seat,
                amount,
                why: w,
            } => t!(
                lang,
                "rp-n-glory",
                clan = clan(*seat),
                amount = *amount,
                why = why(*w, lang)
            ),
            Event::Recalled { seat, figure: id } => t!(
                lang,
                "rp-n-recalled",
                player = who(seat),
                figure = fig(*seat, *id)
            ),
            Event::CardsTakenBack { seat } => t!(lang, "rp-n-cards-back", clan = clan(*seat)),
            Event::ActionPhaseEnded { pillaged } => {
                t!(lang, "rp-n-action-ended", pillaged = *pillaged)
            }
            Event::QuestCounted {
                counts,
                first,
                second,
            } => {
                let list: Vec<String> = counts
                    .iter()
                    .enumerate()
                    .map(|(i, n)| format!("{} {n}", clan(Seat(i as u8))))
                    .collect();
                let mut line = t!(lang, "rp-n-quest-counted", counts = list.join(", "));
                if !first.is_empty() {
                    line.push_str(&t!(
                        lang,
                        "rp-n-quest-first",
                        clans = clans(game, first, lang)
                    ));
                }
                if !second.is_empty() {
                    line.push_str(&t!(
                        lang,
                        "rp-n-quest-second",
                        clans = clans(game, second, lang)
                    ));
                }
                line
            }
            Event::Ragnarok { province, figures } => t!(
                lang,
                "rp-n-ragnarok",
                province = province.to_string(),
                count = figures.len()
            ),
            Event::Scored { glory, gained } => {
                let list: Vec<String> = glory
                    .iter()
                    .zip(gained)
                    .enumerate()
                    .map(|(i, (g, v))| {
                        t!(
                            lang,
                            "rp-n-scored-one",
                            clan = clan(Seat(i as u8)),
                            glory = *g,
                            points = *v
                        )
                    })
                    .collect();
                t!(lang, "rp-n-scored", scores = list.join(", "))
            }
            Event::Reset => t!(lang, "rp-n-reset"),
            Event::GameOver { ranks } => {
                let mut order: Vec<(u8, usize)> =
                    ranks.iter().enumerate().map(|(i, r)| (*r, i)).collect();
                order.sort_unstable();
                let list: Vec<String> = order
                    .iter()
                    .map(|(r, i)| {
                        let s = Seat(*i as u8);
                        let line = t!(
                            lang,
                            "rp-n-rank",
                            rank = *r,
                            player = who(&s),
                            points = game.victory_points().get(s).copied().unwrap_or(0)
                        );
                        match super::words::tie_note(game, s, lang) {
                            Some(note) => format!("{line} ({note})"),
                            None => line,
                        }
                    })
                    .collect();
                format!("{}\n{}", t!(lang, "rp-n-game-over"), list.join("\n"))
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
            t!(lang, "rp-opt-prayers-blessing")
        } else {
            t!(lang, "rp-opt-prayers")
        });
        if o.gods {
            options.push(t!(lang, "rp-opt-gods"));
        }
    }
    if o.mystics {
        options.push(t!(lang, "rp-opt-mystics"));
    }
    if o.leader {
        options.push(t!(lang, "rp-opt-leader"));
    }
    if o.battle_cards {
        options.push(t!(lang, "rp-opt-cards"));
    }
    let options = if options.is_empty() {
        t!(lang, "rp-opt-none")
    } else {
        options.join(", ")
    };
    let mut text = t!(
        lang,
        "rp-opening",
        order = order.join(" → "),
        first = names.of(game.first_player()),
        options = options
    );
    let events: Vec<Event> = game
        .opening_events()
        .iter()
        .filter(|e| !matches!(e, Event::FirstPlayer { .. }))
        .cloned()
        .collect();
    for line in lines(game, &events, names, lang) {
        text.push('\n');
        text.push_str(&line);
    }
    text
}
