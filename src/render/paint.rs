//! Drawing primitives on a pixmap (the "backend" half of the plotters split): filled and stroked
//! shapes with anti-aliasing, text, and the figure markers whose shape names the clan and whose
//! letters name the figure, so the board reads in greyscale and for colour-blind players.

use super::text::{self, Face};
use rustc_hash::FxHashMap as HashMap;
use std::cell::{Cell, RefCell};
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use tiny_skia::{FillRule, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, Transform};

thread_local! {
    /// Small pictures drawn once and stamped many times (markers, badges, card faces), by key.
    static SPRITES: RefCell<HashMap<u64, Arc<Sprite>>> = RefCell::new(HashMap::default());
    /// Pixel buffers of finished canvases, kept for the next canvas they can hold: a board is
    /// 8 MB, and a fresh allocation of that size costs more in page faults than drawing it.
    static SPARE: RefCell<Vec<Vec<u8>>> = const { RefCell::new(Vec::new()) };
    /// Whether words are left out of the pixels ([`without_words`]).
    static WORDLESS: Cell<bool> = const { Cell::new(false) };
}

/// What `draw` draws with every word left out of the pixels: a text with a letter or a digit in
/// it is kept only as its box in [`Canvas::texts`] (a sign, such as a skull, is still drawn),
/// and a stamp gives the canvas it is stamped on the boxes of its own words. For a front end
/// that writes the words itself over the picture, at a size its reader can read (the web page
/// on a phone). Pictures drawn this way are cached apart from the others.
pub fn without_words<T>(draw: impl FnOnce() -> T) -> T {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            WORDLESS.with(|w| w.set(self.0));
        }
    }
    let _restore = Restore(WORDLESS.with(|w| w.replace(true)));
    draw()
}

/// Whether words are being left out of the pixels ([`without_words`]).
pub(super) fn wordless() -> bool {
    WORDLESS.with(Cell::get)
}

/// Whether `content` is a word rather than a sign: it has a letter or a digit.
fn is_word(content: &str) -> bool {
    content.chars().any(char::is_alphanumeric)
}

/// Spare buffers kept per thread.
const SPARE_LIMIT: usize = 4;

/// A pixel buffer of `len` bytes, recycled when one is at hand (its content is unspecified):
/// the smallest spare that holds `len` bytes, else the largest spare grown to `len`. Card sheets
/// differ in height from one hand to the next, and a fresh buffer costs its page faults.
pub(super) fn buffer(len: usize) -> Vec<u8> {
    let spare = SPARE.with(|spare| {
        let mut spare = spare.borrow_mut();
        let fits = (0..spare.len())
            .filter(|&i| spare[i].capacity() >= len)
            .min_by_key(|&i| spare[i].capacity());
        let i = fits.or_else(|| (0..spare.len()).max_by_key(|&i| spare[i].capacity()))?;
        Some(spare.swap_remove(i))
    });
    match spare {
        Some(mut data) => {
            // Only the part grown is written here: the caller fills or copies every byte.
            data.resize(len, 0);
            data
        }
        None => vec![0; len],
    }
}

/// Keeps a finished picture's buffer for the next one ([`buffer`]), while fewer than
/// `SPARE_LIMIT` are kept.
pub(super) fn give_back(data: Vec<u8>) {
    SPARE.with(|spare| {
        let mut spare = spare.borrow_mut();
        if spare.len() < SPARE_LIMIT {
            spare.push(data);
        }
    });
}

/// A pixmap of a non-zero size in a recycled buffer ([`buffer`]; its pixels are unspecified).
fn recycled(width: u32, height: u32) -> Pixmap {
    let size = tiny_skia::IntSize::from_wh(width, height).expect("a canvas has a size");
    let len = width as usize * height as usize * 4;
    Pixmap::from_vec(buffer(len), size).expect("the buffer matches the size")
}

/// Sprites kept per thread before the cache is emptied.
const SPRITE_LIMIT: usize = 4096;

/// An opaque colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Parses `#rrggbb` (constants only).
    pub const fn hex(v: u32) -> Rgb {
        Rgb((v >> 16) as u8, (v >> 8) as u8, v as u8)
    }

    /// Black or white, whichever reads better on this colour.
    #[must_use]
    pub fn ink(self) -> Rgb {
        let l = 0.299 * f32::from(self.0) + 0.587 * f32::from(self.1) + 0.114 * f32::from(self.2);
        if l > 150.0 {
            Rgb(20, 20, 20)
        } else {
            Rgb(255, 255, 255)
        }
    }

    /// Mixes toward another colour (`t` = 0 keeps this one).
    #[must_use]
    pub fn mix(self, other: Rgb, t: f32) -> Rgb {
        let m = |a: u8, b: u8| (f32::from(a) * (1.0 - t) + f32::from(b) * t).round() as u8;
        Rgb(m(self.0, other.0), m(self.1, other.1), m(self.2, other.2))
    }

    fn paint(self, alpha: u8) -> Paint<'static> {
        let mut paint = Paint::default();
        paint.set_color_rgba8(self.0, self.1, self.2, alpha);
        paint.anti_alias = true;
        paint
    }
}

