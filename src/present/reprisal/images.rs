//! Reprisal's images as PNG: the board (the same Midgard ring as Blood Rage, drawn from public
//! information only) with its scoreboard of victory points, Glory, Axes, Fists, Helmets and
//! figures against the board limit, the quest, Doom, the gods and the monster pool; and a clan's
//! battle cards (private to that seat).

// Pixel geometry: small integers become coordinates (no precision is lost at these sizes).
#![allow(
    clippy::cast_precision_loss,
    clippy::many_single_char_names,
    clippy::too_many_lines
)]

use super::words::{clan, decision, gift, phase, quest, token};
use crate::engine::base::data::{FjordId, ProvinceId};
use crate::engine::reprisal::{Event, Game, Kind, Loc, Monster, Place, Stage, data};
use crate::engine::{AnyEvent, ClanName, PerSeat, Rules, Seat};
use crate::present::base::board::{
    count_badge, doom_mark, doom_outline, footer_note, name_and_flags, static_layer,
};
use crate::present::base::layout::{
    self, CENTER, FJORD_R, HEADER, MARKER, PANEL_X, SMALL_MARKER, YGGDRASIL_R,
};
use crate::present::base::theme::Theme;
use crate::present::locale::{Lang, t};
use crate::render::layer::Over;
use crate::render::palette::Fixed;
use crate::render::sheet::{self, Sheet};
use crate::render::text::{self, Face};
use crate::render::{Align, Canvas, Rgb};

/// The mark printed on a figure (the Leader's and the Drakkar's initials in `lang`).
pub fn mark(kind: Kind, lang: Lang) -> String {
    match kind {
        Kind::Leader => t!(lang, "rp-mark-leader"),
        Kind::Drakkar => t!(lang, "rp-mark-drakkar"),
        other => monster_mark(other).to_string(),
    }
}

fn monster_mark(kind: Kind) -> &'static str {
    match kind {
        Kind::Warrior | Kind::Leader | Kind::Drakkar => "",
        Kind::Mystic => "My",
        Kind::Monster(m) => match m {
            Monster::Dwarf => "Dw",
            Monster::Elf => "El",
            Monster::FireGiant => "Fi",
            Monster::FrostGiant => "Fr",
            Monster::SeaSerpent => "Se",
            Monster::HelSoldier => "He",
            Monster::Troll => "Tr",
            Monster::Valkyrie => "Va",
            Monster::Witch => "Wi",
        },
    }
}

fn kind_order(kind: Kind) -> u8 {
    match kind {
        Kind::Leader => 0,
        Kind::Warrior => 1,
        Kind::Mystic => 2,
        Kind::Drakkar => 3,
        Kind::Monster(m) => 4 + Monster::ALL.iter().position(|x| *x == m).unwrap_or(0) as u8,
    }
}

/// The figures at `loc`, as (controller, kind), sorted; unowned monsters have no controller.
fn figures_at(game: &Game, loc: Loc) -> Vec<(Seat, Kind)> {
    let mut out: Vec<(Seat, Kind)> = game
        .figures()
        .iter()
        .filter(|f| f.loc == loc)
        .filter_map(|f| f.controller.map(|s| (s, f.kind)))
        .collect();
    out.sort_by_key(|(s, k)| (*s, kind_order(*k)));
    out
}

fn grouped(figures: &[(Seat, Kind)]) -> Vec<(Seat, Kind, usize)> {
    let mut out: Vec<(Seat, Kind, usize)> = Vec::new();
    for (seat, kind) in figures {
        match out.last_mut() {
            Some(last) if last.0 == *seat && last.1 == *kind => last.2 += 1,
            _ => out.push((*seat, *kind, 1)),
        }
    }
    out
}

struct Board<'a> {
    game: &'a Game,
    lang: Lang,
    names: &'a [String],
    theme: Theme,
    clans: PerSeat<ClanName>,
    touched: Vec<Place>,
}

