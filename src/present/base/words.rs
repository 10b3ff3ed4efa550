//! Blood Rage in sentences: refusals, where a game stands, a seat's cards, the opening message,
//! the draft packets delivered by direct message, and card look-ups.

use super::terms;
use crate::engine::Seat;
use crate::engine::base::data::{CardId, CardKind, Expansion, catalogue, normalise};
use crate::engine::base::{
    Decision, DecisionKind, Game, God, NOT_OFFERED_LISTED, NotOffered, Phase, RuleError, Wanted,
};
use crate::present::locale::{self, Lang, t};
use crate::present::{Delivery, Names};
use crate::vocabulary::Vocabulary as _;

/// What a kind of command does, as the verb a player would use ("You can't pass now").
fn doing(kind: &str, lang: Lang) -> String {
    let key = match kind {
        "draft" | "invade" | "march" | "upgrade" | "quest" | "pillage" | "challenge"
        | "sacrifice" | "recall" | "pass" | "move" | "join" | "play" | "count_quest" | "keep"
        | "spare" | "destroy" | "protect" | "retreat" | "raise" | "move_leader" | "move_god"
        | "accept" => {
            format!("doing-{}", kind.replace('_', "-"))
        }
        _ => "doing-done".to_string(),
    };
    locale::tr(lang, &key, &[])
}

/// The kind of card a command needed, in `lang`.
fn wanted_words(wanted: Wanted, lang: Lang) -> String {
    match wanted {
        Wanted::Quest => t!(lang, "wanted-quest"),
        Wanted::Upgrade => t!(lang, "wanted-upgrade"),
        Wanted::Late => t!(lang, "wanted-late"),
    }
}

/// Why a choice is not offered, and what is instead.
fn not_offered(game: &Game, why: &NotOffered, lang: Lang) -> String {
    match why {
        NotOffered::SameStat { stat } => {
            let others: Vec<String> = crate::engine::base::data::Stat::ALL
                .iter()
                .filter(|s| *s != stat)
                .map(|s| terms::stat(lang, *s))
                .collect();
            t!(
                lang,
                "not-offered-same-stat",
                stats = others.join(&t!(lang, "not-offered-or"))
            )
        }
        NotOffered::NothingToMarch { province } => t!(
            lang,
            "not-offered-nothing-to-march",
            province = province.to_string()
        ),
        NotOffered::FirstEmptySlot { slot, first } => {
            t!(lang, "not-offered-first-slot", slot = *slot, first = *first)
        }
        NotOffered::TwinMonster { monster } => t!(
            lang,
            "not-offered-twin-monster",
            monster = terms::figure(lang, crate::engine::base::Figure::Monster(*monster))
        ),
        NotOffered::SacrificeNeedsTwo => t!(lang, "not-offered-sacrifice"),
        NotOffered::Choices { seat, legal } => {
            let mut options: Vec<String> = legal
                .iter()
                .take(NOT_OFFERED_LISTED)
                .map(|c| super::prompt::describe(game, *seat, c, lang))
                .collect();
            if legal.len() > NOT_OFFERED_LISTED {
                options.push(t!(
                    lang,
                    "not-offered-more",
                    count = legal.len() - NOT_OFFERED_LISTED
                ));
            }
            t!(
                lang,
                "not-offered-choices",
                choices = options.join(&crate::present::locale::semicolon(lang))
            )
        }
    }
}