/// The outline shape of a clan's markers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A disc.
    Circle,
    /// A square standing on a corner.
    Diamond,
    /// A triangle pointing up.
    Triangle,
    /// A square.
    Square,
    /// A hexagon.
    Hexagon,
    /// A pentagon standing on a side, its point up.
    Pentagon,
}

/// Horizontal alignment of text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// Starts at x.
    Left,
    /// Centred on x.
    Center,
    /// Ends at x.
    Right,
}

/// A small picture drawn once, and where its pixels show: per row, its runs of opaque pixels
/// (copied whole) and of partly transparent ones (blended); fully transparent pixels are skipped.
/// A card face is one opaque run per row, a marker a few: stamping copies rows, not pixels.
pub(super) struct Sprite {
    pixmap: Pixmap,
    runs: Vec<Run>,
    /// The boxes of the words left out of its pixels ([`without_words`]), in its coordinates.
    words: Vec<TextBox>,
}

/// Pixels `x..x + len` of row `y` of a sprite, all opaque or all partly transparent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Run {
    y: u32,
    x: u32,
    len: u32,
    opaque: bool,
}

impl Sprite {
    fn new(pixmap: Pixmap) -> Sprite {
        let width = pixmap.width() as usize;
        let mut runs: Vec<Run> = Vec::new();
        for (y, row) in pixmap.data().chunks_exact(width * 4).enumerate() {
            for (x, pixel) in row.chunks_exact(4).enumerate() {
                let opaque = match pixel[3] {
                    0 => continue,
                    a => a == 255,
                };
                let (y, x) = (y as u32, x as u32);
                match runs.last_mut() {
                    Some(run) if run.y == y && run.x + run.len == x && run.opaque == opaque => {
                        run.len += 1;
                    }
                    _ => runs.push(Run {
                        y,
                        x,
                        len: 1,
                        opaque,
                    }),
                }
            }
        }
        Sprite {
            pixmap,
            runs,
            words: Vec::new(),
        }
    }
}

/// Source-over of a premultiplied sprite onto the pixmap at an integer position (clipped): its
/// opaque runs copied, its partly transparent pixels blended.
fn blit(dst: &mut Pixmap, sprite: &Sprite, x: i32, y: i32) {
    let (dw, dh) = (dst.width() as i32, dst.height() as i32);
    let sw = sprite.pixmap.width() as i32;
    let data = dst.data_mut();
    let pixels = sprite.pixmap.data();
    for run in &sprite.runs {
        let row = y + run.y as i32;
        let (from, to) = (x + run.x as i32, x + (run.x + run.len) as i32);
        let (from, to) = (from.max(0), to.min(dw));
        if row < 0 || row >= dh || from >= to {
            continue;
        }
        let s_start = (((row - y) * sw + (from - x)) * 4) as usize;
        let d_start = ((row * dw + from) * 4) as usize;
        let len = ((to - from) * 4) as usize;
        let (s_row, d_row) = (
            &pixels[s_start..s_start + len],
            &mut data[d_start..d_start + len],
        );
        if run.opaque {
            d_row.copy_from_slice(s_row);
            continue;
        }
        for (s, d) in s_row.chunks_exact(4).zip(d_row.chunks_exact_mut(4)) {
            let keep = 255 - u32::from(s[3]);
            for k in 0..4 {
                d[k] = (u32::from(s[k]) + (u32::from(d[k]) * keep + 127) / 255) as u8;
            }
        }
    }
}

/// Where a text was drawn: the box of its letters (from its capitals' tops to its descenders),
/// and how.
#[derive(Debug, Clone, PartialEq)]
pub struct TextBox {
    /// Left edge.
    pub left: f32,
    /// Top edge.
    pub top: f32,
    /// Right edge.
    pub right: f32,
    /// Bottom edge.
    pub bottom: f32,
    /// The text.
    pub content: String,
    /// Its size in pixels (the font's em).
    pub size: f32,
    /// Whether it is bold.
    pub bold: bool,
    /// Its colour.
    pub color: Rgb,
}

impl TextBox {
    /// Whether it is a word rather than a sign (it has a letter or a digit): what
    /// [`without_words`] leaves out of the pixels.
    pub fn is_word(&self) -> bool {
        is_word(&self.content)
    }

