//! Valhalla in words: names of clans, chambers, figures, cards and stats; what each decision
//! asks; refusals; the status line; a seat's own cards; the card look-up with its "provisional
//! content" label.

use super::terms;
use crate::engine::valhalla::DecisionKind;
use crate::engine::valhalla::pack::{CardKind, Effect, Pack, Reward, Stat, UpgradeKind};
use crate::engine::valhalla::{
    Ask, CardId, ChamberId, FigureId, Game, Kind, Loc, Offer, Phase, RuleError,
};
use crate::engine::{Rules, Seat};
use crate::present::locale::{self, Lang, t};
use crate::present::{Delivery, Names};
use crate::vocabulary::Vocabulary as _;

/// A seat's clan ("Bear", "Ours").
pub fn clan(game: &Game, seat: Seat, lang: Lang) -> String {
    game.config()
        .clan_names()
        .get(seat)
        .map_or_else(|| t!(lang, "vh-clan"), |c| locale::clan(lang, *c))
}

/// A chamber's name.
pub fn chamber(game: &Game, id: ChamberId, lang: Lang) -> String {
    terms::chamber(game.pack(), id, lang)
}

/// A card's name (as printed in every language, but for the quests' descriptive names).
pub fn card(game: &Game, id: CardId, lang: Lang) -> String {
    terms::card_name(game.pack(), id, lang)
}

/// A figure's kind in words ("Warrior", "Elite", "Troll").
pub fn kind(game: &Game, kind: Kind, lang: Lang) -> String {
    match kind {
        Kind::Warrior => t!(lang, "vh-kind-warrior"),
        Kind::Elite => t!(lang, "vh-kind-elite"),
        Kind::Monster(c) => card(game, c, lang),
    }
}

/// A figure, for its owner ("Warrior") or for others ("Bear Warrior").
pub fn figure(game: &Game, seat: Seat, id: FigureId, lang: Lang) -> String {
    let f = game.figure(id);
    match f.owner {
        Some(owner) if owner != seat => t!(
            lang,
            "vh-figure-of",
            clan = clan(game, owner, lang),
            figure = kind(game, f.kind, lang)
        ),
        _ => kind(game, f.kind, lang),
    }
}

/// Where a figure is, in words.
pub fn location(game: &Game, loc: Loc, lang: Lang) -> String {
    match loc {
        Loc::Aside => t!(lang, "vh-loc-aside"),
        Loc::Reserve => t!(lang, "vh-loc-reserve"),
        Loc::Chamber(c) => chamber(game, c, lang),
        Loc::KillPile(s) => t!(lang, "vh-loc-kill-pile", clan = clan(game, s, lang)),
        Loc::Sauna => t!(lang, "vh-loc-sauna"),
    }
}

/// A stat's name.
pub fn stat(stat: Stat, lang: Lang) -> String {
    terms::stat(stat, lang)
}

/// A reward in words ("raise Axes", "5 Glory").
pub fn reward(reward: &Reward, lang: Lang) -> String {
    match reward {
        Reward::RaiseStat(s) => t!(lang, "vh-reward-raise", stat = stat(*s, lang)),
        Reward::RaiseAnyStat => t!(lang, "vh-reward-raise-any"),
        Reward::Glory(n) => t!(lang, "vh-reward-glory", count = *n),
        Reward::DestroyEnemyAnywhere => t!(lang, "vh-reward-destroy"),
        Reward::GloryAxes => t!(lang, "vh-reward-glory-axes"),
        Reward::StealGlory(n) => t!(lang, "vh-reward-steal", count = *n),
        Reward::FreeSummon => t!(lang, "vh-reward-free-summon"),
        Reward::LookTop(n) => t!(lang, "vh-reward-look-top", count = *n),
    }
}

/// What a claim of `chamber` pays now.
pub fn rewards(game: &Game, chamber: ChamberId, lang: Lang) -> String {
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
    let words: Vec<String> = items.iter().map(|r| reward(r, lang)).collect();
    words.join(&t!(lang, "vh-and"))
}

