//! Reduces a drawn image to at most 256 colours for an indexed PNG, fast and without visible loss.
//!
//! The art is flat colour plus anti-aliased edges: a board has 3,000–4,000 distinct colours, and
//! its 256 commonest cover 97–98 % of its pixels. An 8-bit index per pixel is a third of the RGB
//! bytes to deflate, so the PNG is both smaller and quicker to make. Measured on the golden boards
//! (1600×1300, release): about 2 ms here plus 2 ms to deflate, against 8–10 ms to deflate RGB,
//! and 120–225 KB instead of 300–380 KB.
//!
//! How, for speed: colours are grouped in cells of 5 bits per channel (32,768 cells, so the tables
//! are flat arrays, not hash maps). Every second row is sampled for how many pixels fall in each
//! cell, and each cell is represented by its colour with the longest run of pixels (the flat colour,
//! not an edge's blend; a cell holds colours at most 7 apart per channel). The commonest cells
//! become the palette; every other cell is drawn with the palette colour nearest to it, worked out
//! once per cell. Most of a board repeats the row above it, so rows are compared with the row
//! above in stretches of 32 pixels, and a repeated stretch copies the indices above.
//!
//! A flat colour that no sampled row crosses (a line one pixel high) is not lost: a few palette
//! entries are kept back for cells first met in a run of identical pixels while mapping.
//!
//! The hot loops are `while` loops over `u32`s: in an unoptimised build (`cargo build`: our crate at opt-level 0) a
//! range's or a chunk iterator's `next` is a call per pixel, which made an encode twice as slow as
//! the RGB one it replaced there.

/// Cells: 5 bits of each of red, green and blue.
const CELLS: usize = 1 << 15;
/// Palette entries chosen from the sampled rows; the rest are kept for flat colours met later.
const CHOSEN: usize = 232;
/// A table entry not worked out yet (an index is at most 255, so 256 is free).
const UNMAPPED: u16 = 256;
/// Pixels compared with the row above (or with a base, `Fixed::map_over`) at a time.
pub const STRETCH: usize = 32;
/// Pixels of a sampled row checked at a time for whether they continue the run before them.
const RUN_STEP: usize = 8;
/// Rows sampled: one in every `SAMPLE`.
const SAMPLE: usize = 2;
/// A cell first met in a run this long, while mapping, gets its own palette entry if one is left.
const FLAT_RUN: usize = 3;

/// The tables, kept per thread between images (a board is quantised several times a second under
/// load; the tables are 320 KB).
pub struct Quantiser {
    /// Sampled pixels per cell.
    count: Vec<u32>,
    /// The longest run seen per cell, and its colour (`rep`).
    longest: Vec<u32>,
    rep: Vec<u32>,
    /// Palette index per cell, or `UNMAPPED`.
    table: Vec<u16>,
}

impl Default for Quantiser {
    fn default() -> Self {
        Self {
            count: vec![0; CELLS],
            longest: vec![0; CELLS],
            rep: vec![0; CELLS],
            table: vec![UNMAPPED; CELLS],
        }
    }
}

/// The pixels as `u32`s in memory order (`cell` and `rgb` read their bytes back in the same order,
/// whatever the machine's byte order): the buffer itself when it is aligned
/// for `u32`, as the allocator gives it, else a copy. Loops over `u32`s stay quick in an unoptimised
/// build too (`cargo build`: our crate at opt-level 0), where per-byte iterator chains are not inlined.
fn pixels(rgba: &[u8]) -> std::borrow::Cow<'_, [u32]> {
    match bytemuck::try_cast_slice(rgba) {
        Ok(pixels) => std::borrow::Cow::Borrowed(pixels),
        Err(_) => rgba
            .chunks_exact(4)
            .map(|p| u32::from_ne_bytes([p[0], p[1], p[2], p[3]]))
            .collect(),
    }
}

/// The cell of a pixel: the top 5 bits of each of red, green and blue. Always inlined, as `rgb`:
/// an unoptimised build (opt-level 0) would otherwise call it for every pixel.
#[allow(clippy::inline_always)]
#[inline(always)]
fn cell(p: u32) -> usize {
    let [r, g, b, _] = p.to_ne_bytes();
    usize::from(r >> 3) | usize::from(g >> 3) << 5 | usize::from(b >> 3) << 10
}

#[allow(clippy::inline_always)]
#[inline(always)]
fn rgb(p: u32) -> [u8; 3] {
    let [r, g, b, _] = p.to_ne_bytes();
    [r, g, b]
}

