//! Valhalla in words: names of clans, chambers, figures, cards and stats; what each decision
//! asks; refusals; the status line; a seat's own cards; the card look-up with its "provisional
//! content" label.

use crate::engine::valhalla::pack::{CardKind, Effect, Pack, Reward, Stat, UpgradeKind};
use crate::engine::valhalla::{
    Ask, CardId, ChamberId, FigureId, Game, Kind, Loc, Offer, Phase, RuleError,
};
use crate::engine::{Rules, Seat};
use crate::present::locale::Lang;
use crate::present::{Delivery, Names};
use std::fmt::Write as _;

/// A seat's clan.
pub fn clan(game: &Game, seat: Seat) -> &'static str {
    game.config()
        .clan_names()
        .get(seat.index())
        .map_or("Clan", |c| c.name())
}

/// A chamber's name.
pub fn chamber(game: &Game, id: ChamberId) -> String {
    game.pack().chamber(id).name.clone()
}

/// A card's name.
pub fn card(game: &Game, id: CardId) -> String {
    game.pack().card(id).name.clone()
}

/// A figure's kind in words ("Warrior", "Elite", "Troll").
pub fn kind(game: &Game, kind: Kind) -> String {
    match kind {
        Kind::Warrior => "Warrior".into(),
        Kind::Elite => "Elite".into(),
        Kind::Monster(c) => card(game, c),
    }
}

/// A figure, for its owner ("Warrior") or for others ("Bear Warrior").
pub fn figure(game: &Game, seat: Seat, id: FigureId) -> String {
    let f = game.figure(id);
    match f.owner {
        Some(owner) if owner != seat => format!("{} {}", clan(game, owner), kind(game, f.kind)),
        _ => kind(game, f.kind),
    }
}

/// Where a figure is, in words.
pub fn location(game: &Game, loc: Loc) -> String {
    match loc {
        Loc::Aside => "beside the board".into(),
        Loc::Reserve => "the reserve".into(),
        Loc::Chamber(c) => chamber(game, c),
        Loc::KillPile(s) => format!("the {} kill pile", clan(game, s)),
        Loc::Sauna => "the Sauna".into(),
    }
}

/// A stat's name.
pub fn stat(stat: Stat) -> &'static str {
    stat.name()
}

/// A reward in words ("raise Axes", "5 Glory").
pub fn reward(reward: &Reward) -> String {
    match reward {
        Reward::RaiseStat(s) => format!("raise {}", s.name()),
        Reward::RaiseAnyStat => "raise a stat of your choice".into(),
        Reward::Glory(n) => format!("{n} Glory"),
        Reward::DestroyEnemyAnywhere => "destroy an enemy figure anywhere".into(),
        Reward::GloryAxes => "Glory equal to your Axes".into(),
        Reward::StealGlory(n) => format!("take {n} Glory from a clan"),
        Reward::FreeSummon => "a free figure into a common chamber".into(),
        Reward::LookTop(n) => format!("look at the top {n} cards, keep one"),
    }
}

/// What a claim of `chamber` pays now.
pub fn rewards(game: &Game, chamber: ChamberId) -> String {
    let items = match game.god_in(chamber) {
        Some(g) => {
            let god = game.pack().god(g);
            let mut items = god.reward.clone();
            if game.options().themed_rewards {
                items.extend(god.themed.iter().copied());
            }
            items
        }
        None => game.pack().chamber(chamber).reward.clone(),
    };
    let words: Vec<String> = items.iter().map(reward).collect();
    words.join(" and ")
}

/// The phase in words.
pub fn phase(game: &Game) -> &'static str {
    match game.phase() {
        Phase::GodArrives => "God Arrives",
        Phase::Draft => "Draft God's Gifts",
        Phase::Action => "Action",
        Phase::Quest => "Quest",
        Phase::ProveValor => "Prove Valor",
        Phase::Release => "Release Warriors",
        Phase::EndOfAge => "End of Age",
        Phase::Over => "game over",
    }
}

/// What the awaited seats must do, in a few words.
pub fn decision(game: &Game, lang: Lang) -> &'static str {
    describe_kind(game.decision_kind(), lang)
}