    /// Whether `other` is the same text drawn again in the same place (perhaps in another ink:
    /// a destroyed province's name over the whole one's).
    pub fn again(&self, other: &TextBox) -> bool {
        self.content == other.content
            && (self.left, self.top, self.right, self.bottom)
                == (other.left, other.top, other.right, other.bottom)
    }

    /// Whether two boxes share more than a sliver (a pixel of anti-aliasing).
    pub fn overlaps(&self, other: &TextBox) -> bool {
        let w = self.right.min(other.right) - self.left.max(other.left);
        let h = self.bottom.min(other.bottom) - self.top.max(other.top);
        w > 1.0 && h > 1.0
    }
}

/// How a path's outline is drawn.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Line {
    /// Square joins and butt ends.
    Plain,
    /// Dashes this long, with gaps six tenths of that.
    Dashed(f32),
    /// Round joins and ends.
    Round,
}

/// One drawing operation on a pixmap: what every drawing method comes down to. Drawn at once on
/// a canvas of pixels, or kept (with where it draws) on a recording canvas
/// ([`Canvas::recorded`]).
#[derive(Clone)]
pub(super) enum Op {
    /// A path filled.
    Fill(Path, Rgb),
    /// A path's outline, this wide.
    Stroke(Path, Rgb, f32, Line),
    /// A rectangle filled.
    Rect(Rect, Rgb),
    /// A line of text with its baseline's start at a point.
    Text(Face, f32, (f32, f32), Rgb, String),
    /// A sprite (and its key) with its top-left corner at a pixel.
    Stamp(Arc<Sprite>, u64, (i32, i32)),
}

impl Op {
    /// Draws the operation on `pixmap`.
    fn apply(&self, pixmap: &mut Pixmap) {
        match self {
            Op::Fill(path, color) => pixmap.fill_path(
                path,
                &color.paint(255),
                FillRule::Winding,
                Transform::identity(),
                None,
            ),
            Op::Stroke(path, color, width, line) => {
                let stroke = match *line {
                    Line::Plain => Stroke {
                        width: *width,
                        ..Stroke::default()
                    },
                    Line::Dashed(dash) => Stroke {
                        width: *width,
                        dash: tiny_skia::StrokeDash::new(vec![dash, dash * 0.6], 0.0),
                        ..Stroke::default()
                    },
                    Line::Round => Stroke {
                        width: *width,
                        line_join: tiny_skia::LineJoin::Round,
                        line_cap: tiny_skia::LineCap::Round,
                        ..Stroke::default()
                    },
                };
                pixmap.stroke_path(
                    path,
                    &color.paint(255),
                    &stroke,
                    Transform::identity(),
                    None,
                );
            }
            Op::Rect(rect, color) => {
                pixmap.fill_rect(*rect, &color.paint(255), Transform::identity(), None);
            }
            Op::Text(face, size, at, color, content) => {
                let (width, height) = (pixmap.width(), pixmap.height());
                text::draw(
                    pixmap.data_mut(),
                    width,
                    height,
                    *face,
                    *size,
                    *at,
                    (color.0, color.1, color.2),
                    content,
                );
            }
            Op::Stamp(sprite, _, (x, y)) => blit(pixmap, sprite, *x, *y),
        }
    }

    /// The pixels the operation may change, `[left, top, right, bottom)`, with a margin for
    /// anti-aliasing and for a stroke's joins (a miter reaches at most twice the width out);
    /// `None` when it draws nothing.
    fn bounds(&self) -> Option<[i32; 4]> {
        let around = |r: Rect, margin: f32| {
            Some([
                (r.left() - margin).floor() as i32,
                (r.top() - margin).floor() as i32,
                (r.right() + margin).ceil() as i32,
                (r.bottom() + margin).ceil() as i32,
            ])
        };
        match self {
            Op::Fill(path, _) => around(path.bounds(), 2.0),
            Op::Stroke(path, _, width, _) => around(path.bounds(), 2.0 * width + 2.0),
            Op::Rect(rect, _) => around(*rect, 2.0),
            Op::Text(face, size, at, _, content) => text::extent(*face, *size, *at, content),
            Op::Stamp(sprite, _, (x, y)) => Some([
                *x,
                *y,
                x + sprite.pixmap.width() as i32,
                y + sprite.pixmap.height() as i32,
            ]),
        }
    }

