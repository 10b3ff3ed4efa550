//! Blood Rage decisions as players see them: what each decision asks, and every legal command
//! of a seat as a choice with its label, kind, group and weight. Prompts are private: they can
//! name cards in the seat's hand.

use super::terms;
use crate::engine::Seat;
use crate::engine::base::{Command, Decision, Figure, Game};
use crate::present::locale::{Lang, t, tr};
use crate::present::{Choice, Layout, Prompt, Tone};

/// What `seat` is asked now, with one choice per legal command, in their order.
pub fn prompt(game: &Game, seat: Seat, lang: Lang) -> Prompt {
    let legal = game.legal_commands(seat);
    if legal.is_empty() {
        return Prompt {
            text: t!(lang, "ask-nothing"),
            choices: Vec::new(),
            layout: Layout::List,
            about_cards: false,
        };
    }
    let decision = game.pending().map(|p| &p.decision);
    Prompt {
        text: question(game, seat, lang),
        choices: legal
            .iter()
            .map(|c| Choice {
                label: describe(game, seat, c, lang),
                kind: kind_label(*c, lang),
                group: group_label(*c, lang),
                tone: tone(*c),
                button: is_button(*c),
            })
            .collect(),
        layout: if decision == Some(&Decision::Action) {
            Layout::ByKind
        } else {
            Layout::List
        },
        about_cards: decision.is_some_and(about_cards),
    }
}

/// A player-facing description of a command (button and option labels).
pub fn describe(game: &Game, seat: Seat, command: &Command, lang: Lang) -> String {
    let fig = |f: &Figure| terms::figure(lang, *f);
    let decision = game.pending().map(|p| &p.decision);
    match command {
        Command::Draft { card } => t!(lang, "do-keep", card = terms::card(lang, *card)),
        Command::Invade { figure, to } => {
            let cost = game.invade_cost_to(seat, *figure, *to);
            match decision {
                Some(Decision::FreeInvade { .. }) => {
                    t!(
                        lang,
                        "do-invade-free",
                        to = terms::place(lang, &to),
                        figure = fig(figure)
                    )
                }
                _ => t!(
                    lang,
                    "do-invade",
                    to = terms::place(lang, &to),
                    figure = fig(figure),
                    cost = cost
                ),
            }
        }
        Command::Recall { figure, to } => {
            t!(
                lang,
                "do-recall",
                figure = fig(figure),
                to = terms::place(lang, &to)
            )
        }
        Command::March { from, to } => t!(
            lang,
            "do-march",
            from = terms::place(lang, &from),
            to = terms::place(lang, &to)
        ),
        Command::Upgrade { card, slot } => {
            let cost = game.upgrade_cost(seat, *card);
            let base = t!(
                lang,
                "do-upgrade",
                card = card.def().name.as_str(),
                cost = cost
            );
            match game.replaced_by(seat, *card, *slot) {
                Some(old) => t!(
                    lang,
                    "do-upgrade-replacing",
                    play = base,
                    old = old.def().name.as_str()
                ),
                None if card.def().slot.is_some_and(|s| s.count() > 1) => {
                    t!(lang, "do-upgrade-empty-slot", play = base)
                }
                None => base,
            }
        }
        Command::Quest { card } => t!(lang, "do-quest", card = terms::card(lang, *card)),
        Command::Pillage { province } => {
            let token = game.public_view().provinces[province.index()].token;
            t!(
                lang,
                "do-pillage",
                province = province.to_string(),
                reward = terms::token(lang, token)
            )
        }
        Command::Challenge { province } => {
            t!(lang, "do-challenge", province = province.to_string())
        }
        Command::Sacrifice => t!(lang, "do-sacrifice"),
        Command::Pass => t!(lang, "do-pass"),
        Command::Move { figure } => t!(lang, "do-move", figure = fig(figure)),
        Command::Join { figure, from } => {
            t!(
                lang,
                "do-join",
                figure = fig(figure),
                from = terms::place(lang, &from)
            )
        }
        Command::Play { card } => t!(lang, "do-play", card = terms::card(lang, *card)),
        Command::CountQuest => t!(lang, "do-count-quest"),
        Command::Keep { card } => match decision {
            Some(Decision::Prowess { .. }) => {
                t!(lang, "do-take-back", card = card.def().name.as_str())
            }
            _ => t!(lang, "do-keep", card = terms::card(lang, *card)),
        },
        Command::Spare { figure, at } => {
            t!(
                lang,
                "do-spare",
                figure = fig(figure),
                at = terms::place(lang, &at)
            )
        }
        Command::Destroy { figure, at } => {
            t!(
                lang,
                "do-destroy",
                figure = fig(figure),
                at = terms::place(lang, &at)
            )
        }
        Command::Protect => t!(lang, "do-protect"),
        Command::Retreat => t!(lang, "do-retreat"),
        Command::Escape { to } => t!(lang, "do-escape", to = terms::place(lang, &to)),
        Command::Strike { to, enemy, victim } => {
            let clan = game.public_view().clans[*enemy].clan;
            t!(
                lang,
                "do-strike",
                to = terms::place(lang, &to),
                clan = crate::present::locale::clan(lang, clan),
                victim = fig(victim)
            )
        }
        Command::Raise { stat } => t!(lang, "do-raise", stat = terms::stat(lang, *stat)),
        Command::MoveLeader { to, giant: false } => {
            t!(lang, "do-move-leader", to = terms::place(lang, &to))
        }
        Command::MoveLeader { to, giant: true } => {
            t!(lang, "do-move-giant", to = terms::place(lang, &to))
        }
        Command::MoveGod { to } => {
            let god = match decision {
                Some(Decision::MoveGod { god, .. }) => god.name(),
                _ => "?",
            };
            t!(lang, "do-move-god", god = god, to = terms::place(lang, &to))
        }
        Command::Accept => match decision {
            Some(Decision::Succor { province }) => {
                t!(lang, "do-accept-succor", province = province.to_string())
            }
            Some(Decision::ThorsDomain { province }) => {
                t!(
                    lang,
                    "do-accept-thors-domain",
                    province = province.to_string()
                )
            }
            Some(Decision::Blessing { province }) => {
                t!(lang, "do-accept-blessing", province = province.to_string())
            }
            _ => t!(lang, "do-yes"),
        },
        Command::Done => tr(
            lang,
            match decision {
                Some(Decision::March { .. }) => "do-done-march",
                Some(Decision::CallToBattle { .. }) => "do-done-call",
                Some(Decision::Keep { .. }) => "do-done-keep",
                Some(Decision::Save { .. }) => "do-done-save",
                Some(Decision::Raise { .. }) => "do-done-raise",
                Some(Decision::Prowess { .. }) => "do-done-prowess",
                Some(Decision::LordOfHammers { .. }) => "do-done-lord",
                Some(Decision::LateCard { .. }) => "do-done-late",
                Some(Decision::CountQuest { .. }) => "do-done-count",
                _ => "do-no",
            },
            &[],
        ),
    }
}

