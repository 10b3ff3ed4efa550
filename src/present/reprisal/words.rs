//! Reprisal in words: figures, places, decisions, refusals, the status line, a clan's battle
//! cards and the opening message.

use crate::engine::Seat;
use crate::engine::reprisal::{
    Battle, FigureId, Game, Gift, Kind, Place, RuleError, Stage, Step, data,
};
use crate::present::Names;
use crate::present::locale::Lang;
use std::fmt::Write as _;

/// A figure in words, with its clan when it is not `seat`'s own ("Warrior", "Raven's Leader").
pub fn figure(game: &Game, seat: Seat, id: FigureId) -> String {
    let f = game.figure(id);
    let name = f.kind.name();
    match f.owner {
        Some(owner) if owner != seat && !matches!(f.kind, Kind::Monster(_)) => {
            format!("{}'s {name}", clan(game, owner))
        }
        _ => name.to_string(),
    }
}

/// A clan's name ("Raven").
pub fn clan(game: &Game, seat: Seat) -> &'static str {
    crate::engine::Rules::config(game)
        .clan_names()
        .get(seat.index())
        .map_or("a clan", |c| c.name())
}

/// A province or fjord in words.
pub fn place(place: Place) -> String {
    match place {
        Place::Province(p) => p.name().to_string(),
        Place::Fjord(f) => f.name().to_string(),
    }
}

/// A battle card in words ("card 6 (power 2)", "card 1 (−∞, 1 with your Leader)").
pub fn card(card: u8) -> String {
    let def = &data::rules().cards[usize::from(card.clamp(1, 8) - 1)];
    let power = def.power.map_or("−∞".to_string(), |p| p.to_string());
    let effect = match def.effect {
        data::CardEffect::None => "",
        data::CardEffect::LeaderOne => ", 1 with your own Leader there",
        data::CardEffect::Reinforce => ", then add a figure from your reserve",
        data::CardEffect::SaveOne => ", if you lose one figure survives",
        data::CardEffect::LoseOne => ", if you win you lose a figure",
    };
    format!("card {card} (power {power}{effect})")
}

/// What the decision awaited asks, in a few words ("take an action or pass").
pub fn decision(game: &Game, lang: Lang) -> &'static str {
    describe_kind(game.decision_kind(), lang)
}

/// What a kind of decision asks, from its stable name.
pub fn describe_kind(kind: &str, _lang: Lang) -> &'static str {
    match kind {
        "prayer" => "pray to the gods (a secret number)",
        "rent_monster" => "choose a monster to rent",
        "place_god" => "place a god",
        "action" => "take an action or pass",
        "march" => "move more figures or finish the March",
        "sail" => "sail their ships (Navigation) or finish",
        "invade" => "place more figures or finish the Invade",
        "call_to_battle" => "answer the Call to Battle",
        "odin" => "choose the one figure they engage (Odin)",
        "heimdall" => "keep or call off the pillage (Heimdall)",
        "battle_card" => "choose a battle card",
        "spy" => "name a winner (Spy) or not",
        "save_figure" => "choose the figure that survives (card 4)",
        "lose_figure" => "choose the figure they lose (card 7)",
        "troll" => "sacrifice a figure to kill the Troll, or not",
        "elf" => "let the Elf flee to Yggdrasil, or not",
        "hel_soldier" => "bring a figure back (Hel Soldier), or not",
        "frigga" => "return a figure from Valhalla (Frigga), or not",
        "reinforce" => "add a figure from the reserve (card 3), or not",
        "move_god" => "move a god on",
        "quest_monster" => "choose a monster (quest reward)",
        "over" => "nothing: the game is over",
        _ => "decide",
    }
}

/// Why a command was refused, in a sentence.
pub fn refusal(game: &Game, error: &RuleError, names: &Names, lang: Lang) -> String {
    match error {
        RuleError::GameOver => {
            "The game is over: `/log` and `/game status` show how it ended.".into()
        }
        RuleError::NotYourDecision => {
            let who: Vec<&str> = crate::engine::Rules::awaited(game)
                .iter()
                .map(|s| names.plain(s))
                .collect();
            format!(
                "It isn't your decision: the game is waiting for {} to {}.",
                who.join(", "),
                decision(game, lang)
            )
        }
        RuleError::Illegal { decision } => format!(
            "That is not allowed now: you must {}. `/act` shows your choices.",
            describe_kind(decision, lang)
        ),
    }
}

