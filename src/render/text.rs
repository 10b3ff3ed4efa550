//! Text: the fonts shipped in `assets/fonts/` (DejaVu Sans Condensed, Bitstream Vera licence, see
//! `assets/fonts/LICENSE-DejaVu.txt`), embedded in the binary, never system fonts.

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont, point};
use rustc_hash::FxHashMap as HashMap;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::LazyLock;

/// A typeface of the shipped font.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Face {
    /// DejaVu Sans Condensed.
    Regular,
    /// DejaVu Sans Condensed Bold.
    Bold,
}

struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
}

static FONTS: LazyLock<Fonts> = LazyLock::new(|| Fonts {
    regular: FontRef::try_from_slice(include_bytes!("../../assets/fonts/DejaVuSansCondensed.ttf"))
        .expect("the shipped regular font parses"),
    bold: FontRef::try_from_slice(include_bytes!(
        "../../assets/fonts/DejaVuSansCondensed-Bold.ttf"
    ))
    .expect("the shipped bold font parses"),
});

/// The shipped font of a face.
pub fn font(face: Face) -> &'static FontRef<'static> {
    match face {
        Face::Regular => &FONTS.regular,
        Face::Bold => &FONTS.bold,
    }
}

/// Glyph id and advance of each (face, size, character).
type Metrics = HashMap<(Face, u32, char), (GlyphId, f32)>;
/// Kerning of each (face, size, glyph pair).
type Kerning = HashMap<(Face, u32, u16, u16), f32>;

thread_local! {
    /// Font-table lookups, done once per thread.
    static METRICS: RefCell<Metrics> = RefCell::new(HashMap::default());
    static KERNING: RefCell<Kerning> = RefCell::new(HashMap::default());
}

/// Calls `glyph` for each character's glyph id and pen position, in pixels from the text start.
/// A character the shipped fonts cannot draw (an emoji in a player's name) is left out, never
/// drawn as a box, and so is a space it would leave doubled (spaces the text itself doubles
/// stay).
fn layout(face: Face, size: f32, text: &str, mut glyph: impl FnMut(GlyphId, f32)) -> f32 {
    let scaled = font(face).as_scaled(PxScale::from(size));
    let bits = size.to_bits();
    let mut caret = 0.0;
    let mut previous: Option<GlyphId> = None;
    METRICS.with(|metrics| {
        KERNING.with(|kerning| {
            let mut metrics = metrics.borrow_mut();
            let mut kerning = kerning.borrow_mut();
            let mut last_space = false;
            let mut dropped = false;
            for c in text.chars() {
                let (id, advance) = *metrics.entry((face, bits, c)).or_insert_with(|| {
                    let id = scaled.glyph_id(c);
                    (id, scaled.h_advance(id))
                });
                // Variation selectors and joiners only shape the emoji they follow.
                if id.0 == 0 || matches!(c, '\u{FE00}'..='\u{FE0F}' | '\u{200D}') {
                    dropped = true;
                    continue;
                }
                let space = c.is_whitespace();
                if space && dropped && (last_space || previous.is_none()) {
                    continue;
                }
                dropped = false;
                last_space = space;
                if let Some(p) = previous {
                    caret += *kerning
                        .entry((face, bits, p.0, id.0))
                        .or_insert_with(|| scaled.kern(p, id));
                }
                glyph(id, caret);
                caret += advance;
                previous = Some(id);
            }
        });
    });
    caret
}

/// Width of a line of text in pixels.
pub fn width(face: Face, size: f32, text: &str) -> f32 {
    layout(face, size, text, |_, _| {})
}

/// Height of the font's capital letters (for vertical centring).
pub fn cap_height(size: f32) -> f32 {
    size * 0.73
}

thread_local! {
    /// Texts shortened on this thread so far (see [`cuts`]), the last few of them kept.
    static CUTS: RefCell<(usize, Vec<String>)> = const { RefCell::new((0, Vec::new())) };
}

/// How many texts drawing on this thread has had to shorten so far: words of the game cut off
/// by [`fit`] or lines dropped by [`wrap_lines`]. A board must never need to (the image tests
/// compare this count before and after drawing).
pub fn cuts() -> usize {
    CUTS.with(|c| c.borrow().0)
}

/// The last texts shortened on this thread (at most 16), for the tests' messages.
pub fn last_cuts() -> Vec<String> {
    CUTS.with(|c| c.borrow().1.clone())
}

