//! Drawing primitives, shipped fonts and PNG encoding: the "backend" that every rule set's
//! presentation draws its board and card images with. No game rules live here.

// Pixel geometry: small integers become coordinates (no precision is lost at these sizes), and
// x, y, r, g, b are the clearest names for coordinates and colour channels.
#![allow(
    clippy::cast_precision_loss,
    clippy::many_single_char_names,
    clippy::too_many_arguments
)]

pub mod paint;
pub mod text;

pub use paint::{Align, Canvas, Rgb, Shape, TextBox};
pub use text::Face;

use image::RgbaImage;

/// Encodes an image as PNG. The art is flat colour, so zlib level 1 without row filters gives the
/// best size for the time (measured: about a third of the size of the fastest mode, in about 5 ms
/// for a board). The alpha channel is dropped: the images are opaque.
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
    /// The RGB copy of the last image encoded on this thread, kept for the next one.
    static RGB: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Encodes opaque RGBA pixels as an RGB PNG.
fn encode_rgba_png(rgba: &[u8], width: u32, height: u32) -> Vec<u8> {
    use image::ImageEncoder;
    use image::codecs::png::{CompressionType, FilterType, PngEncoder};
    RGB.with(|rgb| {
        let mut rgb = rgb.borrow_mut();
        rgb.resize(rgba.len() / 4 * 3, 0);
        // Byte by byte rather than `copy_from_slice`: a call per pixel where the tests' build
        // does not inline it (a tenth of a whole-game test's time).
        for (to, from) in rgb.chunks_exact_mut(3).zip(rgba.chunks_exact(4)) {
            to[0] = from[0];
            to[1] = from[1];
            to[2] = from[2];
        }
        let mut out = Vec::with_capacity(384 * 1024);
        PngEncoder::new_with_quality(&mut out, CompressionType::Level(1), FilterType::NoFilter)
            .write_image(&rgb, width, height, image::ExtendedColorType::Rgb8)
            .expect("encoding into memory cannot fail");
        out
    })
}
