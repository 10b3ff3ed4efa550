//! Pictures encoded a tile at a time: a recording canvas (`Canvas::recorded`) keeps what was
//! drawn over its static canvas instead of drawing it, and the picture is cut into tiles of
//! [`TILE`]×[`TILE`] pixels. A tile's pixels depend only on the static canvas, the tile's place
//! and the operations that reach it, in order; their hash names the tile's palette indices in a
//! process-wide store. A tile found there is not drawn again: only the tiles a move changed (a
//! few provinces, a line of the panel) are drawn, over their part of the static canvas, and
//! mapped to the palette. `Layer::png` then filters and deflates the picture's indices.
//!
//! The result is the same, index for index, as drawing the whole picture and mapping it (the
//! render test `posted_boards_of_every_rule_set_show_what_was_drawn` checks it on boards of every
//! rule set): an operation draws nothing outside the bounds it is recorded with (`Op::bounds`),
//! and two different tiles would need the same 64-bit key to be mistaken for each other.

use super::paint::{Canvas, Recording};
use super::palette::{Fixed, STRETCH};
use rustc_hash::FxHashMap as HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, LazyLock, Mutex, PoisonError};

/// A tile's side in pixels: a tile is a stretch wide (`palette::STRETCH`), so that a stretch of
/// a row is in one tile.
pub const TILE: usize = STRETCH;

/// Tiles kept in each of the store's two generations: a tile's indices are 1 KB, so the store
/// holds at most about 64 MB.
const GENERATION: usize = 32 * 1024;

/// Tiles' palette indices by the hash of what they show: those used in the current generation,
/// and those of the one before, which are moved back into the current one when used again
/// (the current generation replaces the one before when it is full).
#[derive(Default)]
struct Store {
    now: HashMap<u64, Arc<Tile>>,
    before: HashMap<u64, Arc<Tile>>,
}

impl Store {
    fn get(&mut self, key: u64) -> Option<Arc<Tile>> {
        if let Some(found) = self.now.get(&key) {
            return Some(Arc::clone(found));
        }
        let found = self.before.remove(&key)?;
        self.insert(key, Arc::clone(&found));
        Some(found)
    }

    fn insert(&mut self, key: u64, tile: Arc<Tile>) {
        if self.now.len() >= GENERATION {
            self.before = std::mem::take(&mut self.now);
        }
        self.now.insert(key, tile);
    }
}

static STORE: LazyLock<Mutex<Store>> = LazyLock::new(Mutex::default);