/// The phase in words.
pub fn phase(game: &Game, lang: Lang) -> String {
    t!(
        lang,
        match game.phase() {
            Phase::GodArrives => "vh-phase-god-arrives",
            Phase::Draft => "vh-phase-draft",
            Phase::Action => "vh-phase-action",
            Phase::Quest => "vh-phase-quest",
            Phase::ProveValor => "vh-phase-prove-valor",
            Phase::Release => "vh-phase-release",
            Phase::EndOfAge => "vh-phase-end-of-age",
            Phase::Over => "vh-phase-over",
        }
    )
}

/// What the awaited seats must do, in a few words.
pub fn decision(game: &Game, lang: Lang) -> String {
    label(game.decision_kind(), lang)
}

/// What a kind of decision asks, from its stored name (its slug; a name no kind has is a
/// decision all the same).
pub fn describe_kind(kind: &str, lang: Lang) -> String {
    DecisionKind::from_slug(kind).map_or_else(|| t!(lang, "vh-decision-other"), |k| label(k, lang))
}

/// What a kind of decision asks, in `lang`.
pub fn label(kind: DecisionKind, lang: Lang) -> String {
    locale::word(lang, "vh-decision-", kind)
}

/// Why a command was refused, in a sentence.
pub fn refusal(game: &Game, error: &RuleError, names: &Names, lang: Lang) -> String {
    match error {
        RuleError::GameOver => t!(lang, "vh-refuse-over"),
        RuleError::NotYourDecision => {
            let who: Vec<&str> = game.awaited().iter().map(|s| names.plain(s)).collect();
            t!(
                lang,
                "vh-refuse-not-yours",
                who = who.join(", "),
                decision = decision(game, lang)
            )
        }
        RuleError::Illegal { decision } => {
            t!(lang, "vh-refuse-illegal", decision = label(*decision, lang))
        }
    }
}

/// Where the game stands, for everyone.
pub fn status(game: &Game, names: &Names, lang: Lang) -> String {
    let players = game.config().players;
    let scores: Vec<String> = (0..players)
        .map(Seat)
        .map(|s| {
            t!(
                lang,
                "vh-score",
                player = names.of(s),
                glory = game.glory_of(s),
                rage = game.stat(s, Stat::Rage),
                axes = game.stat(s, Stat::Axes),
                horns = game.stat(s, Stat::Horns)
            )
        })
        .collect();
    let waiting = if game.outcome().is_some() {
        t!(lang, "vh-status-over")
    } else {
        let who: Vec<&str> = game.awaited().iter().map(|s| names.of(s)).collect();
        t!(
            lang,
            "vh-status-waiting",
            who = who.join(", "),
            decision = decision(game, lang)
        )
    };
    let gods: Vec<String> = game
        .pack()
        .chamber_ids()
        .filter_map(|c| {
            game.god_in(c).map(|g| {
                t!(
                    lang,
                    "vh-god-in",
                    god = game.pack().god(g).name.as_str(),
                    chamber = chamber(game, c, lang)
                )
            })
        })
        .collect();
    t!(
        lang,
        "vh-status",
        age = game.age(),
        phase = phase(game, lang),
        gods = if gods.is_empty() {
            t!(lang, "vh-gods-none")
        } else {
            gods.join(", ")
        },
        waiting = waiting,
        scores = scores.join(&crate::present::locale::semicolon(lang)),
        notice = terms::notice(game.pack(), lang)
    )
}