    /// A hash of everything the operation draws with: two operations of equal hashes draw the
    /// same pixels.
    fn key(&self) -> u64 {
        let mut h = std::hash::DefaultHasher::new();
        let path = |path: &Path, h: &mut std::hash::DefaultHasher| {
            path.verbs().hash(h);
            for p in path.points() {
                (p.x.to_bits(), p.y.to_bits()).hash(h);
            }
        };
        match self {
            Op::Fill(p, color) => {
                0u8.hash(&mut h);
                path(p, &mut h);
                color.hash(&mut h);
            }
            Op::Stroke(p, color, width, line) => {
                1u8.hash(&mut h);
                path(p, &mut h);
                (color, width.to_bits()).hash(&mut h);
                match line {
                    Line::Plain => 0u32.hash(&mut h),
                    Line::Dashed(dash) => (1u32, dash.to_bits()).hash(&mut h),
                    Line::Round => 2u32.hash(&mut h),
                }
            }
            Op::Rect(rect, color) => {
                2u8.hash(&mut h);
                [rect.left(), rect.top(), rect.right(), rect.bottom()]
                    .map(f32::to_bits)
                    .hash(&mut h);
                color.hash(&mut h);
            }
            Op::Text(face, size, (x, y), color, content) => {
                3u8.hash(&mut h);
                (
                    face,
                    size.to_bits(),
                    x.to_bits(),
                    y.to_bits(),
                    color,
                    content,
                )
                    .hash(&mut h);
            }
            Op::Stamp(_, key, at) => (4u8, key, at).hash(&mut h),
        }
        h.finish()
    }
}

/// An operation kept by a recording canvas, with its hash ([`Op::key`]) and the pixels it may
/// change, clipped to the canvas.
#[derive(Clone)]
pub(super) struct Recorded {
    pub(super) op: Op,
    pub(super) key: u64,
    pub(super) bounds: [u32; 4],
}

/// What a recording canvas keeps instead of pixels: the static canvas it is drawn over (and its
/// key), and the operations drawn over it, in order.
#[derive(Clone)]
pub(super) struct Recording {
    pub(super) backdrop: Arc<Canvas>,
    pub(super) key: u64,
    pub(super) ops: Vec<Recorded>,
}

/// A drawing surface: pixels, or (on a recording canvas) the operations that would draw them.
#[derive(Clone)]
pub struct Canvas {
    pixmap: Pixmap,
    /// Every text drawn on it, in order (for the checks that nothing overlaps or leaves it).
    texts: Vec<TextBox>,
    /// The operations drawn, when the canvas records them rather than drawing them.
    recording: Option<Box<Recording>>,
}

impl Canvas {
    /// A canvas filled with a background colour.
    pub fn new(width: u32, height: u32, background: Rgb) -> Canvas {
        let mut pixmap = recycled(width.max(1), height.max(1));
        pixmap.fill(tiny_skia::Color::from_rgba8(
            background.0,
            background.1,
            background.2,
            255,
        ));
        Canvas {
            pixmap,
            texts: Vec::new(),
            recording: None,
        }
    }

    /// A canvas that records what is drawn on it over `backdrop` (named by `key`) instead of
    /// drawing it ([`Canvas::recorded`]).
    pub(super) fn recording(backdrop: Arc<Canvas>, key: u64) -> Canvas {
        Canvas {
            pixmap: Pixmap::new(1, 1).expect("a pixel"),
            texts: backdrop.texts.clone(),
            recording: Some(Box::new(Recording {
                backdrop,
                key,
                ops: Vec::new(),
            })),
        }
    }

    /// A canvas of unspecified pixels in a recycled buffer, for a caller that writes every pixel
    /// it reads.
    pub(super) fn scratch(width: u32, height: u32) -> Canvas {
        Canvas {
            pixmap: recycled(width.max(1), height.max(1)),
            texts: Vec::new(),
            recording: None,
        }
    }

    /// What was drawn on a recording canvas ([`Canvas::recording`]); `None` on a canvas of
    /// pixels.
    pub(super) fn recorded(&self) -> Option<&Recording> {
        self.recording.as_deref()
    }

    /// Draws a recorded operation on this canvas of pixels.
    pub(super) fn replay(&mut self, op: &Op) {
        op.apply(&mut self.pixmap);
    }

    /// The pixels, RGBA, to write.
    pub(super) fn rgba_mut(&mut self) -> &mut [u8] {
        self.pixmap.data_mut()
    }

    /// Draws `op`, or records it on a recording canvas (where it draws nothing visible, it is
    /// left out).
    fn put(&mut self, op: Op) {
        let Some(recording) = &mut self.recording else {
            op.apply(&mut self.pixmap);
            return;
        };
        let (width, height) = recording.backdrop.size();
        let Some([left, top, right, bottom]) = op.bounds() else {
            return;
        };
        let clip = |v: i32, most: u32| v.clamp(0, most as i32) as u32;
        let bounds = [
            clip(left, width),
            clip(top, height),
            clip(right, width),
            clip(bottom, height),
        ];
        if bounds[0] >= bounds[2] || bounds[1] >= bounds[3] {
            return;
        }
        let key = op.key();
        recording.ops.push(Recorded { op, key, bounds });
    }

