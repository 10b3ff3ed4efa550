//! Pictures assembled from pieces: full-width bands drawn as usual, and opaque sprites placed on a
//! flat background. A card sheet is mostly the same card faces again and again, so its PNG is
//! assembled straight in palette indices: each face is drawn and mapped to a fixed palette
//! (`palette::Fixed`) once per process, each band is mapped as it is drawn, and the picture is
//! never drawn, copied or quantised as RGBA. Each face's rows are also Paeth-filtered and
//! deflated once, as they are wherever the face stands on the background, so the PNG's rows are
//! mostly copied into its zlib stream bit for bit (`render::deflate`), not filtered and deflated
//! again. The same pieces can also be drawn as a canvas ([`Sheet::pixels`]), which the golden
//! images compare and the fixed palette is chosen from.

use super::deflate::{Parts, Stream};
use super::paint::{Canvas, Rgb};
use super::palette::Fixed;
use rustc_hash::FxHashMap as HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, PoisonError};

/// Every letter and digit, for the words of a palette's reference sheet.
pub const LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 · —";

/// Sprites mapped to a fixed palette, shared by every thread (a card face is mapped once per
/// process), by key, size, background and palette.
static SPRITES: Mutex<Option<HashMap<u64, Arc<Mapped>>>> = Mutex::new(None);

/// A sprite in palette indices, with its rows Paeth-filtered as they are when it stands on the
/// background (the background left of every row, and above its first row), and those rows
/// deflated, a part each (`render::deflate`).
struct Mapped {
    width: usize,
    indices: Vec<u8>,
    filtered: Vec<u8>,
    deflated: Parts,
}

impl Mapped {
    /// Bytes of memory held (as the cache counts them).
    fn size(&self) -> usize {
        self.indices.len() + self.filtered.len() + self.deflated.size()
    }
}

/// The bytes the mapped sprites hold now (at most [`SPRITE_BYTES`]).
pub(super) fn sprite_bytes() -> usize {
    SPRITES
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .as_ref()
        .map_or(0, |cache| cache.values().map(|m| m.size()).sum())
}

/// The PNG filter type of every row of an assembled sheet.
pub(super) const PAETH: u8 = 4;

/// The bytes of mapped sprites kept before the cache is emptied. A base card face is 400 KB (its
/// indices and its filtered rows), so the whole catalogue in both languages (250 faces) is
/// 100 MB; a table sees a few dozen faces a game.
const SPRITE_BYTES: usize = 128 << 20;

/// A picture being assembled, as RGBA pixels or as palette indices.
pub struct Sheet {
    width: u32,
    height: u32,
    background: Rgb,
    target: Target,
}

enum Target {
    Pixels(Canvas),
    Indices {
        palette: &'static Fixed,
        /// The background's index.
        background: u8,
        indices: Vec<u8>,
        /// The sprites placed, in order.
        placed: Vec<Placed>,
    },
}

/// A sprite placed on an indexed sheet: its top-left corner, and how many of its columns show.
struct Placed {
    sprite: Arc<Mapped>,
    x: usize,
    y: usize,
    shown: usize,
}

impl Sheet {
    /// A sheet drawn as an RGBA canvas ([`Sheet::canvas`]).
    pub fn pixels(width: u32, height: u32, background: Rgb) -> Sheet {
        let (width, height) = (width.max(1), height.max(1));
        Sheet {
            width,
            height,
            background,
            target: Target::Pixels(Canvas::new(width, height, background)),
        }
    }

    /// A sheet assembled in the indices of `palette`, which must hold the colours of every piece
    /// placed on it ([`Sheet::png`]).
    pub fn indexed(palette: &'static Fixed, width: u32, height: u32, background: Rgb) -> Sheet {
        let (width, height) = (width.max(1), height.max(1));
        let mut one = [0];
        palette.map(
            &[background.0, background.1, background.2, 255],
            1,
            &mut one,
        );
        Sheet {
            width,
            height,
            background,
            target: Target::Indices {
                palette,
                background: one[0],
                indices: {
                    let mut indices = super::paint::buffer(width as usize * height as usize);
                    indices.fill(one[0]);
                    indices
                },
                placed: Vec::new(),
            },
        }
    }

