//! Reprisal's decisions as players see them: what each asks, every legal command as a choice,
//! the `/hint` line, and `/undo`'s words. Prompts are private to their seat.

use super::words::{card, clan, figure, gift, gift_text, place, token};
use crate::engine::reprisal::policy::Reason;
use crate::engine::reprisal::undo::Closing;
use crate::engine::reprisal::{Command, Game, Gift, Stage, Step, data};
use crate::engine::{Rules, Seat};
use crate::present::locale::{Lang, t};
use crate::present::{Choice, Layout, Names, Prompt, Tone};

/// What `seat` is asked now, with one choice per legal command, in their order.
pub fn prompt(game: &Game, seat: Seat, lang: Lang) -> Prompt {
    let legal = game.legal_commands(seat);
    if legal.is_empty() {
        return Prompt {
            text: t!(lang, "rp-nothing-to-decide"),
            choices: Vec::new(),
            layout: Layout::List,
            about_cards: false,
        };
    }
    let step = game.battle().map(|b| b.step);
    Prompt {
        text: question(game, seat, lang),
        choices: legal
            .iter()
            .map(|c| Choice {
                label: describe(game, seat, c, lang),
                kind: kind_label(*c, lang),
                group: group_label(game, seat, *c, lang),
                tone: tone(*c),
                button: is_button(*c),
            })
            .collect(),
        layout: if matches!(game.stage(), Stage::Turn) {
            Layout::ByKind
        } else {
            Layout::List
        },
        about_cards: matches!(step, Some(Step::Cards | Step::PillagerCard))
            && matches!(game.stage(), Stage::Battle),
    }
}

fn reward(game: &Game, province: crate::engine::base::data::ProvinceId, lang: Lang) -> String {
    game.token(province).map_or_else(
        || t!(lang, "rp-glory", count = data::rules().yggdrasil_glory),
        |t| token(t, lang),
    )
}

/// A player-facing description of a command (button and option labels, confirmations).
pub fn describe(game: &Game, seat: Seat, command: &Command, lang: Lang) -> String {
    let fig = |id| figure(game, seat, id, lang);
    match *command {
        Command::Pray { number } => match Gift::of_number(number) {
            Some(g) => t!(
                lang,
                "rp-do-pray-gift",
                number = number,
                gift = gift(g, lang),
                does = gift_text(g, lang)
            ),
            None => t!(lang, "rp-do-pray", number = number),
        },
        Command::Rent { monster } => t!(
            lang,
            "rp-do-rent",
            monster = monster.name(),
            strength = monster.def().strength
        ),
        Command::TakeMonster { monster } => t!(
            lang,
            "rp-do-take-monster",
            monster = monster.name(),
            strength = monster.def().strength
        ),
        Command::PlaceGod { god, province } => t!(
            lang,
            "rp-do-place-god",
            god = god.name(),
            province = province.to_string()
        ),
        Command::MoveGod { god, to: Some(p) } => t!(
            lang,
            "rp-do-move-god",
            god = god.name(),
            province = p.to_string()
        ),
        Command::MoveGod { god, to: None } => t!(lang, "rp-do-remove-god", god = god.name()),
        Command::Pillage { province } => t!(
            lang,
            "rp-do-pillage",
            province = province.to_string(),
            reward = reward(game, province, lang)
        ),
        Command::March {
            from,
            to,
            figure: id,
        } => t!(
            lang,
            "rp-do-march",
            from = from.to_string(),
            to = to.to_string(),
            figure = fig(id)
        ),
        Command::Move { figure: id } => t!(lang, "rp-do-move", figure = fig(id)),
        Command::Sail { figure: id, fjord } => t!(
            lang,
            "rp-do-sail",
            figure = fig(id),
            fjord = place(crate::engine::reprisal::Place::Fjord(fjord), lang)
        ),
        Command::Invade { figure: id, to } => {
            t!(lang, "rp-do-invade", to = place(to, lang), figure = fig(id))
        }
        Command::Reinforce { figure: id, to } => t!(
            lang,
            "rp-do-reinforce",
            figure = fig(id),
            to = place(to, lang)
        ),
        Command::Pass => match game.stage() {
            Stage::Battle => t!(lang, "rp-do-stay-out"),
            _ => t!(lang, "rp-do-pass"),
        },
        Command::Done => t!(
            lang,
            match (game.stage(), game.battle().map(|b| b.step)) {
                (Stage::Turn, _) => "rp-do-end-turn",
                (Stage::March { .. }, _) => "rp-do-finish-march",
                (Stage::Invade { .. }, _) => "rp-do-finish-invade",
                (Stage::Sail(_), _) => "rp-do-keep-ships",
                (_, Some(Step::Heimdall)) => "rp-do-keep-pillage",
                (_, Some(Step::Spy)) => "rp-do-name-nobody",
                (_, Some(Step::Troll)) => "rp-do-spare-troll",
                (_, Some(Step::Elf)) => "rp-do-elf-stays",
                (_, Some(Step::Hel | Step::Frigga)) => "rp-do-bring-nobody",
                (_, Some(Step::Reinforce)) => "rp-do-add-nothing",
                _ => "rp-do-no",
            }
        ),
        Command::Call { figure: id } => {
            let from = match game.figure(id).loc {
                crate::engine::reprisal::Loc::Province(p) => p.to_string(),
                _ => t!(lang, "rp-the-board"),
            };
            t!(lang, "rp-do-call", figure = fig(id), from = from)
        }
        Command::Engage { figure: id } => t!(lang, "rp-do-engage", figure = fig(id)),
        Command::PlayCard { card: c } => t!(lang, "rp-do-play", card = card(c, lang)),
        Command::CallOff => t!(lang, "rp-do-call-off"),
        Command::NameWinner { seat: winner } => {
            t!(lang, "rp-do-name-winner", clan = clan(game, winner, lang))
        }
        Command::Choose { figure: id } => t!(
            lang,
            match game.battle().map(|b| b.step) {
                Some(Step::Save) => "rp-do-save",
                Some(Step::Lose) => "rp-do-lose",
                Some(Step::Troll) => "rp-do-sacrifice",
                Some(Step::Hel) => "rp-do-bring-back",
                Some(Step::Frigga) => "rp-do-return",
                _ => "rp-do-choose",
            },
            figure = fig(id)
        ),
        Command::Flee => t!(lang, "rp-do-flee"),
    }
}

