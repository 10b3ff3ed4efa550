//! Reprisal in words: figures, places, decisions, refusals, the status line, a clan's battle
//! cards and the opening message.

use crate::engine::Seat;
use crate::engine::reprisal::DecisionKind;
use crate::engine::reprisal::{
    Battle, FigureId, Game, Gift, Kind, Place, Quest, RuleError, Stage, Step, Token, data,
};
use crate::present::Names;
use crate::present::base::terms;
use crate::present::locale::{self, Lang, t};
use crate::vocabulary::Vocabulary as _;

/// A kind of figure in words ("Warrior", "Guerrier"; a monster by its card's name).
pub fn kind(kind: Kind, lang: Lang) -> String {
    match kind {
        Kind::Warrior => t!(lang, "rp-kind-warrior"),
        Kind::Leader => t!(lang, "rp-kind-leader"),
        Kind::Drakkar => t!(lang, "rp-kind-drakkar"),
        Kind::Mystic => t!(lang, "rp-kind-mystic"),
        Kind::Monster(m) => m.name().to_string(),
    }
}

/// A figure in words, with its clan when it is not `seat`'s own ("Warrior", "Raven's Leader").
pub fn figure(game: &Game, seat: Seat, id: FigureId, lang: Lang) -> String {
    let f = game.figure(id);
    let name = kind(f.kind, lang);
    match f.owner {
        Some(owner) if owner != seat && !matches!(f.kind, Kind::Monster(_)) => {
            t!(
                lang,
                "rp-figure-of",
                clan = clan(game, owner, lang),
                figure = name
            )
        }
        _ => name,
    }
}

/// A clan's name ("Raven", "Corbeau").
pub fn clan(game: &Game, seat: Seat, lang: Lang) -> String {
    crate::engine::Rules::config(game)
        .clan_names()
        .get(seat)
        .map_or_else(|| t!(lang, "rp-someone"), |c| locale::clan(lang, *c))
}

