//! The pictures of a server's results: the leaderboard and a game's story. They are drawn from
//! plain figures handed in (names, ratings, scores), so they show only what a front end chose to
//! show; nothing here reads a game's hidden cards.

// Pixel geometry: small integers become coordinates (no precision is lost at these sizes), and
// x, y, w, c (the canvas) are the clearest names for them.
#![allow(clippy::cast_precision_loss, clippy::many_single_char_names)]

use crate::engine::{ClanName, Seat};
use crate::present::base::theme::Theme;
use crate::present::locale::{Lang, t};
use crate::render::{Align, Canvas, Face, Rgb, finish_png};
use crate::vocabulary::Vocabulary as _;

/// One line of the leaderboard picture.
#[derive(Debug, Clone, PartialEq)]
pub struct LeaderLine {
    /// Place (1 = first).
    pub place: usize,
    /// Who (a player's name, or the computer at a level).
    pub name: String,
    /// Rating.
    pub rating: f64,
    /// Its uncertainty.
    pub uncertainty: f64,
    /// Rated games.
    pub games: u32,
    /// Of them, won.
    pub wins: u32,
    /// How the rating moved over the latest games.
    pub trend: f64,
    /// Whether this is the asking player's line (drawn highlighted).
    pub asker: bool,
}

/// The leaderboard picture's content.
#[derive(Debug, Clone, PartialEq)]
pub struct Leaderboard<'a> {
    /// The title ("Leaderboard — Blood Rage").
    pub title: &'a str,
    /// The line under it (the period, the number of games).
    pub subtitle: &'a str,
    /// The top lines, then the asker's if they are not among them.
    pub lines: &'a [LeaderLine],
    /// The language of the column heads.
    pub lang: Lang,
}

const WIDTH: u32 = 960;
const HEAD: f32 = 118.0;
const LINE: f32 = 46.0;
/// The rating scale of the bars: 0 to this.
const SCALE: f64 = 50.0;

/// A figure with one decimal in `lang`'s way: "31.2", "31,2".
pub fn decimal(value: f64, lang: Lang) -> String {
    let text = format!("{value:.1}");
    match lang {
        Lang::En => text,
        Lang::Fr => text.replace('.', ","),
    }
}

/// A trend in words: "▲ 1.2", "▼ 0.8", or "=".
pub fn trend_words(trend: f64, lang: Lang) -> String {
    if trend >= 0.05 {
        format!("▲ {}", decimal(trend, lang))
    } else if trend <= -0.05 {
        format!("▼ {}", decimal(-trend, lang))
    } else {
        "=".to_string()
    }
}

/// The band across the top of a picture: its title and the line under it.
fn header(c: &mut Canvas, title: &str, subtitle: &str) {
    let theme = Theme::default();
    let w = c.size().0 as f32;
    c.rect(0.0, 0.0, w, 74.0, theme.header);
    c.text_in(
        Face::Bold,
        (30.0, 18.0),
        (24.0, 46.0),
        Align::Left,
        theme.header_ink,
        title,
        w - 48.0,
    );
    c.text_in(
        Face::Regular,
        (17.0, 13.0),
        (24.0, 67.0),
        Align::Left,
        theme.header_ink,
        subtitle,
        w - 48.0,
    );
}