/// The kind of a command, for menus of many choices.
fn kind_label(command: Command, lang: Lang) -> String {
    let key = match command {
        Command::Invade { .. } => "kind-invade",
        Command::March { .. } => "kind-march",
        Command::Upgrade { .. } => "kind-upgrade",
        Command::Quest { .. } => "kind-quest",
        Command::Pillage { .. } => "kind-pillage",
        Command::Challenge { .. } => "kind-challenge",
        Command::Recall { .. } => "kind-recall",
        Command::Strike { .. } => "kind-strike",
        Command::Escape { .. } => "kind-escape",
        Command::Sacrifice | Command::Destroy { .. } => "kind-sacrifice",
        Command::Pass => "kind-pass",
        Command::Join { .. } => "kind-join",
        Command::Spare { .. } | Command::Keep { .. } => "kind-keep",
        Command::Draft { .. } => "kind-draft",
        Command::Play { .. } => "kind-play",
        Command::Raise { .. } => "kind-raise",
        Command::MoveLeader { .. } => "kind-move-leader",
        Command::MoveGod { .. } => "kind-move-god",
        Command::Move { .. } => "kind-move",
        Command::CountQuest
        | Command::Protect
        | Command::Retreat
        | Command::Accept
        | Command::Done => "kind-more",
    };
    tr(lang, key, &[])
}

/// A command's first parameter, to split a long kind into groups.
fn group_label(command: Command, lang: Lang) -> String {
    match command {
        Command::Invade { figure, .. }
        | Command::Recall { figure, .. }
        | Command::Join { figure, .. }
        | Command::Spare { figure, .. }
        | Command::Destroy { figure, .. }
        | Command::Move { figure } => terms::figure(lang, figure),
        Command::March { from, .. } => t!(lang, "group-from", from = terms::place(lang, &from)),
        Command::Upgrade { card, .. }
        | Command::Draft { card }
        | Command::Quest { card }
        | Command::Play { card }
        | Command::Keep { card } => card.def().name.clone(),
        Command::Pillage { province }
        | Command::Challenge { province }
        | Command::Strike { to: province, .. } => province.to_string(),
        Command::MoveLeader { to, .. } | Command::MoveGod { to } | Command::Escape { to } => {
            to.to_string()
        }
        Command::Raise { stat } => terms::stat(lang, stat),
        Command::Sacrifice
        | Command::Pass
        | Command::CountQuest
        | Command::Protect
        | Command::Retreat
        | Command::Accept
        | Command::Done => String::new(),
    }
}