impl Board<'_> {
    fn name(&self, seat: Seat) -> String {
        let clan = clan(self.game, seat, self.lang);
        match self.names.get(seat.index()) {
            Some(n) if !n.is_empty() => format!("{n} ({clan})"),
            _ => clan,
        }
    }

    fn marker(&self, c: &mut Canvas, seat: Seat, kind: Kind, at: (f32, f32), size: f32) {
        let (color, shape) = self.theme.clan(self.clans[seat]);
        c.marker(at, size, shape, color, &mark(kind, self.lang));
    }

    fn badge(&self, c: &mut Canvas, (x, y): (f32, f32), fill: Rgb, label: &str) {
        let w = (text::width(Face::Bold, 22.0, label) + 22.0).ceil();
        c.round_rect(
            x - w / 2.0,
            y - 17.0,
            w,
            34.0,
            17.0,
            Some(fill),
            Some((self.theme.ink, 1.5)),
        );
        c.label(Face::Bold, 22.0, (x, y), fill.ink(), label);
    }
}

/// The places the public events of one action touched.
fn touched(events: &[Event]) -> Vec<Place> {
    let mut out = Vec::new();
    let mut add = |p: Place| {
        if !out.contains(&p) {
            out.push(p);
        }
    };
    for e in events {
        match e {
            Event::Placed { to, .. } => add(*to),
            Event::Marched { from, to, .. } => {
                add(Place::Province(*from));
                add(Place::Province(*to));
            }
            Event::Sailed { to, .. } => add(Place::Fjord(*to)),
            Event::PillageDeclared { province, .. } | Event::Reward { province, .. } => {
                add(Place::Province(*province));
            }
            _ => {}
        }
    }
    out
}

/// Events after which the board is shown again: a turn, a pillage and its end, a new Age, the end.
pub fn posts_board(events: &[AnyEvent]) -> bool {
    super::narrate::own(events).iter().any(|e| {
        matches!(
            e,
            Event::TurnBegan { .. }
                | Event::PillageDeclared { .. }
                | Event::Participants { .. }
                | Event::BattleResolved { .. }
                | Event::AgeBegan { .. }
                | Event::Scored { .. }
                | Event::GameOver { .. }
        )
    })
}

/// Where the map is on the board: Blood Rage's ring.
pub const MAP_AREA: [f32; 4] = crate::present::base::images::MAP_AREA;

/// What every board is drawn over: Blood Rage's board without any game on it.
pub fn board_layer(lang: Lang, over: Over) -> Canvas {
    static_layer(&Theme::default(), lang, over)
}

/// Draws the board on `c`, its [`board_layer`].
pub fn draw(
    game: &Game,
    names: &[String],
    title: &str,
    events: &[AnyEvent],
    (lang, mut c): (Lang, Canvas),
) -> Canvas {
    let theme = Theme::default();
    let b = Board {
        game,
        lang,
        names,
        clans: game.config().clan_names(),
        touched: touched(&super::narrate::own(events)),
        theme,
    };
    header(&mut c, &b, title);
    ring(&mut c, &b);
    scoreboard(&mut c, &b);
    footer(&mut c, &b);
    c
}