/// The phase the game is in, in words.
pub fn phase(game: &Game) -> &'static str {
    match game.stage() {
        Stage::Pray { .. } | Stage::Rent(_) | Stage::PlaceGod(_) => "Prayers",
        Stage::QuestPick { .. } => "Quest",
        Stage::Over => "Game over",
        _ => "Action",
    }
}

/// Where the game stands: Age, phase, quest, who is awaited, victory points and Glory.
pub fn status(game: &Game, names: &Names, lang: Lang) -> String {
    let players = crate::engine::Rules::config(game).players;
    let seats = (0..players).map(Seat);
    let scores: Vec<String> = seats
        .clone()
        .map(|s| {
            format!(
                "{} {} VP ({} Glory)",
                names.of(s),
                game.victory_points()[s.index()],
                game.age_glory()[s.index()]
            )
        })
        .collect();
    let waiting = if matches!(game.stage(), Stage::Over) {
        "The game is over.".to_string()
    } else {
        let who: Vec<&str> = crate::engine::Rules::awaited(game)
            .iter()
            .map(|s| names.of(s))
            .collect();
        format!("Waiting for {}: {}.", who.join(", "), decision(game, lang))
    };
    let quest = game
        .quest()
        .map(|q| format!(" Quest: {}.", q.label()))
        .unwrap_or_default();
    format!(
        "Age {}, {} phase.{quest} {waiting}\nVictory points: {}.",
        game.age(),
        phase(game),
        scores.join(", ")
    )
}

/// A clan's battle cards and gift in words (private to that seat).
pub fn hand(game: &Game, seat: Seat, _lang: Lang) -> String {
    let mut text = String::new();
    if game.options().battle_cards {
        let hand: Vec<String> = game.hand(seat).into_iter().map(card).collect();
        let _ = write!(
            text,
            "Battle cards in hand: {}.",
            if hand.is_empty() {
                "none".to_string()
            } else {
                hand.join("; ")
            }
        );
        let discards = game.discards(seat);
        if !discards.is_empty() {
            let list: Vec<String> = discards.iter().map(u8::to_string).collect();
            let _ = write!(
                text,
                "\nDiscarded (back in your hand when none are left): {}.",
                list.join(", ")
            );
        }
    } else {
        text.push_str("This game has no battle cards: battles are fought with dice.");
    }
    if let Some(gift) = game.gift(seat) {
        let _ = write!(
            text,
            "\nYour gift this Age: {} ({}).",
            gift.name(),
            gift_text(gift)
        );
    }
    let [axes, fists, helmets] = game.counters(seat);
    let _ = write!(
        text,
        "\nAxes {axes}, Fists {fists}, Helmets {helmets}: you invade with up to {} figures and \
         may have {} on the board ({} there now).",
        1 + fists,
        game.board_cap(seat),
        game.on_board(seat)
    );
    text
}

/// What a gift does, in a few words.
pub fn gift_text(gift: Gift) -> &'static str {
    match gift {
        Gift::Blessing => "3 Glory at once",
        Gift::Navigation => "after a March, move your ships to any fjords",
        Gift::RentMonster => "a monster from the pool until the Reset",
        Gift::Spirit => "Mystics worth 1½ and free to invade pillaged provinces",
        Gift::Spy => "name the winner of a battle without one",
        Gift::Strategist => "March then Pillage in one turn",
    }
}

/// The battle under way in one line ("Battle in Gimle: Raven vs Bear").
pub fn battle_line(game: &Game, battle: &Battle) -> String {
    let who: Vec<&str> = battle.participants.iter().map(|s| clan(game, *s)).collect();
    let step = match battle.step {
        Step::Call => "Call to Battle",
        _ => "Battle",
    };
    if who.is_empty() {
        format!(
            "{step} in {} (pillaged by {})",
            battle.province,
            clan(game, battle.pillager)
        )
    } else {
        format!("{step} in {}: {}", battle.province, who.join(" vs "))
    }
}
