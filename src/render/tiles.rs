//! Pictures encoded a tile at a time: a recording canvas (`Canvas::recorded`) keeps what was
//! drawn over its static canvas instead of drawing it, and the picture is cut into tiles of
//! [`TILE`]×[`TILE`] pixels. A tile's pixels depend only on the static canvas, the tile's place
//! and the operations that reach it, in order; their hash names the tile's palette indices in a
//! process-wide store. A tile found there is not drawn again: only the tiles a move changed (a
//! few provinces, a line of the panel) are drawn, over their part of the static canvas, and
//! mapped to the palette. The rows are then Paeth-filtered and deflated in pieces ([`zlib`]),
//! each named by the keys of the tiles its bytes depend on: a piece an earlier picture showed is
//! copied from a second store, bit for bit (`render::deflate`), so only the pieces around what a
//! move changed are filtered and deflated again.
//!
//! The result is the same, index for index, as drawing the whole picture and mapping it (the
//! render test `posted_boards_of_every_rule_set_show_what_was_drawn` checks it on boards of every
//! rule set): an operation draws nothing outside the bounds it is recorded with (`Op::bounds`),
//! and two different tiles would need the same 64-bit key to be mistaken for each other.

use super::deflate::{Parts, Stream};
use super::paint::{Canvas, Recording};
use super::palette::{Fixed, STRETCH};
use super::sheet::{PAETH, paeth, row_and_above};
use rustc_hash::FxHashMap as HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, LazyLock, Mutex, PoisonError};

/// A tile's side in pixels: a tile is a stretch wide (`palette::STRETCH`), so that a stretch of
/// a row is in one tile.
pub const TILE: usize = STRETCH;

/// Tiles kept in each generation of their store: a tile's indices are 1 KB, so the store holds
/// at most about 64 MB.
const TILES_KEPT: usize = 32 * 1024;

/// Pieces of deflated rows kept in each generation of their store: a board has 410 (rows a
/// [`PIECE`] of tiles wide, a band's first row apart from its others); a piece of a band's other
/// rows is about 1.7 KB with its parts' sums, one of a first row about 0.1 KB, so the store
/// holds about 30 MB.
const PIECES_KEPT: usize = 16 * 1024;

/// Values by the hash of what they are made from: those used in the current generation, and
/// those of the one before, which are moved back into the current one when used again (the
/// current generation replaces the one before when it holds `kept`).
struct Store<T> {
    kept: usize,
    now: HashMap<u64, Arc<T>>,
    before: HashMap<u64, Arc<T>>,
}

impl<T> Store<T> {
    fn new(kept: usize) -> Store<T> {
        Store {
            kept,
            now: HashMap::default(),
            before: HashMap::default(),
        }
    }

    fn get(&mut self, key: u64) -> Option<Arc<T>> {
        if let Some(found) = self.now.get(&key) {
            return Some(Arc::clone(found));
        }
        let found = self.before.remove(&key)?;
        self.insert(key, Arc::clone(&found));
        Some(found)
    }

    fn insert(&mut self, key: u64, value: Arc<T>) {
        if self.now.len() >= self.kept {
            self.before = std::mem::take(&mut self.now);
        }
        self.now.insert(key, value);
    }
}

/// Tiles' palette indices by the hash of what they show.
static TILES: LazyLock<Mutex<Store<Tile>>> = LazyLock::new(|| Mutex::new(Store::new(TILES_KEPT)));

/// Pieces of deflated rows by the hash of the tiles they are made from ([`zlib`]).
static PIECES: LazyLock<Mutex<Store<Parts>>> =
    LazyLock::new(|| Mutex::new(Store::new(PIECES_KEPT)));