    /// Width and height in pixels.
    pub fn size(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// Draws rows `top..top + height` (clipped to the sheet) on a canvas of their own, filled with
    /// the background: `draw` works in the band's coordinates (its top row is 0). Whatever is
    /// drawn there replaces the band's pixels, so bands are drawn before the sprites over them.
    pub fn band(&mut self, top: u32, height: u32, draw: impl FnOnce(&mut Canvas)) {
        let height = height.min(self.height.saturating_sub(top));
        if height == 0 {
            return;
        }
        let mut band = Canvas::small(self.width, height, self.background);
        draw(&mut band);
        match &mut self.target {
            Target::Pixels(canvas) => canvas.paste(&band, top),
            Target::Indices {
                palette, indices, ..
            } => {
                let start = top as usize * self.width as usize;
                let rows = &mut indices[start..start + band.rgba().len() / 4];
                palette.map(band.rgba(), self.width as usize, rows);
            }
        }
    }

    /// Places an opaque `width`×`height` picture (a card face) with its top-left corner at
    /// `(x, y)`, clipped to the sheet. As `Canvas::stamp`, the picture is drawn once by `draw` in
    /// its own coordinates and reused for every equal `key`; a part left transparent shows the
    /// sheet's background.
    pub fn stamp(
        &mut self,
        key: impl Hash,
        (x, y): (u32, u32),
        (width, height): (u32, u32),
        draw: impl FnOnce(&mut Canvas),
    ) {
        let background = self.background;
        let sheet_width = self.width as usize;
        let sheet_height = self.height as usize;
        match &mut self.target {
            Target::Pixels(canvas) => {
                canvas.stamp(key, (x as f32, y as f32), (width, height), draw);
            }
            Target::Indices {
                palette,
                background: index,
                indices,
                placed,
            } => {
                let mut hasher = std::hash::DefaultHasher::new();
                key.hash(&mut hasher);
                (width, height, background).hash(&mut hasher);
                std::ptr::hash(*palette, &mut hasher);
                let key = hasher.finish();
                let sprite = mapped(key, (palette, *index), (width, height), |picture| {
                    picture.rect(0.0, 0.0, width as f32, height as f32, background);
                    draw(picture);
                });
                let (x, y, width) = (x as usize, y as usize, width as usize);
                let shown = width.min(sheet_width.saturating_sub(x));
                for (row, from) in sprite.indices.chunks_exact(width).enumerate() {
                    if y + row >= sheet_height {
                        break;
                    }
                    let start = (y + row) * sheet_width + x;
                    indices[start..start + shown].copy_from_slice(&from[..shown]);
                }
                if shown > 0 && y < sheet_height {
                    placed.push(Placed {
                        sprite,
                        x,
                        y,
                        shown,
                    });
                }
            }
        }
    }

    /// The RGBA canvas of a sheet made with [`Sheet::pixels`].
    ///
    /// # Panics
    ///
    /// On a sheet made with [`Sheet::indexed`]: it has no pixels (a programming error).
    pub fn canvas(self) -> Canvas {
        match self.target {
            Target::Pixels(canvas) => canvas,
            Target::Indices { .. } => panic!("an indexed sheet has no canvas"),
        }
    }

    /// The sheet as a PNG.
    pub fn png(self) -> Vec<u8> {
        match self.target {
            Target::Pixels(canvas) => super::finish_png(canvas),
            Target::Indices {
                palette,
                background,
                indices,
                placed,
            } => {
                let (width, height) = (self.width as usize, self.height as usize);
                let zlib = deflated_rows(&indices, (width, height), background, placed);
                let png =
                    super::indexed_png_of_zlib(&zlib, self.width, self.height, palette.colours());
                super::paint::give_back(indices);
                png
            }
        }
    }
}

/// The PNG's rows, each its filter type (Paeth) and its filtered bytes, as a zlib stream. Where
/// a placed sprite still shows whole in a row and stands on the background (its row above intact
/// or, for its first row, the background above it; the background left of it in this row and
/// the one above), the sprite's row deflated is copied (or, cut by the right edge, its filtered
/// row); everything else is filtered and deflated here.
fn deflated_rows(
    indices: &[u8],
    (width, height): (usize, usize),
    background: u8,
    mut placed: Vec<Placed>,
) -> Vec<u8> {
    placed.sort_by_key(|p| (p.x, p.y));
    // Whether each placed sprite's last row seen showed whole.
    let mut intact = vec![false; placed.len()];
    let mut stream = Stream::new(height * width / 8);
    // A row as the PNG holds it: its filter type, then its filtered bytes.
    let mut line = vec![0; width + 1];
    let nothing = vec![0; width];
    for y in 0..height {
        line[0] = PAETH;
        // Where the bytes of `line` not yet in the stream start.
        let mut pending = 0;
        let (raw, above) = row_and_above(indices, width, y, &nothing);
        let mut x = 0;
        for (p, intact) in placed.iter().zip(intact.iter_mut()) {
            let Some(r) = y
                .checked_sub(p.y)
                .filter(|&r| r * p.sprite.width < p.sprite.indices.len())
            else {
                continue;
            };
            let (from, to) = (p.x.max(x), p.x + p.shown);
            let row_out = &mut line[1..];
            paeth(raw, above, row_out, x, from);
            let start = r * p.sprite.width;
            let own = &p.sprite.indices[start..start + p.shown];
            let whole = raw[p.x..to] == *own;
            let stands = from == p.x
                && p.x > 0
                && raw[p.x - 1] == background
                && above[p.x - 1] == background
                && if r == 0 {
                    y > 0 && above[p.x..to].iter().all(|&i| i == background)
                } else {
                    *intact
                };
            if whole && stands && p.shown == p.sprite.width {
                stream.bytes(&line[pending..=from]);
                stream.part(&p.sprite.deflated, r);
                pending = to + 1;
            } else if whole && stands {
                row_out[p.x..to].copy_from_slice(&p.sprite.filtered[start..start + p.shown]);
            } else {
                paeth(raw, above, row_out, from, to);
            }
            *intact = whole;
            x = x.max(to);
        }
        paeth(raw, above, &mut line[1..], x, width);
        stream.bytes(&line[pending..]);
    }
    stream.finish()
}

/// Row `y` of `items` (`width` a row) and the row above it: `zeros` (at least `width` long) for
/// the first row's, as PNG's filters read it.
pub(super) fn row_and_above<'a, T>(
    items: &'a [T],
    width: usize,
    y: usize,
    zeros: &'a [T],
) -> (&'a [T], &'a [T]) {
    let row = &items[y * width..(y + 1) * width];
    let above = if y == 0 {
        &zeros[..width]
    } else {
        &items[(y - 1) * width..y * width]
    };
    (row, above)
}

