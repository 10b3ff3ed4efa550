//! Drawing primitives, shipped fonts and PNG encoding: the "backend" that every rule set's
//! presentation draws its board and card images with. No game rules live here.

// Pixel geometry: small integers become coordinates (no precision is lost at these sizes), and
// x, y, r, g, b are the clearest names for coordinates and colour channels.
#![allow(
    clippy::cast_precision_loss,
    clippy::many_single_char_names,
    clippy::too_many_arguments
)]

mod deflate;
pub mod layer;
pub mod paint;
pub mod palette;
pub mod sheet;
pub mod text;
mod tiles;

pub use tiles::forget as forget_tiles;

/// The bytes each of the drawing's caches holds now, by name: the card faces mapped to their
/// palettes (`sprites`, at most 128 MB), the tiles' palette indices (`tiles`, about 64 MB at
/// most) and deflated pieces (`pieces`, about 30 MB), the boards' static canvases
/// (`backdrops`) and layers (`layers`), a few per rule set and language. Each is bounded; they
/// fill as a process draws more kinds of boards and cards, then hold.
pub fn cache_bytes() -> [(&'static str, usize); 5] {
    let (tiles, pieces) = tiles::held_bytes();
    let (backdrops, layers) = layer::held_bytes();
    [
        ("sprites", sheet::sprite_bytes()),
        ("tiles", tiles),
        ("pieces", pieces),
        ("backdrops", backdrops),
        ("layers", layers),
    ]
}

pub use paint::{Align, Canvas, Rgb, Shape, TextBox, without_words};
pub use text::Face;

use image::RgbaImage;

/// Encodes an image as PNG (see `encode_rgba_png`). The alpha channel is dropped: the images are
/// opaque.
pub fn encode_png(image: &RgbaImage) -> Vec<u8> {
    encode_rgba_png(image.as_raw(), image.width(), image.height())
}

/// Encodes a finished canvas as PNG, without copying it into an image first.
pub fn encode_canvas_png(canvas: &Canvas) -> Vec<u8> {
    let (width, height) = canvas.size();
    encode_rgba_png(canvas.rgba(), width, height)
}

/// Encodes a finished canvas as PNG and gives its buffer back for the next canvas.
pub fn finish_png(canvas: Canvas) -> Vec<u8> {
    let png = encode_canvas_png(&canvas);
    canvas.recycle();
    png
}

thread_local! {
    /// The quantiser's tables and the palette indices of the last image, kept for the next one.
    static INDEXED: std::cell::RefCell<(palette::Quantiser, Vec<u8>)> =
        std::cell::RefCell::new((palette::Quantiser::default(), Vec::new()));
}

/// Encodes opaque RGBA pixels as an 8-bit indexed PNG: the colours are reduced to at most 256
/// (`palette`: anti-aliased edges move to the nearest of them, flat colours stay within 7 levels),
/// then each row is Paeth-filtered and deflated with the `png` crate's fastest compressor
/// (`fdeflate`). Measured on the golden boards: 150–225 KB in about 3 ms, where RGB deflated at
/// zlib level 1 was 300–380 KB in 7–8 ms; the Up filter is a little quicker but 10 % bigger.
fn encode_rgba_png(rgba: &[u8], width: u32, height: u32) -> Vec<u8> {
    INDEXED.with(|state| {
        let mut state = state.borrow_mut();
        let (quantiser, indices) = &mut *state;
        let palette = quantiser.quantise(rgba, width as usize, indices);
        encode_indexed_png(indices, width, height, &palette)
    })
}

/// Encodes rows already filtered (each its filter type, then `width` filtered palette indices)
/// as an 8-bit indexed PNG, deflated by the compressor `encode_indexed_png` uses.
pub fn encode_filtered_png(rows: &[u8], width: u32, height: u32, palette: &[[u8; 3]]) -> Vec<u8> {
    let mut deflater =
        fdeflate::Compressor::new(Vec::with_capacity(256 * 1024)).expect("writing into memory");
    deflater.write_data(rows).expect("writing into memory");
    let zlib = deflater.finish().expect("writing into memory");
    indexed_png_of_zlib(&zlib, width, height, palette)
}

/// An 8-bit indexed PNG of this size and palette whose image data is the zlib stream `zlib` (of
/// the filtered rows).
fn indexed_png_of_zlib(zlib: &[u8], width: u32, height: u32, palette: &[[u8; 3]]) -> Vec<u8> {
    let mut out = Vec::with_capacity(zlib.len() + 1024);
    let mut writer = indexed_encoder(&mut out, (width, height), palette)
        .write_header()
        .expect("encoding into memory cannot fail");
    // PNG readers take the image data in any number of IDAT chunks; 1 MB each.
    for part in zlib.chunks(1 << 20) {
        writer
            .write_chunk(png::chunk::IDAT, part)
            .expect("encoding into memory cannot fail");
    }
    writer.finish().expect("encoding into memory cannot fail");
    out
}

/// The image data of a PNG: its IDAT chunks' bytes, one after the other (a zlib stream).
pub fn image_data(png: &[u8]) -> Vec<u8> {
    let mut data = Vec::new();
    let mut at = 8;
    while at + 8 <= png.len() {
        let len = u32::from_be_bytes(png[at..at + 4].try_into().expect("4 bytes")) as usize;
        if &png[at + 4..at + 8] == b"IDAT" {
            data.extend_from_slice(&png[at + 8..at + 8 + len]);
        }
        at += 12 + len;
    }
    data
}

/// Encodes palette indices (one byte per pixel, `width` per row) as an 8-bit indexed PNG.
pub fn encode_indexed_png(indices: &[u8], width: u32, height: u32, palette: &[[u8; 3]]) -> Vec<u8> {
    let mut out = Vec::with_capacity(256 * 1024);
    let mut encoder = indexed_encoder(&mut out, (width, height), palette);
    encoder.set_compression(png::Compression::Fastest);
    encoder.set_filter(png::Filter::Paeth);
    let mut writer = encoder
        .write_header()
        .expect("encoding into memory cannot fail");
    writer
        .write_image_data(indices)
        .expect("the indices fill the image");
    writer.finish().expect("encoding into memory cannot fail");
    out
}

/// A PNG encoder into `out` for an 8-bit indexed image of this size and palette.
fn indexed_encoder<'a>(
    out: &'a mut Vec<u8>,
    (width, height): (u32, u32),
    palette: &[[u8; 3]],
) -> png::Encoder<'a, &'a mut Vec<u8>> {
    let mut encoder = png::Encoder::new(out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.concat());
    encoder
}