fn store() -> std::sync::MutexGuard<'static, Store> {
    STORE.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Empties the store: the next pictures are drawn whole (for benchmarks that time a game's boards
/// from its first).
pub fn forget() {
    *store() = Store::default();
}

/// Mixes `value` into the running hash `h` (order matters: `mix(mix(h, a), b)` is not
/// `mix(mix(h, b), a)`): two rounds of a folded 64×64-bit multiply, as wyhash mixes.
fn mix(h: u64, value: u64) -> u64 {
    let fold = |a: u64, k: u64| {
        let m = u128::from(a) * u128::from(k);
        (m as u64) ^ ((m >> 64) as u64)
    };
    fold(
        fold(h ^ value.rotate_left(29), 0x9E37_79B9_7F4A_7C15),
        0xD6E8_FEB8_6659_FD93,
    )
}

/// The tiles a picture of this size is cut into: columns, rows.
fn grid(width: usize, height: usize) -> (usize, usize) {
    (width.div_ceil(TILE), height.div_ceil(TILE))
}

/// Tile `t`'s pixels: its first column and row, its width and height.
fn tile_area(t: usize, (width, height): (usize, usize)) -> (usize, usize, usize, usize) {
    let columns = width.div_ceil(TILE);
    let (x, y) = (t % columns * TILE, t / columns * TILE);
    (x, y, TILE.min(width - x), TILE.min(height - y))
}

/// Each tile's key: the hash of the static canvas, the palette, the tile's place and the hashes
/// of the operations that reach it, in order.
fn keys(recording: &Recording, palette: &Fixed, (width, height): (usize, usize)) -> Vec<u64> {
    let (columns, rows) = grid(width, height);
    let mut seed = std::hash::DefaultHasher::new();
    (recording.key, std::ptr::from_ref(palette) as usize).hash(&mut seed);
    let seed = seed.finish();
    let mut keys: Vec<u64> = (0..columns * rows).map(|t| mix(seed, t as u64)).collect();
    for op in &recording.ops {
        let [left, top, right, bottom] = op.bounds.map(|v| v as usize);
        for ty in top / TILE..=(bottom - 1) / TILE {
            for tx in left / TILE..=(right - 1) / TILE {
                let key = &mut keys[ty * columns + tx];
                *key = mix(*key, op.key);
            }
        }
    }
    keys
}

/// A tile's palette indices (row by row), and a bit per row (the lowest for its first) set
/// when the row differs from the layer's there.
struct Tile {
    indices: Box<[u8]>,
    differs: u32,
}

/// Writes the palette indices of the picture `recording` holds into `indices` (one per pixel),
/// and into `changed` a flag per [`STRETCH`] of each row: whether it differs from the layer
/// (`layer`: its palette and indices).
pub(super) fn indices(
    recording: &Recording,
    layer: (&Fixed, &[u8]),
    (indices, changed): (&mut [u8], &mut [bool]),
    shown: &mut Shown,
) {
    let (width, height) = recording.backdrop.size();
    let size = (width as usize, height as usize);
    let keys = keys(recording, layer.0, size);
    let mut tiles: Vec<Option<Arc<Tile>>> = {
        let mut store = store();
        keys.iter().map(|&k| store.get(k)).collect()
    };
    let missing: Vec<usize> = (0..tiles.len()).filter(|&t| tiles[t].is_none()).collect();
    if !missing.is_empty() {
        let drawn = draw(recording, layer, size, &missing);
        let mut store = store();
        for (t, tile) in missing.into_iter().zip(drawn) {
            store.insert(keys[t], Arc::clone(&tile));
            tiles[t] = Some(tile);
        }
    }
    let (width, columns) = (size.0, size.0.div_ceil(STRETCH));
    shown.0.resize(tiles.len(), None);
    for (t, tile) in tiles.into_iter().enumerate() {
        let tile = tile.expect("every tile is found or drawn");
        if shown.0[t].as_ref().is_some_and(|s| Arc::ptr_eq(s, &tile)) {
            continue;
        }
        let (x, y, w, h) = tile_area(t, size);
        for (row, line) in tile.indices.chunks_exact(w).enumerate().take(h) {
            let at = (y + row) * width + x;
            copy_row::<TILE>(&mut indices[at..at + w], line);
            changed[(y + row) * columns + x / STRETCH] = tile.differs >> row & 1 == 1;
        }
        shown.0[t] = Some(tile);
    }
}

/// The tiles a thread's buffers of indices and changed stretches show, by place: a tile
/// already shown there is not copied again.
#[derive(Default)]
pub(super) struct Shown(Vec<Option<Arc<Tile>>>);

impl Shown {
    /// The buffers were written otherwise: they show no tile.
    pub(super) fn forget(&mut self) {
        self.0.clear();
    }
}

/// Copies a row of a tile: a whole tile's row (`N` bytes) as one fixed-size move rather than a
/// call to `memcpy`, which costs more than the copy at this size.
fn copy_row<const N: usize>(to: &mut [u8], from: &[u8]) {
    match (
        <&mut [u8; N]>::try_from(&mut *to),
        <&[u8; N]>::try_from(from),
    ) {
        (Ok(to), Ok(from)) => *to = *from,
        _ => to.copy_from_slice(from),
    }
}

/// Draws the `missing` tiles over the static canvas (every operation that reaches one of them,
/// in order, on a canvas whose other pixels are left as they are) and maps them to the layer's
/// palette.
fn draw(
    recording: &Recording,
    (palette, layer): (&Fixed, &[u8]),
    size: (usize, usize),
    missing: &[usize],
) -> Vec<Arc<Tile>> {
    let (width, height) = size;
    let (columns, rows) = grid(width, height);
    let mut wanted = vec![false; columns * rows];
    let mut canvas = Canvas::scratch(width as u32, height as u32);
    let backdrop = recording.backdrop.rgba();
    {
        let pixels = canvas.rgba_mut();
        for &t in missing {
            wanted[t] = true;
            let (x, y, w, h) = tile_area(t, size);
            for row in y..y + h {
                let at = (row * width + x) * 4..(row * width + x + w) * 4;
                copy_row::<{ TILE * 4 }>(&mut pixels[at.clone()], &backdrop[at]);
            }
        }
    }
    for op in &recording.ops {
        let [left, top, right, bottom] = op.bounds.map(|v| v as usize);
        let reaches = (top / TILE..=(bottom - 1) / TILE)
            .any(|ty| (left / TILE..=(right - 1) / TILE).any(|tx| wanted[ty * columns + tx]));
        if reaches {
            canvas.replay(&op.op);
        }
    }
    let pixels = canvas.rgba();
    let mut part = [0; TILE * TILE * 4];
    let drawn = missing
        .iter()
        .map(|&t| {
            let (x, y, w, h) = tile_area(t, size);
            for (row, line) in part.chunks_exact_mut(w * 4).take(h).enumerate() {
                let at = ((y + row) * width + x) * 4;
                copy_row::<{ TILE * 4 }>(line, &pixels[at..at + w * 4]);
            }
            let mut indices = vec![0; w * h];
            palette.map(&part[..w * h * 4], w, &mut indices);
            let differs = (0..h)
                .filter(|&row| {
                    let at = (y + row) * width + x;
                    indices[row * w..(row + 1) * w] != layer[at..at + w]
                })
                .fold(0, |bits, row| bits | 1 << row);
            Arc::new(Tile {
                indices: indices.into(),
                differs,
            })
        })
        .collect();
    canvas.recycle();
    drawn
}