    /// A canvas filled with a background colour, in a buffer of its own rather than a recycled
    /// one: for small passing canvases (a sheet's bands), which would otherwise take a big spare
    /// buffer and leave the next big canvas to zero a fresh one.
    pub fn small(width: u32, height: u32, background: Rgb) -> Canvas {
        let mut canvas = Canvas::transparent(width, height);
        canvas.pixmap.fill(tiny_skia::Color::from_rgba8(
            background.0,
            background.1,
            background.2,
            255,
        ));
        canvas
    }

    /// The texts drawn on this canvas (and on the canvas it was copied from), in order.
    pub fn texts(&self) -> &[TextBox] {
        &self.texts
    }

    /// A copy of `other`, in a recycled buffer when one is at hand.
    pub fn copy_of(other: &Canvas) -> Canvas {
        assert!(
            other.recording.is_none(),
            "a recording has no pixels to copy"
        );
        let mut pixmap = recycled(other.pixmap.width(), other.pixmap.height());
        pixmap.data_mut().copy_from_slice(other.pixmap.data());
        Canvas {
            pixmap,
            texts: other.texts.clone(),
            recording: None,
        }
    }

    /// The pixels of this canvas `width`×`height` from `(left, top)` (clipped to it), as a
    /// canvas of their own (without texts: a part is encoded, not checked).
    #[must_use]
    pub fn crop(&self, (left, top): (u32, u32), (width, height): (u32, u32)) -> Canvas {
        assert!(
            self.recording.is_none(),
            "a recording has no pixels to crop"
        );
        let (left, top) = (
            left.min(self.pixmap.width() - 1),
            top.min(self.pixmap.height() - 1),
        );
        let width = width.min(self.pixmap.width() - left).max(1);
        let height = height.min(self.pixmap.height() - top).max(1);
        let mut part = Canvas::scratch(width, height);
        let (from_row, to_row) = (self.pixmap.width() as usize * 4, width as usize * 4);
        for y in 0..height as usize {
            let from = (top as usize + y) * from_row + left as usize * 4;
            part.pixmap.data_mut()[y * to_row..(y + 1) * to_row]
                .copy_from_slice(&self.pixmap.data()[from..from + to_row]);
        }
        part
    }

    /// Width and height in pixels.
    pub fn size(&self) -> (u32, u32) {
        match &self.recording {
            Some(recording) => recording.backdrop.size(),
            None => (self.pixmap.width(), self.pixmap.height()),
        }
    }

    /// The pixels, RGBA (opaque canvases: premultiplied and straight are the same bytes).
    pub fn rgba(&self) -> &[u8] {
        assert!(self.recording.is_none(), "a recording has no pixels");
        self.pixmap.data()
    }

    /// Gives the canvas's buffer back for the next canvas of its size.
    pub fn recycle(self) {
        if self.recording.is_none() {
            give_back(self.pixmap.take());
        }
    }

    /// Copies `band` (a canvas as wide as this one) over rows `top..` of this one, clipped, with
    /// the texts drawn on it (moved down by `top`).
    pub fn paste(&mut self, band: &Canvas, top: u32) {
        assert!(self.recording.is_none(), "bands are pasted on pixels");
        let row = self.pixmap.width() as usize * 4;
        assert_eq!(
            band.pixmap.width(),
            self.pixmap.width(),
            "a band is as wide"
        );
        let start = (top as usize * row).min(self.pixmap.data().len());
        let len = band
            .pixmap
            .data()
            .len()
            .min(self.pixmap.data().len() - start);
        self.pixmap.data_mut()[start..start + len].copy_from_slice(&band.pixmap.data()[..len]);
        let down = top as f32;
        self.texts.extend(band.texts.iter().map(|t| TextBox {
            top: t.top + down,
            bottom: t.bottom + down,
            ..t.clone()
        }));
    }

    /// A transparent canvas (for sprites).
    fn transparent(width: u32, height: u32) -> Canvas {
        Canvas {
            pixmap: Pixmap::new(width.max(1), height.max(1)).expect("non-zero sprite size"),
            texts: Vec::new(),
            recording: None,
        }
    }