fn header(c: &mut Canvas, b: &Board<'_>, title: &str) {
    let g = b.game;
    let lang = b.lang;
    let t = &b.theme;
    let right = layout::WIDTH as f32 - 30.0;
    let stage = if matches!(g.stage(), Stage::Over) {
        t!(lang, "rp-board-over")
    } else {
        t!(
            lang,
            "rp-board-stage",
            age = g.age(),
            phase = phase(g, lang)
        )
    };
    let stage_w = c.text(
        Face::Bold,
        42.0,
        right,
        54.0,
        Align::Right,
        t.header_ink,
        &stage,
    );
    c.text_in(
        Face::Bold,
        (42.0, 28.0),
        (30.0, 54.0),
        Align::Left,
        t.header_ink,
        title,
        right - 60.0 - stage_w,
    );
    let waiting = if let Some(outcome) = g.final_outcome() {
        let winners: Vec<String> = outcome.winners.iter().map(|s| b.name(*s)).collect();
        let line = t!(
            lang,
            "rp-board-winner",
            winners = winners.join(&t!(lang, "rp-board-and"))
        );
        // A tie on victory points is broken by RP-55: say so.
        match outcome
            .winners
            .first()
            .and_then(|w| super::words::tie_note(g, *w, lang))
        {
            Some(note) => format!("{line} ({note})"),
            None => line,
        }
    } else {
        // One player by name; several by clan (their blocks on the right are lit and named).
        let awaited = g.awaited();
        let who: Vec<String> = if awaited.len() == 1 {
            awaited.iter().map(|s| b.name(s)).collect()
        } else {
            awaited.iter().map(|s| clan(g, s, lang)).collect()
        };
        t!(
            lang,
            "rp-board-waiting",
            who = who.join(", "),
            decision = decision(g, lang)
        )
    };
    c.text_in(
        Face::Bold,
        (32.0, 20.0),
        (30.0, 100.0),
        Align::Left,
        t.waiting,
        &waiting,
        layout::WIDTH as f32 - 60.0,
    );
    let first = clan(g, g.first_player(), lang);
    let right_line = match g.doom() {
        Some(p) if !matches!(g.stage(), Stage::Over) => t!(
            lang,
            "rp-board-first-doom",
            clan = first,
            province = p.name()
        ),
        _ => t!(lang, "rp-board-first", clan = first),
    };
    let doom_w = c.text(
        Face::Bold,
        28.0,
        right,
        138.0,
        Align::Right,
        t.doom_light,
        &right_line,
    );
    let third = match (g.battle(), g.quest()) {
        (Some(battle), _) => super::words::battle_line(g, battle, lang),
        (None, Some(q)) => t!(lang, "rp-board-quest", quest = quest(q, lang)),
        (None, None) => String::new(),
    };
    c.text_in(
        Face::Regular,
        (28.0, 20.0),
        (30.0, 138.0),
        Align::Left,
        t.header_ink,
        &third,
        right - 60.0 - doom_w,
    );
}