fn lock<T>(store: &'static Mutex<Store<T>>) -> std::sync::MutexGuard<'static, Store<T>> {
    store.lock().unwrap_or_else(PoisonError::into_inner)
}

impl<T> Store<T> {
    /// The bytes its values hold, in both generations, each counted by `size`.
    fn bytes(&self, size: impl Fn(&T) -> usize) -> usize {
        self.now
            .values()
            .chain(self.before.values())
            .map(|v| size(v))
            .sum()
    }
}

/// The bytes the tiles' indices and the deflated pieces kept hold now: (tiles, pieces).
pub(super) fn held_bytes() -> (usize, usize) {
    (
        lock(&TILES).bytes(|t| t.indices.len()),
        lock(&PIECES).bytes(Parts::size),
    )
}

/// Empties the stores: the next pictures are drawn and deflated whole (for benchmarks that time a
/// game's boards from its first).
pub fn forget() {
    *lock(&TILES) = Store::new(TILES_KEPT);
    *lock(&PIECES) = Store::new(PIECES_KEPT);
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

/// A tile's palette indices, row by row.
struct Tile {
    indices: Box<[u8]>,
}

/// Writes the palette indices of the picture `recording` holds into `indices` (one per pixel,
/// in `palette`), and gives each tile's key.
pub(super) fn indices(
    recording: &Recording,
    palette: &Fixed,
    indices: &mut [u8],
    shown: &mut Shown,
) -> Vec<u64> {
    let (width, height) = recording.backdrop.size();
    let size = (width as usize, height as usize);
    let keys = keys(recording, palette, size);
    let mut tiles: Vec<Option<Arc<Tile>>> = {
        let mut store = lock(&TILES);
        keys.iter().map(|&k| store.get(k)).collect()
    };
    let missing: Vec<usize> = (0..tiles.len()).filter(|&t| tiles[t].is_none()).collect();
    if !missing.is_empty() {
        let drawn = draw(recording, palette, size, &missing);
        let mut store = lock(&TILES);
        for (t, tile) in missing.into_iter().zip(drawn) {
            store.insert(keys[t], Arc::clone(&tile));
            tiles[t] = Some(tile);
        }
    }
    let width = size.0;
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
        }
        shown.0[t] = Some(tile);
    }
    keys
}

/// Tiles a piece of deflated rows is wide ([`zlib`]): five pieces across a board 50 tiles wide.
const PIECE: usize = 10;