/// The leaderboard, drawn.
pub fn leaderboard_canvas(board: &Leaderboard<'_>) -> Canvas {
    let theme = Theme::default();
    let gap = board.lines.windows(2).any(|w| w[1].place > w[0].place + 1);
    let rows = board.lines.len().max(1) as f32 + if gap { 0.5 } else { 0.0 };
    let height = (HEAD + rows * LINE + 24.0) as u32;
    let mut c = Canvas::new(WIDTH, height, theme.background);
    header(&mut c, board.title, board.subtitle);
    let lang = board.lang;
    let cols = [
        (24.0, Align::Left, "#".to_string()),
        (70.0, Align::Left, t!(lang, "leaderboard-col-player")),
        (420.0, Align::Left, t!(lang, "leaderboard-col-rating")),
        (750.0, Align::Right, t!(lang, "leaderboard-col-games")),
        (830.0, Align::Right, t!(lang, "leaderboard-col-wins")),
        (936.0, Align::Right, t!(lang, "leaderboard-col-trend")),
    ];
    for (x, align, head) in &cols {
        c.text(Face::Bold, 15.0, *x, 104.0, *align, theme.muted, head);
    }
    let mut y = HEAD;
    let mut previous = 0;
    for line in board.lines {
        if previous != 0 && line.place > previous + 1 {
            c.label(
                Face::Bold,
                18.0,
                (WIDTH as f32 / 2.0, y + LINE * 0.2),
                theme.muted,
                "…",
            );
            y += LINE * 0.5;
        }
        previous = line.place;
        let fill = if line.asker {
            theme.waiting_bg
        } else if line.place % 2 == 0 {
            theme.panel
        } else {
            theme.background
        };
        c.rect(12.0, y, WIDTH as f32 - 24.0, LINE - 4.0, fill);
        let base = y + LINE / 2.0 + 5.0;
        let ink = theme.ink;
        c.text(
            Face::Bold,
            20.0,
            24.0,
            base,
            Align::Left,
            ink,
            &line.place.to_string(),
        );
        c.text_in(
            if line.asker {
                Face::Bold
            } else {
                Face::Regular
            },
            (20.0, 13.0),
            (70.0, base),
            Align::Left,
            ink,
            &line.name,
            340.0,
        );
        // The rating with its uncertainty as a bar on a 0-50 scale, then in figures.
        let (x0, w) = (420.0, 200.0);
        let at = |v: f64| x0 + (v.clamp(0.0, SCALE) / SCALE * w as f64) as f32;
        let mid = y + LINE / 2.0 - 2.0;
        c.line((x0, mid), (x0 + w, mid), theme.muted.mix(fill, 0.6), 2.0);
        c.round_rect(
            at(line.rating - line.uncertainty),
            mid - 6.0,
            (at(line.rating + line.uncertainty) - at(line.rating - line.uncertainty)).max(2.0),
            12.0,
            6.0,
            Some(theme.highlight.mix(fill, 0.45)),
            None,
        );
        c.circle(at(line.rating), mid, 6.0, Some(ink), None);
        c.text(
            Face::Regular,
            17.0,
            x0 + w + 14.0,
            base,
            Align::Left,
            ink,
            &format!(
                "{} ± {}",
                decimal(line.rating, lang),
                decimal(line.uncertainty, lang)
            ),
        );
        c.text(
            Face::Regular,
            19.0,
            750.0,
            base,
            Align::Right,
            ink,
            &line.games.to_string(),
        );
        c.text(
            Face::Regular,
            19.0,
            830.0,
            base,
            Align::Right,
            ink,
            &line.wins.to_string(),
        );
        let trend_ink = if line.trend >= 0.05 {
            Rgb::hex(0x1E_7B_34)
        } else if line.trend <= -0.05 {
            Rgb::hex(0xB0_2A_1A)
        } else {
            theme.muted
        };
        c.text(
            Face::Bold,
            18.0,
            936.0,
            base,
            Align::Right,
            trend_ink,
            &trend_words(line.trend, lang),
        );
        y += LINE;
    }
    c
}

/// The leaderboard as a PNG.
pub fn leaderboard_png(board: &Leaderboard<'_>) -> Vec<u8> {
    finish_png(leaderboard_canvas(board))
}

/// The colour of a clan on the pictures.
pub fn clan_colour(clan: ClanName) -> Rgb {
    Theme::default().clan(clan).0
}

/// The story picture's content.
#[derive(Debug, Clone, PartialEq)]
pub struct StoryPicture<'a> {
    /// The title ("#12 Ragnarök on Tuesdays").
    pub title: &'a str,
    /// The line under it (rule set, length).
    pub subtitle: &'a str,
    /// Each seat's name (its player, or the computer).
    pub names: &'a [String],
    /// Each seat's clan.
    pub clans: &'a [ClanName],
    /// The story.
    pub story: &'a crate::engine::Story,
    /// The rule set (its score is Glory, or Reprisal's victory points).
    pub rules: crate::engine::RuleSet,
    /// The language.
    pub lang: Lang,
}