    /// Stamps a `width`×`height` picture whose top-left corner is at `(x, y)` (rounded to whole
    /// pixels). The picture is drawn once per thread by `draw`, in its own coordinates, and then
    /// reused for every equal `key`: the pixels are the same either way.
    pub fn stamp(
        &mut self,
        key: impl Hash,
        (x, y): (f32, f32),
        (width, height): (u32, u32),
        draw: impl FnOnce(&mut Canvas),
    ) {
        let mut hasher = std::hash::DefaultHasher::new();
        key.hash(&mut hasher);
        (width, height).hash(&mut hasher);
        let wordless = wordless();
        wordless.hash(&mut hasher);
        let key = hasher.finish();
        let sprite = SPRITES.with(|cache| {
            let mut cache = cache.borrow_mut();
            if cache.len() > SPRITE_LIMIT {
                cache.clear();
            }
            let sprite = cache.entry(key).or_insert_with(|| {
                let mut sprite = Canvas::transparent(width, height);
                draw(&mut sprite);
                let mut made = Sprite::new(sprite.pixmap);
                if wordless {
                    made.words = sprite.texts;
                    made.words.retain(TextBox::is_word);
                }
                Arc::new(made)
            });
            Arc::clone(sprite)
        });
        let at = (x.round(), y.round());
        self.texts.extend(sprite.words.iter().map(|t| TextBox {
            left: t.left + at.0,
            right: t.right + at.0,
            top: t.top + at.1,
            bottom: t.bottom + at.1,
            ..t.clone()
        }));
        self.put(Op::Stamp(sprite, key, (at.0 as i32, at.1 as i32)));
    }

    fn draw(&mut self, path: Option<Path>, fill: Option<Rgb>, stroke: Option<(Rgb, f32)>) {
        let Some(path) = path else { return };
        match (fill, stroke) {
            (Some(color), Some((line, width))) => {
                self.put(Op::Fill(path.clone(), color));
                self.put(Op::Stroke(path, line, width, Line::Plain));
            }
            (Some(color), None) => self.put(Op::Fill(path, color)),
            (None, Some((line, width))) => self.put(Op::Stroke(path, line, width, Line::Plain)),
            (None, None) => {}
        }
    }