/// Clans in words, joined by commas.
pub fn clans(game: &Game, seats: &[Seat], lang: Lang) -> String {
    seats
        .iter()
        .map(|s| clan(game, *s, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The clans `seat` finished ahead of on equal victory points, by RP-55's tie-break (later in
/// Age 1's turn order ranks higher): empty when its points are its own.
pub fn tied_below(game: &Game, seat: Seat) -> Vec<Seat> {
    let Some(outcome) = game.final_outcome() else {
        return Vec::new();
    };
    let vp = game.victory_points();
    let rank_of = |s: Seat| outcome.ranks.get(s.index()).copied().unwrap_or(0);
    let (mine, rank) = (vp[seat], rank_of(seat));
    let mut below: Vec<(u8, Seat)> = vp
        .seats()
        .filter(|(s, points)| **points == mine && rank_of(*s) > rank)
        .map(|(s, _)| (rank_of(s), s))
        .collect();
    below.sort_unstable();
    below.into_iter().map(|(_, s)| s).collect()
}

/// Why `seat` ranks ahead of clans on the same victory points, or nothing ("ahead of Raven on
/// equal VP: later in Age 1's turn order", RP-55).
pub fn tie_note(game: &Game, seat: Seat, lang: Lang) -> Option<String> {
    let below = tied_below(game, seat);
    (!below.is_empty()).then(|| {
        t!(
            lang,
            "rp-tie-broken",
            clans = clans(game, &below, lang),
            points = game.victory_points()[seat]
        )
    })
}

/// A province or fjord in words (fjords are translated, D-01).
pub fn place(place: Place, lang: Lang) -> String {
    match place {
        Place::Province(p) => terms::place(lang, &p),
        Place::Fjord(f) => terms::place(lang, &f),
    }
}

/// What a pillage token gives ("+1 Fist", "5 Glory").
pub fn token(token: Token, lang: Lang) -> String {
    match token {
        Token::Fist => t!(lang, "rp-token-fist"),
        Token::Axe => t!(lang, "rp-token-axe"),
        Token::Helmet => t!(lang, "rp-token-helmet"),
        Token::Glory => t!(lang, "rp-token-glory"),
        Token::Blank => t!(lang, "rp-token-blank"),
    }
}

/// A gift's name ("Spy", "Espion").
pub fn gift(gift: Gift, lang: Lang) -> String {
    match gift {
        Gift::Blessing => t!(lang, "rp-gift-blessing"),
        Gift::Navigation => t!(lang, "rp-gift-navigation"),
        Gift::RentMonster => t!(lang, "rp-gift-rent-monster"),
        Gift::Spirit => t!(lang, "rp-gift-spirit"),
        Gift::Spy => t!(lang, "rp-gift-spy"),
        Gift::Strategist => t!(lang, "rp-gift-strategist"),
    }
}

/// The common quest in words ("most figures in Alfheim").
pub fn quest(quest: Quest, lang: Lang) -> String {
    match quest {
        Quest::Alfheim => t!(lang, "rp-quest-alfheim"),
        Quest::Jotunheim => t!(lang, "rp-quest-jotunheim"),
        Quest::Manheim => t!(lang, "rp-quest-manheim"),
        Quest::Yggdrasil => t!(lang, "rp-quest-yggdrasil"),
        Quest::MostValhalla => t!(lang, "rp-quest-most-valhalla"),
        Quest::FewestValhalla => t!(lang, "rp-quest-fewest-valhalla"),
    }
}

/// A battle card in words ("card 6 (power 2)", "card 1 (power −∞, 1 with your own Leader there)").
pub fn card(card: u8, lang: Lang) -> String {
    let def = &data::rules().cards[usize::from(card.clamp(1, 8) - 1)];
    let power = def.power.map_or("−∞".to_string(), |p| p.to_string());
    let effect = match def.effect {
        data::CardEffect::None => String::new(),
        data::CardEffect::LeaderOne => t!(lang, "rp-card-effect-leader-one"),
        data::CardEffect::Reinforce => t!(lang, "rp-card-effect-reinforce"),
        data::CardEffect::SaveOne => t!(lang, "rp-card-effect-save-one"),
        data::CardEffect::LoseOne => t!(lang, "rp-card-effect-lose-one"),
    };
    t!(lang, "rp-card", card = card, power = power, effect = effect)
}

/// What the decision awaited asks, in a few words ("take an action or pass").
pub fn decision(game: &Game, lang: Lang) -> String {
    label(game.decision_kind(), lang)
}

/// What a kind of decision asks, from its stored name (its slug; a name no kind has is a
/// decision all the same).
pub fn describe_kind(kind: &str, lang: Lang) -> String {
    DecisionKind::from_slug(kind).map_or_else(|| t!(lang, "rp-decision-other"), |k| label(k, lang))
}

/// What a kind of decision asks, in `lang`.
pub fn label(kind: DecisionKind, lang: Lang) -> String {
    locale::word(lang, "rp-decision-", kind)
}

/// Why a command was refused, in a sentence.
pub fn refusal(game: &Game, error: &RuleError, names: &Names, lang: Lang) -> String {
    match error {
        RuleError::GameOver => t!(lang, "rp-refuse-over"),
        RuleError::NotYourDecision => {
            let who: Vec<&str> = crate::engine::Rules::awaited(game)
                .iter()
                .map(|s| names.plain(s))
                .collect();
            t!(
                lang,
                "rp-refuse-not-yours",
                who = who.join(", "),
                decision = decision(game, lang)
            )
        }
        RuleError::Illegal { decision } => {
            t!(lang, "rp-refuse-illegal", decision = label(*decision, lang))
        }
    }
}

/// The phase the game is in, in words.
pub fn phase(game: &Game, lang: Lang) -> String {
    match game.stage() {
        Stage::Pray { .. } | Stage::Rent(_) | Stage::PlaceGod(_) => t!(lang, "rp-phase-prayers"),
        Stage::QuestPick { .. } => t!(lang, "rp-phase-quest"),
        Stage::Over => t!(lang, "rp-phase-over"),
        _ => t!(lang, "rp-phase-action"),
    }
}

/// Where the game stands: Age, phase, quest, who is awaited, victory points and Glory.
pub fn status(game: &Game, names: &Names, lang: Lang) -> String {
    let players = crate::engine::Rules::config(game).players;
    let seats = (0..players).map(Seat);
    let scores: Vec<String> = seats
        .clone()
        .map(|s| {
            t!(
                lang,
                "rp-score",
                player = names.of(s),
                points = game.victory_points()[s],
                glory = game.age_glory()[s]
            )
        })
        .collect();
    let waiting = if matches!(game.stage(), Stage::Over) {
        t!(lang, "rp-status-over")
    } else {
        let who: Vec<&str> = crate::engine::Rules::awaited(game)
            .iter()
            .map(|s| names.of(s))
            .collect();
        t!(
            lang,
            "rp-status-waiting",
            who = who.join(", "),
            decision = decision(game, lang)
        )
    };
    let quest = game
        .quest()
        .map(|q| t!(lang, "rp-status-quest", quest = quest(q, lang)))
        .unwrap_or_default();
    t!(
        lang,
        "rp-status",
        age = game.age(),
        phase = phase(game, lang),
        quest = quest,
        waiting = waiting,
        scores = scores.join(", ")
    )
}

/// A clan's battle cards and gift in words (private to that seat).
pub fn hand(game: &Game, seat: Seat, lang: Lang) -> String {
    let mut lines = Vec::new();
    if game.options().battle_cards {
        let hand: Vec<String> = game.hand(seat).into_iter().map(|c| card(c, lang)).collect();
        lines.push(t!(
            lang,
            "rp-hand-cards",
            cards = if hand.is_empty() {
                t!(lang, "rp-hand-none")
            } else {
                hand.join(&locale::semicolon(lang))
            }
        ));
        let discards = game.discards(seat);
        if !discards.is_empty() {
            let list: Vec<String> = discards.iter().map(u8::to_string).collect();
            lines.push(t!(lang, "rp-hand-discards", cards = list.join(", ")));
        }
    } else {
        lines.push(t!(lang, "rp-hand-no-cards"));
    }
    if let Some(g) = game.gift(seat) {
        lines.push(t!(
            lang,
            "rp-hand-gift",
            gift = gift(g, lang),
            does = gift_text(g, lang)
        ));
    }
    let [axes, fists, helmets] = game.counters(seat);
    lines.push(t!(
        lang,
        "rp-hand-counters",
        axes = axes,
        fists = fists,
        helmets = helmets,
        invade = 1 + fists,
        cap = game.board_cap(seat),
        now = game.on_board(seat)
    ));
    lines.join("\n")
}

/// What a gift does, in a few words.
pub fn gift_text(gift: Gift, lang: Lang) -> String {
    match gift {
        Gift::Blessing => t!(lang, "rp-gift-does-blessing"),
        Gift::Navigation => t!(lang, "rp-gift-does-navigation"),
        Gift::RentMonster => t!(lang, "rp-gift-does-rent-monster"),
        Gift::Spirit => t!(lang, "rp-gift-does-spirit"),
        Gift::Spy => t!(lang, "rp-gift-does-spy"),
        Gift::Strategist => t!(lang, "rp-gift-does-strategist"),
    }
}

/// The battle under way in one line ("Battle in Gimle: Raven vs Bear").
pub fn battle_line(game: &Game, battle: &Battle, lang: Lang) -> String {
    let who: Vec<String> = battle
        .participants
        .iter()
        .map(|s| clan(game, *s, lang))
        .collect();
    let step = match battle.step {
        Step::Call => t!(lang, "rp-step-call"),
        _ => t!(lang, "rp-step-battle"),
    };
    if who.is_empty() {
        t!(
            lang,
            "rp-battle-line-alone",
            step = step,
            province = battle.province.to_string(),
            pillager = clan(game, battle.pillager, lang)
        )
    } else {
        t!(
            lang,
            "rp-battle-line",
            step = step,
            province = battle.province.to_string(),
            clans = who.join(&t!(lang, "rp-versus"))
        )
    }
}