/// Paeth-filters `raw[from..to]` of a row into `out`, the row above being `above` (PNG's
/// filter for one byte per pixel: each byte less the one of its left, upper and upper-left
/// neighbours that `a + b - c` is nearest to, ties to the left, then the upper). A stretch equal
/// to the one above it, as is the byte before it, filters to zeros (every prediction is exact),
/// which is most of a sheet's background.
pub(super) fn paeth(raw: &[u8], above: &[u8], out: &mut [u8], from: usize, to: usize) {
    if from >= to {
        return;
    }
    let out = &mut out[from..to];
    if raw[from..to] == above[from..to] && (from == 0 || raw[from - 1] == above[from - 1]) {
        out.fill(0);
        return;
    }
    let mut start = 0;
    if from == 0 {
        // The first byte has no left neighbours: zero, so the upper one is the prediction.
        out[0] = raw[0].wrapping_sub(above[0]);
        start = 1;
    }
    let n = out.len() - start;
    let x = from + start;
    // Slices of one length, so the loop has no bounds checks and the compiler vectorises it.
    let (out, cur, a, b, c) = (
        &mut out[start..],
        &raw[x..x + n],
        &raw[x - 1..x - 1 + n],
        &above[x..x + n],
        &above[x - 1..x - 1 + n],
    );
    // Fixed-size chunks, so the compiler vectorises the predictor over 32 bytes at a time; then
    // the rest. `while` over indices, for an unoptimised build (opt-level 0), as in `palette`.
    let mut i = 0;
    while i + PAETH_CHUNK <= n {
        let (out, cur, a, b, c) = (
            chunk_mut(out, i),
            chunk(cur, i),
            chunk(a, i),
            chunk(b, i),
            chunk(c, i),
        );
        let mut j = 0;
        while j < PAETH_CHUNK {
            out[j] = cur[j].wrapping_sub(predict(a[j], b[j], c[j]));
            j += 1;
        }
        i += PAETH_CHUNK;
    }
    while i < n {
        out[i] = cur[i].wrapping_sub(predict(a[i], b[i], c[i]));
        i += 1;
    }
}

/// Bytes Paeth-filtered at a time.
const PAETH_CHUNK: usize = 32;