/// Whether `row[from..to]` equals `other[from..to]`, compared branch-free so the compiler
/// vectorises it (a slice `==` is a call to `memcmp`, too dear for 32 pixels).
#[allow(clippy::inline_always)]
#[inline(always)]
fn same(row: &[u32], other: &[u32], from: usize, to: usize) -> bool {
    let mut differ = 0;
    let mut i = from;
    while i < to {
        differ |= row[i] ^ other[i];
        i += 1;
    }
    differ == 0
}

/// Copies a stretch of indices; a whole stretch as a fixed-size array (inlined moves, where a
/// slice of run-time length calls `memcpy`: 65,000 calls a board).
#[allow(clippy::inline_always)]
#[inline(always)]
fn copy_stretch(to: &mut [u8], from: &[u8]) {
    match (
        <&mut [u8; STRETCH]>::try_from(&mut *to),
        <&[u8; STRETCH]>::try_from(from),
    ) {
        (Ok(to), Ok(from)) => *to = *from,
        _ => to.copy_from_slice(from),
    }
}

/// Writes the index of each of `pixels` from `table` into `out`; `last_index` is the last pixel
/// looked up and its index, kept from one call to the next (most pixels are like the one before).
#[allow(clippy::inline_always)]
#[inline(always)]
fn look_up(table: &[u8; CELLS], (pixels, out): (&[u32], &mut [u8]), last_index: &mut (u32, u8)) {
    let (mut last, mut index) = *last_index;
    // `while` over indices, for an unoptimised build (opt-level 0).
    let mut i = 0;
    while i < pixels.len().min(out.len()) {
        let p = pixels[i];
        if p != last {
            last = p;
            index = table[cell(p)];
        }
        out[i] = index;
        i += 1;
    }
    *last_index = (last, index);
}

impl Quantiser {
    /// Maps opaque RGBA pixels (`width` per row) to palette indices in `indices` and returns the
    /// palette (at most 256 colours, as RGB triples).
    pub fn quantise(&mut self, rgba: &[u8], width: usize, indices: &mut Vec<u8>) -> Vec<[u8; 3]> {
        let count = rgba.len() / 4;
        // Every index is written below: only a longer image needs the buffer grown here.
        indices.resize(count, 0);
        if count == 0 || width == 0 {
            return vec![[0, 0, 0]];
        }
        let pixels = pixels(rgba);
        let mut palette = self.choose(&pixels, width);
        self.map(&pixels, width, indices, &mut palette);
        palette
    }

    /// Counts the sampled rows by cell and picks the commonest cells.
    fn choose(&mut self, pixels: &[u32], width: usize) -> Vec<[u8; 3]> {
        self.count.fill(0);
        self.longest.fill(0);
        self.count_rows(pixels, width, SAMPLE);
        self.select(CHOSEN)
    }

    /// Adds one row in every `step` to the pixels counted per cell.
    fn count_rows(&mut self, pixels: &[u32], width: usize, step: usize) {
        let mut note = |colour: u32, run: usize| {
            let c = cell(colour);
            let run = u32::try_from(run).unwrap_or(u32::MAX);
            self.count[c] += run;
            if run > self.longest[c] {
                self.longest[c] = run;
                self.rep[c] = colour;
            }
        };
        for row in pixels.chunks_exact(width).step_by(step) {
            let mut previous = row[0];
            let mut start = 0;
            // `while` rather than `for x in 0..width`: in an unoptimised build (opt-level 0) a range's
            // `next` is a call per pixel, a third of the time.
            let mut x = 0;
            while x < width {
                // Most of a row is runs: a stretch that continues the run is passed over whole
                // (branch-free, so the compiler vectorises it).
                let end = x + RUN_STEP;
                if end <= width {
                    let mut differ = 0;
                    let mut i = x;
                    while i < end {
                        differ |= row[i] ^ previous;
                        i += 1;
                    }
                    if differ == 0 {
                        x = end;
                        continue;
                    }
                }
                let end = end.min(width);
                while x < end {
                    let p = row[x];
                    if p != previous {
                        note(previous, x - start);
                        previous = p;
                        start = x;
                    }
                    x += 1;
                }
            }
            note(previous, width - start);
        }
    }

