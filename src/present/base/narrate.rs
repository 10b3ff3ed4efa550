//! Narration: the public events of an action as a few lines of text for everyone. Only public
//! events are narrated: [`narrate_public`] redacts them first.

use crate::engine::base::data::{PillageToken, Stat};
use crate::engine::base::{Cause, Event, Figure, Phase, PhaseEnd};
use crate::engine::{AnyEvent, Seat, Viewer};
use crate::present::Names;
use crate::present::locale::Lang;
use std::fmt::Write as _;

/// The public part of `events`, narrated.
pub fn narrate_public(events: &[AnyEvent], names: &Names, _lang: Lang) -> Vec<String> {
    let public: Vec<Event> = events
        .iter()
        .filter_map(|e| e.redact(Viewer::Public))
        .filter_map(|e| e.as_base().cloned())
        .collect();
    narrate(&public, names)
}

fn cause(c: Cause) -> String {
    match c {
        Cause::Battle => "battle".into(),
        Cause::Pillage => "pillage".into(),
        Cause::Quest => "quest".into(),
        Cause::Ragnarok => "Ragnarök".into(),
        Cause::EndGame => "end of game".into(),
        Cause::Card(name) => crate::engine::base::data::catalogue()
            .rows
            .iter()
            .find(|r| r.id == name)
            .map_or_else(|| format!("{name:?}"), |r| r.name.clone()),
    }
}

fn reward(token: PillageToken) -> &'static str {
    match token {
        PillageToken::Rage => "+1 Rage stat",
        PillageToken::Axes => "+1 Axes stat",
        PillageToken::Horns => "+1 Horns stat",
        PillageToken::Glory => "5 Glory",
        PillageToken::AllStats => "+1 to every stat",
    }
}

fn figures(list: &[Figure]) -> String {
    let mut counts: Vec<(Figure, usize)> = Vec::new();
    for f in list {
        match counts.iter_mut().find(|(g, _)| g == f) {
            Some(entry) => entry.1 += 1,
            None => counts.push((*f, 1)),
        }
    }
    let parts: Vec<String> = counts
        .iter()
        .map(|(f, n)| {
            if *n == 1 {
                f.name().to_string()
            } else {
                format!("{n} {}s", f.name())
            }
        })
        .collect();
    join_and(&parts)
}

