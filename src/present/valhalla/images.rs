//! Valhalla's images as PNG: the palace (chambers as rooms with their doorways, chamber tokens,
//! gods, claimed rewards, figures by clan with the base board's shapes and colours), the
//! scoreboard, the Sauna and the kill piles, the gods' Ages, and the "provisional content"
//! label, drawn from public information only; and a clan's own cards (private to that seat).

// Pixel geometry: small integers become coordinates (no precision is lost at these sizes).
#![allow(
    clippy::cast_precision_loss,
    clippy::many_single_char_names,
    clippy::too_many_lines
)]

use super::terms;
use super::words::{card, clan, decision, phase, rewards};
use crate::engine::valhalla::pack::{CardKind, Effect, Pack, Stat};
use crate::engine::valhalla::{CardId, ChamberId, Event, Game, Kind, Loc};
use crate::engine::{AnyEvent, ClanName, PerSeat, Rules, Seat};
use crate::present::Region;
use crate::present::base::board::{count_badge, name_and_flags};
use crate::present::base::theme::Theme;
use crate::present::locale::{Lang, t};
use crate::render::layer::Over;
use crate::render::palette::Fixed;
use crate::render::sheet::{self, Sheet};
use crate::render::text::{self, Face};
use crate::render::{Align, Canvas, Rgb, finish_png};

/// The mark printed on a figure: nothing for a Warrior, E for an Elite, a monster's first two
/// letters.
pub fn mark(game: &Game, kind: Kind) -> String {
    match kind {
        Kind::Warrior => String::new(),
        Kind::Elite => "E".into(),
        Kind::Monster(c) => game.pack().card(c).name.chars().take(2).collect(),
    }
}

/// Whether `events` change the board enough to show it again.
pub fn posts_board(events: &[AnyEvent]) -> bool {
    super::narrate::own(events).iter().any(|e| {
        matches!(
            e,
            Event::TurnBegan { .. }
                | Event::ContestDeclared { .. }
                | Event::BattleEnded { .. }
                | Event::Claimed { .. }
                | Event::AgeBegan { .. }
                | Event::ActionEnded
                | Event::GameEnded { .. }
        )
    })
}

/// Where the map is on the board: the palace's square, under the header, left of the panel.
pub const MAP_AREA: [f32; 4] = [0.0, HEADER, PALACE, PALACE];

/// What every board is drawn over: its background, header, palace panel and footer.
pub fn board_layer(_lang: Lang, over: Over) -> Canvas {
    let key = "valhalla board";
    let draw = || {
        let theme = Theme::default();
        let mut c = Canvas::new(WIDTH as u32, HEIGHT as u32, theme.background);
        c.rect(0.0, 0.0, WIDTH, HEADER, theme.header);
        c.rect(PANEL_X, HEADER, WIDTH - PANEL_X, PALACE, theme.panel);
        c.rect(0.0, FOOTER_TOP, WIDTH, HEIGHT - FOOTER_TOP, theme.header);
        c
    };
    crate::render::layer::backdrop(key, draw, over)
}

fn touched(events: &[Event]) -> Vec<ChamberId> {
    let mut out = Vec::new();
    for e in events {
        match e {
            Event::Summoned { chamber, .. }
            | Event::ContestDeclared { chamber, .. }
            | Event::Claimed { chamber, .. }
            | Event::GodArrived { chamber, .. } => out.push(*chamber),
            Event::Moved { from, to, .. } => {
                out.push(*from);
                out.push(*to);
            }
            _ => {}
        }
    }
    out
}

// The palace's page has the base board's size and type sizes (a phone shows it 400 pixels wide):
// a header of three lines, the palace on the left, a block per clan on the right, a footer.
const WIDTH: f32 = 1600.0;
const HEIGHT: f32 = 1300.0;
const HEADER: f32 = 150.0;
const PALACE: f32 = 1000.0;
const PANEL_X: f32 = PALACE;
const FOOTER_TOP: f32 = HEADER + PALACE;
/// A figure's marker in a chamber, and the smaller one when a chamber is crowded.
const MARKER: f32 = 52.0;
const SMALL_MARKER: f32 = 40.0;