/// Why a command was refused, as a sentence a player would say, ending with a full stop.
pub fn refusal(game: &Game, error: &RuleError, names: &Names, lang: Lang) -> String {
    let card = |c: &CardId| c.def().name.clone();
    let fig = |f: &crate::engine::base::Figure| terms::figure(lang, *f);
    match error {
        RuleError::GameOver => t!(lang, "refuse-game-over"),
        RuleError::NoSuchSeat { .. } => t!(lang, "refuse-no-such-seat"),
        // Seats mean nothing to players: name who is awaited.
        RuleError::NotYourTurn { waiting, decision } => {
            let who: Vec<&str> = waiting.iter().map(|s| names.plain(*s)).collect();
            t!(
                lang,
                "refuse-not-your-turn",
                players = who.join(", "),
                what = label(*decision, lang)
            )
        }
        RuleError::WrongDecision { got, expected } => t!(
            lang,
            "refuse-wrong-decision",
            doing = doing(got, lang),
            expected = label(*expected, lang)
        ),
        RuleError::UnknownCard { .. } => t!(lang, "refuse-unknown-card"),
        RuleError::CardNotInHand { card: c } => t!(lang, "refuse-not-in-hand", card = card(c)),
        RuleError::CardNotInPack { card: c } => t!(lang, "refuse-not-in-pack", card = card(c)),
        RuleError::WrongCardKind { card: c, wanted } => t!(
            lang,
            "refuse-wrong-kind",
            card = card(c),
            wanted = wanted_words(*wanted, lang)
        ),
        RuleError::NoRage => t!(lang, "refuse-no-rage"),
        RuleError::NotEnoughRage { need, have } => {
            t!(lang, "refuse-not-enough-rage", need = *need, have = *have)
        }
        RuleError::HornsLimit { on_board, horns } => {
            t!(lang, "refuse-horns", horns = *horns, on_board = *on_board)
        }
        RuleError::ProvinceDestroyed { province } => {
            t!(lang, "refuse-destroyed", province = province.to_string())
        }
        RuleError::ProvinceFull { province, villages } => t!(
            lang,
            "refuse-full",
            province = province.to_string(),
            villages = *villages
        ),
        RuleError::NotInReserve { figure } => {
            t!(lang, "refuse-not-in-reserve", figure = fig(figure))
        }
        RuleError::NotInValhalla { figure } => {
            t!(lang, "refuse-not-in-valhalla", figure = fig(figure))
        }
        RuleError::FigureNotThere { figure, place } => t!(
            lang,
            "refuse-not-there",
            figure = fig(figure),
            place = terms::place(lang, &place)
        ),
        RuleError::WrongWaters { figure, place } => t!(
            lang,
            "refuse-wrong-waters",
            figure = fig(figure),
            place = terms::place(lang, &place)
        ),
        RuleError::ShipsNeverMove { figure } => {
            t!(lang, "refuse-ships-never-move", figure = fig(figure))
        }
        RuleError::NoInvadeIntoYggdrasil => t!(lang, "refuse-yggdrasil"),
        RuleError::FjordClosed { place } => {
            t!(
                lang,
                "refuse-fjord-closed",
                place = terms::place(lang, &place)
            )
        }
        RuleError::SameProvince => t!(lang, "refuse-same-province"),
        RuleError::NotAdjacent { from, to } => t!(
            lang,
            "refuse-not-adjacent",
            from = terms::place(lang, &from),
            to = terms::place(lang, &to)
        ),
        RuleError::AlreadyPillaged { province } => {
            t!(
                lang,
                "refuse-already-pillaged",
                province = province.to_string()
            )
        }
        RuleError::NotPillagedYet { province } => {
            t!(
                lang,
                "refuse-not-pillaged-yet",
                province = province.to_string()
            )
        }
        RuleError::NotPresent { province } => {
            t!(lang, "refuse-not-present", province = province.to_string())
        }
        RuleError::MissingUpgrade { card } => {
            t!(lang, "refuse-missing-upgrade", card = card.printed())
        }
        RuleError::NoSuchSlot { count, .. } => t!(lang, "refuse-no-such-slot", count = *count),
        RuleError::StatAtTop { stat } => {
            t!(lang, "refuse-stat-at-top", stat = terms::stat(lang, *stat))
        }
        RuleError::NotOffered { why } => t!(
            lang,
            "refuse-not-offered",
            options = not_offered(game, why, lang)
        ),
    }
}

