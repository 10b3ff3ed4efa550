//! Geometry of the board image (the "what goes where" half): the ring of provinces around
//! Yggdrasil, village anchors, fjords at the four diagonals, and the page regions.

// Pixel geometry: small integers become coordinates (no precision is lost at these sizes), and
// x, y, r, g, b are the clearest names for coordinates and colour channels.
#![allow(
    clippy::cast_precision_loss,
    clippy::many_single_char_names,
    clippy::too_many_arguments
)]

use super::terms;
use crate::engine::base::data::{FjordId, ProvinceId};
use crate::present::Region;
use crate::present::locale::Lang;
use std::f32::consts::PI;

/// Image width: sized for Discord's preview.
pub const WIDTH: u32 = 1600;
/// Header band height.
pub const HEADER: f32 = 150.0;
/// The board square (left part of the page).
pub const BOARD: f32 = 1000.0;
/// Footer band (Valhalla and the legend) height.
pub const FOOTER: f32 = 150.0;
/// Total image height.
pub const HEIGHT: u32 = (HEADER + BOARD + FOOTER) as u32;
/// Left edge of the scoreboard panel.
pub const PANEL_X: f32 = BOARD;

/// Centre of the ring.
pub const CENTER: (f32, f32) = (BOARD / 2.0, HEADER + BOARD / 2.0);
/// Outer radius of the ring.
pub const R_OUT: f32 = 440.0;
/// Inner radius of the ring (Yggdrasil's edge).
pub const R_IN: f32 = 155.0;
/// Radius of Yggdrasil's circle.
pub const YGGDRASIL_R: f32 = R_IN - 4.0;
/// Radius of a fjord.
pub const FJORD_R: f32 = 92.0;
/// Distance of a fjord's centre from the ring's centre.
const FJORD_DIST: f32 = 505.0;
/// Size of a figure marker.
pub const MARKER: f32 = 52.0;
/// Size of a figure marker in Yggdrasil and fjords.
pub const SMALL_MARKER: f32 = 44.0;

/// Radius of the province names on the top and bottom provinces.
const R_NAME: f32 = 408.0;
/// Radius of the pillage tokens on the top and bottom provinces.
const R_TOKEN: f32 = 364.0;
/// Radius of the name-and-token block on the side provinces.
const R_SIDE_LABEL: f32 = 362.0;
/// Vertical distance between a side province's name and its token.
const SIDE_STACK: f32 = 44.0;
/// Radius of the Doom badge, just outside the ring.
const R_DOOM: f32 = R_OUT + 32.0;
/// Distance between village centres along a row.
const VILLAGE_SPACING: f32 = 64.0;

/// A point at radius `r` and angle `a` (radians, clockwise from the positive x axis).
pub fn polar(r: f32, a: f32) -> (f32, f32) {
    (CENTER.0 + r * a.cos(), CENTER.1 + r * a.sin())
}

/// The angle at the middle of an outer province (Myrkulor at the top left, then clockwise).
pub fn angle(p: ProvinceId) -> f32 {
    (-112.5 + 45.0 * f32::from(p.0)).to_radians()
}

/// The outline of an outer province: an annular sector with a small gutter.
pub fn wedge(p: ProvinceId) -> Vec<(f32, f32)> {
    let gutter = 0.6f32.to_radians();
    let half = 22.5f32.to_radians() - gutter;
    let (a0, a1) = (angle(p) - half, angle(p) + half);
    let steps = 24;
    let mut points = Vec::with_capacity(2 * steps + 2);
    for k in 0..=steps {
        points.push(polar(R_OUT, a0 + (a1 - a0) * k as f32 / steps as f32));
    }
    for k in (0..=steps).rev() {
        points.push(polar(R_IN + 4.0, a0 + (a1 - a0) * k as f32 / steps as f32));
    }
    points
}

/// A province's outline pulled `inset` pixels inside its edges (for a second outline that must not
/// merge with the first).
pub fn wedge_inset(p: ProvinceId, inset: f32) -> Vec<(f32, f32)> {
    let gutter = 0.6f32.to_radians();
    let half = 22.5f32.to_radians() - gutter;
    let (r_out, r_in) = (R_OUT - inset, R_IN + 4.0 + inset);
    // The sides move in by `inset` pixels: an angle that shrinks with the radius.
    let (a0, a1) = (angle(p) - half, angle(p) + half);
    let steps = 24;
    let mut points = Vec::with_capacity(2 * steps + 2);
    for k in 0..=steps {
        let t = k as f32 / steps as f32;
        let d = inset / r_out;
        points.push(polar(r_out, a0 + d + (a1 - a0 - 2.0 * d) * t));
    }
    for k in (0..=steps).rev() {
        let t = k as f32 / steps as f32;
        let d = inset / r_in;
        points.push(polar(r_in, a0 + d + (a1 - a0 - 2.0 * d) * t));
    }
    points
}

/// Whether a province sits on the left or right side of the ring, where the radius runs nearly
/// horizontally: its name and token are stacked vertically instead of along the radius.
fn is_side(p: ProvinceId) -> bool {
    angle(p).sin().abs() < 0.5
}