/// Draws the board on `c`, its [`board_layer`].
pub fn draw(
    game: &Game,
    names: &[String],
    title: &str,
    events: &[AnyEvent],
    (lang, mut c): (Lang, Canvas),
) -> Canvas {
    let theme = Theme::default();
    let clans: PerSeat<ClanName> = game.config().clan_names();
    let who = |seat: Seat| match names.get(seat.index()) {
        Some(n) if !n.is_empty() => format!("{n} ({})", clan(game, seat, lang)),
        _ => clan(game, seat, lang),
    };
    header(&mut c, game, title, (&theme, &who), lang);
    palace(&mut c, game, events, (&theme, &clans), lang);
    panel(&mut c, game, (&theme, &clans), &who, lang);
    footer(&mut c, game, (&theme, &clans), lang);
    c
}

/// The title and stage; who is awaited (or who won); the contest under way and the gods.
fn header(
    c: &mut Canvas,
    game: &Game,
    title: &str,
    (theme, who): (&Theme, &dyn Fn(Seat) -> String),
    lang: Lang,
) {
    let right = WIDTH - 30.0;
    let stage = t!(
        lang,
        "vh-board-stage",
        age = game.age(),
        phase = phase(game, lang)
    );
    let stage_w = c.text(
        Face::Bold,
        42.0,
        right,
        54.0,
        Align::Right,
        theme.header_ink,
        &stage,
    );
    c.text_in(
        Face::Bold,
        (42.0, 28.0),
        (30.0, 54.0),
        Align::Left,
        theme.header_ink,
        title,
        right - 60.0 - stage_w,
    );
    let second = if let Some(outcome) = game.final_outcome() {
        let winners: Vec<String> = outcome.winners.iter().map(|s| who(*s)).collect();
        t!(
            lang,
            "vh-board-winner",
            players = winners.join(" & "),
            count = winners.len()
        )
    } else {
        // One player by name; several by clan (their blocks on the right are lit and named).
        let awaited = game.awaited();
        let names: Vec<String> = if awaited.len() == 1 {
            awaited.iter().map(who).collect()
        } else {
            awaited.iter().map(|s| clan(game, s, lang)).collect()
        };
        t!(
            lang,
            "vh-board-waiting",
            who = names.join(", "),
            decision = decision(game, lang)
        )
    };
    c.text_in(
        Face::Bold,
        (32.0, 20.0),
        (30.0, 100.0),
        Align::Left,
        theme.waiting,
        &second,
        WIDTH - 60.0,
    );
    let pack = game.pack();
    let gods: Vec<String> = game
        .age_gods()
        .iter()
        .enumerate()
        .map(|(i, g)| format!("{} {}", i + 1, pack.god(*g).name))
        .collect();
    let gods_w = c.text_in(
        Face::Bold,
        (28.0, 20.0),
        (right, 138.0),
        Align::Right,
        theme.doom_light,
        &t!(
            lang,
            "vh-board-gods",
            gods = gods.join(", "),
            deck = game.deck_size()
        ),
        (WIDTH - 60.0) / 2.0,
    );
    let contest = match (game.battle(), game.contest()) {
        (Some(b), _) => {
            let clans: Vec<String> = b
                .participants
                .iter()
                .map(|s| clan(game, *s, lang))
                .collect();
            t!(
                lang,
                "vh-board-battle",
                chamber = terms::chamber(pack, b.chamber, lang),
                players = clans.join(&t!(lang, "versus"))
            )
        }
        (None, Some((seat, chamber))) => t!(
            lang,
            "vh-board-call",
            chamber = terms::chamber(pack, chamber, lang),
            clan = clan(game, seat, lang)
        ),
        (None, None) => String::new(),
    };
    c.text_in(
        Face::Regular,
        (28.0, 20.0),
        (30.0, 138.0),
        Align::Left,
        theme.header_ink,
        &contest,
        right - 60.0 - gods_w,
    );
}