/// The zlib stream of a picture's rows, Paeth-filtered (each its filter type, then its filtered
/// `indices`; the picture's tiles' `keys` from [`indices`]). The rows are deflated in pieces a
/// [`PIECE`] of tiles wide and a band of tiles high: a piece's first row, and its other rows.
/// Their filtered bytes depend only on the piece's tiles, the tile left of them, and for the
/// first row the tiles above them (Paeth predicts each byte from its left, upper and upper-left
/// neighbours), so those tiles' keys name the piece deflated: a piece deflated for an earlier
/// picture is copied, not filtered and deflated again (`render::deflate`).
pub(super) fn zlib(keys: &[u64], indices: &[u8], (width, height): (usize, usize)) -> Vec<u8> {
    let (columns, bands) = grid(width, height);
    let across = columns.div_ceil(PIECE);
    // Each piece's key, band by band, across, its first row's then its other rows'.
    let mut piece_keys = Vec::with_capacity(bands * across * 2);
    for band in 0..bands {
        for piece in 0..across {
            let tiles = (piece * PIECE).saturating_sub(1)..((piece + 1) * PIECE).min(columns);
            let others = tiles.clone().fold(mix(0, piece as u64), |h, c| {
                mix(h, keys[band * columns + c])
            });
            let first = match band {
                0 => mix(others, 1),
                _ => tiles.fold(mix(others, 2), |h, c| {
                    mix(h, keys[(band - 1) * columns + c])
                }),
            };
            piece_keys.extend([first, others]);
        }
    }
    let mut pieces: Vec<Option<Arc<Parts>>> = {
        let mut store = lock(&PIECES);
        piece_keys.iter().map(|&k| store.get(k)).collect()
    };
    let mut row = vec![0; width + 1];
    let zeros = vec![0; width];
    let mut made = Vec::new();
    for (p, piece) in pieces.iter_mut().enumerate() {
        if piece.is_some() {
            continue;
        }
        let (band, across_at, first) = (p / 2 / across, p / 2 % across, p % 2 == 0);
        let (_, top, _, h) = tile_area(band * columns, (width, height));
        let rows = if first {
            top..top + 1
        } else {
            top + 1..top + h
        };
        let from = across_at * PIECE * TILE;
        let to = ((across_at + 1) * PIECE * TILE).min(width);
        let mut parts = Parts::default();
        for y in rows {
            let (raw, above) = row_and_above(indices, width, y, &zeros);
            row[0] = PAETH;
            paeth(raw, above, &mut row[1..], from, to);
            // The first piece across holds each row's filter type.
            let start = if from == 0 { 0 } else { from + 1 };
            parts.part(&row[start..=to]);
        }
        let parts = Arc::new(parts);
        made.push((piece_keys[p], Arc::clone(&parts)));
        *piece = Some(parts);
    }
    if !made.is_empty() {
        let mut store = lock(&PIECES);
        for (key, parts) in made {
            store.insert(key, parts);
        }
    }
    let pieces: Vec<Arc<Parts>> = pieces
        .into_iter()
        .map(|p| p.expect("every piece is found or deflated"))
        .collect();
    let mut stream = Stream::new(256 * 1024);
    for y in 0..height {
        let (band, row) = (y / TILE, y % TILE);
        let band = &pieces[band * across * 2..(band + 1) * across * 2];
        for piece in 0..across {
            match row {
                0 => stream.part(&band[piece * 2], 0),
                _ => stream.part(&band[piece * 2 + 1], row - 1),
            }
        }
    }
    stream.finish()
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
    palette: &Fixed,
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
            Arc::new(Tile {
                indices: indices.into(),
            })
        })
        .collect();
    canvas.recycle();
    drawn
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Rgb;

    /// Pictures recorded over a backdrop three pieces wide (the last a partial tile) and three
    /// bands high (the last one short), one after another: each one's zlib stream decodes,
    /// checksum checked, to the rows of the picture drawn whole, mapped and Paeth-filtered. The
    /// marks end on the last column before a piece (whose first bytes are predicted from it)
    /// and on a band's last row (from which the next band's first row is predicted); the first
    /// picture comes back (its tiles and pieces are found in the stores).
    #[test]
    fn pictures_deflated_in_pieces_decode_to_their_filtered_rows() {
        let (width, height) = (2 * PIECE * TILE + 13, 3 * TILE - 7);
        let background = Rgb(243, 238, 224);
        let (red, dark) = (Rgb(200, 30, 40), Rgb(20, 20, 20));
        let mut backdrop = Canvas::small(width as u32, height as u32, background);
        backdrop.circle(300.0, 40.0, 30.0, Some(Rgb(70, 130, 180)), None);
        let backdrop = Arc::new(backdrop);
        let palette: &'static Fixed = Box::leak(Box::new(Fixed::from_pieces(|sink| {
            sink(backdrop.rgba(), width);
            let mut marks = Canvas::small(width as u32, 10, background);
            marks.rect(0.0, 0.0, 50.0, 10.0, red);
            marks.rect(50.0, 0.0, 50.0, 10.0, dark);
            sink(marks.rgba(), width);
        })));
        let pictures: [&dyn Fn(&mut Canvas); 7] = [
            &|_| {},
            // Up to the last column before the second piece.
            &|c| c.rect(300.0, 40.0, 20.0, 10.0, red),
            // On the first band's last rows.
            &|c| c.rect(100.0, 28.0, 40.0, 4.0, dark),
            &|c| {
                c.rect(0.0, 0.0, 1.0, 1.0, red);
                c.rect((width - 3) as f32, (height - 2) as f32, 3.0, 2.0, dark);
            },
            &|_| {},
            &|c| c.rect(300.0, 40.0, 20.0, 10.0, red),
            &|c| c.rect(630.0, 60.0, 20.0, 20.0, dark),
        ];
        let mut indices_buffer = vec![0; width * height];
        let mut shown = Shown::default();
        let zeros = vec![0; width];
        for (n, draw) in pictures.into_iter().enumerate() {
            let mut recorded = Canvas::recording(Arc::clone(&backdrop), 0x7E57_0001);
            draw(&mut recorded);
            let recording = recorded.recorded().expect("a recording");
            let keys = indices(recording, palette, &mut indices_buffer, &mut shown);
            let zlib = zlib(&keys, &indices_buffer, (width, height));
            let rows = fdeflate::decompress_to_vec(&zlib).expect("a valid zlib stream");
            let mut whole = Canvas::copy_of(&backdrop);
            draw(&mut whole);
            let mut mapped = vec![0; width * height];
            palette.map(whole.rgba(), width, &mut mapped);
            let mut expected = vec![0; height * (width + 1)];
            for (y, out) in expected.chunks_exact_mut(width + 1).enumerate() {
                let (raw, above) = row_and_above(&mapped, width, y, &zeros);
                out[0] = PAETH;
                paeth(raw, above, &mut out[1..], 0, width);
            }
            assert!(rows == expected, "picture {n}: the rows differ");
        }
    }
}
