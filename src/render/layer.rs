//! Pictures drawn over a static backdrop: a board is drawn over its sea, provinces and panel, and
//! most of its pixels are still the backdrop's. A posted board is not drawn whole: it is recorded
//! ([`Over::Recording`]), only the tiles no board drew before are drawn, and only the pieces of its rows
//! no board showed before are filtered and deflated ([`recorded_png`], `render::tiles`), in a
//! palette fixed per kind of board (`palette::Fixed`). A board drawn whole (what the benchmark
//! and the tests compare posted boards with) is encoded over a [`Layer`]: the backdrop mapped to
//! the palette and Paeth-filtered once, its indices and filtered bytes copied wherever the board
//! still shows it. No colour is counted per picture, unlike `encode_canvas_png`'s quantiser: the
//! palette is chosen once, from reference pictures.

use super::paint::Canvas;
use super::palette::{Fixed, STRETCH};
use super::sheet::{PAETH, paeth, row_and_above};
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, PoisonError};

/// Static canvases by key, shared by every thread ([`backdrop`]).
static BACKDROPS: Mutex<Vec<(u64, Arc<Canvas>)>> = Mutex::new(Vec::new());

/// Static canvases kept (a board's is 8 MB): Blood Rage's board per language (Reprisal's draws on
/// it too; its ruins are drawn over it, not kept in canvases of their own) and Valhalla's, three
/// today.
const BACKDROPS_KEPT: usize = 8;

/// The bytes the static canvases and the layers kept hold now: (backdrops, layers).
pub(super) fn held_bytes() -> (usize, usize) {
    let backdrops = BACKDROPS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .iter()
        .map(|(_, canvas)| {
            let (width, height) = canvas.size();
            width as usize * height as usize * 4
        })
        .sum();
    let layers = LAYERS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .iter()
        .map(|(_, layer)| layer.rgba.len() + layer.indices.len() + layer.filtered.len())
        .sum();
    (backdrops, layers)
}

/// What a picture over a [`backdrop`] is drawn on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Over {
    /// A copy of the backdrop's pixels: the picture is drawn whole.
    Copy,
    /// A recording canvas over the backdrop: what is drawn on it is kept, not drawn, for
    /// [`recorded_png`] to draw only the tiles no picture drew before (`render::tiles`).
    Recording,
}

/// The static canvas named `key` (what every board of a kind is drawn over), drawn by `draw` the
/// first time and shared by every thread (one copy per process, not one per thread that draws
/// boards), as a canvas to draw a picture on: a copy of it, or a recording over it.
pub fn backdrop(key: impl Hash, draw: impl FnOnce() -> Canvas, over: Over) -> Canvas {
    let mut hasher = std::hash::DefaultHasher::new();
    key.hash(&mut hasher);
    super::paint::wordless().hash(&mut hasher);
    let key = hasher.finish();
    let canvas = shared(&BACKDROPS, BACKDROPS_KEPT, key, draw);
    match over {
        Over::Recording => Canvas::recording(canvas, key),
        Over::Copy => Canvas::copy_of(&canvas),
    }
}

/// The value named `key` in a process-wide `cache` (which keeps the `kept` last made), or made
/// now by `make`, outside the cache's lock: two threads may both make it the first time, and
/// the first one kept is used.
fn shared<T>(
    cache: &Mutex<Vec<(u64, Arc<T>)>>,
    kept: usize,
    key: u64,
    make: impl FnOnce() -> T,
) -> Arc<T> {
    let lock = || cache.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, found)) = lock().iter().find(|(k, _)| *k == key) {
        return Arc::clone(found);
    }
    let made = Arc::new(make());
    let mut cached = lock();
    if let Some((_, found)) = cached.iter().find(|(k, _)| *k == key) {
        return Arc::clone(found);
    }
    if cached.len() >= kept {
        cached.remove(0);
    }
    cached.push((key, Arc::clone(&made)));
    made
}

/// A static layer in a fixed palette: its pixels, their indices, and its rows as a PNG filters
/// them (each its filter type, then its bytes).
pub struct Layer {
    width: usize,
    height: usize,
    rgba: Vec<u8>,
    palette: &'static Fixed,
    indices: Vec<u8>,
    filtered: Vec<u8>,
}

/// Layers kept, shared by every thread: one per rule set's board and language (each about 12 MB
/// for a 1600×1300 board: its pixels, indices and filtered rows).
const LAYERS_KEPT: usize = 8;

static LAYERS: Mutex<Vec<(u64, Arc<Layer>)>> = Mutex::new(Vec::new());

