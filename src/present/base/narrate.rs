//! Narration: the public events of an action as a few lines of text for everyone. Only public
//! events are narrated: [`narrate_public`] redacts them first.

use super::terms;
use crate::engine::base::data::Stat;
use crate::engine::base::{Cause, Event, Figure, Phase, PhaseEnd};
use crate::engine::{AnyEvent, Seat, Viewer};
use crate::present::Names;
use crate::present::locale::{Lang, t, tr};

/// The public part of `events`, narrated.
pub fn narrate_public(events: &[AnyEvent], names: &Names, lang: Lang) -> Vec<String> {
    let public: Vec<Event> = events
        .iter()
        .filter_map(|e| e.redact(Viewer::Public))
        .filter_map(|e| e.as_base().cloned())
        .collect();
    narrate(&public, names, lang)
}

fn cause(c: Cause, lang: Lang) -> String {
    match c {
        Cause::Battle => t!(lang, "cause-battle"),
        Cause::Pillage => t!(lang, "cause-pillage"),
        Cause::Quest => t!(lang, "cause-quest"),
        Cause::Ragnarok => t!(lang, "cause-ragnarok"),
        Cause::EndGame => t!(lang, "cause-end-game"),
        Cause::God(god) => t!(lang, "cause-god", god = god.name()),
        Cause::Card(name) => crate::engine::base::data::catalogue()
            .rows
            .iter()
            .find(|r| r.id == name)
            .map_or_else(|| format!("{name:?}"), |r| r.name.clone()),
    }
}

fn figures(list: &[Figure], lang: Lang) -> String {
    let mut counts: Vec<(Figure, usize)> = Vec::new();
    for f in list {
        match counts.iter_mut().find(|(g, _)| g == f) {
            Some(entry) => entry.1 += 1,
            None => counts.push((*f, 1)),
        }
    }
    let parts: Vec<String> = counts
        .iter()
        .map(|(f, n)| match f {
            _ if *n == 1 => crate::present::locale::a(lang, &terms::figure(lang, *f)),
            Figure::Warrior => t!(lang, "warriors", count = *n),
            Figure::Mystic => t!(lang, "mystics", count = *n),
            Figure::Leader | Figure::Ship | Figure::Monster(_) => {
                format!("{n} × {}", terms::figure(lang, *f))
            }
        })
        .collect();
    join_and(&parts, lang)
}

fn join_and(parts: &[String], lang: Lang) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => t!(
            lang,
            "join-and",
            init = init.join(", "),
            last = last.as_str()
        ),
    }
}

fn card(c: crate::engine::base::data::CardId) -> String {
    format!("**{}**", c.def().name)
}

fn value(c: crate::engine::base::data::CardId) -> String {
    let d = c.def();
    match (d.kind, d.str) {
        (crate::engine::base::CardKind::Battle, Some(s)) => format!("{} (+{s})", card(c)),
        (crate::engine::base::CardKind::Battle, None) => format!("{} (+X)", card(c)),
        _ => card(c),
    }
}

