//! The board image, drawn from the public view only (it has no hidden card in it to leak).

// Pixel geometry: small integers become coordinates (no precision is lost at these sizes), and
// x, y, r, g, b are the clearest names for coordinates and colour channels.
#![allow(
    clippy::cast_precision_loss,
    clippy::many_single_char_names,
    clippy::too_many_arguments
)]

use super::layout::{
    self, CENTER, FJORD_R, HEADER, MARKER, PANEL_X, R_IN, SMALL_MARKER, YGGDRASIL_R,
};
use super::theme::{Highlight, Theme, figure_mark};
use crate::engine::Seat;
use crate::engine::base::data::{FjordId, PillageToken, ProvinceId, Region, Stat};
use crate::engine::base::{ClanView, Figure, Phase, PublicView};
use crate::present::locale::{self, Lang, t};
use crate::render::layer::Over;
use crate::render::text::{self, Face};
use crate::render::{Align, Canvas, Rgb};

/// Everything the board image shows.
pub struct BoardInput<'a> {
    /// The public view of the game.
    pub view: &'a PublicView,
    /// Display name per seat (falls back to the clan's name).
    pub names: &'a [String],
    /// The game's title.
    pub title: &'a str,
    /// What the last action touched.
    pub highlight: &'a Highlight,
    /// The language of the words on the image.
    pub lang: Lang,
}

impl BoardInput<'_> {
    fn name(&self, seat: Seat) -> String {
        let clan = self.clan(seat);
        match self.names.get(seat.index()) {
            Some(n) if !n.is_empty() => format!("{n} ({clan})"),
            _ => clan,
        }
    }

    fn clan(&self, seat: Seat) -> String {
        locale::clan(self.lang, self.view.clans[seat].clan)
    }
}

fn token_text(token: PillageToken, lang: Lang) -> String {
    let key = match token {
        PillageToken::Rage => "board-token-rage",
        PillageToken::Axes => "board-token-axes",
        PillageToken::Horns => "board-token-horns",
        PillageToken::Glory => "board-token-glory",
        PillageToken::AllStats => "board-token-all",
    };
    locale::tr(lang, key, &[])
}

/// Sorted figures: by seat, then Leader, Warriors, Ship, Monsters.
fn sorted(figures: &[(Seat, Figure)]) -> Vec<(Seat, Figure)> {
    let mut f = figures.to_vec();
    f.sort();
    f
}

/// Draws the whole board image: the static layer (cached), then everything that changes.
pub fn draw(input: &BoardInput<'_>, theme: &Theme) -> Canvas {
    draw_on(static_layer(theme, input.lang, Over::Copy), input, theme)
}

/// Draws everything that changes on the board's static layer `c` (`static_layer` in the same
/// theme and language, a copy or a recording).
pub fn draw_on(mut c: Canvas, input: &BoardInput<'_>, theme: &Theme) -> Canvas {
    let destroyed = input
        .view
        .provinces
        .iter()
        .filter(|p| p.destroyed)
        .fold(0u16, |mask, p| mask | (1 << p.id.0));
    ruins(&mut c, theme, destroyed, input.lang);
    header(&mut c, input, theme);
    ring(&mut c, input, theme);
    scoreboard(&mut c, input, theme);
    footer(&mut c, input, theme);
    c
}

/// The parts of the board that change only when a province is destroyed: bands, panel, sea,
/// provinces with their names, Yggdrasil and fjords, every province whole. Drawn once per
/// process, then copied (Reprisal's board draws on it too); the ruins are drawn over it
/// ([`ruins`]), so that every board of a language has one layer.
pub(crate) fn static_layer(theme: &Theme, lang: Lang, over: Over) -> Canvas {
    let key = ("base board", theme, lang);
    crate::render::layer::backdrop(key, || draw_base(theme, lang), over)
}

