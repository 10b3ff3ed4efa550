//! Blood Rage in sentences: refusals, where a game stands, a seat's cards, the opening message,
//! the draft packets delivered by direct message, and card look-ups.

use super::images;
use crate::engine::Seat;
use crate::engine::base::data::{CardId, CardKind, catalogue, normalise};
use crate::engine::base::{Decision, Game, RuleError};
use crate::present::locale::{self, Lang};
use crate::present::{Delivery, Names};
use std::fmt::Write as _;

/// What a kind of command does, as the verb a player would use ("You can't pass now").
fn doing(kind: &str) -> &'static str {
    match kind {
        "draft" => "draft a card",
        "invade" => "invade",
        "march" => "march",
        "upgrade" => "play an upgrade",
        "quest" => "commit to a quest",
        "pillage" => "pillage",
        "challenge" => "use Tyr's Challenge",
        "sacrifice" => "use Frigga's Sacrifice",
        "recall" => "bring a figure back from Valhalla",
        "pass" => "pass",
        "move" => "move a figure",
        "join" => "join a battle",
        "play" => "play a battle card",
        "count_quest" => "count a quest as a battle card",
        "keep" => "keep a card",
        "spare" => "choose a figure to spare",
        "destroy" => "sacrifice a figure",
        "protect" => "protect a figure",
        "retreat" => "retreat the Völur Witch",
        "raise" => "raise a stat",
        "move_leader" => "move your Leader",
        "accept" => "accept an offer",
        _ => "decline or finish",
    }
}