const STORY_WIDTH: u32 = 1200;

/// A round step for a score axis up to `max`: about five gridlines.
fn axis_step(max: u32) -> u32 {
    let raw = (max / 5).max(1);
    let mut step = 1;
    for s in [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000] {
        step = s;
        if s >= raw {
            break;
        }
    }
    step
}

/// The story of a game, drawn: each clan's score over the game (move by move, the Ages marked),
/// then a table per clan: its score at the end of each Age, its final score, the battles it won,
/// the quests it fulfilled and the monsters it recruited.
pub fn story_canvas(p: &StoryPicture<'_>) -> Canvas {
    let theme = Theme::default();
    let story = p.story;
    let seats = p.names.len().min(p.clans.len());
    let by_age = story.by_age();
    let height = 560 + 44 * seats as u32 + 20;
    let mut c = Canvas::new(STORY_WIDTH, height, theme.background);
    let w = STORY_WIDTH as f32;
    header(&mut c, p.title, p.subtitle);
    // The chart.
    let (left, right, top, bottom) = (80.0, w - 120.0, 110.0, 470.0);
    let max = story
        .scores
        .iter()
        .flat_map(|s| s.iter().copied())
        .max()
        .unwrap_or(0)
        .max(1);
    let step = axis_step(max);
    let top_value = max.div_ceil(step) * step;
    let y_of = |v: u32| bottom - (v as f32 / top_value as f32) * (bottom - top);
    let moves = story.scores.len().saturating_sub(1).max(1);
    let x_of = |i: usize| left + (i as f32 / moves as f32) * (right - left);
    let unit = t!(p.lang, "story-score", rules = p.rules.slug());
    c.text(
        Face::Bold,
        15.0,
        left,
        top - 12.0,
        Align::Left,
        theme.muted,
        &unit,
    );
    let mut v = 0;
    while v <= top_value {
        let y = y_of(v);
        c.line(
            (left, y),
            (right, y),
            theme.muted.mix(theme.background, 0.75),
            1.0,
        );
        c.text(
            Face::Regular,
            14.0,
            left - 10.0,
            y + 5.0,
            Align::Right,
            theme.muted,
            &v.to_string(),
        );
        v += step;
    }
    for (age, start) in &story.ages {
        let x = x_of(*start);
        c.line(
            (x, top),
            (x, bottom),
            theme.muted.mix(theme.background, 0.4),
            1.5,
        );
        c.text(
            Face::Bold,
            14.0,
            x + 6.0,
            top + 16.0,
            Align::Left,
            theme.muted,
            &t!(p.lang, "story-age", age = *age),
        );
    }
    c.text(
        Face::Regular,
        14.0,
        right,
        bottom + 22.0,
        Align::Right,
        theme.muted,
        &t!(p.lang, "story-moves", moves = moves),
    );
    // The winners' lines last, on top.
    let ranks: Vec<u8> = story
        .outcome
        .as_ref()
        .map_or_else(|| vec![1; seats], |o| o.ranks.clone());
    let mut order: Vec<usize> = (0..seats).collect();
    order.sort_by_key(|i| std::cmp::Reverse((ranks.get(*i).copied().unwrap_or(9), *i)));
    let mut ends: Vec<(f32, usize)> = Vec::new();
    for &i in &order {
        let colour = clan_colour(p.clans[i]);
        let points: Vec<(f32, f32)> = story
            .scores
            .iter()
            .enumerate()
            .map(|(k, s)| (x_of(k), y_of(s.get(i).copied().unwrap_or(0))))
            .collect();
        c.polyline(&points, colour.mix(Rgb(0, 0, 0), 0.45), 5.0);
        c.polyline(&points, colour, 3.0);
        if let Some(last) = points.last() {
            ends.push((last.1, i));
        }
    }
    // Final scores at the right end, spread so that they do not overlap.
    ends.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut previous = f32::MIN;
    for (y, i) in ends {
        let y = y.max(previous + 18.0);
        previous = y;
        let score = story
            .scores
            .last()
            .and_then(|s| s.get(i))
            .copied()
            .unwrap_or(0);
        c.circle(
            right + 12.0,
            y,
            6.0,
            Some(clan_colour(p.clans[i])),
            Some((theme.ink, 1.0)),
        );
        c.text(
            Face::Bold,
            16.0,
            right + 24.0,
            y + 6.0,
            Align::Left,
            theme.ink,
            &score.to_string(),
        );
    }
    // The table, the winner first.
    let mut y = 520.0;
    let lang = p.lang;
    let mut heads = vec![(40.0, Align::Left, t!(lang, "story-col-clan"))];
    let ages_x: Vec<f32> = (0..by_age.len()).map(|k| 470.0 + 80.0 * k as f32).collect();
    for (k, (age, _)) in by_age.iter().enumerate() {
        heads.push((ages_x[k], Align::Right, t!(lang, "story-age", age = *age)));
    }
    let cols = [
        (750.0, t!(lang, "story-col-final")),
        (900.0, t!(lang, "story-col-battles")),
        (1030.0, t!(lang, "story-col-quests")),
        (1160.0, t!(lang, "story-col-monsters")),
    ];
    for (x, head) in &cols {
        heads.push((*x, Align::Right, head.clone()));
    }
    for (x, align, head) in &heads {
        // A head fits its column (120 px; French words are longer).
        c.text_in(
            Face::Bold,
            (15.0, 11.0),
            (*x, y),
            *align,
            theme.muted,
            head,
            120.0,
        );
    }
    y += 12.0;
    let mut rows: Vec<usize> = (0..seats).collect();
    rows.sort_by_key(|i| (ranks.get(*i).copied().unwrap_or(9), *i));
    for (n, i) in rows.into_iter().enumerate() {
        let seat = Seat(i as u8);
        let fill = if n % 2 == 0 {
            theme.panel
        } else {
            theme.background
        };
        c.rect(24.0, y, w - 48.0, 40.0, fill);
        let base = y + 27.0;
        let colour = clan_colour(p.clans[i]);
        c.circle(48.0, y + 20.0, 9.0, Some(colour), Some((theme.ink, 1.0)));
        let won = ranks.get(i) == Some(&1) && story.outcome.is_some();
        let label = format!(
            "{}{} ({})",
            if won { "★ " } else { "" },
            p.names[i],
            crate::present::locale::clan(lang, p.clans[i])
        );
        c.text_in(
            if won { Face::Bold } else { Face::Regular },
            (18.0, 12.0),
            (66.0, base),
            Align::Left,
            theme.ink,
            &label,
            ages_x.first().copied().unwrap_or(470.0) - 120.0,
        );
        for (k, (_, scores)) in by_age.iter().enumerate() {
            let v = scores.get(i).copied().unwrap_or(0);
            c.text(
                Face::Regular,
                18.0,
                ages_x[k],
                base,
                Align::Right,
                theme.ink,
                &v.to_string(),
            );
        }
        let last = story
            .scores
            .last()
            .and_then(|s| s.get(i))
            .copied()
            .unwrap_or(0);
        let figures = [
            last,
            story.battles.get(seat).copied().unwrap_or(0),
            story.quests.get(seat).copied().unwrap_or(0),
            story.monsters.get(seat).copied().unwrap_or(0),
        ];
        for (k, ((x, _), v)) in cols.iter().zip(figures).enumerate() {
            let face = if k == 0 { Face::Bold } else { Face::Regular };
            c.text(
                face,
                18.0,
                *x,
                base,
                Align::Right,
                theme.ink,
                &v.to_string(),
            );
        }
        y += 44.0;
    }
    c
}

/// The story of a game as a PNG.
pub fn story_png(p: &StoryPicture<'_>) -> Vec<u8> {
    finish_png(story_canvas(p))
}