/// The destroyed provinces (`destroyed`, a bit per province) drawn over the whole ones of the
/// static layer, and the fjords beside them drawn again over their wedges (closed when every
/// province they touch is destroyed).
fn ruins(c: &mut Canvas, theme: &Theme, destroyed: u16, lang: Lang) {
    if destroyed == 0 {
        return;
    }
    for p in ProvinceId::outer() {
        if destroyed & (1 << p.0) == 0 {
            continue;
        }
        let labels = layout::labels(p);
        c.polygon(
            &layout::wedge(p),
            Some(theme.destroyed),
            Some((theme.ink, 2.0)),
        );
        // Ruins: hatching across the wedge.
        for k in -4..=4 {
            let a = layout::angle(p) + k as f32 * 4.5f32.to_radians();
            c.line(
                layout::polar(R_IN + 12.0, a),
                layout::polar(layout::R_OUT - 12.0, a + 0.12),
                theme.destroyed_line,
                3.0,
            );
        }
        c.label(Face::Bold, 30.0, labels.name, theme.destroyed_ink, p.name());
        let ruins = labels.token;
        c.round_rect(
            ruins.0 - 70.0,
            ruins.1 - 19.0,
            140.0,
            38.0,
            10.0,
            Some(theme.ink),
            None,
        );
        c.label(
            Face::Bold,
            22.0,
            ruins,
            theme.destroyed_ink,
            &t!(lang, "board-destroyed"),
        );
    }
    for f in FjordId::all() {
        if f.supports().iter().any(|p| destroyed & (1 << p.0) != 0) {
            fjord_ground(c, theme, f, destroyed, lang);
        }
    }
}

/// A fjord and its name: open while a province it touches stands (`destroyed`: a bit per
/// province).
fn fjord_ground(c: &mut Canvas, theme: &Theme, f: FjordId, destroyed: u16, lang: Lang) {
    let (x, y) = layout::fjord_center(f);
    let open = f.supports().iter().any(|p| destroyed & (1 << p.0) == 0);
    let fill = if open { theme.water } else { theme.destroyed };
    c.circle(x, y, FJORD_R, Some(fill), Some((theme.ink, 2.0)));
    let label_y = if y < CENTER.1 {
        y - FJORD_R - 16.0
    } else {
        y + FJORD_R + 30.0
    };
    c.text(
        Face::Bold,
        24.0,
        x,
        label_y,
        Align::Center,
        theme.ink,
        &super::terms::place(lang, &f),
    );
}

fn draw_base(theme: &Theme, lang: Lang) -> Canvas {
    let mut c = Canvas::new(layout::WIDTH, layout::HEIGHT, theme.background);
    c.rect(0.0, 0.0, layout::WIDTH as f32, HEADER, theme.header);
    c.rect(
        PANEL_X,
        HEADER,
        layout::WIDTH as f32 - PANEL_X,
        layout::BOARD,
        theme.panel,
    );
    c.rect(
        0.0,
        HEADER + layout::BOARD,
        layout::WIDTH as f32,
        layout::FOOTER,
        theme.header,
    );
    c.circle(
        CENTER.0,
        CENTER.1,
        layout::R_OUT + 14.0,
        Some(theme.water.mix(theme.background, 0.55)),
        None,
    );
    for p in ProvinceId::outer() {
        c.polygon(
            &layout::wedge(p),
            Some(region_color(theme, p.def().region)),
            Some((theme.ink, 2.0)),
        );
        c.label(
            Face::Bold,
            30.0,
            layout::labels(p).name,
            theme.ink,
            p.name(),
        );
    }
    c.circle(
        CENTER.0,
        CENTER.1,
        YGGDRASIL_R,
        Some(theme.yggdrasil),
        Some((theme.ink, 2.0)),
    );
    c.label(
        Face::Bold,
        30.0,
        (CENTER.0, CENTER.1 - 112.0),
        theme.ink,
        "Yggdrasil",
    );
    for f in FjordId::all() {
        fjord_ground(&mut c, theme, f, 0, lang);
    }
    c
}