fn ring(c: &mut Canvas, b: &Board<'_>) {
    let g = b.game;
    let lang = b.lang;
    let t = &b.theme;
    let battle = g.battle().map(|x| x.province);
    for p in ProvinceId::outer() {
        let outline = layout::wedge(p);
        if b.touched.contains(&Place::Province(p)) {
            c.polygon(&outline, None, Some((t.highlight, 9.0)));
        }
        if Some(p) == battle {
            c.polygon(&outline, None, Some((t.battle, 7.0)));
        }
        if g.doom() == Some(p) && !matches!(g.stage(), Stage::Over) {
            // Doom: violet dashes inside the rim, apart from the battle's red.
            doom_outline(c, t, p);
        }
        let labels = layout::labels(p);
        let (fill, label) = if g.pillaged(p) {
            (t.muted, t!(lang, "rp-board-pillaged"))
        } else {
            (
                t.token,
                g.token(p).map_or_else(String::new, |x| token(x, lang)),
            )
        };
        b.badge(c, labels.token, fill, &label);
        // The Doom token and the gods here, side by side along the rim.
        let gods: Vec<&str> = g
            .gods()
            .filter(|(_, at, _)| *at == p)
            .map(|(god, _, _)| god.name())
            .collect();
        let doom = g.doom() == Some(p) && !matches!(g.stage(), Stage::Over);
        let count = gods.len() + usize::from(doom);
        let mut spots =
            (0..count).map(|k| layout::rim(p, 13.0 * (k as f32 - (count as f32 - 1.0) / 2.0)));
        if doom && let Some(at) = spots.next() {
            doom_mark(c, t, at);
        }
        for (god, at) in gods.iter().zip(spots) {
            b.badge(c, at, t.highlight, god);
        }
        let figures = figures_at(g, Loc::Province(p));
        let villages = p.def().villages.unwrap_or(0);
        let slots = villages.max(figures.len() as u8);
        for (i, at) in layout::villages(p, slots).into_iter().enumerate() {
            if let Some((seat, kind)) = figures.get(i) {
                b.marker(c, *seat, *kind, at, MARKER);
            } else {
                c.circle(
                    at.0,
                    at.1,
                    MARKER / 2.0 - 3.0,
                    Some(Rgb(255, 255, 255).mix(t.background, 0.3)),
                    Some((t.muted, 2.0)),
                );
            }
        }
    }
    // Yggdrasil: its reward (3 Glory, once per clan and Age), its gods, its figures.
    let ygg = ProvinceId::YGGDRASIL;
    if b.touched.contains(&Place::Province(ygg)) {
        c.circle(
            CENTER.0,
            CENTER.1,
            YGGDRASIL_R,
            None,
            Some((t.highlight, 9.0)),
        );
    }
    if battle == Some(ygg) {
        c.circle(CENTER.0, CENTER.1, YGGDRASIL_R, None, Some((t.battle, 7.0)));
    }
    let reward = t!(lang, "rp-glory", count = data::rules().yggdrasil_glory);
    b.badge(c, (CENTER.0, CENTER.1 - 72.0), t.token, &reward);
    let gods: Vec<&str> = g
        .gods()
        .filter(|(_, at, _)| *at == ygg)
        .map(|(god, _, _)| god.name())
        .collect();
    if !gods.is_empty() {
        b.badge(
            c,
            (CENTER.0, CENTER.1 + 110.0),
            t.highlight,
            &gods.join(" · "),
        );
    }
    let groups = grouped(&figures_at(g, Loc::Province(ygg)));
    let spots = layout::grid((CENTER.0, CENTER.1 + 20.0), groups.len(), 4, SMALL_MARKER);
    for ((seat, kind, count), at) in groups.iter().zip(spots) {
        b.marker(c, *seat, *kind, at, SMALL_MARKER);
        count_badge(c, &b.theme, at, SMALL_MARKER, *count);
    }
    for f in FjordId::all() {
        let (x, y) = layout::fjord_center(f);
        c.circle(x, y, FJORD_R, Some(t.water), Some((t.ink, 2.0)));
        if b.touched.contains(&Place::Fjord(f)) {
            c.circle(x, y, FJORD_R, None, Some((t.highlight, 9.0)));
        }
        let groups = grouped(&figures_at(g, Loc::Fjord(f)));
        let spots = layout::grid((x, y), groups.len(), 3, SMALL_MARKER);
        for ((seat, kind, count), at) in groups.iter().zip(spots) {
            b.marker(c, *seat, *kind, at, SMALL_MARKER);
            count_badge(c, &b.theme, at, SMALL_MARKER, *count);
        }
    }
}