#[allow(clippy::inline_always)]
#[inline(always)]
fn chunk(bytes: &[u8], at: usize) -> &[u8; PAETH_CHUNK] {
    bytes[at..at + PAETH_CHUNK]
        .try_into()
        .expect("a whole chunk")
}

#[allow(clippy::inline_always)]
#[inline(always)]
fn chunk_mut(bytes: &mut [u8], at: usize) -> &mut [u8; PAETH_CHUNK] {
    (&mut bytes[at..at + PAETH_CHUNK])
        .try_into()
        .expect("a whole chunk")
}

/// The Paeth predictor of a byte from its left (`a`), upper (`b`) and upper-left (`c`)
/// neighbours, in unsigned bytes only so that it vectorises (FPNGE's formulation, as the `png`
/// crate's encoder has it): `pa = |b - c|`, `pb = |a - c|`, and `pc = |pa - pb|` when `c` lies
/// between `a` and `b`, else more than both (so never the smallest).
#[allow(clippy::inline_always)]
#[inline(always)]
fn predict(a: u8, b: u8, c: u8) -> u8 {
    let pa = b.max(c) - b.min(c);
    let pb = a.max(c) - a.min(c);
    let pc = if (a < c) == (c < b) {
        pa.max(pb) - pa.min(pb)
    } else {
        255
    };
    if pa <= pb && pa <= pc {
        a
    } else if pb <= pc {
        b
    } else {
        c
    }
}

/// A sprite in `palette`, from the shared cache or drawn (on a canvas of the size), mapped and
/// filtered (on the `background` index) now.
fn mapped(
    key: u64,
    (palette, background): (&Fixed, u8),
    (width, height): (u32, u32),
    draw: impl FnOnce(&mut Canvas),
) -> Arc<Mapped> {
    let lock = || SPRITES.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(sprite) = lock().get_or_insert_with(HashMap::default).get(&key) {
        return Arc::clone(sprite);
    }
    // Drawn outside the lock: two threads may both draw a new face, and draw the same pixels.
    let mut picture = Canvas::small(width, height, Rgb(0, 0, 0));
    draw(&mut picture);
    let (width, height) = (width as usize, height as usize);
    let mut indices = vec![0; width * height];
    palette.map(picture.rgba(), width, &mut indices);
    // Filtered within a frame of background: a column on its left and a row above it.
    let framed = width + 1;
    let mut frame = vec![background; framed * (height + 1)];
    for (row, from) in indices.chunks_exact(width).enumerate() {
        frame[(row + 1) * framed + 1..(row + 2) * framed].copy_from_slice(from);
    }
    let mut filtered = vec![0; width * height];
    let mut out = vec![0; framed];
    for (row, to) in filtered.chunks_exact_mut(width).enumerate() {
        let (raw, above) = (
            &frame[(row + 1) * framed..(row + 2) * framed],
            &frame[row * framed..(row + 1) * framed],
        );
        paeth(raw, above, &mut out, 1, framed);
        to.copy_from_slice(&out[1..]);
    }
    let mut deflated = Parts::default();
    for row in filtered.chunks_exact(width) {
        deflated.part(row);
    }
    let sprite = Arc::new(Mapped {
        width,
        indices,
        filtered,
        deflated,
    });
    let mut cache = lock();
    let cache = cache.get_or_insert_with(HashMap::default);
    let held: usize = cache.values().map(|m| m.size()).sum();
    if held + sprite.size() > SPRITE_BYTES {
        cache.clear();
    }
    cache.insert(key, Arc::clone(&sprite));
    sprite
}

#[cfg(test)]
mod tests {
    use super::predict;

    /// The predictor in bytes only picks what PNG's definition does, for every left, upper and
    /// upper-left byte (every third value, and both ends of the range).
    #[test]
    fn the_paeth_predictor_is_png_s() {
        let values: Vec<u8> = (0..=255).step_by(3).chain([1, 127, 128, 254]).collect();
        for &a in &values {
            for &b in &values {
                for &c in &values {
                    let p = i16::from(a) + i16::from(b) - i16::from(c);
                    let (pa, pb, pc) = (
                        (p - i16::from(a)).abs(),
                        (p - i16::from(b)).abs(),
                        (p - i16::from(c)).abs(),
                    );
                    let expected = if pa <= pb && pa <= pc {
                        a
                    } else if pb <= pc {
                        b
                    } else {
                        c
                    };
                    assert_eq!(predict(a, b, c), expected, "a {a}, b {b}, c {c}");
                }
            }
        }
    }
}