fn header(c: &mut Canvas, input: &BoardInput<'_>, theme: &Theme) {
    let v = input.view;
    let right = layout::WIDTH as f32 - 30.0;
    let lang = input.lang;
    let stage = if v.phase == Phase::GameOver {
        t!(lang, "phase-game-over")
    } else {
        t!(
            lang,
            "board-stage",
            age = v.age,
            phase = super::words::phase(v.phase, lang)
        )
    };
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
        input.title,
        right - 60.0 - stage_w,
    );
    let waiting = match (&v.pending, &v.outcome) {
        (_, Some(outcome)) => {
            let winners: Vec<String> = outcome.winners.iter().map(|s| input.name(*s)).collect();
            t!(
                lang,
                "board-winner",
                players = winners.join(" & "),
                count = winners.len()
            )
        }
        (Some(p), None) => {
            // One player by name; several (a draft, battle cards) by clan, as their blocks on
            // the right are lit and named.
            let who: Vec<String> = if p.seats.len() == 1 {
                p.seats.iter().map(|s| input.name(s)).collect()
            } else {
                p.seats.iter().map(|s| input.clan(s)).collect()
            };
            t!(
                lang,
                "board-waiting",
                players = who.join(", "),
                what = super::words::label(p.decision.kind(), lang)
            )
        }
        (None, None) => String::new(),
    };
    c.text_in(
        Face::Bold,
        (32.0, 22.0),
        (30.0, 100.0),
        Align::Left,
        theme.waiting,
        &waiting,
        layout::WIDTH as f32 - 60.0,
    );

    let first = input.clan(v.first_player);
    let doom = match v.doom {
        Some(p) if v.phase != Phase::GameOver => {
            t!(lang, "board-first-doom", first = first, province = p.name())
        }
        _ => t!(lang, "board-first", first = first),
    };
    let doom_w = c.text(
        Face::Bold,
        28.0,
        right,
        138.0,
        Align::Right,
        theme.doom_light,
        &doom,
    );
    // The battle and who fights it; the cards revealed are listed in the footer, where there is
    // room for all of them.
    let third = if let Some(b) = &v.battle {
        let who: Vec<String> = b.participants.iter().map(|s| input.clan(*s)).collect();
        t!(
            lang,
            "board-battle",
            province = b.province.name(),
            players = who.join(&t!(lang, "versus"))
        )
    } else {
        input.highlight.caption.clone().unwrap_or_default()
    };
    c.text_in(
        Face::Regular,
        (28.0, 20.0),
        (30.0, 138.0),
        Align::Left,
        theme.header_ink,
        &third,
        right - 60.0 - doom_w,
    );
}

/// The Doom province's outline: violet dashes just inside its edge (so a battle's solid red
/// outline on a neighbour, or on the same province, stays apart).
pub(crate) fn doom_outline(c: &mut Canvas, theme: &Theme, p: ProvinceId) {
    c.polygon_dashed(&layout::wedge_inset(p, 9.0), (theme.doom, 6.0), 22.0);
}

/// The Doom token on the rim: a violet disc with a skull (the word is in the header's "Doom: …").
pub(crate) fn doom_mark(c: &mut Canvas, theme: &Theme, (x, y): (f32, f32)) {
    c.circle(x, y, 24.0, Some(theme.doom), Some((theme.ink, 1.5)));
    c.label(Face::Regular, 34.0, (x, y + 2.0), Rgb(255, 255, 255), "☠");
}

/// A scoreboard block's first line: the player's name after the clan's marker, and the flags
/// ("first · awaited") on the right. The name has the room first (down to 20 pixels); the flags
/// take what is left (down to 15).
pub(crate) fn name_and_flags(
    c: &mut Canvas,
    theme: &Theme,
    (left, right, y): (f32, f32, f32),
    name: &str,
    flags: &str,
) {
    let gap = 20.0;
    let flags_at_24 = if flags.is_empty() {
        0.0
    } else {
        text::width(Face::Bold, 24.0, flags) + gap
    };
    let size = text::shrink(Face::Bold, 32.0, 20.0, name, right - left - flags_at_24);
    let name_w = c.text_in(
        Face::Bold,
        (size, size),
        (left, y + 2.0),
        Align::Left,
        theme.ink,
        name,
        right - left - if size > 20.0 { flags_at_24 } else { 0.0 },
    );
    if !flags.is_empty() {
        c.text_in(
            Face::Bold,
            (24.0, 15.0),
            (right, y),
            Align::Right,
            theme.waiting,
            flags,
            right - left - name_w - gap,
        );
    }
}