/// The events of one action, as lines of text.
#[allow(clippy::many_single_char_names)] // one short name per kind of thing told, as before
pub fn narrate(events: &[Event], names: &Names, lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    let n = |s: Seat| names.of(s).to_string();
    let fig = |f: &Figure| terms::figure(lang, *f);
    let mut i = 0;
    while i < events.len() {
        let e = &events[i];
        i += 1;
        let line = match e {
            Event::AgeBegan { age } => t!(lang, "n-age", age = *age),
            Event::PhaseBegan { phase } => match phase {
                Phase::Action => t!(lang, "n-action-phase"),
                Phase::GodsGifts | Phase::GameOver => continue,
                other => t!(lang, "n-phase", phase = super::words::phase(*other, lang)),
            },
            Event::DraftBegan { rounds, per_round } => t!(
                lang,
                "n-draft-began",
                keep = rounds * per_round,
                rounds = *rounds
            ),
            Event::PacksPassed { round } => t!(lang, "n-packs-passed", pick = round + 1),
            Event::DraftEnded { .. } => t!(lang, "n-draft-ended"),
            Event::Passed { seat, .. } => t!(lang, "n-passes", player = n(*seat)),
            Event::Invaded {
                seat,
                figure,
                to,
                cost,
                from_valhalla,
            } => {
                let key = if *from_valhalla {
                    "n-invades-from-valhalla"
                } else if *cost == 0 {
                    "n-invades-free"
                } else {
                    "n-invades"
                };
                tr(
                    lang,
                    key,
                    &[
                        ("player", n(*seat).into()),
                        ("to", terms::place(lang, &to).into()),
                        ("figure", fig(figure).into()),
                        ("cost", (*cost).into()),
                    ],
                )
            }
            Event::MarchBegan { seat, from, to } => {
                let mut moved = Vec::new();
                while let Some(Event::Moved { figure, .. }) = events.get(i) {
                    moved.push(*figure);
                    i += 1;
                }
                t!(
                    lang,
                    "n-marches",
                    player = n(*seat),
                    figures = figures(&moved, lang),
                    from = terms::place(lang, &from),
                    to = terms::place(lang, &to)
                )
            }
            Event::Moved {
                seat,
                figure,
                from,
                to,
            } => t!(
                lang,
                "n-joins",
                player = n(*seat),
                to = terms::place(lang, &to),
                figure = fig(figure),
                from = terms::place(lang, &from)
            ),
            Event::LeaderMoved {
                seat,
                from,
                to,
                giant,
            } => t!(
                lang,
                if *giant {
                    "n-giant-moved"
                } else {
                    "n-leader-moved"
                },
                player = n(*seat),
                from = terms::place(lang, &from),
                to = terms::place(lang, &to)
            ),
            Event::UpgradePlayed {
                seat,
                card: c,
                cost,
                replaced,
                ..
            } => match replaced {
                Some(r) => t!(
                    lang,
                    "n-upgrade-replacing",
                    player = n(*seat),
                    card = card(*c),
                    cost = *cost,
                    old = card(*r)
                ),
                None => t!(
                    lang,
                    "n-upgrade",
                    player = n(*seat),
                    card = card(*c),
                    cost = *cost
                ),
            },
            Event::MonsterRemoved { seat, figure } => {
                t!(
                    lang,
                    "n-monster-removed",
                    player = n(*seat),
                    figure = fig(figure)
                )
            }
            Event::QuestCommitted { seat, .. } => t!(lang, "n-quest-committed", player = n(*seat)),
            Event::PillageDeclared {
                seat,
                province,
                challenge,
                cost,
            } => {
                let key = if *challenge {
                    "n-pillage-challenge"
                } else if *cost > 0 {
                    "n-pillage-thors-domain"
                } else {
                    "n-pillage"
                };
                tr(
                    lang,
                    key,
                    &[
                        ("player", n(*seat).into()),
                        ("province", province.to_string().into()),
                        ("cost", (*cost).into()),
                    ],
                )
            }
            Event::PillageUncontested { .. } => t!(lang, "n-uncontested"),
            Event::PillageSucceeded {
                seat,
                province,
                token,
            } => t!(
                lang,
                "n-pillaged",
                player = n(*seat),
                province = province.to_string(),
                reward = terms::token(lang, *token)
            ),
            Event::PillageFailed { province, .. } => {
                t!(lang, "n-not-pillaged", province = province.to_string())
            }
            Event::BattleBegan {
                province,
                participants,
                ..
            } => {
                let who: Vec<String> = participants.iter().map(|s| n(*s)).collect();
                t!(
                    lang,
                    "n-battle",
                    province = province.to_string(),
                    players = who.join(&t!(lang, "versus"))
                )
            }
            Event::CardsRevealed { cards, .. } if !cards.is_empty() => {
                let shown: Vec<String> = cards
                    .iter()
                    .map(|(s, c)| format!("{} {}", n(*s), value(*c)))
                    .collect();
                t!(lang, "n-revealed", cards = shown.join(", "))
            }
            Event::QuestCounted {
                seat,
                card: c,
                bonus,
            } => {
                t!(
                    lang,
                    "n-quest-counted",
                    player = n(*seat),
                    card = card(*c),
                    bonus = *bonus
                )
            }
            Event::TextsCancelled { seat, cards, .. } => {
                let list: Vec<String> = cards.iter().map(|c| card(*c)).collect();
                t!(
                    lang,
                    "n-texts-cancelled",
                    player = n(*seat),
                    cards = join_and(&list, lang)
                )
            }
            Event::WatchResolved { seat, value: v, .. } => {
                t!(lang, "n-watch", player = n(*seat), glory = *v)
            }
            Event::CardPlayedOpen { seat, card: c, .. } => {
                t!(lang, "n-open-card", player = n(*seat), card = value(*c))
            }
            Event::GodsChosen { gods, .. } => {
                let list: Vec<String> = gods.iter().map(|g| super::words::god(*g, lang)).collect();
                t!(lang, "n-gods-chosen", gods = join_and(&list, lang))
            }
            Event::GodsPlaced { places } => {
                let list: Vec<String> = places
                    .iter()
                    .map(|(g, p)| {
                        t!(
                            lang,
                            "god-in",
                            god = g.name(),
                            province = terms::place(lang, p)
                        )
                    })
                    .collect();
                t!(lang, "n-gods-placed", places = join_and(&list, lang))
            }
            Event::GodMoved {
                seat,
                god,
                from,
                to,
            } => t!(
                lang,
                "n-god-moved",
                player = n(*seat),
                god = god.name(),
                from = terms::place(lang, from),
                to = terms::place(lang, to)
            ),
            Event::GodStayed { god, province } => t!(
                lang,
                "n-god-stayed",
                god = god.name(),
                province = terms::place(lang, province)
            ),
            Event::DeathsPrevented {
                god,
                province,
                cause: c,
            } => t!(
                lang,
                "n-deaths-prevented",
                god = god.name(),
                province = terms::place(lang, province),
                cause = cause(*c, lang)
            ),
            Event::LateCardPlayed { seat, card: c } => {
                t!(lang, "n-late-card", player = n(*seat), card = value(*c))
            }
            Event::BattleTotals { totals, winner, .. } => {
                let list: Vec<String> = totals
                    .iter()
                    .map(|(s, t)| format!("{} {t}", n(*s)))
                    .collect();
                match winner {
                    Some(w) => t!(
                        lang,
                        "n-totals-winner",
                        totals = list.join(", "),
                        winner = n(*w)
                    ),
                    None => t!(lang, "n-totals-tie", totals = list.join(", ")),
                }
            }
            Event::CardsTaken { from, to, cards } => {
                let list: Vec<String> = cards.iter().map(|c| card(*c)).collect();
                t!(
                    lang,
                    "n-cards-taken",
                    player = n(*to),
                    from = n(*from),
                    cards = join_and(&list, lang)
                )
            }
            Event::CardKeptByProwess {
                seat,
                card: c,
                cost,
            } => t!(
                lang,
                "n-prowess",
                player = n(*seat),
                card = card(*c),
                rage = *cost
            ),
            Event::FigureDestroyed {
                seat,
                figure,
                cause: c,
                ..
            } => {
                let mut lost = vec![*figure];
                while let Some(Event::FigureDestroyed {
                    seat: s2,
                    figure: f2,
                    cause: c2,
                    ..
                }) = events.get(i)
                {
                    if s2 != seat || c2 != c {
                        break;
                    }
                    lost.push(*f2);
                    i += 1;
                }
                t!(
                    lang,
                    "n-destroyed",
                    player = n(*seat),
                    figures = figures(&lost, lang),
                    cause = cause(*c, lang)
                )
            }
            Event::FigureProtected {
                seat, figure, cost, ..
            } => {
                t!(
                    lang,
                    "n-protected",
                    player = n(*seat),
                    figure = fig(figure),
                    rage = *cost
                )
            }
            Event::WitchRetreated { seat, .. } => t!(lang, "n-witch-retreats", player = n(*seat)),
            Event::MysticJoined { seat, card } => t!(
                lang,
                "n-mystic-joined",
                player = n(*seat),
                card = cause(Cause::Card(*card), lang)
            ),
            Event::MysticEscaped { seat, from, to } => t!(
                lang,
                "n-mystic-escaped",
                player = n(*seat),
                from = terms::place(lang, from),
                to = terms::place(lang, to)
            ),
            Event::MysticStruck {
                seat,
                province,
                enemy,
                victim,
            } => t!(
                lang,
                "n-mystic-struck",
                player = n(*seat),
                province = terms::place(lang, province),
                enemy = n(*enemy),
                victim = fig(victim)
            ),
            Event::MysticHeldBack { seat, province } => t!(
                lang,
                "n-mystic-held-back",
                player = n(*seat),
                province = terms::place(lang, province)
            ),
            Event::StatRaised {
                seat,
                stat,
                step,
                cause: c,
            } => {
                t!(
                    lang,
                    "n-stat-raised",
                    player = n(*seat),
                    stat = terms::stat(lang, *stat),
                    step = *step,
                    cause = cause(*c, lang)
                )
            }
            Event::GloryGained {
                seat,
                amount,
                cause: c,
            } => t!(
                lang,
                "n-glory-gained",
                player = n(*seat),
                amount = *amount,
                cause = cause(*c, lang)
            ),
            Event::GloryTaken {
                from,
                to,
                amount,
                cause: c,
            } => {
                t!(
                    lang,
                    "n-glory-taken",
                    player = n(*to),
                    amount = *amount,
                    from = n(*from),
                    cause = cause(*c, lang)
                )
            }
            Event::RageGained {
                seat,
                amount,
                cause: c,
            } => t!(
                lang,
                "n-rage-gained",
                player = n(*seat),
                amount = *amount,
                cause = cause(*c, lang)
            ),
            Event::RageTaken {
                from,
                to,
                amount,
                cause: c,
            } => {
                t!(
                    lang,
                    "n-rage-taken",
                    player = n(*to),
                    amount = *amount,
                    from = n(*from),
                    cause = cause(*c, lang)
                )
            }
            Event::RagePaid {
                seat,
                amount,
                cause: c,
            } => t!(
                lang,
                "n-rage-paid",
                player = n(*seat),
                amount = *amount,
                cause = cause(*c, lang)
            ),
            Event::ActionPhaseEnded { reason } => match reason {
                PhaseEnd::NoRage => t!(lang, "n-action-ends-rage"),
                PhaseEnd::AllPillaged => t!(lang, "n-action-ends-pillaged"),
            },
            Event::HandDiscarded { seat, count, .. } => {
                t!(lang, "n-discards", player = n(*seat), count = *count)
            }
            Event::QuestsRevealed { seat, cards } => {
                let list: Vec<String> = cards.iter().map(|c| card(*c)).collect();
                t!(
                    lang,
                    "n-quests-revealed",
                    player = n(*seat),
                    cards = join_and(&list, lang)
                )
            }
            Event::QuestResolved {
                seat,
                card: c,
                fulfilled,
            } => {
                if *fulfilled {
                    t!(
                        lang,
                        "n-quest-fulfilled",
                        player = n(*seat),
                        card = card(*c)
                    )
                } else {
                    t!(lang, "n-quest-failed", player = n(*seat), card = card(*c))
                }
            }
            Event::ProvinceDestroyed {
                province,
                fenrir: false,
            } => t!(lang, "n-ragnarok", province = province.to_string()),
            Event::ProvinceDestroyed {
                province,
                fenrir: true,
            } => t!(lang, "n-ragnarok-fenrir", province = province.to_string()),
            Event::DoomMoved { to: Some(p) } => t!(lang, "n-doom", province = p.to_string()),
            Event::FiguresReleased { seat, count } => {
                t!(lang, "n-released", player = n(*seat), count = *count)
            }
            Event::TokensReset => t!(lang, "n-tokens-reset"),
            Event::FirstPlayerPassed { to } => t!(lang, "n-first-player", player = n(*to)),
            Event::GameEnded { glory, winners } => final_scores(events, (glory, winners), &n, lang),
            // Everything else is silent; StatBonus is itemised in the final scores.
            _ => continue,
        };
        lines.push(line);
    }
    lines
}

