//! Blood Rage in sentences: refusals, where a game stands, a seat's cards, the opening message,
//! the draft packets delivered by direct message, and card look-ups.

use super::images;
use crate::engine::Seat;
use crate::engine::base::data::{CardId, CardKind, catalogue, normalise};
use crate::engine::base::{Decision, Game, RuleError};
use crate::present::{Delivery, Names};
use std::fmt::Write as _;

/// `text` with its first letter in upper case.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// Why a command was refused, as a sentence (without a final full stop).
pub fn refusal(_game: &Game, error: &RuleError, names: &Names) -> String {
    match error {
        // Seats mean nothing to players: name who is awaited.
        RuleError::NotYourTurn { waiting, decision } => {
            let who: Vec<&str> = waiting.iter().map(|s| names.plain(*s)).collect();
            format!(
                "Not your turn: the game is waiting for {} to {decision}",
                who.join(", ")
            )
        }
        other => capitalised(&other.to_string()),
    }
}

fn list(cards: &[CardId]) -> String {
    if cards.is_empty() {
        "none".into()
    } else {
        cards
            .iter()
            .map(|c| c.def().name.clone())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// A seat's own cards in words: hand, draft packet, committed quests.
pub fn hand(game: &Game, seat: Seat) -> String {
    let private = game.private_view(seat);
    let mut text = format!("Hand: {}", list(&private.hand));
    if !private.pack.is_empty() {
        let _ = write!(text, "\nDraft packet: {}", list(&private.pack));
    }
    if !private.quests.is_empty() {
        let _ = write!(text, "\nCommitted quests: {}", list(&private.quests));
    }
    text
}

/// Where the game stands: Age, phase, who is awaited for what, and Glory.
pub fn status(game: &Game, names: &Names) -> String {
    let view = game.public_view();
    let scores: Vec<String> = view
        .clans
        .iter()
        .map(|c| format!("{} {}", names.of(c.seat), c.glory))
        .collect();
    let waiting = match game.pending() {
        Some(p) => {
            let who: Vec<&str> = p.seats.iter().map(|s| names.of(s)).collect();
            format!("Waiting for {}: {}.", who.join(", "), p.decision.describe())
        }
        None => "The game is over.".into(),
    };
    format!(
        "Age {}, {} phase. {waiting}\nGlory: {}.",
        view.age,
        view.phase.name(),
        scores.join(", ")
    )
}

/// What a kind of decision asks, from its stored name.
pub fn decision_label(kind: &str) -> String {
    Decision::describe_kind(kind).map_or_else(|| kind.replace('_', " "), str::to_string)
}

/// The opening message: turn order, first player, the Ragnarök order, provinces already gone.
pub fn opening(game: &Game, names: &Names) -> String {
    let view = game.public_view();
    let order: Vec<&str> = (0..game.players()).map(|s| names.of(Seat(s))).collect();
    let destroyed: Vec<String> = view
        .provinces
        .iter()
        .filter(|p| p.destroyed)
        .map(|p| p.id.name().to_string())
        .collect();
    format!(
        "## The game begins!\nTurn order: {}. First player: {}.\nRagnarök will destroy {}, then {}, then {}.{}",
        order.join(" → "),
        names.of(view.first_player),
        view.ragnarok[0],
        view.ragnarok[1],
        view.ragnarok[2],
        if destroyed.is_empty() {
            String::new()
        } else {
            format!("\nAlready destroyed: {}.", destroyed.join(", "))
        }
    )
}

/// The draft packet in front of an awaited seat, delivered by direct message once per pick.
pub fn delivery(game: &Game, seat: Seat) -> Option<Delivery> {
    let pending = game.pending().filter(|p| p.seats.contains(seat))?;
    let Decision::Draft { age, round, .. } = pending.decision else {
        return None;
    };
    let pack = game.private_view(seat).pack;
    Some(Delivery {
        key: format!("{age}.{round}.{}", pack.len()),
        title: format!("Age {age}, pick {round}"),
    })
}

fn kind_name(kind: CardKind) -> &'static str {
    match kind {
        CardKind::Battle => "battle",
        CardKind::Upgrade => "upgrade",
        CardKind::Monster => "monster",
        CardKind::Quest => "quest",
    }
}

/// Every card name of the catalogue, once per Age it appears in: `(label, value)`, where the
/// value is `Name@Age` (a name can appear in several Ages).
pub fn card_suggestions() -> Vec<(String, String)> {
    let mut seen: Vec<String> = Vec::new();
    let mut out = Vec::new();
    for row in &catalogue().rows {
        let key = format!("{} (Age {})", row.name, row.age);
        if seen.contains(&key) {
            continue;
        }
        seen.push(key.clone());
        out.push((
            format!("{key}, {}", kind_name(row.kind)),
            format!("{}@{}", row.name, row.age),
        ));
    }
    out
}

/// The printed row a name means: `Name@Age` (as suggested) or a typed name.
fn row_named(name: &str) -> Option<&'static crate::engine::base::data::CardDef> {
    let (wanted, age) = name
        .rsplit_once('@')
        .and_then(|(n, a)| Some((n, Some(a.trim().parse::<u8>().ok()?))))
        .unwrap_or((name, None));
    catalogue()
        .rows
        .iter()
        .find(|r| normalise(&r.name) == normalise(wanted) && age.is_none_or(|a| r.age == a))
        .or_else(|| catalogue().find(wanted))
}

/// A card's numbers and text, by `Name@Age` or a typed name.
pub fn card(name: &str) -> Option<String> {
    let row = row_named(name)?;
    let copies: Vec<String> = catalogue()
        .rows
        .iter()
        .filter(|r| r.id == row.id && r.age == row.age)
        .map(|r| {
            if r.marker == 0 {
                format!("{}×", r.copies)
            } else {
                format!("{}× ({}+)", r.copies, r.marker)
            }
        })
        .collect();
    Some(format!(
        "**{}** — Age {}, {}\n{}",
        row.name,
        row.age,
        copies.join(", "),
        row.text
    ))
}

/// A card's picture, by `Name@Age` or a typed name.
pub fn card_png(name: &str) -> Option<Vec<u8>> {
    let row = row_named(name)?;
    let card = (0..catalogue().cards.len() as u8)
        .map(CardId)
        .find(|c| c.def().row == row.row)?;
    Some(images::card_png(card))
}

/// The card catalogue, a line per printed row: in words, or as JSON objects (with each card's
/// timing point, for tools).
pub fn catalogue_lines(json: bool) -> Vec<String> {
    catalogue()
        .rows
        .iter()
        .map(|row| {
            let kind = kind_name(row.kind);
            if json {
                serde_json::json!({
                    "age": row.age,
                    "name": row.name,
                    "kind": kind,
                    "str": row.str,
                    "marker": if row.marker == 0 { None } else { Some(row.marker) },
                    "copies": row.copies,
                    "god": row.god,
                    "slot": row.slot,
                    "cost": row.cost,
                    "glory": row.glory,
                    "late": row.late,
                    "timing": crate::engine::base::effect_kind(row.id),
                    "effect": row.text,
                })
                .to_string()
            } else {
                let marker = if row.marker == 0 {
                    String::new()
                } else {
                    format!(" [{}+]", row.marker)
                };
                format!(
                    "Age {} {:<20} {:<8}{} x{}: {}",
                    row.age, row.name, kind, marker, row.copies, row.text
                )
            }
        })
        .collect()
}