fn region_color(theme: &Theme, region: Option<Region>) -> Rgb {
    match region {
        Some(Region::Manheim) => theme.manheim,
        Some(Region::Jotunheim) => theme.jotunheim,
        Some(Region::Alfheim) => theme.alfheim,
        None => theme.yggdrasil,
    }
}

fn ring(c: &mut Canvas, input: &BoardInput<'_>, theme: &Theme) {
    let v = input.view;
    let battle = v.battle.as_ref().map(|b| b.province);
    for pv in v
        .provinces
        .iter()
        .filter(|p| !p.id.is_yggdrasil() && !p.destroyed)
    {
        let p = pv.id;
        let fill = region_color(theme, p.def().region);
        if Some(p) == battle || v.doom == Some(p) || input.highlight.provinces.contains(&p) {
            let outline = layout::wedge(p);
            if input.highlight.provinces.contains(&p) {
                c.polygon(&outline, None, Some((theme.highlight, 9.0)));
            }
            if Some(p) == battle {
                c.polygon(&outline, None, Some((theme.battle, 7.0)));
            } else if v.doom == Some(p) {
                c.polygon(&outline, None, Some((theme.ink, 2.0)));
            }
            if v.doom == Some(p) {
                // Doom: violet dashes inside the rim, never the battle's solid red.
                doom_outline(c, theme, p);
            }
        }
        let labels = layout::labels(p);
        token(c, theme, labels.token, (pv.token, pv.pillaged), input.lang);
        // The Doom token and a god here (Gods of Asgard), side by side along the rim; where the
        // god being moved may go, a pale badge.
        let god = god_here(v, p);
        let doom = v.doom == Some(p);
        let count = usize::from(god.is_some()) + usize::from(doom);
        let mut spots =
            (0..count).map(|k| layout::rim(p, 13.0 * (k as f32 - (count as f32 - 1.0) / 2.0)));
        if doom && let Some(at) = spots.next() {
            doom_mark(c, theme, at);
        }
        if let (Some((name, moving)), Some(at)) = (god, spots.next()) {
            god_badge(c, theme, at, name, moving);
        }
        let villages = pv.villages.unwrap_or(0);
        let figures = sorted(&pv.figures);
        for (i, at) in layout::villages(p, villages).into_iter().enumerate() {
            if let Some((seat, figure)) = figures.get(i) {
                marker(c, theme, &v.clans[*seat], (*figure, input.lang), at, MARKER);
            } else {
                let (slot, edge) = (fill.mix(Rgb(255, 255, 255), 0.6), theme.muted);
                let side = MARKER as u32 + 4;
                let h = side as f32 / 2.0;
                c.stamp(
                    ("village", slot, edge),
                    (at.0 - h, at.1 - h),
                    (side, side),
                    |s| {
                        s.circle(h, h, MARKER / 2.0 - 3.0, Some(slot), Some((edge, 2.0)));
                    },
                );
            }
        }
    }
    yggdrasil(c, input, theme);
    for fv in &v.fjords {
        fjord(c, input, theme, fv.id, &fv.figures);
    }
}

/// The god standing in `p`, or the one that may be sent there (pale), by name.
fn god_here(v: &crate::engine::base::PublicView, p: ProvinceId) -> Option<(&'static str, bool)> {
    if let Some(g) = v.gods.iter().find(|g| g.province == Some(p)) {
        return Some((g.god.name(), false));
    }
    let Some(crate::engine::base::Pending {
        decision: crate::engine::base::Decision::MoveGod { god, .. },
        ..
    }) = &v.pending
    else {
        return None;
    };
    v.god_moves.contains(&p).then(|| (god.name(), true))
}

/// A god's badge: its name on gold, or pale with an arrow where it may be sent.
fn god_badge(c: &mut Canvas, theme: &Theme, (x, y): (f32, f32), name: &str, moving: bool) {
    let label = if moving {
        format!("→ {name}")
    } else {
        name.to_owned()
    };
    let w = (text::width(Face::Bold, 22.0, &label) + 22.0).ceil();
    let (fill, edge) = if moving {
        (theme.highlight.mix(Rgb(255, 255, 255), 0.6), theme.muted)
    } else {
        (theme.highlight, theme.ink)
    };
    let ink = fill.ink();
    c.round_rect(
        x - w / 2.0,
        y - 17.0,
        w,
        34.0,
        17.0,
        Some(fill),
        Some((edge, 1.5)),
    );
    c.label(Face::Bold, 22.0, (x, y), ink, &label);
}