/// What a kind of decision asks, from its stored name.
pub fn describe_kind(kind: &str, _lang: Lang) -> &'static str {
    match kind {
        "draft" => "keep a card of the draft packet",
        "keep_cards" => "keep up to three cards for the next Age",
        "battle_card" => "choose a battle card",
        "action" => "take an action or pass",
        "march" => "move more figures of the March, or finish it",
        "call_to_battle" => "answer the Call to Battle or stay out",
        "late_card" => "add a late card or pass",
        "raise_stat" => "choose a stat to raise",
        "choose_figure" => "choose a figure",
        "move_figure" => "move a figure or decline",
        "protection" => "decide whether Frigga's Protection saves a figure",
        "witch_retreat" => "decide whether the Völur Witch retreats to Odin's Throne",
        "succor" => "decide whether Frigga's Succor adds a Warrior",
        "thors_domain" => "decide whether Thor's Domain contests at once",
        "lokis_blessing" => "decide whether Loki's Blessing adds a Warrior",
        "prowess" => "buy back played cards with Tyr's Prowess, or finish",
        "steal_glory" => "choose a clan to take Glory from",
        "free_summon" => "place a free figure, or decline",
        "look_top" => "keep one of the cards looked at",
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
            let who: Vec<&str> = game.awaited().iter().map(|s| names.plain(s)).collect();
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

/// Where the game stands, for everyone.
pub fn status(game: &Game, names: &Names, lang: Lang) -> String {
    let players = game.config().players;
    let scores: Vec<String> = (0..players)
        .map(Seat)
        .map(|s| {
            format!(
                "{} {} Glory (Rage {}, Axes {}, Horns {})",
                names.of(s),
                game.glory()[s.index()],
                game.stat(s, Stat::Rage),
                game.stat(s, Stat::Axes),
                game.stat(s, Stat::Horns)
            )
        })
        .collect();
    let waiting = if game.outcome().is_some() {
        "The game is over.".to_string()
    } else {
        let who: Vec<&str> = game.awaited().iter().map(|s| names.of(s)).collect();
        format!("Waiting for {}: {}.", who.join(", "), decision(game, lang))
    };
    let gods: Vec<String> = game
        .pack()
        .chamber_ids()
        .filter_map(|c| {
            game.god_in(c)
                .map(|g| format!("{} in {}", game.pack().god(g).name, chamber(game, c)))
        })
        .collect();
    format!(
        "Age {}, {} phase. Gods: {}. {waiting}\n{}.\n*{}*",
        game.age(),
        phase(game),
        if gods.is_empty() {
            "none yet".to_string()
        } else {
            gods.join(", ")
        },
        scores.join("; "),
        game.pack().notice
    )
}

/// A card in one line: name, kind and value, text.
pub fn card_line(pack: &Pack, id: CardId) -> String {
    let c = pack.card(id);
    let what = match c.kind {
        CardKind::Battle if c.effect == Effect::MatchHighest => "battle +X".to_string(),
        CardKind::Battle => format!("battle +{}", c.value),
        CardKind::Upgrade(UpgradeKind::Elite) => format!("Elite upgrade, {} Rage", c.value),
        CardKind::Upgrade(UpgradeKind::Clan) => format!("Clan upgrade, {} Rage", c.value),
        CardKind::Quest => "quest".to_string(),
        CardKind::Monster => format!(
            "Monster, STR {}, {} Rage, {} base",
            c.monster.map_or(0, |m| m.str),
            c.value,
            match c.monster.map(|m| m.base) {
                Some(crate::engine::valhalla::pack::Size::Large) => "large",
                _ => "small",
            }
        ),
    };
    format!("**{}** ({what}): {}", c.name, c.text)
}

/// A seat's own cards and sheet, in words (private to that seat).
pub fn hand(game: &Game, seat: Seat, _lang: Lang) -> String {
    let mut text = String::new();
    let list = |cards: &[CardId]| -> String {
        if cards.is_empty() {
            "none".into()
        } else {
            cards
                .iter()
                .map(|c| card_line(game.pack(), *c))
                .collect::<Vec<_>>()
                .join("\n")
        }
    };
    let _ = write!(text, "Your hand:\n{}", list(game.hand(seat)));
    if !game.aside(seat).is_empty() {
        let _ = write!(
            text,
            "\nKept from the last Age (back in your hand after the draft):\n{}",
            list(game.aside(seat))
        );
    }
    if let Some(d) = game.draft() {
        let kept = &d.kept[seat.index()];
        if !kept.is_empty() {
            let _ = write!(text, "\nKept in this draft so far:\n{}", list(kept));
        }
    }
    let slots: Vec<String> = game
        .slots(seat)
        .iter()
        .map(|s| {
            if s.quest {
                format!("{} (committed quest)", card(game, s.card))
            } else {
                card(game, s.card)
            }
        })
        .collect();
    let _ = write!(
        text,
        "\nSlots ({} of {}): {}.",
        slots.len(),
        game.pack().numbers.slots,
        if slots.is_empty() {
            "empty".to_string()
        } else {
            slots.join(", ")
        }
    );
    if !game.discards(seat).is_empty() {
        let d: Vec<String> = game.discards(seat).iter().map(|c| card(game, *c)).collect();
        let _ = write!(text, "\nDiscard pile: {}.", d.join(", "));
    }
    let _ = write!(
        text,
        "\nRage {} of {}, Axes {}, Horns {}; {} Glory.\n*{}*",
        game.rage(seat),
        game.stat(seat, Stat::Rage),
        game.stat(seat, Stat::Axes),
        game.stat(seat, Stat::Horns),
        game.glory()[seat.index()],
        game.pack().notice
    );
    text
}

/// What an optional offer is about, in words.
pub fn offer(game: &Game, seat: Seat, offer: Offer) -> String {
    match offer {
        Offer::Protect(f) => format!(
            "Frigga's Protection: pay 1 Rage to keep your {} in {}?",
            figure(game, seat, f),
            location(game, game.figure(f).loc)
        ),
        Offer::Retreat(_) => {
            "The Völur Witch would be destroyed: retreat to Odin's Throne instead?".into()
        }
        Offer::Succor(c) => format!(
            "Frigga's Succor: put a Warrior from your reserve into {} for free?",
            chamber(game, c)
        ),
        Offer::ThorsDomain(c) => format!(
            "Thor's Domain: pay 2 Rage to contest {} now?",
            chamber(game, c)
        ),
        Offer::Blessing(c) => format!(
            "Loki's Blessing: put a Warrior from your reserve into {} for free?",
            chamber(game, c)
        ),
    }
}

/// The question of the awaited decision, for `seat`.
pub fn question(game: &Game, seat: Seat) -> String {
    let Some(ask) = game.ask() else {
        return "Nothing to decide for you right now.".into();
    };
    match ask {
        Ask::Draft => {
            let kept = game.draft().map_or(0, |d| d.kept[seat.index()].len());
            format!(
                "**Draft** (Age {}), pick {} of {}: keep one card of this packet; the rest pass {}.",
                game.age(),
                kept + 1,
                game.pack().numbers.keep,
                if game.age() == 2 { "right" } else { "left" }
            )
        }
        Ask::Keep => "**End of Age**: keep up to three cards of your hand and discard pile for \
                      the next Age; the rest leave the game."
            .into(),
        Ask::Play => {
            let at = game
                .battle()
                .map(|b| chamber(game, b.chamber))
                .unwrap_or_default();
            format!(
                "**Battle in {at}**: choose a card to play face down (a battle card adds its \
                 STR; others add nothing). Winners discard their cards; losers take them back."
            )
        }
        Ask::Turn(_) => format!(
            "**Your turn** (Age {}, {} Rage left): choose an action.",
            game.age(),
            game.rage(seat)
        ),
        Ask::March(_, from) => format!(
            "**March** from {}: move another figure to an adjacent chamber, or finish.",
            chamber(game, *from)
        ),
        Ask::Call(_, at) => format!(
            "**Call to Battle** in {}: move one figure from an adjacent chamber into it, or stay \
             out.",
            chamber(game, *at)
        ),
        Ask::Late(_) => "**Late card**: add Heimdall's Eye or Gaze now, or pass.".into(),
        Ask::Raise { optional, .. } => {
            if *optional {
                "**Quest fulfilled**: raise a stat one step (then you gain your Horns in Glory), \
                 or raise none."
                    .into()
            } else {
                "**Raise a stat** one step.".into()
            }
        }
        Ask::Choose { .. } => match (game.phase(), game.battle()) {
            (_, Some(_)) => {
                "**Odin's Tide**: choose the one figure you keep in the chamber.".into()
            }
            _ => "**Choose a figure**.".into(),
        },
        Ask::Move(..) => "**Move a figure** to an adjacent chamber, or decline.".into(),
        Ask::Accept(_, o) => offer(game, seat, *o),
        Ask::BuyBack(_) => {
            "**Tyr's Prowess**: pay 1 Rage per card to take your played cards back, or finish."
                .into()
        }
        Ask::Steal(_) => "**Loki's reward**: choose a clan to take 2 Glory from.".into(),
        Ask::Place(_) => {
            "**Freya's reward**: put a figure from your reserve into a common chamber for free, \
             or decline."
                .into()
        }
        Ask::Take(..) => "**Baldr's reward**: keep one of these cards; the others go to the \
                          bottom of the deck."
            .into(),
    }
}

/// The draft packet of `seat` to deliver by direct message: a key that changes with each new
/// packet (its cards hashed, so a pick taken back and made again is sent again) and a title.
pub fn delivery(game: &Game, seat: Seat, _lang: Lang) -> Option<Delivery> {
    if !matches!(game.ask(), Some(Ask::Draft)) || !game.awaited().contains(seat) {
        return None;
    }
    let d = game.draft()?;
    let packet = &d.packets[seat.index()];
    let pick = d.kept[seat.index()].len() + 1;
    let cards = packet.iter().fold(0x811c_9dc5_u32, |h, c| {
        (h ^ u32::from(c.0)).wrapping_mul(0x0100_0193)
    });
    Some(Delivery {
        key: format!("v{}.{pick}.{}.{cards:08x}", game.age(), packet.len()),
        title: format!("Age {}, pick {pick}", game.age()),
    })
}

/// Every card of the built-in pack in one line each, for `/card` and the catalogue.
pub fn catalogue_lines(json: bool) -> Vec<String> {
    let pack = crate::engine::valhalla::pack::provisional();
    (0..pack.cards.len() as u16)
        .map(CardId)
        .map(|id| {
            let c = pack.card(id);
            if json {
                serde_json::json!({
                    "rules": "valhalla",
                    "pack": pack.id,
                    "id": c.id,
                    "name": c.name,
                    "effect": c.effect.id(),
                    "value": c.value,
                    "text": c.text,
                })
                .to_string()
            } else {
                format!("Valhalla ({}): {}", pack.notice, card_line(pack, id))
            }
        })
        .collect()
}

/// Suggestions for `/card` among Valhalla's cards: (label, value).
pub fn card_suggestions(_lang: Lang) -> Vec<(String, String)> {
    let pack = crate::engine::valhalla::pack::provisional();
    pack.cards
        .iter()
        .map(|c| {
            (
                format!("{} (Valhalla, provisional)", c.name),
                format!("valhalla:{}", c.id),
            )
        })
        .collect()
}

/// A card of `pack` by a suggestion's value (`valhalla:tyrs_smash`), its id or its name.
pub fn find_card(pack: &Pack, name: &str) -> Option<CardId> {
    let t = name.trim().to_lowercase();
    let t = t.strip_prefix("valhalla:").unwrap_or(&t);
    (0..pack.cards.len() as u16).map(CardId).find(|id| {
        let c = pack.card(*id);
        c.id == t || c.name.to_lowercase() == t
    })
}

/// A Valhalla card's numbers and text by a suggestion's value or its name, with the
/// provisional label.
pub fn card_text(name: &str, _lang: Lang) -> Option<String> {
    let pack = crate::engine::valhalla::pack::provisional();
    let id = find_card(pack, name)?;
    Some(format!(
        "{}\n*Blood Rage: Valhalla — {}*",
        card_line(pack, id),
        pack.notice
    ))
}