    /// The palette of the commonest cells counted, and the table of their indices: every cell
    /// counted when they fit in 256, else the `limit` commonest (the rest of the 256 are left
    /// for flat colours met while mapping).
    fn select(&mut self, limit: usize) -> Vec<[u8; 3]> {
        let mut used: Vec<(u32, u16)> = self
            .count
            .iter()
            .enumerate()
            .filter(|&(_, &n)| n > 0)
            .map(|(c, &n)| (n, c as u16))
            .collect();
        // Commonest first; ties by cell, so the palette does not depend on the sort's whims.
        used.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        self.table.fill(UNMAPPED);
        // All of them when they fit, else the commonest and room for flat colours met later.
        let chosen = if used.len() <= 256 { used.len() } else { limit };
        used[..chosen]
            .iter()
            .enumerate()
            .map(|(i, &(_, c))| {
                self.table[usize::from(c)] = i as u16;
                rgb(self.rep[usize::from(c)])
            })
            .collect()
    }

    /// Writes every pixel's index, adding flat colours the sample missed while there is room.
    fn map(
        &mut self,
        pixels: &[u32],
        width: usize,
        indices: &mut [u8],
        palette: &mut Vec<[u8; 3]>,
    ) {
        let table: &mut [u16; CELLS] = (&mut self.table[..])
            .try_into()
            .expect("the table has a slot per cell");
        // The last pixel mapped and its index: a pixel like the one before it (most are) needs
        // no look-up.
        let mut last: Option<(u32, u8)> = None;
        // Indices for `row[from..to]`.
        let mut map = |out: &mut [u8], row: &[u32], from: usize, to: usize| {
            let mut x = from;
            while x < to {
                let p = row[x];
                let i = match last {
                    Some((q, i)) if q == p => i,
                    _ => {
                        let c = cell(p);
                        let mut i = table[c];
                        if i == UNMAPPED {
                            i = unmapped(palette, &row[x..], p);
                            table[c] = i;
                        }
                        last = Some((p, i as u8));
                        i as u8
                    }
                };
                out[x] = i;
                x += 1;
            }
        };
        map(&mut indices[..width], &pixels[..width], 0, width);
        for y in 1..indices.len() / width {
            let (done, rest) = indices.split_at_mut(y * width);
            let above_out = &done[(y - 1) * width..];
            let out = &mut rest[..width];
            let above = &pixels[(y - 1) * width..y * width];
            let row = &pixels[y * width..(y + 1) * width];
            let mut x = 0;
            while x < width {
                let end = (x + STRETCH).min(width);
                if same(row, above, x, end) {
                    copy_stretch(&mut out[x..end], &above_out[x..end]);
                } else {
                    map(out, row, x, end);
                }
                x = end;
            }
        }
    }
}

/// The index for a pixel whose cell has none yet: its own entry when it starts a flat run and the
/// palette has room, else the nearest colour.
fn unmapped(palette: &mut Vec<[u8; 3]>, from_here: &[u32], p: u32) -> u16 {
    let flat = from_here
        .get(..FLAT_RUN)
        .is_some_and(|run| run.iter().all(|&q| q == p));
    if flat && palette.len() < 256 {
        palette.push(rgb(p));
        return (palette.len() - 1) as u16;
    }
    nearest(palette, rgb(p))
}

/// The palette colour nearest to a colour, weighted like the eye: green most, blue least.
fn nearest(palette: &[[u8; 3]], colour: [u8; 3]) -> u16 {
    let [r, g, b] = colour.map(i32::from);
    let mut best = 0;
    let mut best_distance = i32::MAX;
    for (i, &[pr, pg, pb]) in palette.iter().enumerate() {
        let (dr, dg, db) = (r - i32::from(pr), g - i32::from(pg), b - i32::from(pb));
        let distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
        if distance < best_distance {
            best_distance = distance;
            best = i;
        }
    }
    best as u16
}

/// A palette fixed once, from a reference picture that shows every colour its pictures use, for
/// pictures assembled from pieces mapped one by one (`render::sheet`): a piece's indices stay valid
/// in every picture it is placed in. Its table gives every cell an index: the reference's own, or
/// for a cell the reference never met, the palette colour nearest to the cell's centre.
pub struct Fixed {
    colours: Vec<[u8; 3]>,
    table: Vec<u8>,
}