fn token(
    c: &mut Canvas,
    theme: &Theme,
    (x, y): (f32, f32),
    (token, pillaged): (PillageToken, bool),
    lang: Lang,
) {
    let label = if pillaged {
        t!(lang, "board-pillaged")
    } else {
        token_text(token, lang)
    };
    let label = label.as_str();
    let w = (text::width(Face::Bold, 22.0, label) + 22.0).ceil();
    let (fill, ink, edge) = if pillaged {
        (theme.muted, Rgb(255, 255, 255), theme.ink)
    } else {
        (theme.token, theme.token.ink(), theme.ink)
    };
    let size = (w as u32 + 4, 38);
    c.stamp(
        ("token", label, fill, ink, edge),
        (x - w / 2.0 - 2.0, y - 19.0),
        size,
        |s| {
            s.round_rect(2.0, 2.0, w, 34.0, 17.0, Some(fill), Some((edge, 1.5)));
            s.label(Face::Bold, 22.0, (2.0 + w / 2.0, 19.0), ink, label);
        },
    );
}

fn marker(
    c: &mut Canvas,
    theme: &Theme,
    clan: &ClanView,
    (figure, lang): (Figure, Lang),
    at: (f32, f32),
    size: f32,
) {
    let style = theme.clan(clan.clan);
    c.marker(at, size, style.1, style.0, &figure_mark(figure, lang));
}

/// Figures grouped by (seat, figure) with their counts, in order.
fn grouped(figures: &[(Seat, Figure)]) -> Vec<(Seat, Figure, usize)> {
    let mut out: Vec<(Seat, Figure, usize)> = Vec::new();
    for (seat, figure) in sorted(figures) {
        match out.last_mut() {
            Some(last) if last.0 == seat && last.1 == figure => last.2 += 1,
            _ => out.push((seat, figure, 1)),
        }
    }
    out
}

/// A count on a marker standing for several identical figures (nothing for one).
pub(crate) fn count_badge(
    c: &mut Canvas,
    theme: &Theme,
    (x, y): (f32, f32),
    size: f32,
    count: usize,
) {
    if count > 1 {
        let (bx, by) = (x + size * 0.42, y + size * 0.38);
        let ink = theme.ink;
        c.stamp(
            ("count", count, ink),
            (bx - 16.0, by - 16.0),
            (32, 32),
            |s| {
                s.circle(16.0, 16.0, 14.0, Some(ink), None);
                s.label(
                    Face::Bold,
                    18.0,
                    (16.0, 16.0),
                    Rgb(255, 255, 255),
                    &count.to_string(),
                );
            },
        );
    }
}

fn yggdrasil(c: &mut Canvas, input: &BoardInput<'_>, theme: &Theme) {
    let v = input.view;
    let ygg = &v.provinces[ProvinceId::YGGDRASIL.index()];
    if input.highlight.provinces.contains(&ProvinceId::YGGDRASIL) {
        c.circle(
            CENTER.0,
            CENTER.1,
            YGGDRASIL_R,
            None,
            Some((theme.highlight, 9.0)),
        );
    }
    if v.battle.as_ref().is_some_and(|b| b.province.is_yggdrasil()) {
        c.circle(
            CENTER.0,
            CENTER.1,
            YGGDRASIL_R,
            None,
            Some((theme.battle, 7.0)),
        );
    }
    token(
        c,
        theme,
        (CENTER.0, CENTER.1 - 72.0),
        (ygg.token, ygg.pillaged),
        input.lang,
    );
    if let Some((name, moving)) = god_here(v, ProvinceId::YGGDRASIL) {
        god_badge(c, theme, (CENTER.0, CENTER.1 + 118.0), name, moving);
    }
    let groups = grouped(&ygg.figures);
    let spots = layout::grid((CENTER.0, CENTER.1 + 30.0), groups.len(), 4, SMALL_MARKER);
    for ((seat, figure, count), at) in groups.iter().zip(spots) {
        marker(
            c,
            theme,
            &v.clans[*seat],
            (*figure, input.lang),
            at,
            SMALL_MARKER,
        );
        count_badge(c, theme, at, SMALL_MARKER, *count);
    }
}