fn list(cards: &[CardId], lang: Lang) -> String {
    if cards.is_empty() {
        t!(lang, "none")
    } else {
        cards
            .iter()
            .map(|c| c.def().name.clone())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// A seat's own cards in words: hand, draft packet, committed quests.
pub fn hand(game: &Game, seat: Seat, lang: Lang) -> String {
    let private = game.private_view(seat);
    let mut text = t!(lang, "hand-cards", cards = list(&private.hand, lang));
    if !private.pack.is_empty() {
        text.push('\n');
        text.push_str(&t!(lang, "hand-packet", cards = list(&private.pack, lang)));
    }
    if !private.quests.is_empty() {
        text.push('\n');
        text.push_str(&t!(
            lang,
            "hand-quests",
            cards = list(&private.quests, lang)
        ));
    }
    text
}

/// A phase's name.
pub fn phase(phase: Phase, lang: Lang) -> String {
    let key = match phase {
        Phase::GodsGifts => "phase-gods-gifts",
        Phase::Action => "phase-action",
        Phase::Discard => "phase-discard",
        Phase::Quest => "phase-quest",
        Phase::Ragnarok => "phase-ragnarok",
        Phase::ReleaseValhalla => "phase-release-valhalla",
        Phase::GameOver => "phase-game-over",
    };
    locale::tr(lang, key, &[])
}

/// Where the game stands: Age, phase, who is awaited for what, and Glory.
pub fn status(game: &Game, names: &Names, lang: Lang) -> String {
    let view = game.public_view();
    let scores: Vec<String> = view
        .clans
        .iter()
        .map(|c| format!("{} {}", names.of(c.seat), c.glory))
        .collect();
    let waiting = match game.pending() {
        Some(p) => {
            let who: Vec<&str> = p.seats.iter().map(|s| names.of(s)).collect();
            t!(
                lang,
                "status-waiting-for",
                players = who.join(", "),
                what = label(p.decision.kind(), lang)
            )
        }
        None => t!(lang, "ask-game-over"),
    };
    let mut text = t!(
        lang,
        "status-line",
        age = view.age,
        phase = phase(view.phase, lang),
        waiting = waiting,
        scores = scores.join(", ")
    );
    push_options(&mut text, game, lang);
    text
}

/// The options line, and where the gods stand (Gods of Asgard), after a status or an opening.
fn push_options(text: &mut String, game: &Game, lang: Lang) {
    let options = options(game, lang);
    if !options.is_empty() {
        text.push('\n');
        text.push_str(&t!(lang, "status-options", options = options.join(", ")));
    }
    let gods: Vec<String> = game
        .public_view()
        .gods
        .iter()
        .map(|g| match g.province {
            Some(p) => t!(
                lang,
                "god-in",
                god = g.god.name(),
                province = terms::place(lang, &p)
            ),
            None => format!("**{}**", g.god.name()),
        })
        .collect();
    if !gods.is_empty() {
        text.push('\n');
        text.push_str(&t!(lang, "status-gods", gods = gods.join(", ")));
    }
}

/// A god with its title ("**Thor** the Victorious").
pub fn god(god: God, lang: Lang) -> String {
    t!(
        lang,
        "god-titled",
        god = god.name(),
        title = locale::tr(lang, &format!("god-{}-title", god.slug()), &[])
    )
}

/// A god's rule, for `/card` (the rule of Gods of Asgard as published sources describe it).
fn god_card(god: God, lang: Lang) -> String {
    t!(
        lang,
        "card-god",
        god = self::god(god, lang),
        text = locale::tr(lang, &format!("god-{}-rule", god.slug()), &[])
    )
}

/// The options a game was created with, in words (none: the game as printed).
pub fn options(game: &Game, lang: Lang) -> Vec<String> {
    let o = game.options();
    let mut out = Vec::new();
    if o.ks {
        out.push(t!(lang, "option-kickstarter"));
    }
    if o.gods {
        out.push(t!(lang, "option-gods"));
    }
    if o.mystics {
        out.push(t!(lang, "option-mystics"));
    }
    if o.ks_dupes {
        out.push(t!(lang, "option-ks-dupes"));
    }
    if o.boar_clan {
        out.push(t!(lang, "option-boar-clan"));
    }
    if o.age1_no_draft {
        out.push(t!(lang, "option-first-game"));
    }
    out
}

/// What a kind of decision asks, from its stored name (its slug; a name no kind has is shown
/// as it is, underscores as spaces).
pub fn decision_label(kind: &str, lang: Lang) -> String {
    DecisionKind::from_slug(kind).map_or_else(|| kind.replace('_', " "), |k| label(k, lang))
}

/// What a kind of decision asks, in `lang`.
pub fn label(kind: DecisionKind, lang: Lang) -> String {
    locale::word(lang, "decision-", kind)
}

/// The opening message: turn order, first player, the Ragnarök order, provinces already gone.
pub fn opening(game: &Game, names: &Names, lang: Lang) -> String {
    let view = game.public_view();
    let order: Vec<&str> = (0..game.players()).map(|s| names.of(Seat(s))).collect();
    let destroyed: Vec<String> = view
        .provinces
        .iter()
        .filter(|p| p.destroyed)
        .map(|p| p.id.name().to_string())
        .collect();
    let mut text = t!(
        lang,
        "opening",
        order = order.join(" → "),
        first = names.of(view.first_player),
        first_ragnarok = view.ragnarok[0].to_string(),
        second_ragnarok = view.ragnarok[1].to_string(),
        third_ragnarok = view.ragnarok[2].to_string()
    );
    if !destroyed.is_empty() {
        text.push('\n');
        text.push_str(&t!(
            lang,
            "opening-destroyed",
            provinces = destroyed.join(", ")
        ));
    }
    push_options(&mut text, game, lang);
    text
}

/// The draft packet in front of an awaited seat, delivered by direct message once per pick.
pub fn delivery(game: &Game, seat: Seat, lang: Lang) -> Option<Delivery> {
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
        title: t!(lang, "delivery-title", age = age, round = round),
    })
}