/// Where a province's name, pillage token and Doom badge go.
pub struct Labels {
    /// Centre of the name.
    pub name: (f32, f32),
    /// Centre of the pillage token.
    pub token: (f32, f32),
    /// Centre of the Doom badge (outside the rim).
    pub doom: (f32, f32),
}

/// A place on the rim just outside a province, `offset` degrees clockwise from its middle: where
/// its Doom token and gods stand side by side along the rim.
pub fn rim(p: ProvinceId, offset: f32) -> (f32, f32) {
    polar(R_DOOM, angle(p) + offset.to_radians())
}

/// The label positions of an outer province.
pub fn labels(p: ProvinceId) -> Labels {
    let a = angle(p);
    let doom = polar(R_DOOM, a);
    if is_side(p) {
        let (x, y) = polar(R_SIDE_LABEL, a);
        // The token goes toward the horizontal axis, where the wedge is widest.
        let toward_axis = if y < CENTER.1 { 1.0 } else { -1.0 };
        Labels {
            name: (x, y - toward_axis * SIDE_STACK / 2.0),
            token: (x, y + toward_axis * SIDE_STACK / 2.0),
            doom,
        }
    } else {
        Labels {
            name: polar(R_NAME, a),
            token: polar(R_TOKEN, a),
            doom,
        }
    }
}

/// Centres of a province's village slots: up to three on an outer row, the rest on an inner row
/// (pulled inward on the side provinces, whose labels take the outer part).
pub fn villages(p: ProvinceId, count: u8) -> Vec<(f32, f32)> {
    let (r_outer, r_inner) = if is_side(p) {
        (262.0, 195.0)
    } else {
        (300.0, 228.0)
    };
    let outer = count.div_ceil(2).max(count.saturating_sub(2)).min(3);
    let inner = count - outer;
    let row = |r: f32, n: u8| -> Vec<(f32, f32)> {
        let step = VILLAGE_SPACING / r;
        (0..n)
            .map(|k| polar(r, angle(p) + (f32::from(k) - f32::from(n - 1) / 2.0) * step))
            .collect()
    };
    let mut out = row(r_outer, outer);
    out.extend(row(r_inner, inner));
    out
}

/// Centre of a fjord: on the diagonal between the two provinces it supports.
pub fn fjord_center(f: FjordId) -> (f32, f32) {
    let [a, b] = f.supports();
    let (x, y) = (
        angle(a).cos() + angle(b).cos(),
        angle(a).sin() + angle(b).sin(),
    );
    polar(FJORD_DIST, y.atan2(x))
}

/// The places a player may point at on the board (Blood Rage's and Reprisal's): each outer
/// province's wedge, Yggdrasil's circle and each fjord's, as the board draws them.
pub fn regions(lang: Lang) -> Vec<Region> {
    let region = |place: &str, label: String, outline| Region {
        place: place.to_string(),
        label,
        outline,
    };
    let mut out: Vec<Region> = ProvinceId::outer()
        .map(|p| region(p.slug(), terms::place(lang, &p), wedge(p)))
        .collect();
    let ygg = ProvinceId::YGGDRASIL;
    out.push(region(
        ygg.slug(),
        terms::place(lang, &ygg),
        circle(CENTER, YGGDRASIL_R),
    ));
    out.extend(FjordId::all().map(|f| {
        region(
            f.slug(),
            terms::place(lang, &f),
            circle(fjord_center(f), FJORD_R),
        )
    }));
    out
}

/// A circle of radius `r` around `centre` as a polygon of 48 corners.
fn circle((cx, cy): (f32, f32), r: f32) -> Vec<(f32, f32)> {
    (0..48)
        .map(|k| {
            let a = 2.0 * PI * k as f32 / 48.0;
            (cx + r * a.cos(), cy + r * a.sin())
        })
        .collect()
}

/// Centres of `n` markers of `size` laid out in a grid of `columns` around a point.
pub fn grid((cx, cy): (f32, f32), n: usize, columns: usize, size: f32) -> Vec<(f32, f32)> {
    let columns = columns.max(1);
    let rows = n.div_ceil(columns);
    let gap = size * 1.12;
    (0..n)
        .map(|i| {
            let (row, col) = (i / columns, i % columns);
            let in_row = if row + 1 == rows {
                n - row * columns
            } else {
                columns
            };
            let x = cx + (col as f32 - (in_row as f32 - 1.0) / 2.0) * gap;
            let y = cy + (row as f32 - (rows as f32 - 1.0) / 2.0) * gap;
            (x, y)
        })
        .collect()
}

/// Whether a point lies inside the ring between the inner and outer radius.
pub fn in_ring((x, y): (f32, f32)) -> bool {
    let d = ((x - CENTER.0).powi(2) + (y - CENTER.1).powi(2)).sqrt();
    (R_IN..=R_OUT).contains(&d)
}

/// Angle between two directions, for tests.
pub fn angle_between(a: f32, b: f32) -> f32 {
    let d = (a - b).rem_euclid(2.0 * PI);
    d.min(2.0 * PI - d)
}