    /// A filled rectangle.
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, fill: Rgb) {
        if let Some(r) = Rect::from_xywh(x, y, w, h) {
            self.put(Op::Rect(r, fill));
        }
    }

    /// A rectangle with rounded corners.
    pub fn round_rect(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        radius: f32,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f32)>,
    ) {
        let r = radius.min(w / 2.0).min(h / 2.0);
        let mut pb = PathBuilder::new();
        pb.move_to(x + r, y);
        pb.line_to(x + w - r, y);
        pb.quad_to(x + w, y, x + w, y + r);
        pb.line_to(x + w, y + h - r);
        pb.quad_to(x + w, y + h, x + w - r, y + h);
        pb.line_to(x + r, y + h);
        pb.quad_to(x, y + h, x, y + h - r);
        pb.line_to(x, y + r);
        pb.quad_to(x, y, x + r, y);
        pb.close();
        self.draw(pb.finish(), fill, stroke);
    }

    /// A circle.
    pub fn circle(
        &mut self,
        cx: f32,
        cy: f32,
        r: f32,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f32)>,
    ) {
        self.draw(PathBuilder::from_circle(cx, cy, r), fill, stroke);
    }

    /// A closed polygon outlined with dashes (`dash` long, gaps six tenths of that).
    pub fn polygon_dashed(&mut self, points: &[(f32, f32)], (color, width): (Rgb, f32), dash: f32) {
        if let Some(path) = path_through(points, true) {
            self.put(Op::Stroke(path, color, width, Line::Dashed(dash)));
        }
    }

    /// A closed polygon.
    pub fn polygon(
        &mut self,
        points: &[(f32, f32)],
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f32)>,
    ) {
        self.draw(path_through(points, true), fill, stroke);
    }

    /// A straight line.
    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), color: Rgb, width: f32) {
        let mut pb = PathBuilder::new();
        pb.move_to(from.0, from.1);
        pb.line_to(to.0, to.1);
        self.draw(pb.finish(), None, Some((color, width)));
    }

    /// An open line through `points`, with round joins and ends.
    pub fn polyline(&mut self, points: &[(f32, f32)], color: Rgb, width: f32) {
        if let Some(path) = path_through(points, false) {
            self.put(Op::Stroke(path, color, width, Line::Round));
        }
    }

    /// Text with its baseline at `y`; returns its width.
    pub fn text(
        &mut self,
        face: Face,
        size: f32,
        x: f32,
        y: f32,
        align: Align,
        color: Rgb,
        content: &str,
    ) -> f32 {
        let w = text::width(face, size, content);
        let left = match align {
            Align::Left => x,
            Align::Center => x - w / 2.0,
            Align::Right => x - w,
        };
        if !content.trim().is_empty() {
            self.texts.push(TextBox {
                left,
                top: y - text::cap_height(size),
                right: left + w,
                bottom: y + size * 0.2,
                content: content.to_string(),
                size,
                bold: face == Face::Bold,
                color,
            });
        }
        if !(wordless() && is_word(content)) {
            self.put(Op::Text(face, size, (left, y), color, content.to_string()));
        }
        w
    }

    /// Text that fits `max` pixels: drawn at `size`, or smaller down to `least` when it must; cut
    /// (and counted, see `text::cuts`) only if even `least` is too large. Returns its width.
    #[allow(clippy::too_many_arguments)] // a text's face, sizes, place, colour and room
    pub fn text_in(
        &mut self,
        face: Face,
        (size, least): (f32, f32),
        (x, y): (f32, f32),
        align: Align,
        color: Rgb,
        content: &str,
        max: f32,
    ) -> f32 {
        let s = text::shrink(face, size, least, content, max);
        let content = text::fit(face, s, content, max);
        self.text(face, s, x, y, align, color, &content)
    }

    /// A paragraph in a box `max_w` wide and `max_h` tall whose first baseline is `top` plus the
    /// size: wrapped at the first of `sizes` (largest first) whose lines all fit, lines 1.25
    /// sizes apart; cut (and counted) only if even the last size does not fit. Returns the height
    /// used.
    #[allow(clippy::too_many_arguments)] // a paragraph's face, sizes, box, colour and text
    pub fn paragraph(
        &mut self,
        face: Face,
        sizes: &[f32],
        (x, top): (f32, f32),
        (max_w, max_h): (f32, f32),
        align: Align,
        color: Rgb,
        content: &str,
    ) -> f32 {
        let last = *sizes.last().expect("at least one size");
        let fits = |s: f32| {
            let lines = text::wrap(face, s, content, max_w);
            let tall = s + 1.25 * s * (lines.len().max(1) - 1) as f32 + 0.25 * s;
            tall <= max_h && lines.iter().all(|l| text::width(face, s, l) <= max_w)
        };
        let size = sizes.iter().copied().find(|s| fits(*s)).unwrap_or(last);
        let most = (((max_h - 1.25 * size) / (1.25 * size)).floor().max(0.0) as usize) + 1;
        let lines = text::wrap_lines(face, size, content, max_w, most);
        for (k, line) in lines.iter().enumerate() {
            self.text(
                face,
                size,
                x,
                top + size + 1.25 * size * k as f32,
                align,
                color,
                line,
            );
        }
        size + 1.25 * size * lines.len().saturating_sub(1) as f32 + 0.25 * size
    }

    /// Text centred on a point (vertically by its capital height).
    pub fn label(&mut self, face: Face, size: f32, (x, y): (f32, f32), color: Rgb, content: &str) {
        self.text(
            face,
            size,
            x,
            y + text::cap_height(size) / 2.0,
            Align::Center,
            color,
            content,
        );
    }

    /// A figure marker: the clan's shape in its colour, outlined, with a short mark inside.
    pub fn marker(
        &mut self,
        (cx, cy): (f32, f32),
        size: f32,
        shape: Shape,
        color: Rgb,
        mark: &str,
    ) {
        let side = (size * 1.4).ceil() as u32 + 4;
        let half = side as f32 / 2.0;
        self.stamp(
            ("marker", shape, color, mark, size.to_bits()),
            (cx - half, cy - half),
            (side, side),
            |s| {
                s.draw_marker((half, half), size, shape, color, mark);
            },
        );
    }

    fn draw_marker(
        &mut self,
        (cx, cy): (f32, f32),
        size: f32,
        shape: Shape,
        color: Rgb,
        mark: &str,
    ) {
        let r = size / 2.0;
        let outline = Some((Rgb(25, 25, 25), (size / 16.0).max(2.0)));
        match shape {
            Shape::Circle => self.circle(cx, cy, r, Some(color), outline),
            Shape::Square => {
                let s = r * 0.9;
                self.polygon(
                    &[
                        (cx - s, cy - s),
                        (cx + s, cy - s),
                        (cx + s, cy + s),
                        (cx - s, cy + s),
                    ],
                    Some(color),
                    outline,
                );
            }
            Shape::Diamond => {
                let s = r * 1.1;
                self.polygon(
                    &[(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)],
                    Some(color),
                    outline,
                );
            }
            Shape::Triangle => {
                let s = r * 1.15;
                self.polygon(
                    &[
                        (cx, cy - s),
                        (cx + s * 0.95, cy + s * 0.7),
                        (cx - s * 0.95, cy + s * 0.7),
                    ],
                    Some(color),
                    outline,
                );
            }
            Shape::Hexagon => {
                self.polygon(&regular((cx, cy), r, 6, 0.0), Some(color), outline);
            }
            // Its point up, lowered a little so that it looks centred.
            Shape::Pentagon => {
                let s = r * 1.08;
                let pts = regular((cx, cy + s * 0.1), s, 5, -std::f32::consts::FRAC_PI_2);
                self.polygon(&pts, Some(color), outline);
            }
        }
        if !mark.is_empty() {
            let size_text = if mark.chars().count() > 1 {
                size * 0.42
            } else {
                size * 0.55
            };
            let dy = if shape == Shape::Triangle {
                size * 0.1
            } else {
                0.0
            };
            self.label(Face::Bold, size_text, (cx, cy + dy), color.ink(), mark);
        }
    }

    /// The finished picture as RGBA. The canvas starts opaque and everything is drawn opaque over
    /// it, so premultiplied and straight RGBA are the same bytes: no conversion is needed.
    pub fn into_image(self) -> image::RgbaImage {
        assert!(self.recording.is_none(), "a recording has no pixels");
        let (w, h) = (self.pixmap.width(), self.pixmap.height());
        image::RgbaImage::from_raw(w, h, self.pixmap.take()).expect("the buffer matches the size")
    }
}