fn kind_label(command: Command, lang: Lang) -> String {
    t!(
        lang,
        match command {
            Command::Pillage { .. } => "rp-group-pillage",
            Command::March { .. } => "rp-group-march",
            Command::Invade { .. } => "rp-group-invade",
            Command::Pass => "rp-group-pass",
            Command::Pray { .. } => "rp-group-pray",
            Command::Rent { .. } | Command::TakeMonster { .. } => "rp-group-monster",
            Command::PlaceGod { .. } | Command::MoveGod { .. } => "rp-group-god",
            Command::Move { .. } => "rp-group-move",
            Command::Sail { .. } => "rp-group-sail",
            Command::Call { .. } => "rp-group-answer",
            Command::Engage { .. } => "rp-group-engage",
            Command::PlayCard { .. } => "rp-group-play",
            Command::NameWinner { .. } => "rp-group-name",
            Command::Choose { .. } => "rp-group-choose",
            Command::Reinforce { .. } => "rp-group-reinforce",
            Command::CallOff | Command::Flee | Command::Done => "rp-group-more",
        }
    )
}

fn group_label(game: &Game, seat: Seat, command: Command, lang: Lang) -> String {
    match command {
        Command::Pillage { province } => province.to_string(),
        Command::March { from, .. } => t!(lang, "rp-group-from", province = from.to_string()),
        Command::Invade { figure: id, .. }
        | Command::Reinforce { figure: id, .. }
        | Command::Move { figure: id }
        | Command::Sail { figure: id, .. }
        | Command::Call { figure: id }
        | Command::Engage { figure: id }
        | Command::Choose { figure: id } => figure(game, seat, id, lang),
        Command::PlaceGod { god, .. } | Command::MoveGod { god, .. } => god.name().to_string(),
        _ => String::new(),
    }
}

fn tone(command: Command) -> Tone {
    match command {
        Command::Pass | Command::Done => Tone::Secondary,
        Command::Flee | Command::CallOff => Tone::Success,
        _ => Tone::Primary,
    }
}

fn is_button(command: Command) -> bool {
    matches!(
        command,
        Command::Pass
            | Command::Done
            | Command::Flee
            | Command::CallOff
            | Command::Pray { .. }
            | Command::PlayCard { .. }
            | Command::NameWinner { .. }
    )
}