/// What a decision asks, in a sentence.
fn question(game: &Game, seat: Seat, lang: Lang) -> String {
    let Some(pending) = game.pending() else {
        return t!(lang, "ask-game-over");
    };
    let view = game.public_view();
    let rage = view.clans[seat].rage;
    let fig = |f: &Figure| terms::figure(lang, *f);
    match &pending.decision {
        Decision::Draft {
            round,
            rounds,
            per_round,
            ..
        } => t!(
            lang,
            "ask-draft",
            round = *round,
            rounds = *rounds,
            count = *per_round
        ),
        Decision::Action => t!(lang, "ask-action", age = view.age, rage = rage),
        Decision::FreeInvade { figure } => t!(lang, "ask-free-invade", figure = fig(figure)),
        Decision::March { from, to, moved } => t!(
            lang,
            "ask-march",
            from = terms::place(lang, &from),
            to = terms::place(lang, &to),
            moved = *moved
        ),
        Decision::CallToBattle { province } => {
            t!(lang, "ask-call", province = province.to_string())
        }
        Decision::BattleCard { province, .. } => {
            t!(lang, "ask-battle-card", province = province.to_string())
        }
        Decision::CountQuest { card, bonus } => t!(
            lang,
            "ask-count-quest",
            card = card.def().name.as_str(),
            bonus = *bonus
        ),
        Decision::LateCard { province } => {
            t!(lang, "ask-late-card", province = province.to_string())
        }
        Decision::Spare { province } => t!(lang, "ask-spare", province = province.to_string()),
        Decision::Save {
            figure, at, escape, ..
        } => {
            let ask = t!(
                lang,
                "ask-save",
                figure = fig(figure),
                at = terms::place(lang, &at)
            );
            if *escape {
                format!("{ask} {}", t!(lang, "ask-save-escape"))
            } else {
                ask
            }
        }
        Decision::Prowess { .. } => t!(lang, "ask-prowess", rage = rage),
        Decision::Raise { .. } => t!(lang, "ask-raise"),
        Decision::Succor { province } => t!(lang, "ask-succor", province = province.to_string()),
        Decision::ThorsDomain { province } => {
            t!(lang, "ask-thors-domain", province = province.to_string())
        }
        Decision::Blessing { province } => {
            t!(lang, "ask-blessing", province = province.to_string())
        }
        Decision::LordOfHammers { from } => t!(lang, "ask-lord", from = terms::place(lang, &from)),
        Decision::Sacrifice { chosen } => t!(lang, "ask-sacrifice", number = chosen + 1),
        Decision::Keep { .. } => t!(lang, "ask-keep"),
        Decision::MoveGod { god, from } => t!(
            lang,
            "ask-move-god",
            god = god.name(),
            from = terms::place(lang, &from)
        ),
        Decision::OpenCard { province, .. } => {
            t!(lang, "ask-open-card", province = province.to_string())
        }
    }
}

/// Whether the decision is about the seat's own cards (so its cards are shown with it).
fn about_cards(decision: &Decision) -> bool {
    matches!(
        decision,
        Decision::Draft { .. }
            | Decision::Action
            | Decision::BattleCard { .. }
            | Decision::OpenCard { .. }
            | Decision::LateCard { .. }
            | Decision::Keep { .. }
    )
}

fn tone(command: Command) -> Tone {
    match command {
        Command::Pass | Command::Done => Tone::Secondary,
        Command::Accept
        | Command::Protect
        | Command::Retreat
        | Command::Escape { .. }
        | Command::CountQuest => Tone::Success,
        _ => Tone::Primary,
    }
}

/// Commands that read best as buttons (no parameter, or very few of them).
fn is_button(command: Command) -> bool {
    matches!(
        command,
        Command::Pass
            | Command::Done
            | Command::Accept
            | Command::CountQuest
            | Command::Protect
            | Command::Retreat
            | Command::Sacrifice
            | Command::Raise { .. }
            | Command::Move { .. }
    )
}