/// The corners of a regular polygon of `sides` sides around `centre`, `radius` from it, the
/// first at the angle `start` (radians, clockwise from the right on a canvas).
fn regular((cx, cy): (f32, f32), radius: f32, sides: u8, start: f32) -> Vec<(f32, f32)> {
    (0..sides)
        .map(|k| {
            let a = std::f32::consts::TAU / f32::from(sides) * f32::from(k) + start;
            (cx + radius * a.cos(), cy + radius * a.sin())
        })
        .collect()
}

/// The path through `points` in order, closed back to the first when `closed`.
fn path_through(points: &[(f32, f32)], closed: bool) -> Option<Path> {
    let mut pb = PathBuilder::new();
    for (i, (x, y)) in points.iter().enumerate() {
        if i == 0 {
            pb.move_to(*x, *y);
        } else {
            pb.line_to(*x, *y);
        }
    }
    if closed {
        pb.close();
    }
    pb.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Source-over, pixel by pixel: what stamping a sprite must give.
    fn reference(dst: &mut Pixmap, src: &Pixmap, x: i32, y: i32) {
        let (dw, dh) = (dst.width() as i32, dst.height() as i32);
        let sw = src.width() as i32;
        for sy in 0..src.height() as i32 {
            for sx in 0..sw {
                let (dx, dy) = (x + sx, y + sy);
                if dx < 0 || dy < 0 || dx >= dw || dy >= dh {
                    continue;
                }
                let s = &src.data()[((sy * sw + sx) * 4) as usize..][..4];
                let d = &mut dst.data_mut()[((dy * dw + dx) * 4) as usize..][..4];
                let keep = 255 - u32::from(s[3]);
                for k in 0..4 {
                    d[k] = (u32::from(s[k]) + (u32::from(d[k]) * keep + 127) / 255) as u8;
                }
            }
        }
    }

    #[test]
    fn a_stamped_sprite_is_its_pixels_over_the_canvas_wherever_it_is_clipped() {
        // Opaque, transparent and partly transparent pixels, premultiplied.
        let mut src = Pixmap::new(7, 5).unwrap();
        for (i, p) in src.data_mut().chunks_exact_mut(4).enumerate() {
            let a = [255u8, 255, 0, 128, 128, 255, 0, 30][i % 8];
            let c = |k: usize| ((i * 37 + k * 71) % 256 * usize::from(a) / 255) as u8;
            p.copy_from_slice(&[c(0), c(1), c(2), a]);
        }
        let sprite = Sprite::new(src.clone());
        assert!(sprite.runs.iter().any(|r| r.opaque && r.len > 1));
        for (x, y) in [
            (0, 0),
            (3, 2),
            (-4, -2),
            (8, 9),
            (10, -3),
            (-6, 10),
            (11, 11),
        ] {
            let mut canvas = Pixmap::new(13, 12).unwrap();
            for (i, p) in canvas.data_mut().chunks_exact_mut(4).enumerate() {
                p.copy_from_slice(&[(i * 13 % 256) as u8, (i * 7 % 256) as u8, 90, 255]);
            }
            let mut expected = canvas.clone();
            reference(&mut expected, &src, x, y);
            blit(&mut canvas, &sprite, x, y);
            assert_eq!(canvas.data(), expected.data(), "stamped at ({x}, {y})");
        }
    }
}