impl Layer {
    /// The layer named `key` in `palette`, from the shared cache, or drawn by `draw` and mapped
    /// now.
    pub fn shared(
        key: impl Hash,
        palette: &'static Fixed,
        draw: impl FnOnce() -> Canvas,
    ) -> Arc<Layer> {
        let mut hasher = std::hash::DefaultHasher::new();
        key.hash(&mut hasher);
        std::ptr::hash(palette, &mut hasher);
        shared(&LAYERS, LAYERS_KEPT, hasher.finish(), || {
            let canvas = draw();
            let layer = Layer::new(&canvas, palette);
            canvas.recycle();
            layer
        })
    }

    /// `canvas` mapped to `palette` and filtered.
    pub fn new(canvas: &Canvas, palette: &'static Fixed) -> Layer {
        let (width, height) = canvas.size();
        let (width, height) = (width as usize, height as usize);
        let mut indices = vec![0; width * height];
        palette.map(canvas.rgba(), width, &mut indices);
        let mut filtered = vec![0; height * (width + 1)];
        let nothing = vec![0; width];
        for (y, out) in filtered.chunks_exact_mut(width + 1).enumerate() {
            let (raw, above) = row_and_above(&indices, width, y, &nothing);
            out[0] = PAETH;
            paeth(raw, above, &mut out[1..], 0, width);
        }
        Layer {
            width,
            height,
            rgba: canvas.rgba().to_vec(),
            palette,
            indices,
            filtered,
        }
    }

    /// `picture`, drawn over a copy of this layer, as an 8-bit indexed PNG in the layer's
    /// palette. Where a stretch of a row and the same stretch of the row above (and the stretch
    /// left of both) still show the layer, the layer's filtered bytes are copied; the rest is
    /// mapped and filtered here. A picture of another size is encoded on its own
    /// (`encode_canvas_png`). Posted boards are recorded instead ([`recorded_png`]): this is
    /// the board drawn whole, which the benchmark times and the tests compare them with.
    pub fn png(&self, picture: &Canvas) -> Vec<u8> {
        let (width, height) = picture.size();
        if (width as usize, height as usize) != (self.width, self.height) {
            return super::encode_canvas_png(picture);
        }
        SCRATCH.with(|scratch| {
            let mut scratch = scratch.borrow_mut();
            let Scratch {
                indices,
                changed,
                rows,
            } = &mut *scratch;
            let (width, height) = (self.width, self.height);
            indices.resize(width * height, 0);
            changed.resize(width.div_ceil(STRETCH) * height, false);
            self.palette.map_over(
                (picture.rgba(), &self.rgba),
                &self.indices,
                width,
                (indices, changed),
            );
            self.encode(indices, changed, rows)
        })
    }

    /// The PNG of a picture's `indices` in the layer's palette, with a flag per stretch of each
    /// row: whether it differs from the layer's (`rows`: the thread's buffer for the filtered
    /// rows, every byte of it written here).
    fn encode(&self, indices: &[u8], changed: &[bool], rows: &mut Vec<u8>) -> Vec<u8> {
        let (width, height) = (self.width, self.height);
        let per_row = width.div_ceil(STRETCH);
        rows.resize(height * (width + 1), 0);
        let nothing = vec![0; width];
        let unchanged = vec![false; per_row];
        for (y, out) in rows.chunks_exact_mut(width + 1).enumerate() {
            let start = y * (width + 1);
            let (flags, above_flags) = row_and_above(changed, per_row, y, &unchanged);
            // A stretch is the layer's when it and the one above it are; its filtered bytes are
            // the layer's when the stretch left of it is the layer's too (a stretch's first byte
            // is predicted from the one left of it).
            let kept = |s: usize| !flags[s] && !above_flags[s];
            let copied = |s: usize| kept(s) && (s == 0 || kept(s - 1));
            if (0..per_row).all(kept) {
                out.copy_from_slice(&self.filtered[start..=start + width]);
                continue;
            }
            out[0] = PAETH;
            let out = &mut out[1..];
            let layer = &self.filtered[start + 1..start + 1 + width];
            let (raw, above) = row_and_above(indices, width, y, &nothing);
            // Runs of stretches copied, then runs filtered here.
            let mut s = 0;
            while s < per_row {
                let copy = copied(s);
                let mut next = s + 1;
                while next < per_row && copied(next) == copy {
                    next += 1;
                }
                let (from, to) = (s * STRETCH, (next * STRETCH).min(width));
                if copy {
                    out[from..to].copy_from_slice(&layer[from..to]);
                } else {
                    paeth(raw, above, out, from, to);
                }
                s = next;
            }
        }
        super::encode_filtered_png(rows, width as u32, height as u32, self.palette.colours())
    }
}

/// A thread's buffers for [`Layer::png`], kept between pictures: the indices, the changed
/// stretches and the filtered rows (4 MB for a board).
#[derive(Default)]
struct Scratch {
    indices: Vec<u8>,
    changed: Vec<bool>,
    rows: Vec<u8>,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::default());
}