/// The final scores: rank, total, Glory won in play and each stat's end-of-game bonus; ties share
/// a rank (D-53).
fn final_scores(
    events: &[Event],
    (glory, winners): (&[u32], &[Seat]),
    n: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> String {
    let bonus = |seat: Seat, stat: Stat| -> u32 {
        events
            .iter()
            .filter_map(|e| match e {
                Event::StatBonus {
                    seat: s,
                    stat: t,
                    glory,
                } if *s == seat && *t == stat => Some(*glory),
                _ => None,
            })
            .sum()
    };
    let mut ranked: Vec<(Seat, u32)> = glory
        .iter()
        .enumerate()
        .map(|(i, g)| (Seat(i as u8), *g))
        .collect();
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut out = t!(lang, "n-final-scores");
    for (seat, total) in &ranked {
        let rank = 1 + ranked.iter().filter(|(_, g)| g > total).count();
        let bonuses: Vec<(Stat, u32)> = Stat::ALL.iter().map(|s| (*s, bonus(*seat, *s))).collect();
        let in_play = total - bonuses.iter().map(|(_, g)| g).sum::<u32>();
        let items: Vec<String> = bonuses
            .iter()
            .map(|(s, g)| format!("{} {g}", terms::stat(lang, *s)))
            .collect();
        out.push('\n');
        out.push_str(&t!(
            lang,
            "n-final-line",
            rank = rank,
            player = n(*seat),
            total = *total,
            in_play = in_play,
            bonuses = items.join(" + ")
        ));
    }
    let who: Vec<String> = winners.iter().map(|s| n(*s)).collect();
    out.push('\n');
    out.push_str(&t!(
        lang,
        "n-winners",
        players = join_and(&who, lang),
        count = winners.len()
    ));
    out
}