/// A card in one line: name, kind and value, text.
pub fn card_line(pack: &Pack, id: CardId, lang: Lang) -> String {
    let c = pack.card(id);
    let what = match c.kind {
        CardKind::Battle if c.effect == Effect::MatchHighest => t!(lang, "vh-card-battle-x"),
        CardKind::Battle => t!(lang, "vh-card-battle", value = c.value),
        CardKind::Upgrade(UpgradeKind::Elite) => t!(lang, "vh-card-elite", cost = c.value),
        CardKind::Upgrade(UpgradeKind::Clan) => t!(lang, "vh-card-clan", cost = c.value),
        CardKind::Quest => t!(lang, "vh-card-quest"),
        CardKind::Monster => t!(
            lang,
            "vh-card-monster",
            str = c.monster.map_or(0, |m| m.str),
            cost = c.value,
            base = match c.monster.map(|m| m.base) {
                Some(crate::engine::valhalla::pack::Size::Large) => t!(lang, "vh-base-large"),
                _ => t!(lang, "vh-base-small"),
            }
        ),
    };
    t!(
        lang,
        "vh-card-line",
        name = terms::card_name(pack, id, lang),
        what = what,
        text = terms::card_text(pack, id, lang)
    )
}

/// A seat's own cards and sheet, in words (private to that seat).
pub fn hand(game: &Game, seat: Seat, lang: Lang) -> String {
    let list = |cards: &[CardId]| -> String {
        if cards.is_empty() {
            t!(lang, "vh-hand-none")
        } else {
            cards
                .iter()
                .map(|c| card_line(game.pack(), *c, lang))
                .collect::<Vec<_>>()
                .join("\n")
        }
    };
    let mut lines = vec![t!(lang, "vh-hand", cards = list(game.hand(seat)))];
    if !game.aside(seat).is_empty() {
        lines.push(t!(lang, "vh-hand-aside", cards = list(game.aside(seat))));
    }
    if let Some(d) = game.draft() {
        let kept = &d.kept[seat];
        if !kept.is_empty() {
            lines.push(t!(lang, "vh-hand-kept", cards = list(kept)));
        }
    }
    let slots: Vec<String> = game
        .slots(seat)
        .iter()
        .map(|s| {
            if s.quest {
                t!(lang, "vh-slot-quest", card = card(game, s.card, lang))
            } else {
                card(game, s.card, lang)
            }
        })
        .collect();
    lines.push(t!(
        lang,
        "vh-hand-slots",
        used = slots.len(),
        slots = game.pack().numbers.slots,
        cards = if slots.is_empty() {
            t!(lang, "vh-slots-empty")
        } else {
            slots.join(", ")
        }
    ));
    if !game.discards(seat).is_empty() {
        let d: Vec<String> = game
            .discards(seat)
            .iter()
            .map(|c| card(game, *c, lang))
            .collect();
        lines.push(t!(lang, "vh-hand-discards", cards = d.join(", ")));
    }
    lines.push(t!(
        lang,
        "vh-hand-sheet",
        rage = game.rage(seat),
        stat = game.stat(seat, Stat::Rage),
        axes = game.stat(seat, Stat::Axes),
        horns = game.stat(seat, Stat::Horns),
        glory = game.glory_of(seat),
        notice = terms::notice(game.pack(), lang)
    ));
    lines.join("\n")
}

/// What an optional offer is about, in words.
pub fn offer(game: &Game, seat: Seat, offer: Offer, lang: Lang) -> String {
    match offer {
        Offer::Protect(f) => t!(
            lang,
            "vh-offer-protect",
            figure = figure(game, seat, f, lang),
            place = location(game, game.figure(f).loc, lang)
        ),
        Offer::Retreat(_) => t!(lang, "vh-offer-retreat"),
        Offer::Succor(c) => t!(lang, "vh-offer-succor", chamber = chamber(game, c, lang)),
        Offer::ThorsDomain(c) => {
            t!(
                lang,
                "vh-offer-thors-domain",
                chamber = chamber(game, c, lang)
            )
        }
        Offer::Blessing(c) => t!(lang, "vh-offer-blessing", chamber = chamber(game, c, lang)),
    }
}