/// A picture recorded over a backdrop ([`Over::Recording`]) as an 8-bit indexed PNG in
/// `palette`: only the tiles no picture drew before are drawn, and only the pieces of its rows
/// no picture showed before are filtered and deflated (`render::tiles`). The thread keeps the
/// picture's indices, and which tile each place shows, for the next one. `None` for a picture
/// drawn, not recorded (drawn over no backdrop).
pub fn recorded_png(picture: &Canvas, palette: &'static Fixed) -> Option<Vec<u8>> {
    let recording = picture.recorded()?;
    let png = RECORDED.with(|recorded| {
        let mut recorded = recorded.borrow_mut();
        let Recorded {
            indices,
            shown,
            over,
        } = &mut *recorded;
        let (width, height) = picture.size();
        let (width, height) = (width as usize, height as usize);
        let backdrop = (recording.key, std::ptr::from_ref(palette) as usize);
        if *over != Some(backdrop) || indices.len() != width * height {
            // The buffer holds a picture over another backdrop or in another palette.
            *over = Some(backdrop);
            indices.clear();
            indices.resize(width * height, 0);
            shown.forget();
        }
        let keys = super::tiles::indices(recording, palette, indices, shown);
        let zlib = super::tiles::zlib(&keys, indices, (width, height));
        super::indexed_png_of_zlib(&zlib, width as u32, height as u32, palette.colours())
    });
    Some(png)
}

/// A thread's buffers for [`recorded_png`]: the last picture's indices, the tiles they show, and
/// the backdrop and palette they were drawn over and in.
#[derive(Default)]
struct Recorded {
    indices: Vec<u8>,
    shown: super::tiles::Shown,
    over: Option<(u64, usize)>,
}

thread_local! {
    static RECORDED: std::cell::RefCell<Recorded> = std::cell::RefCell::new(Recorded::default());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Rgb;

    /// A layer of bands and a disc, and pictures drawn over it: small marks, a mark on the
    /// first and last rows and columns, a whole row changed, a mark ending on a stretch's last
    /// pixel, and nothing changed.
    #[test]
    fn a_picture_over_a_layer_decodes_as_the_picture_mapped_whole() {
        let (width, height) = (101, 67);
        let background = Rgb(243, 238, 224);
        let draw_layer = || {
            let mut c = Canvas::small(width, height, background);
            c.rect(0.0, 0.0, 101.0, 12.0, Rgb(60, 40, 30));
            c.circle(50.0, 40.0, 20.0, Some(Rgb(70, 130, 180)), None);
            c
        };
        let layer_canvas = draw_layer();
        let palette: &'static Fixed = Box::leak(Box::new(Fixed::from_pieces(|sink| {
            sink(layer_canvas.rgba(), width as usize);
            let mut marks = Canvas::small(width, 10, background);
            marks.rect(0.0, 0.0, 50.0, 10.0, Rgb(200, 30, 40));
            marks.rect(50.0, 0.0, 51.0, 10.0, Rgb(20, 20, 20));
            sink(marks.rgba(), width as usize);
        })));
        let layer = Layer::new(&layer_canvas, palette);
        let pictures: [&dyn Fn(&mut Canvas); 5] = [
            &|c| {
                c.rect(40.0, 30.0, 9.0, 5.0, Rgb(200, 30, 40));
                c.circle(80.0, 50.0, 6.0, Some(Rgb(20, 20, 20)), None);
            },
            &|c| {
                c.rect(0.0, 0.0, 3.0, 3.0, Rgb(200, 30, 40));
                c.rect(98.0, 64.0, 3.0, 3.0, Rgb(20, 20, 20));
                c.rect(33.0, 66.0, 1.0, 1.0, Rgb(200, 30, 40));
            },
            &|c| c.rect(0.0, 20.0, 101.0, 2.0, Rgb(20, 20, 20)),
            // Up to the last pixel of a stretch: the next stretch is still the layer's, but its
            // first byte is predicted from a pixel that changed.
            &|c| c.rect(60.0, 40.0, 4.0, 5.0, Rgb(200, 30, 40)),
            &|_| {},
        ];
        for draw in pictures {
            let mut picture = Canvas::copy_of(&layer_canvas);
            draw(&mut picture);
            let png = layer.png(&picture);
            let decoded = image::load_from_memory(&png).unwrap().to_rgb8();
            let mut whole = vec![0; (width * height) as usize];
            palette.map(picture.rgba(), width as usize, &mut whole);
            let expected: Vec<u8> = whole
                .iter()
                .flat_map(|&i| palette.colours()[usize::from(i)])
                .collect();
            assert_eq!(decoded.into_raw(), expected);
        }
    }
}