fn join_and(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
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
pub fn narrate(events: &[Event], names: &Names) -> Vec<String> {
    let mut lines = Vec::new();
    let n = |s: Seat| names.of(s).to_string();
    let mut i = 0;
    while i < events.len() {
        let e = &events[i];
        i += 1;
        let line = match e {
            Event::AgeBegan { age } => format!("## Age {age}"),
            Event::PhaseBegan { phase } => match phase {
                Phase::Action => "**Action phase.** Everyone's Rage is refilled.".into(),
                Phase::GodsGifts | Phase::GameOver => continue,
                other => format!("**{} phase.**", other.name()),
            },
            Event::DraftBegan { rounds, per_round } => format!(
                "**Gods' Gifts:** everyone is dealt 8 cards and keeps {} over {rounds} picks (cards arrive by DM, or use `/hand`).",
                rounds * per_round
            ),
            Event::PacksPassed { round } => format!(
                "Everyone has picked; the packets pass left (pick {}).",
                round + 1
            ),
            Event::DraftEnded { .. } => "The draft is over.".into(),
            Event::Passed { seat, .. } => format!("{} passes.", n(*seat)),
            Event::Invaded {
                seat,
                figure,
                to,
                cost,
                from_valhalla,
            } => {
                let how = if *from_valhalla {
                    format!(" from Valhalla (Frigga's Domain, {cost} Rage)")
                } else if *cost == 0 {
                    " (free)".to_string()
                } else {
                    format!(" ({cost} Rage)")
                };
                format!("{} invades {to} with a {figure}{how}.", n(*seat))
            }
            Event::MarchBegan { seat, from, to } => {
                let mut moved = Vec::new();
                while let Some(Event::Moved { figure, .. }) = events.get(i) {
                    moved.push(*figure);
                    i += 1;
                }
                format!(
                    "{} marches {} from {from} to {to}.",
                    n(*seat),
                    figures(&moved)
                )
            }
            Event::Moved {
                seat,
                figure,
                from,
                to,
            } => format!(
                "{} joins the battle in {to} with a {figure} from {from}.",
                n(*seat)
            ),
            Event::LeaderMoved { seat, from, to } => format!(
                "{} moves its Leader from {from} to {to} (Lord of Hammers).",
                n(*seat)
            ),
            Event::UpgradePlayed {
                seat,
                card: c,
                cost,
                replaced,
                ..
            } => {
                let replacing = replaced
                    .map(|r| format!(", replacing {}", card(r)))
                    .unwrap_or_default();
                format!("{} plays {} ({cost} Rage){replacing}.", n(*seat), card(*c))
            }
            Event::MonsterRemoved { seat, figure } => {
                format!("{}'s {figure} leaves the game.", n(*seat))
            }
            Event::QuestCommitted { seat, .. } => {
                format!("{} commits to a quest, face down.", n(*seat))
            }
            Event::PillageDeclared {
                seat,
                province,
                challenge,
                cost,
            } => {
                let how = if *challenge {
                    format!(" again with Tyr's Challenge ({cost} Rage)")
                } else if *cost > 0 {
                    format!(" at once with Thor's Domain ({cost} Rage)")
                } else {
                    String::new()
                };
                format!("⚔ {} pillages {province}{how}.", n(*seat))
            }
            Event::PillageUncontested { .. } => "Nobody stands in the way.".into(),
            Event::PillageSucceeded {
                seat,
                province,
                token,
            } => {
                format!("{} pillages {province}: {}.", n(*seat), reward(*token))
            }
            Event::PillageFailed { province, .. } => format!("{province} is not pillaged."),
            Event::BattleBegan {
                province,
                participants,
                ..
            } => {
                let who: Vec<String> = participants.iter().map(|s| n(*s)).collect();
                format!(
                    "**Battle in {province}:** {}. Everyone chooses a card face down.",
                    who.join(" vs ")
                )
            }
            Event::CardsRevealed { cards, .. } if !cards.is_empty() => {
                let shown: Vec<String> = cards
                    .iter()
                    .map(|(s, c)| format!("{} {}", n(*s), value(*c)))
                    .collect();
                format!("Revealed: {}.", shown.join(", "))
            }
            Event::QuestCounted {
                seat,
                card: c,
                bonus,
            } => {
                format!(
                    "{} counts {} as a +{bonus} battle card.",
                    n(*seat),
                    card(*c)
                )
            }
            Event::TextsCancelled { seat, cards, .. } => {
                let list: Vec<String> = cards.iter().map(|c| card(*c)).collect();
                format!(
                    "{}'s Thor's Primacy cancels the text of {}.",
                    n(*seat),
                    join_and(&list)
                )
            }
            Event::WatchResolved { seat, value: v, .. } => format!(
                "Heimdall's Watch: every revealed card is discarded, {} gains {v} Glory, and everyone plays a new card.",
                n(*seat)
            ),
            Event::LateCardPlayed { seat, card: c } => {
                format!("{} adds {} after the reveal.", n(*seat), value(*c))
            }
            Event::BattleTotals { totals, winner } => {
                let list: Vec<String> = totals
                    .iter()
                    .map(|(s, t)| format!("{} {t}", n(*s)))
                    .collect();
                match winner {
                    Some(w) => format!("Totals: {} — **{} wins**.", list.join(", "), n(*w)),
                    None => format!("Totals: {} — a tie: everyone loses.", list.join(", ")),
                }
            }
            Event::CardsTaken { from, to, cards } => {
                let list: Vec<String> = cards.iter().map(|c| card(*c)).collect();
                format!(
                    "{} takes {}'s cards with Loki's Poison: {}.",
                    n(*to),
                    n(*from),
                    join_and(&list)
                )
            }
            Event::CardKeptByProwess { seat, card: c, .. } => {
                format!(
                    "{} pays 1 Rage to keep {} (Tyr's Prowess).",
                    n(*seat),
                    card(*c)
                )
            }
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
                format!(
                    "{} loses {} to Valhalla ({}).",
                    n(*seat),
                    figures(&lost),
                    cause(*c)
                )
            }
            Event::FigureProtected { seat, figure, .. } => {
                format!(
                    "{} pays 1 Rage: Frigga's Protection saves its {figure}.",
                    n(*seat)
                )
            }
            Event::WitchRetreated { seat, .. } => {
                format!("{}'s Völur Witch retreats to Yggdrasil.", n(*seat))
            }
            Event::StatRaised {
                seat,
                stat,
                step,
                cause: c,
            } => {
                format!(
                    "{}'s {} rises to step {step} ({}).",
                    n(*seat),
                    stat.name(),
                    cause(*c)
                )
            }
            Event::GloryGained {
                seat,
                amount,
                cause: c,
            } => {
                format!("{} gains {amount} Glory ({}).", n(*seat), cause(*c))
            }
            Event::GloryTaken {
                from,
                to,
                amount,
                cause: c,
            } => {
                format!(
                    "{} takes {amount} Glory from {} ({}).",
                    n(*to),
                    n(*from),
                    cause(*c)
                )
            }
            Event::RageGained {
                seat,
                amount,
                cause: c,
            } => {
                format!("{} gains {amount} Rage ({}).", n(*seat), cause(*c))
            }
            Event::RageTaken {
                from,
                to,
                amount,
                cause: c,
            } => {
                format!(
                    "{} takes {amount} Rage from {} ({}).",
                    n(*to),
                    n(*from),
                    cause(*c)
                )
            }
            Event::RagePaid {
                seat,
                amount,
                cause: c,
            } => format!("{} pays {amount} Rage ({}).", n(*seat), cause(*c)),
            Event::ActionPhaseEnded { reason } => match reason {
                PhaseEnd::NoRage => {
                    "The Action phase ends: every clan has passed or spent its Rage.".into()
                }
                PhaseEnd::AllPillaged => {
                    "The Action phase ends: every province has been pillaged.".into()
                }
            },
            Event::HandDiscarded { seat, count, .. } => {
                format!("{} discards {count} card(s) unseen.", n(*seat))
            }
            Event::QuestsRevealed { seat, cards } => {
                let list: Vec<String> = cards.iter().map(|c| card(*c)).collect();
                format!("{} reveals {}.", n(*seat), join_and(&list))
            }
            Event::QuestResolved {
                seat,
                card: c,
                fulfilled,
            } => {
                if *fulfilled {
                    format!("✓ {} fulfils {}.", n(*seat), card(*c))
                } else {
                    format!("✗ {} fails {}.", n(*seat), card(*c))
                }
            }
            Event::ProvinceDestroyed { province } => format!("☠ **Ragnarök destroys {province}.**"),
            Event::DoomMoved { to: Some(p) } => format!("The Doom token moves to {p}."),
            Event::FiguresReleased { seat, count } => {
                format!("{count} figure(s) of {} return from Valhalla.", n(*seat))
            }
            Event::TokensReset => "The pillage tokens flip back.".into(),
            Event::FirstPlayerPassed { to } => format!("{} takes the first-player token.", n(*to)),
            Event::GameEnded { glory, winners } => final_scores(events, glory, winners, &n),
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
    glory: &[u32],
    winners: &[Seat],
    n: &dyn Fn(Seat) -> String,
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
    let mut out = String::from(
        "## The world ends.\n**Final scores** (Glory won in play + end-of-game bonus of each clan stat):",
    );
    for (seat, total) in &ranked {
        let rank = 1 + ranked.iter().filter(|(_, g)| g > total).count();
        let bonuses: Vec<(Stat, u32)> = Stat::ALL.iter().map(|s| (*s, bonus(*seat, *s))).collect();
        let in_play = total - bonuses.iter().map(|(_, g)| g).sum::<u32>();
        let items: Vec<String> = bonuses
            .iter()
            .map(|(s, g)| format!("{} {g}", s.name()))
            .collect();
        let _ = write!(
            out,
            "\n{rank}. {}: **{total}** = {in_play} + {}",
            n(*seat),
            items.join(" + ")
        );
    }
    let who: Vec<String> = winners.iter().map(|s| n(*s)).collect();
    let _ = write!(
        out,
        "\n**{} {}!**",
        join_and(&who),
        if winners.len() > 1 {
            "share the victory"
        } else {
            "wins"
        }
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameConfig;
    use crate::engine::base::Game;
    use crate::engine::base::ProvinceId;

    #[test]
    fn a_lord_of_hammers_move_told_on_its_own_is_not_a_figure_joining_a_battle() {
        let names = Names {
            mention: vec!["Ann".into(), "Bo".into()],
            plain: Vec::new(),
        };
        let events = [Event::LeaderMoved {
            seat: Seat(1),
            from: ProvinceId(1),
            to: ProvinceId::YGGDRASIL,
        }];
        let text = narrate(&events, &names).join("\n");
        assert_eq!(
            text,
            format!(
                "Bo moves its Leader from {} to Yggdrasil (Lord of Hammers).",
                ProvinceId(1)
            )
        );
    }

    #[test]
    fn final_scores_itemise_the_stat_bonuses_and_ties_share_a_rank() {
        let names = Names {
            mention: vec!["Ann".into(), "Bo".into(), "Cy".into()],
            plain: Vec::new(),
        };
        let events = [
            Event::StatBonus {
                seat: Seat(1),
                stat: Stat::Axes,
                glory: 10,
            },
            Event::StatBonus {
                seat: Seat(1),
                stat: Stat::Horns,
                glory: 5,
            },
            Event::StatBonus {
                seat: Seat(2),
                stat: Stat::Rage,
                glory: 5,
            },
            Event::GameEnded {
                glory: vec![30, 45, 45],
                winners: vec![Seat(1), Seat(2)],
            },
        ];
        let text = narrate(&events, &names).join("\n");
        assert!(
            text.contains("1. Bo: **45** = 30 + Rage 0 + Axes 10 + Horns 5"),
            "{text}"
        );
        assert!(
            text.contains("1. Cy: **45** = 40 + Rage 5 + Axes 0 + Horns 0"),
            "{text}"
        );
        assert!(
            text.contains("3. Ann: **30** = 30 + Rage 0 + Axes 0 + Horns 0"),
            "{text}"
        );
        assert!(text.ends_with("**Bo and Cy share the victory!**"), "{text}");
    }

    #[test]
    fn narration_of_whole_random_games_names_only_public_cards() {
        for seed in 0..20 {
            let mut game = Game::new(&GameConfig::base(4, seed)).unwrap();
            let names = Names {
                mention: (0..4).map(|i| format!("P{i}")).collect(),
                plain: Vec::new(),
            };
            let mut position = 0;
            while let Some((seat, command)) = crate::sim::choose(&game, seed, position) {
                let hidden = game.hidden_from(Viewer::Public);
                let events = game.apply(seat, &command).unwrap();
                let public: Vec<Event> = events
                    .iter()
                    .filter_map(|e| e.redact(Viewer::Public))
                    .collect();
                for line in narrate(&public, &names) {
                    assert!(!line.is_empty());
                    // A face-down card's name never appears: every card named comes from a public event.
                    for c in hidden
                        .iter()
                        .filter(|c| !public.iter().flat_map(Event::cards).any(|p| p == **c))
                    {
                        let name = format!("**{}**", c.def().name);
                        let named_publicly = public
                            .iter()
                            .flat_map(Event::cards)
                            .any(|p| p.def().name == c.def().name);
                        assert!(
                            !line.contains(&name) || named_publicly,
                            "seed {seed}: {line}"
                        );
                    }
                }
                position += 1;
            }
        }
    }
}
