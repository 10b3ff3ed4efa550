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

pub use paint::{Align, Canvas, Rgb, Shape};
pub use text::Face;

use image::RgbaImage;

/// Encodes an image as PNG. The art is flat colour, so zlib level 1 without row filters gives the
/// best size for the time (measured: about a third of the size of the fastest mode, in about 9 ms
/// for a board). The alpha channel is dropped: the images are opaque.
pub fn encode_png(image: &RgbaImage) -> Vec<u8> {
    use image::ImageEncoder;
    use image::codecs::png::{CompressionType, FilterType, PngEncoder};
    let mut rgb = Vec::with_capacity(image.as_raw().len() / 4 * 3);
    for p in image.as_raw().chunks_exact(4) {
        rgb.extend_from_slice(&p[..3]);
    }
    let mut out = Vec::with_capacity(384 * 1024);
    PngEncoder::new_with_quality(&mut out, CompressionType::Level(1), FilterType::NoFilter)
        .write_image(
            &rgb,
            image.width(),
            image.height(),
            image::ExtendedColorType::Rgb8,
        )
        .expect("encoding into memory cannot fail");
    out
}