/// The question of the awaited decision, for `seat`.
pub fn question(game: &Game, seat: Seat, lang: Lang) -> String {
    let Some(ask) = game.ask() else {
        return t!(lang, "vh-nothing-to-decide");
    };
    match ask {
        Ask::Draft => {
            let kept = game.draft().map_or(0, |d| d.kept[seat].len());
            t!(
                lang,
                "vh-ask-draft",
                age = game.age(),
                pick = kept + 1,
                keep = game.pack().numbers.keep,
                direction = if game.age() == 2 {
                    t!(lang, "vh-pass-right")
                } else {
                    t!(lang, "vh-pass-left")
                }
            )
        }
        Ask::Keep => t!(lang, "vh-ask-keep"),
        Ask::Play => {
            let at = game
                .battle()
                .map(|b| chamber(game, b.chamber, lang))
                .unwrap_or_default();
            t!(lang, "vh-ask-play", at = at)
        }
        Ask::Turn(_) => t!(
            lang,
            "vh-ask-turn",
            age = game.age(),
            rage = game.rage(seat)
        ),
        Ask::March(_, from) => t!(lang, "vh-ask-march", from = chamber(game, *from, lang)),
        Ask::Call(_, at) => t!(lang, "vh-ask-call", at = chamber(game, *at, lang)),
        Ask::Late(_) => t!(lang, "vh-ask-late"),
        Ask::Raise { optional, .. } => {
            if *optional {
                t!(lang, "vh-ask-raise-optional")
            } else {
                t!(lang, "vh-ask-raise")
            }
        }
        Ask::Choose { .. } => match (game.phase(), game.battle()) {
            (_, Some(_)) => t!(lang, "vh-ask-odins-tide"),
            _ => t!(lang, "vh-ask-choose"),
        },
        Ask::Move(..) => t!(lang, "vh-ask-move"),
        Ask::Accept(_, o) => offer(game, seat, *o, lang),
        Ask::BuyBack(_) => t!(lang, "vh-ask-buy-back"),
        Ask::Steal(_) => t!(lang, "vh-ask-steal"),
        Ask::Place(_) => t!(lang, "vh-ask-place"),
        Ask::Take(..) => t!(lang, "vh-ask-take"),
    }
}

/// The draft packet of `seat` to deliver by direct message: a key that changes with each new
/// packet (its cards hashed, so a pick taken back and made again is sent again) and a title.
pub fn delivery(game: &Game, seat: Seat, lang: Lang) -> Option<Delivery> {
    if !matches!(game.ask(), Some(Ask::Draft)) || !game.awaited().contains(seat) {
        return None;
    }
    let d = game.draft()?;
    let packet = &d.packets[seat];
    let pick = d.kept[seat].len() + 1;
    let cards = packet.iter().fold(0x811c_9dc5_u32, |h, c| {
        (h ^ u32::from(c.0)).wrapping_mul(0x0100_0193)
    });
    Some(Delivery {
        key: format!("v{}.{pick}.{}.{cards:08x}", game.age(), packet.len()),
        title: t!(lang, "vh-delivery-title", age = game.age(), pick = pick),
    })
}

/// Every card of the built-in pack in one line each, for the `cards` command (English).
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
                t!(
                    Lang::En,
                    "vh-card-catalogue",
                    notice = pack.notice.as_str(),
                    line = card_line(pack, id, Lang::En)
                )
            }
        })
        .collect()
}

/// Suggestions for `/card` among Valhalla's cards: (label, value).
pub fn card_suggestions(lang: Lang) -> Vec<(String, String)> {
    let pack = crate::engine::valhalla::pack::provisional();
    (0..pack.cards.len() as u16)
        .map(CardId)
        .map(|id| {
            (
                t!(
                    lang,
                    "vh-card-suggestion",
                    name = terms::card_name(pack, id, lang)
                ),
                format!("valhalla:{}", pack.card(id).id),
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
pub fn card_text(name: &str, lang: Lang) -> Option<String> {
    let pack = crate::engine::valhalla::pack::provisional();
    let id = find_card(pack, name)?;
    Some(t!(
        lang,
        "vh-card-lookup",
        line = card_line(pack, id, lang),
        notice = terms::notice(pack, lang)
    ))
}