fn scoreboard(c: &mut Canvas, b: &Board<'_>) {
    let g = b.game;
    let lang = b.lang;
    let t = &b.theme;
    let width = layout::WIDTH as f32 - PANEL_X;
    let n = g.config().players as usize;
    let block = (layout::BOARD / n.max(1) as f32).min(250.0);
    let awaited = g.awaited();
    for i in 0..n {
        let seat = Seat(i as u8);
        let y = HEADER + block * i as f32;
        let waiting = awaited.contains(seat);
        if waiting {
            c.rect(PANEL_X, y, width, block, t.waiting_bg);
        }
        c.line(
            (PANEL_X, y + block),
            (PANEL_X + width, y + block),
            t.muted,
            1.5,
        );
        let (color, shape) = t.clan(b.clans[seat]);
        c.marker((PANEL_X + 36.0, y + 36.0), 44.0, shape, color, "");
        let mut flags = Vec::new();
        if g.first_player() == seat {
            flags.push(t!(lang, "rp-board-flag-first"));
        }
        if g.stopped().contains(seat) {
            flags.push(t!(lang, "rp-board-flag-done"));
        }
        if waiting {
            flags.push(t!(lang, "rp-board-flag-awaited"));
        }
        name_and_flags(
            c,
            t,
            (PANEL_X + 68.0, PANEL_X + width - 18.0, y + 46.0),
            &b.name(seat),
            &flags.join(" · "),
        );
        let [axes, fists, helmets] = g.counters(seat);
        let stats = t!(
            lang,
            "rp-board-stats",
            points = g.victory_points()[seat],
            glory = g.age_glory()[seat],
            axes = axes,
            fists = fists,
            helmets = helmets
        );
        c.text_in(
            Face::Bold,
            (29.0, 22.0),
            (PANEL_X + 18.0, y + 92.0),
            Align::Left,
            t.ink,
            &stats,
            width - 30.0,
        );
        let mine = |loc: Loc| {
            g.figures()
                .iter()
                .filter(|f| f.controller == Some(seat) && f.loc == loc)
                .count()
        };
        let valhalla = g
            .figures()
            .iter()
            .filter(|f| f.owner == Some(seat) && f.loc == Loc::Valhalla)
            .count();
        let mut counts = t!(
            lang,
            "rp-board-counts",
            on = g.on_board(seat),
            cap = g.board_cap(seat),
            reserve = mine(Loc::Reserve),
            valhalla = valhalla
        );
        if g.options().battle_cards {
            counts.push_str(&t!(lang, "rp-board-cards", cards = g.hand(seat).len()));
        }
        c.text_in(
            Face::Regular,
            (25.0, 19.0),
            (PANEL_X + 18.0, y + 128.0),
            Align::Left,
            t.muted,
            &counts,
            width - 30.0,
        );
        let mut extra = Vec::new();
        if let Some(x) = g.gift(seat) {
            extra.push(t!(lang, "rp-board-gift", gift = gift(x, lang)));
        }
        let monsters: Vec<&str> = g
            .figures()
            .iter()
            .filter(|f| f.controller == Some(seat) && (f.loc.on_board() || f.loc == Loc::Reserve))
            .filter_map(|f| match f.kind {
                Kind::Monster(m) => Some(m.name()),
                _ => None,
            })
            .collect();
        if !monsters.is_empty() {
            extra.push(t!(
                lang,
                "rp-board-monsters",
                monsters = monsters.join(", ")
            ));
        }
        // The gift and the monsters: one line, smaller if need be, else two.
        let extra = extra.join(" · ");
        let max = width - 36.0;
        if text::width(Face::Regular, 19.0, &extra) <= max {
            c.text_in(
                Face::Regular,
                (25.0, 19.0),
                (PANEL_X + 18.0, y + 164.0),
                Align::Left,
                t.ink,
                &extra,
                max,
            );
        } else {
            for (k, line) in text::wrap_lines(Face::Regular, 21.0, &extra, max, 2)
                .iter()
                .enumerate()
            {
                c.text(
                    Face::Regular,
                    21.0,
                    PANEL_X + 18.0,
                    y + 160.0 + 26.0 * k as f32,
                    Align::Left,
                    t.ink,
                    line,
                );
            }
        }
    }
}

fn footer(c: &mut Canvas, b: &Board<'_>) {
    let g = b.game;
    let lang = b.lang;
    let t = &b.theme;
    let top = HEADER + layout::BOARD;
    let mut x = 30.0;
    x += c.text(
        Face::Bold,
        30.0,
        x,
        top + 52.0,
        Align::Left,
        t.header_ink,
        &t!(lang, "rp-board-valhalla"),
    ) + 20.0;
    let mut dead: Vec<(Seat, Kind)> = g
        .figures()
        .iter()
        .filter(|f| f.loc == Loc::Valhalla)
        .filter_map(|f| f.owner.or(f.controller).map(|s| (s, f.kind)))
        .collect();
    dead.sort_by_key(|(s, k)| (*s, kind_order(*k)));
    let groups = grouped(&dead);
    if groups.is_empty() {
        x += c.text(
            Face::Regular,
            28.0,
            x,
            top + 52.0,
            Align::Left,
            t.header_ink,
            &t!(lang, "rp-board-empty"),
        ) + 30.0;
    }
    for (seat, kind, count) in groups {
        b.marker(c, seat, kind, (x + 22.0, top + 42.0), SMALL_MARKER);
        count_badge(c, &b.theme, (x + 22.0, top + 42.0), SMALL_MARKER, count);
        x += 58.0;
    }
    let pool: Vec<String> = g
        .monster_pool()
        .iter()
        .map(|m| m.name().to_string())
        .collect();
    let pool = if pool.is_empty() {
        t!(lang, "rp-board-pool-empty")
    } else {
        t!(lang, "rp-board-pool", monsters = pool.join(", "))
    };
    // The pool beside Valhalla if it fits there, else on its own row above the legend.
    let room = layout::WIDTH as f32 - 30.0 - (x + 20.0);
    let legend = t!(lang, "rp-board-legend");
    if text::width(Face::Regular, 20.0, &pool) <= room {
        c.text_in(
            Face::Regular,
            (26.0, 20.0),
            (layout::WIDTH as f32 - 30.0, top + 52.0),
            Align::Right,
            t.header_ink,
            &pool,
            room,
        );
        footer_note(c, &legend, (22.0, t.header_ink));
    } else {
        let max = layout::WIDTH as f32 - 60.0;
        c.text_in(
            Face::Regular,
            (24.0, 18.0),
            (30.0, top + 100.0),
            Align::Left,
            t.header_ink,
            &pool,
            max,
        );
        c.text_in(
            Face::Regular,
            (20.0, 15.0),
            (30.0, top + 134.0),
            Align::Left,
            t.header_ink,
            &legend,
            max,
        );
    }
}