fn fjord(
    c: &mut Canvas,
    input: &BoardInput<'_>,
    theme: &Theme,
    f: FjordId,
    figures: &[(Seat, Figure)],
) {
    let (x, y) = layout::fjord_center(f);
    // Repainted over the provinces' outlines, which may cross it.
    let open = input.view.fjords[f.index()].open;
    let (fill, edge) = (if open { theme.water } else { theme.destroyed }, theme.ink);
    let side = (2.0 * FJORD_R) as u32 + 6;
    let h = side as f32 / 2.0;
    c.stamp(("fjord", fill, edge), (x - h, y - h), (side, side), |s| {
        s.circle(h, h, FJORD_R, Some(fill), Some((edge, 2.0)));
    });
    if input.highlight.fjords.contains(&f) {
        c.circle(x, y, FJORD_R, None, Some((theme.highlight, 9.0)));
    }
    let groups = grouped(figures);
    let spots = layout::grid((x, y), groups.len(), 3, SMALL_MARKER);
    for ((seat, figure, count), at) in groups.iter().zip(spots) {
        marker(
            c,
            theme,
            &input.view.clans[*seat],
            (*figure, input.lang),
            at,
            SMALL_MARKER,
        );
        count_badge(c, theme, at, SMALL_MARKER, *count);
    }
}

fn upgrades(clan: &ClanView) -> String {
    clan.upgrades
        .iter()
        .map(|(_, _, card)| card.def().name.clone())
        .collect::<Vec<_>>()
        .join(", ")
}

fn scoreboard(c: &mut Canvas, input: &BoardInput<'_>, theme: &Theme) {
    let v = input.view;
    let top = HEADER;
    let width = layout::WIDTH as f32 - PANEL_X;
    let n = v.clans.len().max(1);
    let block = (layout::BOARD / n as f32).min(250.0);
    let awaited = v.pending.as_ref().map(|p| p.seats);
    for (i, clan) in v.clans.iter().enumerate() {
        let y = top + block * i as f32;
        let seat = clan.seat;
        let waiting = awaited.is_some_and(|s| s.contains(seat));
        if waiting {
            c.rect(PANEL_X, y, width, block, theme.waiting_bg);
        }
        c.line(
            (PANEL_X, y + block),
            (PANEL_X + width, y + block),
            theme.muted,
            1.5,
        );
        let style = theme.clan(clan.clan);
        c.marker((PANEL_X + 36.0, y + 36.0), 44.0, style.1, style.0, "");
        let lang = input.lang;
        let mut flags = Vec::new();
        if v.first_player == seat {
            flags.push(t!(lang, "board-flag-first"));
        }
        if clan.passed {
            flags.push(t!(lang, "board-flag-passed"));
        }
        if waiting {
            flags.push(t!(lang, "board-flag-awaited"));
        }
        let flags_text = flags.join(" · ");
        name_and_flags(
            c,
            theme,
            (PANEL_X + 68.0, PANEL_X + width - 18.0, y + 46.0),
            &input.name(seat),
            &flags_text,
        );
        let stats = t!(
            lang,
            "board-stats",
            glory = clan.glory,
            rage = clan.rage,
            rage_stat = clan.stats[Stat::Rage.index()],
            axes = clan.stats[Stat::Axes.index()],
            horns = clan.stats[Stat::Horns.index()]
        );
        c.text_in(
            Face::Bold,
            (29.0, 22.0),
            (PANEL_X + 18.0, y + 92.0),
            Align::Left,
            theme.ink,
            &stats,
            width - 30.0,
        );
        let counts = t!(
            lang,
            "board-counts",
            on_board = clan.on_board,
            horns = clan.stats[Stat::Horns.index()],
            reserve = clan.reserve.len(),
            valhalla = clan.valhalla.len(),
            hand = clan.hand,
            quests = clan.quests
        );
        c.text_in(
            Face::Regular,
            (25.0, 19.0),
            (PANEL_X + 18.0, y + 128.0),
            Align::Left,
            theme.muted,
            &counts,
            width - 30.0,
        );
        let ups = upgrades(clan);
        let ups = if ups.is_empty() {
            t!(lang, "board-no-upgrades")
        } else {
            ups
        };
        let room = ((block - 140.0) / 31.0).floor().max(1.0) as usize;
        let lines = text::wrap_lines(Face::Regular, 25.0, &ups, width - 36.0, room);
        for (k, line) in lines.iter().enumerate() {
            c.text(
                Face::Regular,
                25.0,
                PANEL_X + 18.0,
                y + 164.0 + 31.0 * k as f32,
                Align::Left,
                theme.ink,
                line,
            );
        }
    }
}