/// What the decision asks, in a sentence.
fn question(game: &Game, seat: Seat, lang: Lang) -> String {
    let battle = game.battle();
    let at = battle.map_or_else(String::new, |b| b.province.to_string());
    match game.stage() {
        Stage::Over => t!(lang, "rp-ask-over"),
        Stage::Pray { round, .. } => t!(lang, "rp-ask-pray", age = game.age(), round = *round),
        Stage::Rent(_) => t!(lang, "rp-ask-rent"),
        Stage::PlaceGod(_) => t!(lang, "rp-ask-place-god"),
        Stage::Turn => {
            let [_, fists, _] = game.counters(seat);
            t!(
                lang,
                "rp-ask-turn",
                age = game.age(),
                invade = 1 + fists,
                now = game.on_board(seat),
                cap = game.board_cap(seat)
            )
        }
        Stage::March { from, to } => t!(
            lang,
            "rp-ask-march",
            from = from.to_string(),
            to = to.to_string()
        ),
        Stage::Sail(_) => t!(lang, "rp-ask-sail"),
        Stage::Invade { placed, .. } => t!(lang, "rp-ask-invade", placed = *placed),
        Stage::QuestPick { .. } => t!(lang, "rp-ask-quest-monster"),
        Stage::Battle => {
            let key = match battle.map(|b| b.step) {
                Some(Step::Call) => "rp-ask-call",
                Some(Step::Odin) => "rp-ask-odin",
                Some(Step::Heimdall) => "rp-ask-heimdall",
                Some(Step::Cards) => "rp-ask-cards",
                Some(Step::PillagerCard) => "rp-ask-pillager-card",
                Some(Step::Spy) => "rp-ask-spy",
                Some(Step::Save) => "rp-ask-save",
                Some(Step::Lose) => "rp-ask-lose",
                Some(Step::Troll) => "rp-ask-troll",
                Some(Step::Elf) => "rp-ask-elf",
                Some(Step::Hel) => "rp-ask-hel",
                Some(Step::Frigga) => "rp-ask-frigga",
                Some(Step::Reinforce) => "rp-ask-reinforce",
                Some(Step::Gods) => "rp-ask-gods",
                _ => "rp-ask-other",
            };
            t!(lang, key, at = at)
        }
    }
}

/// The hint line: the command and why.
pub fn hint(game: &Game, seat: Seat, command: &Command, reason: Reason, lang: Lang) -> String {
    t!(
        lang,
        "rp-hint",
        choice = describe(game, seat, command, lang),
        reason = because(reason, lang)
    )
}

fn because(reason: Reason, lang: Lang) -> String {
    match reason {
        Reason::Only => t!(lang, "rp-why-only"),
        Reason::Pillage { province, chance } => t!(
            lang,
            "rp-why-pillage",
            chance = chance,
            province = province.to_string()
        ),
        Reason::Build => t!(lang, "rp-why-build"),
        Reason::Gather => t!(lang, "rp-why-gather"),
        Reason::Join => t!(lang, "rp-why-join"),
        Reason::StayOut => t!(lang, "rp-why-stay-out"),
        Reason::StrongCard => t!(lang, "rp-why-strong-card"),
        Reason::SaveCards => t!(lang, "rp-why-save-cards"),
        Reason::Strongest => t!(lang, "rp-why-strongest"),
        Reason::Gift => t!(lang, "rp-why-gift"),
        Reason::Stop => t!(lang, "rp-why-stop"),
        Reason::Best => t!(lang, "rp-why-best"),
    }
}

/// The thread's line when `seat` takes back `command`; a secret pick stays secret.
pub fn taken_back(seat: Seat, command: &Command, names: &Names, lang: Lang) -> String {
    let what = match command {
        Command::Pray { .. } => t!(lang, "rp-back-prayer"),
        Command::PlayCard { .. } => t!(lang, "rp-back-card"),
        Command::Engage { .. } => t!(lang, "rp-back-odin"),
        Command::Pillage { province } => {
            t!(lang, "rp-back-pillage", province = province.to_string())
        }
        Command::March { from, to, .. } => t!(
            lang,
            "rp-back-march",
            from = from.to_string(),
            to = to.to_string()
        ),
        Command::Move { .. } => t!(lang, "rp-back-move"),
        Command::Invade { to, .. } => t!(lang, "rp-back-invade", to = place(*to, lang)),
        Command::Sail { fjord, .. } => t!(
            lang,
            "rp-back-sail",
            fjord = place(crate::engine::reprisal::Place::Fjord(*fjord), lang)
        ),
        Command::PlaceGod { god, .. } | Command::MoveGod { god, .. } => {
            t!(lang, "rp-back-god", god = god.name())
        }
        Command::Rent { monster } | Command::TakeMonster { monster } => {
            t!(lang, "rp-back-monster", monster = monster.name())
        }
        Command::Call { .. } => t!(lang, "rp-back-call"),
        Command::Pass => t!(lang, "rp-back-pass"),
        _ => t!(lang, "rp-back-answer"),
    };
    t!(lang, "rp-taken-back", player = names.of(seat), what = what)
}

/// Why an undo is refused, as the end of "You can no longer take it back: …".
pub fn closed(closing: Closing, lang: Lang) -> String {
    match closing {
        Closing::Random => t!(lang, "rp-closed-random"),
        Closing::Reveal => t!(lang, "rp-closed-reveal"),
        Closing::PhaseEnded => t!(lang, "rp-closed-phase"),
    }
}