/// The chambers as rooms on the pack's grid, joined by their doorways.
/// Where the palace's chambers sit in the board picture: a square cell per column and row of the
/// pack's plan (`Chamber::at`), the cells centred in the palace's square.
struct Plan<'p> {
    pack: &'p Pack,
    cell: f32,
    origin: (f32, f32),
}

impl<'p> Plan<'p> {
    fn of(pack: &'p Pack) -> Plan<'p> {
        let cols = pack.chambers.iter().map(|ch| ch.at.0).max().unwrap_or(0) as f32 + 1.0;
        let rows = pack.chambers.iter().map(|ch| ch.at.1).max().unwrap_or(0) as f32 + 1.0;
        let cell = (PALACE / cols).min(PALACE / rows);
        let origin = (
            (PALACE - cols * cell) / 2.0,
            HEADER + (PALACE - rows * cell) / 2.0,
        );
        Plan { pack, cell, origin }
    }

    /// The centre of a chamber's cell.
    fn centre(&self, id: ChamberId) -> (f32, f32) {
        let (x, y) = self.pack.chamber(id).at;
        (
            self.origin.0 + (f32::from(x) + 0.5) * self.cell,
            self.origin.1 + (f32::from(y) + 0.5) * self.cell,
        )
    }

    /// The room drawn for a chamber, its cell less a margin: left, top and side.
    fn room(&self, id: ChamberId) -> (f32, f32, f32) {
        let inset = (self.cell * 0.055).round();
        let (cx, cy) = self.centre(id);
        (
            cx - self.cell / 2.0 + inset,
            cy - self.cell / 2.0 + inset,
            self.cell - 2.0 * inset,
        )
    }
}

/// The places a player may point at on the board: each chamber's room, as the palace draws it.
pub fn regions(game: &Game, lang: Lang) -> Vec<Region> {
    let pack = game.pack();
    let plan = Plan::of(pack);
    pack.chamber_ids()
        .map(|id| {
            let (x, y, w) = plan.room(id);
            Region {
                place: pack.chamber(id).id.clone(),
                label: terms::chamber(pack, id, lang),
                outline: vec![(x, y), (x + w, y), (x + w, y + w), (x, y + w)],
            }
        })
        .collect()
}

fn palace(
    c: &mut Canvas,
    game: &Game,
    events: &[AnyEvent],
    (theme, clans): (&Theme, &PerSeat<ClanName>),
    lang: Lang,
) {
    let touched = touched(&super::narrate::own(events));
    let contested = game.contest().map(|(_, chamber)| chamber);
    let pack = game.pack();
    let plan = Plan::of(pack);
    let centre = |id: ChamberId| plan.centre(id);
    // Doorways first: a bridge between the two rooms' centres.
    for a in pack.chamber_ids() {
        for b in &pack.chamber(a).doors {
            if a < *b {
                c.line(centre(a), centre(*b), theme.ink, 30.0);
                c.line(centre(a), centre(*b), theme.token, 22.0);
            }
        }
    }
    for id in pack.chamber_ids() {
        let ch = pack.chamber(id);
        let (x, y, w) = plan.room(id);
        let fill = if game.has_token(id) {
            theme.alfheim
        } else if ch.throne {
            theme.yggdrasil
        } else if game.god_in(id).is_some() {
            theme.manheim
        } else {
            theme.panel
        };
        c.round_rect(x, y, w, w, 18.0, Some(fill), Some((theme.ink, 2.5)));
        if touched.contains(&id) {
            c.round_rect(x, y, w, w, 18.0, None, Some((theme.highlight, 8.0)));
        }
        if contested == Some(id) {
            // The contest: the battle's red, from the Call to Battle to its end.
            c.round_rect(
                x - 3.0,
                y - 3.0,
                w + 6.0,
                w + 6.0,
                20.0,
                None,
                Some((theme.battle, 8.0)),
            );
        }
        let claimed = game.claimed_by(id);
        let name_room = w - 28.0 - if claimed.is_some() { 46.0 } else { 0.0 };
        c.text_in(
            Face::Bold,
            (30.0, 22.0),
            (x + 14.0, y + 38.0),
            Align::Left,
            theme.ink,
            &terms::chamber(pack, id, lang),
            name_room,
        );
        if let Some(s) = claimed {
            let (color, shape) = theme.clan(clans[s]);
            c.marker((x + w - 28.0, y + 28.0), 34.0, shape, color, "✓");
        }
        let what = if game.has_token(id) {
            t!(lang, "vh-board-token", number = ch.number.unwrap_or(0))
        } else if let Some(g) = game.god_in(id) {
            t!(
                lang,
                "vh-board-god",
                god = pack.god(g).name.as_str(),
                rewards = rewards(game, id, lang)
            )
        } else {
            rewards(game, id, lang)
        };
        let used = c.paragraph(
            Face::Regular,
            &[22.0, 20.0, 18.0],
            (x + 14.0, y + 50.0),
            (w - 28.0, 84.0),
            Align::Left,
            theme.muted,
            &what,
        );
        // Figures, grouped by clan and kind, below the words.
        let mut groups: Vec<(Seat, Kind, usize)> = Vec::new();
        for f in game.figures().iter().filter(|f| f.loc == Loc::Chamber(id)) {
            let Some(owner) = f.owner else { continue };
            match groups
                .iter_mut()
                .find(|(s, k, _)| *s == owner && *k == f.kind)
            {
                Some(g) => g.2 += 1,
                None => groups.push((owner, f.kind, 1)),
            }
        }
        groups.sort_by_key(|(s, k, _)| {
            (
                *s,
                match k {
                    Kind::Elite => 0,
                    Kind::Warrior => 1,
                    Kind::Monster(m) => 2 + m.0,
                },
            )
        });
        let top = y + 50.0 + used.max(26.0) + 12.0;
        let room_h = y + w - 8.0 - top;
        let fits = |size: f32| {
            let step = size + 12.0;
            let per_row = ((w - 20.0) / step).floor().max(1.0) as usize;
            let rows = groups.len().div_ceil(per_row);
            (rows as f32 * step <= room_h, per_row, step)
        };
        let (size, per_row, step) = if let (true, per_row, step) = fits(MARKER) {
            (MARKER, per_row, step)
        } else {
            let (_, per_row, step) = fits(SMALL_MARKER);
            (SMALL_MARKER, per_row, step)
        };
        for (k, (seat, kind, n)) in groups.iter().enumerate() {
            let (col, row) = ((k % per_row) as f32, (k / per_row) as f32);
            let at = (
                x + 14.0 + size / 2.0 + col * step,
                top + size / 2.0 + row * step,
            );
            let (color, shape) = theme.clan(clans[*seat]);
            c.marker(at, size, shape, color, &mark(game, *kind));
            count_badge(c, theme, at, size, *n);
        }
    }
}

/// A block per clan: name and flags, Glory and stats, counts, upgrades.
fn panel(
    c: &mut Canvas,
    game: &Game,
    (theme, clans): (&Theme, &PerSeat<ClanName>),
    who: &dyn Fn(Seat) -> String,
    lang: Lang,
) {
    let width = WIDTH - PANEL_X;
    let pack = game.pack();
    let n = game.config().players as usize;
    let block = (PALACE / n.max(1) as f32).min(250.0);
    let awaited = game.awaited();
    for seat in (0..game.config().players).map(Seat) {
        let y = HEADER + block * seat.index() as f32;
        let waiting = awaited.contains(seat);
        if waiting {
            c.rect(PANEL_X, y, width, block, theme.waiting_bg);
        }
        c.line(
            (PANEL_X, y + block),
            (PANEL_X + width, y + block),
            theme.muted,
            1.5,
        );
        let (color, shape) = theme.clan(clans[seat]);
        c.marker((PANEL_X + 36.0, y + 36.0), 44.0, shape, color, "");
        let mut flags = Vec::new();
        if game.first_player() == seat {
            flags.push(t!(lang, "board-flag-first"));
        }
        if game.passed().contains(seat) {
            flags.push(t!(lang, "board-flag-passed"));
        }
        if waiting {
            flags.push(t!(lang, "board-flag-awaited"));
        }
        name_and_flags(
            c,
            theme,
            (PANEL_X + 68.0, PANEL_X + width - 18.0, y + 46.0),
            &who(seat),
            &flags.join(" · "),
        );
        let score = t!(
            lang,
            "vh-board-score",
            glory = game.glory_of(seat),
            rage = game.rage(seat),
            stat = game.stat(seat, Stat::Rage),
            axes = game.stat(seat, Stat::Axes),
            horns = game.stat(seat, Stat::Horns)
        );
        c.text_in(
            Face::Bold,
            (29.0, 22.0),
            (PANEL_X + 18.0, y + 92.0),
            Align::Left,
            theme.ink,
            &score,
            width - 30.0,
        );
        let fallen = game
            .figures()
            .iter()
            .filter(|f| f.owner == Some(seat) && matches!(f.loc, Loc::KillPile(_) | Loc::Sauna))
            .count();
        let kills = game
            .figures()
            .iter()
            .filter(|f| f.loc == Loc::KillPile(seat))
            .count();
        let step = |s: Stat| game.stat_step(seat, s);
        let counts = t!(
            lang,
            "vh-board-counts",
            hand = game.hand(seat).len() + game.aside(seat).len(),
            used = game.slots(seat).len(),
            slots = pack.numbers.slots,
            quests = game.slots(seat).iter().filter(|s| s.quest).count(),
            kills = kills,
            fallen = fallen,
            steps = format!(
                "{}/{}/{}",
                step(Stat::Rage),
                step(Stat::Axes),
                step(Stat::Horns)
            )
        );
        c.text_in(
            Face::Regular,
            (25.0, 18.0),
            (PANEL_X + 18.0, y + 128.0),
            Align::Left,
            theme.muted,
            &counts,
            width - 30.0,
        );
        let upgrades: Vec<String> = game
            .slots(seat)
            .iter()
            .filter(|s| !s.quest)
            .map(|s| card(game, s.card, lang))
            .collect();
        let upgrades = if upgrades.is_empty() {
            t!(lang, "vh-board-no-upgrades")
        } else {
            upgrades.join(", ")
        };
        c.paragraph(
            Face::Regular,
            &[25.0, 22.0, 19.0, 17.0],
            (PANEL_X + 18.0, y + 138.0),
            (width - 36.0, block - 144.0),
            Align::Left,
            theme.ink,
            &upgrades,
        );
    }
}

/// The Sauna's figures; the cards revealed in a battle (or the legend of the marks); the
/// provisional content's notice.
fn footer(c: &mut Canvas, game: &Game, (theme, clans): (&Theme, &PerSeat<ClanName>), lang: Lang) {
    let top = FOOTER_TOP;
    let sauna: Vec<(Seat, Kind)> = game
        .figures()
        .iter()
        .filter(|f| f.loc == Loc::Sauna)
        .filter_map(|f| f.owner.map(|s| (s, f.kind)))
        .collect();
    let mut x = 30.0;
    x += c.text(
        Face::Bold,
        30.0,
        x,
        top + 50.0,
        Align::Left,
        theme.header_ink,
        &t!(lang, "vh-board-sauna", count = sauna.len()),
    ) + 24.0;
    let mut groups: Vec<(Seat, Kind, usize)> = Vec::new();
    for (s, k) in sauna {
        match groups.iter_mut().find(|(gs, gk, _)| *gs == s && *gk == k) {
            Some(g) => g.2 += 1,
            None => groups.push((s, k, 1)),
        }
    }
    groups.sort_by_key(|(s, _, _)| *s);
    for (seat, kind, n) in groups {
        if x + SMALL_MARKER > WIDTH - 30.0 {
            break;
        }
        let at = (x + SMALL_MARKER / 2.0, top + 40.0);
        let (color, shape) = theme.clan(clans[seat]);
        c.marker(at, SMALL_MARKER, shape, color, &mark(game, kind));
        count_badge(c, theme, at, SMALL_MARKER, n);
        x += SMALL_MARKER + 14.0;
    }
    let max = WIDTH - 60.0;
    let revealed = game.battle().filter(|b| !b.table.is_empty()).map(|b| {
        let cards: Vec<String> = b
            .table
            .iter()
            .map(|p| format!("{} {}", clan(game, p.seat, lang), card(game, p.card, lang)))
            .collect();
        t!(lang, "vh-board-revealed", cards = cards.join(" · "))
    });
    match revealed {
        Some(line) => c.text_in(
            Face::Regular,
            (24.0, 17.0),
            (30.0, top + 96.0),
            Align::Left,
            theme.waiting,
            &line,
            max,
        ),
        None => c.text_in(
            Face::Regular,
            (22.0, 16.0),
            (30.0, top + 96.0),
            Align::Left,
            theme.header_ink,
            &t!(lang, "vh-board-legend"),
            max,
        ),
    };
    let pack = game.pack();
    if pack.provisional {
        c.text_in(
            Face::Bold,
            (24.0, 17.0),
            (30.0, top + 134.0),
            Align::Left,
            theme.doom_light,
            &format!("⚠ {}", terms::notice(pack, lang)),
            max,
        );
    }
}

fn card_fill(theme: &Theme, pack: &Pack, id: CardId) -> Rgb {
    match pack.card(id).kind {
        CardKind::Battle => theme.cards[0],
        CardKind::Upgrade(_) => theme.cards[1],
        CardKind::Monster => theme.cards[2],
        CardKind::Quest => theme.cards[3],
    }
}

fn card_face(
    c: &mut Canvas,
    theme: &Theme,
    pack: &Pack,
    (x, y): (f32, f32),
    id: CardId,
    (w, h): (f32, f32),
    lang: Lang,
) {
    let def = pack.card(id);
    let fill = card_fill(theme, pack, id);
    c.round_rect(x, y, w, h, 14.0, Some(fill), Some((theme.ink, 2.0)));
    let ink = fill.ink();
    for (k, l) in text::wrap_lines(
        Face::Bold,
        20.0,
        &terms::card_name(pack, id, lang),
        w - 20.0,
        2,
    )
    .iter()
    .enumerate()
    {
        c.text(
            Face::Bold,
            20.0,
            x + 10.0,
            y + 28.0 + 22.0 * k as f32,
            Align::Left,
            ink,
            l,
        );
    }
    let big = match (def.kind, def.effect) {
        (CardKind::Battle, Effect::MatchHighest) => "+X".to_string(),
        (CardKind::Battle, _) => format!("+{}", def.value),
        (CardKind::Quest, _) => t!(lang, "vh-face-quest"),
        (CardKind::Monster, _) => t!(
            lang,
            "vh-face-monster",
            str = def.monster.map_or(0, |m| m.str),
            cost = def.value
        ),
        (CardKind::Upgrade(_), _) => t!(lang, "vh-face-upgrade", cost = def.value),
    };
    let size = if text::width(Face::Bold, 30.0, &big) > w - 16.0 {
        22.0
    } else {
        30.0
    };
    c.label(Face::Bold, size, (x + w / 2.0, y + 90.0), ink, &big);
    let effect = terms::card_text(pack, id, lang);
    let (size, lines) = face_text(&effect, w - 18.0, h - 137.0);
    for (k, l) in lines.iter().enumerate() {
        c.text(
            Face::Regular,
            size,
            x + 9.0,
            y + 126.0 + (size + 2.0) * k as f32,
            Align::Left,
            ink,
            l,
        );
    }
    if pack.provisional {
        c.text(
            Face::Regular,
            13.0,
            x + w / 2.0,
            y + h - 10.0,
            Align::Center,
            ink,
            &t!(lang, "vh-face-provisional"),
        );
    }
}

/// A card's text wrapped to `width`, at the largest of 15, 14 and 13 pixels at which it fits in
/// `height` (French texts run longer), else cut at 15 pixels: (size, lines).
fn face_text(effect: &str, width: f32, height: f32) -> (f32, Vec<String>) {
    for size in [15.0, 14.0, 13.0] {
        let lines = text::wrap(Face::Regular, size, effect, width);
        if lines.len() as f32 * (size + 2.0) <= height {
            return (size, lines);
        }
    }
    let mut lines = text::wrap(Face::Regular, 15.0, effect, width);
    lines.truncate(9);
    (15.0, lines)
}

/// A card of the sheet, the gap between cards, and the cards per row.
const SHEET_CARD: (f32, f32) = (200.0, 290.0);
const SHEET_GAP: f32 = 14.0;
const PER_ROW: usize = 8;
/// Room around a face for the outer half of its border, which is stroked on its edge.
const FACE_MARGIN: f32 = 2.0;

/// A seat's own cards as a PNG: hand, cards kept aside, the draft's picks so far, the packet in
/// front of it, the slots, and the discard pile (private to that seat). Assembled in the fixed
/// palette of the pack's cards (`render::sheet`).
pub fn cards_png(game: &Game, seat: Seat, title: &str, lang: Lang) -> Vec<u8> {
    let theme = Theme::default();
    let mut rows: Vec<(String, Vec<CardId>)> = Vec::new();
    if let Some(d) = game.draft() {
        rows.push((t!(lang, "vh-sheet-packet"), d.packets[seat].clone()));
        rows.push((t!(lang, "vh-sheet-kept"), d.kept[seat].clone()));
    }
    rows.push((t!(lang, "vh-sheet-hand"), game.hand(seat).to_vec()));
    if !game.aside(seat).is_empty() {
        rows.push((t!(lang, "vh-sheet-aside"), game.aside(seat).to_vec()));
    }
    rows.push((
        t!(
            lang,
            "vh-sheet-slots",
            used = game.slots(seat).len(),
            slots = game.pack().numbers.slots
        ),
        game.slots(seat).iter().map(|s| s.card).collect(),
    ));
    if !game.discards(seat).is_empty() {
        rows.push((t!(lang, "vh-sheet-discards"), game.discards(seat).to_vec()));
    }
    let pack = game.pack();
    let (width, height) = sheet_size(&rows);
    let sheet = Sheet::indexed(cards_palette(&theme, pack), width, height, theme.background);
    cards_sheet((&rows, title, lang), &theme, pack, sheet).png()
}

/// The size of a card sheet of these rows.
fn sheet_size(rows: &[(String, Vec<CardId>)]) -> (u32, u32) {
    let (_, h) = SHEET_CARD;
    let lines: usize = rows
        .iter()
        .map(|(_, cards)| cards.len().div_ceil(PER_ROW).max(1))
        .sum();
    let width = 60.0 + PER_ROW as f32 * (SHEET_CARD.0 + SHEET_GAP);
    let height = 100.0 + rows.len() as f32 * 50.0 + lines as f32 * (h + SHEET_GAP) + 40.0;
    (width as u32, height as u32)
}

/// The title, each row of cards under its heading, and the provisional pack's label.
fn cards_sheet(
    (rows, title, lang): (&[(String, Vec<CardId>)], &str, Lang),
    theme: &Theme,
    pack: &Pack,
    mut sheet: Sheet,
) -> Sheet {
    let (w, h) = SHEET_CARD;
    let (width, height) = sheet.size();
    let width = width as f32;
    sheet.band(0, 90, |c| {
        c.rect(0.0, 0.0, width, 74.0, theme.header);
        let title = text::fit(Face::Bold, 36.0, title, width - 60.0);
        c.text(
            Face::Bold,
            36.0,
            30.0,
            50.0,
            Align::Left,
            theme.header_ink,
            &title,
        );
    });
    let row_height = (h + SHEET_GAP) as u32;
    let mut y = 90;
    for (heading, cards) in rows {
        sheet.band(y, 50, |c| {
            c.text(
                Face::Bold,
                26.0,
                30.0,
                34.0,
                Align::Left,
                theme.ink,
                heading,
            );
        });
        y += 50;
        if cards.is_empty() {
            sheet.band(y, row_height, |c| {
                c.text(
                    Face::Regular,
                    22.0,
                    30.0,
                    30.0,
                    Align::Left,
                    theme.muted,
                    &t!(lang, "vh-sheet-none"),
                );
            });
            y += row_height;
            continue;
        }
        for (k, &id) in cards.iter().enumerate() {
            let (col, row) = ((k % PER_ROW) as u32, (k / PER_ROW) as u32);
            let x = 30 + col * (w + SHEET_GAP) as u32;
            // With a margin for the outer half of the border.
            let (m, mf) = (FACE_MARGIN as u32, FACE_MARGIN);
            sheet.stamp(
                (
                    "valhalla card",
                    &pack.id,
                    pack.version,
                    pack.digest,
                    id.0,
                    lang,
                    theme,
                ),
                (x - m, y + row * row_height - m),
                (w as u32 + 2 * m, h as u32 + 2 * m),
                |c| card_face(c, theme, pack, (mf, mf), id, SHEET_CARD, lang),
            );
        }
        y += cards.len().div_ceil(PER_ROW) as u32 * row_height;
    }
    if pack.provisional {
        sheet.band(height - 40, 40, |c| {
            c.text(
                Face::Bold,
                20.0,
                30.0,
                26.0,
                Align::Left,
                theme.battle,
                &format!("⚠ {}", terms::notice(pack, lang)),
            );
        });
    }
    sheet
}

/// The fixed palette of a pack's card sheets in a theme: every card of the pack, and the
/// sheet's words (in English: the colours are the same in French).
fn cards_palette(theme: &Theme, pack: &Pack) -> &'static Fixed {
    let key = ("valhalla cards", &pack.id, pack.version, pack.digest, theme);
    Fixed::shared(key, |sink| {
        let rows = [(sheet::LETTERS.to_string(), Vec::new())];
        let (width, height) = sheet_size(&rows);
        let words = Sheet::pixels(width, height, theme.background);
        let words = cards_sheet((&rows, sheet::LETTERS, Lang::En), theme, pack, words).canvas();
        sink(words.rgba(), width as usize);
        let (w, h) = SHEET_CARD;
        let m = 2.0 * FACE_MARGIN;
        for i in 0..pack.cards.len() {
            let mut face = Canvas::small((w + m) as u32, (h + m) as u32, theme.background);
            let id = CardId(i as u16);
            let at = (FACE_MARGIN, FACE_MARGIN);
            card_face(&mut face, theme, pack, at, id, SHEET_CARD, Lang::En);
            sink(face.rgba(), (w + m) as usize);
        }
    })
}