/// Why a command was refused, as a sentence a player would say, ending with a full stop.
pub fn refusal(_game: &Game, error: &RuleError, names: &Names, _lang: Lang) -> String {
    match error {
        RuleError::GameOver => {
            "The game is over: `/log` and `/game status` show how it ended.".into()
        }
        RuleError::NoSuchSeat { .. } => "That seat is not at this table.".into(),
        // Seats mean nothing to players: name who is awaited.
        RuleError::NotYourTurn { waiting, decision } => {
            let who: Vec<&str> = waiting.iter().map(|s| names.plain(*s)).collect();
            format!(
                "It isn't your turn: the game is waiting for {} to {decision}.",
                who.join(", ")
            )
        }
        RuleError::WrongDecision { got, expected } => {
            format!("You can't {} now: you must {expected}.", doing(got))
        }
        RuleError::UnknownCard { .. } => "That card is not in this game.".into(),
        RuleError::CardNotInHand { card } => format!("{card} is not in your hand."),
        RuleError::CardNotInPack { card } => {
            format!("{card} is not in the packet in front of you.")
        }
        RuleError::WrongCardKind { card, wanted } => format!("{card} is not {wanted}."),
        RuleError::NoRage => "You have no Rage left: you can only pass.".into(),
        RuleError::NotEnoughRage { need, have } => {
            format!("That costs {need} Rage and you have {have}.")
        }
        RuleError::HornsLimit { on_board, horns } => format!(
            "Your Horns allow {horns} figures on the board, and you have {on_board} there already."
        ),
        RuleError::ProvinceDestroyed { province } => format!(
            "{province} was destroyed by Ragnarök: nothing can go there or be pillaged there."
        ),
        RuleError::ProvinceFull { province, villages } => {
            format!("{province} is full: all {villages} villages are taken.")
        }
        RuleError::NotInReserve { figure } => format!("Your {figure} is not in your reserve."),
        RuleError::NotInValhalla { figure } => format!("Your {figure} is not in Valhalla."),
        RuleError::FigureNotThere { figure, place } => {
            format!("You have no {figure} in {place}.")
        }
        RuleError::WrongWaters { figure, place } => format!(
            "Your {figure} can't go to {place}: ships and the Sea Serpent go only into fjords, \
             other figures only into provinces."
        ),
        RuleError::ShipsNeverMove { figure } => {
            format!("Your {figure} can't move once it is on the board.")
        }
        RuleError::NoInvadeIntoYggdrasil => {
            "Only the Dark Elf can invade Yggdrasil: march there instead.".into()
        }
        RuleError::FjordClosed { place } => {
            format!("{place} is closed: both of its provinces are destroyed.")
        }
        RuleError::SameProvince => "A march must go to another province.".into(),
        RuleError::NotAdjacent { from, to } => format!("{from} does not border {to}."),
        RuleError::AlreadyPillaged { province } => {
            format!("{province} has already been pillaged this Age.")
        }
        RuleError::NotPillagedYet { province } => {
            format!("{province} has not been pillaged this Age yet: pillage it normally.")
        }
        RuleError::NotPresent { province } => {
            format!("To pillage {province} you need a figure there, or a ship in its fjord.")
        }
        RuleError::MissingUpgrade { card } => {
            format!("You need {card} on your clan sheet for that.")
        }
        RuleError::NoSuchSlot { count, .. } => {
            format!("That card has {count} slot(s) to go into: choose one from the suggestions.")
        }
        RuleError::StatAtTop { stat } => {
            format!("Your {} is already on its last step.", stat.name())
        }
        RuleError::NotOffered { options } => {
            format!("That choice is not offered now: {options}.")
        }
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
pub fn hand(game: &Game, seat: Seat, _lang: Lang) -> String {
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
pub fn status(game: &Game, names: &Names, _lang: Lang) -> String {
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
pub fn decision_label(kind: &str, lang: Lang) -> String {
    let key = format!("decision-{}", kind.replace('_', "-"));
    if Decision::describe_kind(kind).is_some() && locale::has(&key) {
        locale::tr(lang, &key, &[])
    } else {
        kind.replace('_', " ")
    }
}

/// The opening message: turn order, first player, the Ragnarök order, provinces already gone.
pub fn opening(game: &Game, names: &Names, _lang: Lang) -> String {
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
pub fn delivery(game: &Game, seat: Seat, _lang: Lang) -> Option<Delivery> {
    let pending = game.pending().filter(|p| p.seats.contains(seat))?;
    let Decision::Draft { age, round, .. } = pending.decision else {
        return None;
    };
    let pack = game.private_view(seat).pack;
    // The packet's cards are in the key (as a short hash): a pick taken back and made again
    // leaves a packet of the same size with other cards, which must be sent again.
    let cards = pack.iter().fold(0x811c_9dc5_u32, |h, c| {
        (h ^ u32::from(c.0)).wrapping_mul(0x0100_0193)
    });
    Some(Delivery {
        key: format!("{age}.{round}.{}.{cards:08x}", pack.len()),
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
pub fn card_suggestions(_lang: Lang) -> Vec<(String, String)> {
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
pub fn card(name: &str, _lang: Lang) -> Option<String> {
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
pub fn card_png(name: &str, _lang: Lang) -> Option<Vec<u8>> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameConfig;
    use crate::engine::base::data::ProvinceId;

    #[test]
    fn refusals_read_as_sentences() {
        let game = Game::new(&GameConfig::base(3, 1)).unwrap();
        let names = Names {
            mention: Vec::new(),
            plain: vec!["Ann".into(), "Bo".into(), "Cy".into()],
        };
        let gimle = ProvinceId::parse("gimle").unwrap();
        let cases = [
            (
                RuleError::WrongDecision {
                    got: "pass",
                    expected: "draft a card",
                },
                "You can't pass now: you must draft a card.",
            ),
            (
                RuleError::NotYourTurn {
                    waiting: vec![Seat(1), Seat(2)],
                    decision: "choose a battle card",
                },
                "It isn't your turn: the game is waiting for Bo, Cy to choose a battle card.",
            ),
            (
                RuleError::NotEnoughRage { need: 2, have: 1 },
                "That costs 2 Rage and you have 1.",
            ),
            (
                RuleError::ProvinceFull {
                    province: gimle,
                    villages: 5,
                },
                "Gimle is full: all 5 villages are taken.",
            ),
        ];
        for (error, sentence) in cases {
            assert_eq!(
                refusal(&game, &error, &names, crate::present::locale::Lang::En),
                sentence
            );
        }
        for kind in [
            "draft",
            "invade",
            "march",
            "upgrade",
            "quest",
            "pillage",
            "challenge",
            "sacrifice",
            "recall",
            "pass",
            "move",
            "join",
            "play",
            "count_quest",
            "keep",
            "spare",
            "destroy",
            "protect",
            "retreat",
            "raise",
            "move_leader",
            "accept",
            "done",
        ] {
            let text = refusal(
                &game,
                &RuleError::WrongDecision {
                    got: kind,
                    expected: "draft a card",
                },
                &names,
                crate::present::locale::Lang::En,
            );
            assert!(!text.contains('`') && !text.contains('_'), "{text}");
        }
    }
}