/// The battle card sheet: a card's size, the gap between cards, and the sheet's size (room for
/// the eight cards in each of the hand and the discards).
const CARD: (f32, f32) = (180.0, 250.0);
const CARD_GAP: f32 = 16.0;
/// Room around a face for the outer half of its border, which is stroked on its edge.
const FACE_MARGIN: f32 = 2.0;
const SHEET: (f32, f32) = (
    30.0 * 2.0 + 8.0 * CARD.0 + 7.0 * CARD_GAP,
    90.0 + 2.0 * (60.0 + CARD.1) + 40.0,
);

/// A clan's battle cards (in hand, and the discards) as a PNG: private to that seat. Assembled
/// in the fixed palette of the battle cards (`render::sheet`).
pub fn cards_png(game: &Game, seat: Seat, title: &str, lang: Lang) -> Vec<u8> {
    let theme = Theme::default();
    let sheet = Sheet::indexed(
        cards_palette(&theme),
        SHEET.0 as u32,
        SHEET.1 as u32,
        theme.background,
    );
    let cards = [(game.hand(seat), false), (game.discards(seat), true)];
    cards_sheet(&cards, title, lang, &theme, sheet).png()
}

/// The battle cards drawn as a canvas (the palette's reference).
fn cards_canvas(cards: &[(Vec<u8>, bool); 2], title: &str, lang: Lang, theme: &Theme) -> Canvas {
    let sheet = Sheet::pixels(SHEET.0 as u32, SHEET.1 as u32, theme.background);
    cards_sheet(cards, title, lang, theme, sheet).canvas()
}

/// The title, then the hand and the discards (faded), each under its heading.
fn cards_sheet(
    cards: &[(Vec<u8>, bool); 2],
    title: &str,
    lang: Lang,
    theme: &Theme,
    mut sheet: Sheet,
) -> Sheet {
    let (width, (card_w, card_h)) = (SHEET.0, CARD);
    sheet.band(0, 90, |c| {
        c.rect(0.0, 0.0, width, 74.0, theme.header);
        let title = text::fit(Face::Bold, 40.0, title, width - 60.0);
        c.text(
            Face::Bold,
            40.0,
            30.0,
            52.0,
            Align::Left,
            theme.header_ink,
            &title,
        );
    });
    // The bands first: a hand's bottom border reaches into the heading below it.
    let headings = [t!(lang, "rp-sheet-hand"), t!(lang, "rp-sheet-discards")];
    let tops = [90, 90 + 60 + card_h as u32];
    for ((heading, (cards, _)), &top) in headings.iter().zip(cards).zip(&tops) {
        sheet.band(top, 60, |c| {
            c.text(
                Face::Bold,
                30.0,
                30.0,
                40.0,
                Align::Left,
                theme.ink,
                heading,
            );
        });
        if cards.is_empty() {
            sheet.band(top + 60, card_h as u32, |c| {
                c.text(
                    Face::Regular,
                    26.0,
                    30.0,
                    40.0,
                    Align::Left,
                    theme.muted,
                    &t!(lang, "rp-sheet-none"),
                );
            });
        }
    }
    for ((cards, faded), &top) in cards.iter().zip(&tops) {
        let y = top + 60;
        for (k, &number) in cards.iter().enumerate() {
            let x = 30 + k as u32 * (card_w + CARD_GAP) as u32;
            // With a margin for the outer half of the border.
            let (m, mf) = (FACE_MARGIN as u32, FACE_MARGIN);
            sheet.stamp(
                ("reprisal card", number, *faded, lang, theme),
                (x - m, y - m),
                (card_w as u32 + 2 * m, card_h as u32 + 2 * m),
                |c| card_face(c, theme, (mf, mf), CARD, (number, *faded), lang),
            );
        }
    }
    sheet
}