/// A card's picture for `/card`, by a suggestion's value (`valhalla:tyrs_smash`) or its name,
/// with the provisional label.
pub fn card_png(name: &str, lang: Lang) -> Option<Vec<u8>> {
    let pack = crate::engine::valhalla::pack::provisional();
    let id = super::words::find_card(pack, name)?;
    let theme = Theme::default();
    let (w, h) = (260.0, 380.0);
    let mut c = Canvas::new((w + 40.0) as u32, (h + 40.0) as u32, theme.background);
    card_face(&mut c, &theme, pack, (20.0, 20.0), id, (w, h), lang);
    Some(finish_png(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every card's text, in English and in French, fits the face of a card of the sheet
    /// (200 × 290 pixels) without being cut.
    #[test]
    fn every_card_text_fits_its_face_in_both_languages() {
        let pack = crate::engine::valhalla::pack::provisional();
        for lang in [Lang::En, Lang::Fr] {
            for id in (0..pack.cards.len() as u16).map(CardId) {
                let effect = terms::card_text(pack, id, lang);
                let (size, lines) = face_text(&effect, 200.0 - 18.0, 290.0 - 137.0);
                assert!(
                    lines.len() as f32 * (size + 2.0) <= 153.0,
                    "{} ({lang}) does not fit: {} lines at {size} px",
                    pack.card(id).id,
                    lines.len()
                );
            }
        }
    }
}