fn cut(text: &str) {
    CUTS.with(|c| {
        let mut c = c.borrow_mut();
        c.0 += 1;
        if c.1.len() >= 16 {
            c.1.remove(0);
        }
        c.1.push(text.to_string());
    });
}

/// Greedy word wrap into lines no wider than `max` pixels (a word longer than `max` is kept whole).
/// Words are split at ordinary spaces only: a non-breaking space (French « : ») holds its words
/// together.
pub fn wrap(face: Face, size: f32, text: &str, max: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split([' ', '\n', '\t']).filter(|w| !w.is_empty()) {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if width(face, size, &candidate) <= max || line.is_empty() {
            line = candidate;
        } else {
            lines.push(std::mem::take(&mut line));
            line = word.to_string();
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// At most `most` lines of `text` wrapped to `max` pixels; when it needs more, the last line shown
/// ends with an ellipsis and the cut is counted (see [`cuts`]).
pub fn wrap_lines(face: Face, size: f32, text: &str, max: f32, most: usize) -> Vec<String> {
    let mut lines = wrap(face, size, text, max);
    if lines.len() > most {
        cut(text);
        lines.truncate(most);
        if let Some(last) = lines.last_mut() {
            *last = fit(face, size, &format!("{last} …"), max);
        }
    } else if lines.iter().any(|l| width(face, size, l) > max) {
        // A single word wider than the room.
        cut(text);
    }
    lines
}

/// The largest size from `size` down to `least` (in steps of one pixel) at which `text` fits
/// `max` pixels on one line; `least` if none does.
pub fn shrink(face: Face, size: f32, least: f32, text: &str, max: f32) -> f32 {
    let mut s = size;
    while s > least && width(face, s, text) > max {
        s -= 1.0;
    }
    s.max(least)
}

/// Shortens text with an ellipsis until it fits `max` pixels (a cut, counted: see [`cuts`]).
pub fn fit(face: Face, size: f32, text: &str, max: f32) -> String {
    if width(face, size, text) <= max {
        return text.to_string();
    }
    cut(text);
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>() + "…";
        if width(face, size, &candidate) <= max {
            return candidate;
        }
    }
    String::new()
}

/// A rasterised glyph: coverage per pixel and where its top-left corner sits relative to the pen.
struct Raster {
    left: i32,
    top: i32,
    width: usize,
    coverage: Vec<u8>,
}

/// Glyphs are placed on a quarter-pixel grid, so each (face, size, glyph, quarter) is rasterised
/// once per thread and reused: the result is the same whether or not the cache is warm.
type GlyphKey = (Face, u32, u16, u8);

thread_local! {
    static GLYPHS: RefCell<HashMap<GlyphKey, Option<Rc<Raster>>>> = RefCell::new(HashMap::default());
}

fn raster(face: Face, size: f32, id: GlyphId, quarter: u8) -> Option<Rc<Raster>> {
    let key = (face, size.to_bits(), id.0, quarter);
    GLYPHS.with(|cache| {
        cache
            .borrow_mut()
            .entry(key)
            .or_insert_with(|| {
                let glyph = id.with_scale_and_position(
                    PxScale::from(size),
                    point(f32::from(quarter) / 4.0, 0.0),
                );
                let outlined = font(face).outline_glyph(glyph)?;
                let bounds = outlined.px_bounds();
                let width = bounds.width() as usize;
                let height = bounds.height() as usize;
                let mut coverage = vec![0u8; width * height];
                outlined.draw(|gx, gy, c| {
                    let i = gy as usize * width + gx as usize;
                    if i < coverage.len() {
                        coverage[i] = (c.clamp(0.0, 1.0) * 255.0).round() as u8;
                    }
                });
                Some(Rc::new(Raster {
                    left: bounds.min.x as i32,
                    top: bounds.min.y as i32,
                    width,
                    coverage,
                }))
            })
            .clone()
    })
}

/// Calls `glyph` for each glyph of a text with its baseline at `(x, y)`: its raster and the
/// pixel its raster's top-left corner falls on. Returns the text's width.
fn place(
    face: Face,
    size: f32,
    (x, y): (f32, f32),
    text: &str,
    mut glyph: impl FnMut(&Raster, i32, i32),
) -> f32 {
    let baseline = y.round() as i32;
    layout(face, size, text, |id, caret| {
        let pen = ((x + caret) * 4.0).round() as i32;
        if let Some(raster) = raster(face, size, id, pen.rem_euclid(4) as u8) {
            glyph(
                &raster,
                pen.div_euclid(4) + raster.left,
                baseline + raster.top,
            );
        }
    })
}

/// The pixels a text with its baseline at `(x, y)` covers, `[left, top, right, bottom)`;
/// `None` when it has no visible glyph.
pub(crate) fn extent(face: Face, size: f32, at: (f32, f32), text: &str) -> Option<[i32; 4]> {
    let mut extent: Option<[i32; 4]> = None;
    place(face, size, at, text, |glyph, left, top| {
        if glyph.coverage.is_empty() {
            return;
        }
        let height = (glyph.coverage.len() / glyph.width.max(1)) as i32;
        let [l, t, r, b] = [left, top, left + glyph.width as i32, top + height];
        extent = Some(match extent {
            None => [l, t, r, b],
            Some(e) => [e[0].min(l), e[1].min(t), e[2].max(r), e[3].max(b)],
        });
    });
    extent
}

/// Draws text with its baseline at `(x, y)` into premultiplied RGBA pixels; returns its width.
pub(crate) fn draw(
    pixels: &mut [u8],
    image_width: u32,
    image_height: u32,
    face: Face,
    size: f32,
    at: (f32, f32),
    (r, g, b): (u8, u8, u8),
    text: &str,
) -> f32 {
    place(face, size, at, text, |glyph, left, top| {
        // The glyph's columns inside the image (the same for every row).
        let first = (-left).max(0) as usize;
        let last = (image_width as i32 - left).clamp(0, glyph.width as i32) as usize;
        for (row, line) in glyph.coverage.chunks(glyph.width.max(1)).enumerate() {
            let py = top + row as i32;
            if py < 0 || py >= image_height as i32 || first >= last {
                continue;
            }
            let start = (py as usize * image_width as usize + (left + first as i32) as usize) * 4;
            let out = &mut pixels[start..start + (last - first) * 4];
            for (&a, pixel) in line[first..last].iter().zip(out.chunks_exact_mut(4)) {
                match a {
                    0 => {}
                    // Full coverage is the colour itself (the blend below gives exactly that).
                    255 => pixel.copy_from_slice(&[r, g, b, 255]),
                    a => {
                        let a = u32::from(a);
                        let blend = |dst: u8, src: u8| {
                            ((u32::from(src) * a + u32::from(dst) * (255 - a) + 127) / 255) as u8
                        };
                        pixel[0] = blend(pixel[0], r);
                        pixel[1] = blend(pixel[1], g);
                        pixel[2] = blend(pixel[2], b);
                        pixel[3] = blend(pixel[3], 255);
                    }
                }
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn characters_the_fonts_cannot_draw_are_left_out_not_drawn_as_boxes() {
        for face in [Face::Regular, Face::Bold] {
            let plain = width(face, 30.0, "Carol the Bold");
            assert!((width(face, 30.0, "Carol \u{1F98A} the Bold") - plain).abs() < 0.01);
            assert!((width(face, 30.0, "\u{1F525}\u{FE0F} Carol the Bold") - plain).abs() < 0.01);
            assert!((width(face, 30.0, "Carol the \u{1F43B}\u{FE0F}Bold") - plain).abs() < 0.01);
            let mut boxes = 0;
            layout(
                face,
                30.0,
                "Björn \u{1F43B}\u{200D}\u{2744}\u{FE0F} Ragnarök",
                |id, _| {
                    boxes += usize::from(id.0 == 0);
                },
            );
            assert_eq!(boxes, 0);
        }
    }

    #[test]
    fn wrapping_keeps_lines_within_the_width() {
        let text = "Before totals are compared, each opposing clan in this battle that has at least one Warrior in it loses one Warrior.";
        let lines = wrap(Face::Regular, 24.0, text, 300.0);
        assert!(lines.len() > 2);
        for l in &lines {
            assert!(width(Face::Regular, 24.0, l) <= 300.0, "{l}");
        }
        assert_eq!(lines.join(" "), text);
        assert!(width(Face::Bold, 30.0, &fit(Face::Bold, 30.0, text, 200.0)) <= 200.0);
    }
}