impl Fixed {
    /// The fixed palette named `key` (a rule set's card faces in a theme, a rule set's boards in
    /// a language), chosen once per process from the reference `pieces` hands to its sink
    /// ([`Fixed::from_pieces`]) and shared by every thread.
    pub fn shared(
        key: impl std::hash::Hash,
        pieces: impl FnOnce(&mut dyn FnMut(&[u8], usize)),
    ) -> &'static Fixed {
        use std::hash::Hasher;
        use std::sync::OnceLock;
        /// One cell per palette, leaked on purpose: one per rule set and theme or language,
        /// kept for the life of the process.
        type Cell = &'static OnceLock<Fixed>;
        static PALETTES: std::sync::Mutex<Vec<(u64, Cell)>> = std::sync::Mutex::new(Vec::new());
        let mut hasher = std::hash::DefaultHasher::new();
        key.hash(&mut hasher);
        let key = hasher.finish();
        let cell: Cell = {
            let mut palettes = PALETTES
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            if let Some((_, cell)) = palettes.iter().find(|(k, _)| *k == key) {
                cell
            } else {
                let cell: Cell = Box::leak(Box::new(OnceLock::new()));
                palettes.push((key, cell));
                cell
            }
        };
        // Chosen outside the list's lock: a second thread wanting this palette waits for it
        // rather than choosing it too, and one wanting another palette does not wait.
        cell.get_or_init(|| Fixed::from_pieces(pieces))
    }

    /// The palette of the 256 commonest cells of a reference given in pieces: `pieces` hands every
    /// piece's opaque RGBA pixels (and its width) to the sink it is given, and every row is
    /// counted. A piece can be dropped once counted: the reference is never held whole (a base
    /// card catalogue is 125 faces, 100 MB of RGBA).
    pub fn from_pieces(pieces: impl FnOnce(&mut dyn FnMut(&[u8], usize))) -> Fixed {
        let mut quantiser = Quantiser::default();
        pieces(&mut |rgba: &[u8], width: usize| {
            if width > 0 {
                quantiser.count_rows(&pixels(rgba), width, 1);
            }
        });
        let mut colours = quantiser.select(256);
        if colours.is_empty() {
            colours.push([0, 0, 0]);
        }
        let table = (0..CELLS)
            .map(|c| {
                let i = match quantiser.table[c] {
                    // A cell counted but not chosen is drawn with the colour nearest to its own;
                    // one never met, with the colour nearest to its centre (5 bits per channel,
                    // then the middle of the 8 levels).
                    UNMAPPED if quantiser.count[c] > 0 => nearest(&colours, rgb(quantiser.rep[c])),
                    UNMAPPED => {
                        let centre = |shift: usize| ((c >> shift) as u8 & 31) << 3 | 4;
                        nearest(&colours, [centre(0), centre(5), centre(10)])
                    }
                    i => i,
                };
                i as u8
            })
            .collect();
        Fixed { colours, table }
    }

    /// The palette's colours, as RGB triples.
    pub fn colours(&self) -> &[[u8; 3]] {
        &self.colours
    }

    /// Writes the index of each opaque RGBA pixel of `rgba` (`width` per row) into `indices`
    /// (one per pixel). As in `Quantiser::map`, a stretch of a row equal to the one above it
    /// copies its indices, and a pixel equal to the one before it reuses its index.
    pub fn map(&self, rgba: &[u8], width: usize, indices: &mut [u8]) {
        let pixels = pixels(rgba);
        let count = pixels.len().min(indices.len());
        let (pixels, indices) = (&pixels[..count], &mut indices[..count]);
        let Some(&first) = pixels.first() else { return };
        let width = width.clamp(1, count);
        let table: &[u8; CELLS] = self.table[..]
            .try_into()
            .expect("the table has a slot per cell");
        let mut last_index = (first, table[cell(first)]);
        // `while` over `u32`s, as in `Quantiser::map`, for the tests' build.
        let mut start = 0;
        while start < count {
            let end = (start + STRETCH).min(count);
            let x = start % width;
            // A stretch within one row, below another: compared with the row above, branch-free.
            if start >= width
                && x + (end - start) <= width
                && same(&pixels[width..], pixels, start - width, end - width)
            {
                indices.copy_within(start - width..end - width, start);
                start = end;
                continue;
            }
            // Up to the end of the stretch or of the row, whichever comes first.
            let end = end.min(start - x + width);
            look_up(
                table,
                (&pixels[start..end], &mut indices[start..end]),
                &mut last_index,
            );
            start = end;
        }
    }

    /// Writes the indices of a picture (`rgba`, `width` per row) drawn over a base whose pixels
    /// (`base`, the same size) were mapped to `base_indices`: a row or a stretch of
    /// [`STRETCH`] pixels equal to the base's copies the base's indices, one equal to the row
    /// above copies the indices above, and the rest is looked up. `changed` gets a flag per
    /// stretch of every row (`width.div_ceil(STRETCH)` a row): whether it differs from the base.
    pub fn map_over(
        &self,
        (rgba, base): (&[u8], &[u8]),
        base_indices: &[u8],
        width: usize,
        (indices, changed): (&mut [u8], &mut [bool]),
    ) {
        let (pixels, base) = (pixels(rgba), pixels(base));
        let height = pixels.len() / width.max(1);
        let per_row = width.div_ceil(STRETCH);
        assert!(
            width > 0
                && base.len() == pixels.len()
                && base_indices.len() >= width * height
                && indices.len() >= width * height
                && changed.len() >= per_row * height,
            "a picture over a base of its own size"
        );
        let table: &[u8; CELLS] = self.table[..]
            .try_into()
            .expect("the table has a slot per cell");
        let mut last_index = (pixels[0], table[cell(pixels[0])]);
        for y in 0..height {
            let (start, end) = (y * width, (y + 1) * width);
            let flags = &mut changed[y * per_row..(y + 1) * per_row];
            // Most rows of a board are its base's: one comparison (`memcmp`) and a copy.
            if pixels[start..end] == base[start..end] {
                indices[start..end].copy_from_slice(&base_indices[start..end]);
                flags.fill(false);
                continue;
            }
            let (row, base_row) = (&pixels[start..end], &base[start..end]);
            let (done, rest) = indices.split_at_mut(start);
            let out = &mut rest[..width];
            let base_out = &base_indices[start..end];
            for (s, flag) in flags.iter_mut().enumerate() {
                let (from, to) = (s * STRETCH, (s * STRETCH + STRETCH).min(width));
                *flag = !same(row, base_row, from, to);
                if !*flag {
                    copy_stretch(&mut out[from..to], &base_out[from..to]);
                    continue;
                }
                if y > 0 && same(row, &pixels[start - width..start], from, to) {
                    copy_stretch(
                        &mut out[from..to],
                        &done[start - width + from..start - width + to],
                    );
                    continue;
                }
                look_up(table, (&row[from..to], &mut out[from..to]), &mut last_index);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn image(width: usize, height: usize, colour: impl Fn(usize, usize) -> [u8; 3]) -> Vec<u8> {
        let mut rgba = Vec::with_capacity(width * height * 4);
        for y in 0..height {
            for x in 0..width {
                let [r, g, b] = colour(x, y);
                rgba.extend_from_slice(&[r, g, b, 255]);
            }
        }
        rgba
    }

    fn decoded(palette: &[[u8; 3]], indices: &[u8]) -> Vec<[u8; 3]> {
        indices.iter().map(|&i| palette[usize::from(i)]).collect()
    }

    #[test]
    fn an_image_of_few_colours_is_kept_exactly() {
        let colours = [[243, 238, 224], [20, 20, 20], [213, 94, 0], [0, 114, 178]];
        let rgba = image(70, 9, |x, y| colours[(x / 7 + y) % 4]);
        let mut indices = Vec::new();
        let palette = Quantiser::default().quantise(&rgba, 70, &mut indices);
        assert_eq!(palette.len(), 4);
        let expected: Vec<[u8; 3]> = rgba.chunks_exact(4).map(|p| [p[0], p[1], p[2]]).collect();
        assert_eq!(decoded(&palette, &indices), expected);
    }

    #[test]
    fn a_flat_line_in_a_row_the_sample_skips_keeps_its_colour() {
        // 600 colours in the sampled rows fill the chosen part of the palette; row 1 (not
        // sampled) is a red line of its own colour.
        let rgba = image(600, 4, |x, y| {
            if y == 1 {
                [200, 30, 40]
            } else {
                [(x % 30 * 8) as u8, (x / 30 * 12) as u8, 90]
            }
        });
        let mut indices = Vec::new();
        let palette = Quantiser::default().quantise(&rgba, 600, &mut indices);
        assert!(palette.len() <= 256);
        assert!(
            indices[600..1200]
                .iter()
                .all(|&i| palette[usize::from(i)] == [200, 30, 40])
        );
    }

    #[test]
    fn a_fixed_palette_keeps_its_reference_colours_and_maps_others_to_the_nearest() {
        let colours = [[243, 238, 224], [20, 20, 20], [213, 94, 0]];
        let first = image(30, 2, |x, _| colours[x % 2]);
        let second = image(10, 3, |_, _| colours[2]);
        let fixed = Fixed::from_pieces(|sink| {
            sink(&first, 30);
            sink(&second, 10);
        });
        assert_eq!(fixed.colours().len(), 3);
        let mut indices = [0; 5];
        // The reference's colours, then an orange a little off, and a pale grey never seen.
        fixed.map(
            &image(5, 1, |x, _| match x {
                0..=2 => colours[x],
                3 => [220, 90, 10],
                _ => [230, 230, 230],
            }),
            5,
            &mut indices,
        );
        let shown = indices.map(|i| fixed.colours()[usize::from(i)]);
        assert_eq!(
            shown,
            [colours[0], colours[1], colours[2], colours[2], colours[0]]
        );
    }

    #[test]
    fn a_fixed_palette_maps_rows_like_the_rows_above_them_pixel_for_pixel() {
        // 45 pixels a row (not a whole number of stretches): rows repeated, rows that differ
        // from the row above in one pixel, flat rows of different colours, and a last row cut
        // short.
        let rgba = image(45, 7, |x, y| match (x, y) {
            (40, 2) => [250, 0, 0],
            (_, 0..=3) => [(x * 5) as u8, 100, 40],
            (_, 4) => [(x / 9 * 50) as u8, 120, 200],
            (_, 5) => [10, 20, 30],
            _ => [200, 200, 200],
        });
        let rgba = &rgba[..rgba.len() - 4 * 10];
        let fixed = Fixed::from_pieces(|sink| sink(&rgba[..45 * 4 * 3], 45));
        let mut indices = vec![0; rgba.len() / 4];
        fixed.map(rgba, 45, &mut indices);
        let expected: Vec<u8> = pixels(rgba).iter().map(|&p| fixed.table[cell(p)]).collect();
        assert_eq!(indices, expected);
    }

    #[test]
    fn the_same_pixels_give_the_same_palette_and_indices_every_time() {
        let rgba = image(333, 77, |x, y| {
            [(x * y % 251) as u8, (x % 7 * 30) as u8, (y % 5 * 50) as u8]
        });
        let mut quantiser = Quantiser::default();
        let (mut a, mut b) = (Vec::new(), Vec::new());
        let first = quantiser.quantise(&rgba, 333, &mut a);
        let second = quantiser.quantise(&rgba, 333, &mut b);
        assert_eq!((first, a), (second, b));
    }

    /// While one palette is being chosen (a board's, about 0.4 s), another (a card sheet's) is
    /// chosen without waiting for it, and a second thread wanting the first waits for it rather
    /// than choosing it again.
    #[test]
    fn a_palette_being_chosen_keeps_no_other_palette_waiting() {
        use std::sync::mpsc::channel;
        use std::time::Duration;
        let (started, has_started) = channel();
        let (release, released) = channel::<()>();
        let red = image(4, 1, |_, _| [200, 0, 0]);
        let slow = std::thread::spawn(move || {
            let palette = Fixed::shared("test: the slow palette", |sink| {
                started.send(()).unwrap();
                released.recv().unwrap();
                sink(&red, 4);
            });
            palette.colours().to_vec()
        });
        has_started.recv().unwrap();
        let (done, is_done) = channel();
        std::thread::spawn(move || {
            let blue = image(4, 1, |_, _| [0, 0, 200]);
            let other = Fixed::shared("test: another palette", |sink| sink(&blue, 4));
            done.send(other.colours().to_vec()).unwrap();
        });
        let other = is_done.recv_timeout(Duration::from_secs(10));
        let (again, is_again) = channel();
        std::thread::spawn(move || {
            let palette =
                Fixed::shared("test: the slow palette", |_| panic!("chosen a second time"));
            again.send(palette.colours().to_vec()).unwrap();
        });
        std::thread::sleep(Duration::from_millis(50));
        assert!(is_again.try_recv().is_err(), "the same palette waits");
        release.send(()).unwrap();
        assert_eq!(other.expect("the other palette waited"), vec![[0, 0, 200]]);
        let slow = slow.join().unwrap();
        assert_eq!(slow, vec![[200, 0, 0]]);
        assert_eq!(is_again.recv().unwrap(), slow);
    }
}