/// The fixed palette of the battle card sheets in a theme: every card, in hand and faded, and
/// the sheet's words (in English: the colours are the same in French).
fn cards_palette(theme: &Theme) -> &'static Fixed {
    Fixed::shared(("reprisal cards", theme), |sink| {
        let every: Vec<u8> = (1..=data::rules().cards.len() as u8).collect();
        let shown = [(every.clone(), false), (every, true)];
        let faces = cards_canvas(&shown, sheet::LETTERS, Lang::En, theme);
        sink(faces.rgba(), SHEET.0 as usize);
        let none = cards_canvas(&[(vec![], false), (vec![], true)], "", Lang::En, theme);
        sink(none.rgba(), SHEET.0 as usize);
    })
}

fn card_face(
    c: &mut Canvas,
    theme: &Theme,
    (x, y): (f32, f32),
    (w, h): (f32, f32),
    (number, faded): (u8, bool),
    lang: Lang,
) {
    let def = &data::rules().cards[usize::from(number - 1)];
    let fill = if faded {
        theme.muted.mix(theme.background, 0.5)
    } else {
        theme.cards[0]
    };
    c.round_rect(x, y, w, h, 16.0, Some(fill), Some((theme.ink, 2.0)));
    let ink = fill.ink();
    c.text(
        Face::Bold,
        26.0,
        x + 14.0,
        y + 36.0,
        Align::Left,
        ink,
        &format!("#{number}"),
    );
    let power = def.power.map_or("−∞".to_string(), |p| p.to_string());
    c.label(Face::Bold, 72.0, (x + w / 2.0, y + h * 0.42), ink, &power);
    let effect = match def.effect {
        data::CardEffect::None => String::new(),
        data::CardEffect::LeaderOne => t!(lang, "rp-face-leader-one"),
        data::CardEffect::Reinforce => t!(lang, "rp-face-reinforce"),
        data::CardEffect::SaveOne => t!(lang, "rp-face-save-one"),
        data::CardEffect::LoseOne => t!(lang, "rp-face-lose-one"),
    };
    for (k, line) in text::wrap_lines(Face::Regular, 20.0, &effect, w - 24.0, 4)
        .iter()
        .enumerate()
    {
        c.text(
            Face::Regular,
            20.0,
            x + w / 2.0,
            y + h * 0.66 + 24.0 * k as f32,
            Align::Center,
            ink,
            line,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every battle card's effect, in English and in French, fits the four lines of its face on
    /// the card sheet (180 pixels wide) without being cut.
    #[test]
    fn every_battle_card_effect_fits_its_face_in_both_languages() {
        for lang in [Lang::En, Lang::Fr] {
            for key in [
                "rp-face-leader-one",
                "rp-face-reinforce",
                "rp-face-save-one",
                "rp-face-lose-one",
            ] {
                let effect = crate::present::locale::tr(lang, key, &[]);
                let lines = text::wrap(Face::Regular, 20.0, &effect, 180.0 - 24.0);
                assert!(lines.len() <= 4, "{key} ({lang}): {lines:?}");
            }
        }
    }
}