fn footer(c: &mut Canvas, input: &BoardInput<'_>, theme: &Theme) {
    let v = input.view;
    let top = HEADER + layout::BOARD;
    let mut x = 30.0;
    x += c.text(
        Face::Bold,
        30.0,
        x,
        top + 52.0,
        Align::Left,
        theme.header_ink,
        &t!(input.lang, "board-valhalla"),
    ) + 20.0;
    let mut any = false;
    for clan in &v.clans {
        if clan.valhalla.is_empty() {
            continue;
        }
        any = true;
        let figures: Vec<(Seat, Figure)> = clan.valhalla.iter().map(|f| (clan.seat, *f)).collect();
        for (_, figure, count) in grouped(&figures) {
            marker(
                c,
                theme,
                clan,
                (figure, input.lang),
                (x + 22.0, top + 42.0),
                SMALL_MARKER,
            );
            count_badge(c, theme, (x + 22.0, top + 42.0), SMALL_MARKER, count);
            x += 58.0;
        }
        x += 18.0;
    }
    if !any {
        c.text(
            Face::Regular,
            28.0,
            x,
            top + 52.0,
            Align::Left,
            theme.header_ink,
            &t!(input.lang, "board-empty"),
        );
    }
    // The cards revealed in the battle (what a late card answers), else the legend of the marks.
    let revealed = v.battle.as_ref().filter(|b| !b.table.is_empty()).map(|b| {
        let cards: Vec<String> = b
            .table
            .iter()
            .map(|p| format!("{} {}", input.clan(p.seat), p.card.def().name))
            .collect();
        t!(input.lang, "board-revealed", cards = cards.join(" · "))
    });
    // The Kickstarter monsters' marks join the legend once a clan has one.
    let ks = v
        .clans
        .iter()
        .flat_map(|c| &c.monsters)
        .any(|m| m.def().expansion.is_some());
    let legend = if ks {
        "board-legend-ks"
    } else {
        "board-legend"
    };
    // The Mystic's mark joins it once a Mystic is drawn (on the board or in Valhalla).
    let mystics = v
        .provinces
        .iter()
        .flat_map(|p| &p.figures)
        .any(|(_, f)| *f == Figure::Mystic)
        || v.clans.iter().any(|c| c.valhalla.contains(&Figure::Mystic));
    let mut legend = t!(input.lang, legend);
    if mystics {
        legend.push_str(&t!(input.lang, "board-legend-mystics"));
    }
    match revealed {
        Some(line) => footer_note(c, &line, (26.0, theme.waiting)),
        None => footer_note(c, &legend, (22.0, theme.header_ink)),
    }
}

/// The footer's last rows: one line of `note` at `size` (down to 19 pixels if need be), else two
/// lines at 22.
pub(crate) fn footer_note(c: &mut Canvas, note: &str, (size, color): (f32, Rgb)) {
    let top = HEADER + layout::BOARD;
    let max = layout::WIDTH as f32 - 60.0;
    if text::width(Face::Regular, 19.0, note) <= max {
        c.text_in(
            Face::Regular,
            (size, 19.0),
            (30.0, top + 112.0),
            Align::Left,
            color,
            note,
            max,
        );
        return;
    }
    for (k, line) in text::wrap_lines(Face::Regular, 22.0, note, max, 2)
        .iter()
        .enumerate()
    {
        c.text(
            Face::Regular,
            22.0,
            30.0,
            top + 100.0 + 28.0 * k as f32,
            Align::Left,
            color,
            line,
        );
    }
}