fn kind_name(kind: CardKind, lang: Lang) -> String {
    locale::tr(
        lang,
        match kind {
            CardKind::Battle => "card-kind-battle",
            CardKind::Upgrade => "card-kind-upgrade",
            CardKind::Monster => "card-kind-monster",
            CardKind::Quest => "card-kind-quest",
        },
        &[],
    )
}

/// A card kind's stable English name (the catalogue's JSON).
fn kind_id(kind: CardKind) -> &'static str {
    match kind {
        CardKind::Battle => "battle",
        CardKind::Upgrade => "upgrade",
        CardKind::Monster => "monster",
        CardKind::Quest => "quest",
    }
}

/// Every card name of the catalogue, once per Age it appears in: `(label, value)`, where the
/// value is `Name@Age` (a name can appear in several Ages).
pub fn card_suggestions(lang: Lang) -> Vec<(String, String)> {
    let mut seen: Vec<String> = Vec::new();
    let mut out = Vec::new();
    for row in &catalogue().rows {
        let key = format!("{}@{}", row.name, row.age);
        if seen.contains(&key) {
            continue;
        }
        seen.push(key.clone());
        out.push((
            t!(
                lang,
                "card-suggestion",
                card = row.name.as_str(),
                age = row.age,
                kind = kind_name(row.kind, lang)
            ),
            key,
        ));
    }
    for g in God::ALL {
        out.push((
            t!(lang, "card-suggestion-god", god = g.name()),
            g.name().to_owned(),
        ));
    }
    out
}

/// The printed row a name means: `Name@Age` (as suggested) or a typed name.
pub(crate) fn row_named(name: &str) -> Option<&'static crate::engine::base::data::CardDef> {
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
pub fn card(name: &str, lang: Lang) -> Option<String> {
    if let Some(g) = God::parse(name) {
        return Some(god_card(g, lang));
    }
    let row = row_named(name)?;
    let copies: Vec<String> = catalogue()
        .rows
        .iter()
        .filter(|r| r.id == row.id && r.age == row.age)
        .map(|r| {
            let copies = if r.marker == 0 {
                format!("{}×", r.copies)
            } else {
                format!("{}× ({}+)", r.copies, r.marker)
            };
            match r.expansion {
                Some(Expansion::Ks) => format!("{copies} ({})", t!(lang, "card-option-ks")),
                Some(Expansion::Mystics) => {
                    format!("{copies} ({})", t!(lang, "card-option-mystics"))
                }
                Some(Expansion::KsDupes) => {
                    format!("{copies} ({})", t!(lang, "card-option-ks-dupes"))
                }
                None => copies,
            }
        })
        .collect();
    Some(t!(
        lang,
        "card-lookup",
        card = row.name.as_str(),
        age = row.age,
        copies = copies.join(", "),
        text = terms::printed_text(lang, row)
    ))
}

/// The card catalogue, a line per printed row: in words, or as JSON objects (with each card's
/// timing point, for tools).
pub fn catalogue_lines(json: bool) -> Vec<String> {
    catalogue()
        .rows
        .iter()
        .map(|row| {
            let kind = kind_id(row.kind);
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
                    "late": row.late(),
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
