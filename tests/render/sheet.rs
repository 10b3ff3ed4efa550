//! Card sheets (`render::sheet`): pieces over one another and at the edges decode as drawn, and
//! a sheet assembled in palette indices shows what the sheet drawn in pixels shows.

use bloodrage_bot::render::Align;
use bloodrage_bot::render::paint::Canvas;
use bloodrage_bot::render::paint::Rgb;
use bloodrage_bot::render::palette::Fixed;
use bloodrage_bot::render::sheet::*;
use bloodrage_bot::render::text::Face;

const BACKGROUND: Rgb = Rgb(244, 239, 227);

/// A band with a title, and three opaque sprites: one clipped by the right edge, one by the
/// bottom edge, and one placed twice.
fn compose(mut sheet: Sheet) -> Sheet {
    sheet.band(0, 30, |c| {
        c.rect(0.0, 0.0, 200.0, 24.0, Rgb(43, 43, 51));
        c.text(
            Face::Bold,
            18.0,
            6.0,
            18.0,
            Align::Left,
            Rgb(245, 242, 234),
            "Sheet",
        );
    });
    let card = |colour: Rgb| {
        move |c: &mut Canvas| {
            c.rect(0.0, 0.0, 50.0, 40.0, BACKGROUND);
            c.round_rect(
                1.5,
                1.5,
                47.0,
                37.0,
                6.0,
                Some(colour),
                Some((Rgb(30, 30, 30), 2.0)),
            );
        }
    };
    sheet.stamp("red", (10, 40), (50, 40), card(Rgb(158, 27, 27)));
    sheet.stamp("green", (170, 40), (50, 40), card(Rgb(30, 107, 52)));
    sheet.stamp("red", (70, 100), (50, 40), card(Rgb(158, 27, 27)));
    sheet.stamp("violet", (130, 100), (50, 40), card(Rgb(68, 42, 102)));
    sheet
}

/// Pieces over one another, and at the sheet's edges: a sprite at the top-left corner, one
/// half over it, a band drawn over a sprite's middle, a sprite placed twice in a row.
fn overlapping(mut sheet: Sheet) -> Sheet {
    let card = |colour: Rgb| {
        move |c: &mut Canvas| {
            c.rect(0.0, 0.0, 40.0, 30.0, Rgb(200, 200, 200));
            c.round_rect(
                0.5,
                0.5,
                39.0,
                29.0,
                6.0,
                Some(colour),
                Some((Rgb(30, 30, 30), 2.0)),
            );
            c.text(
                Face::Regular,
                12.0,
                4.0,
                18.0,
                Align::Left,
                Rgb(255, 255, 255),
                "Ab",
            );
        }
    };
    sheet.stamp("red", (0, 0), (40, 30), card(Rgb(158, 27, 27)));
    sheet.stamp("green", (20, 10), (40, 30), card(Rgb(30, 107, 52)));
    sheet.stamp("red", (100, 50), (40, 30), card(Rgb(158, 27, 27)));
    sheet.stamp("red", (140, 50), (40, 30), card(Rgb(158, 27, 27)));
    sheet.band(60, 8, |c| c.rect(90.0, 2.0, 40.0, 4.0, Rgb(68, 42, 102)));
    sheet
}

/// The indexed sheet's PNG decodes to the pixels drawn (within the palette's precision).
fn check_the_same(compose: fn(Sheet) -> Sheet, (width, height): (u32, u32)) {
    let drawn = compose(Sheet::pixels(width, height, BACKGROUND)).canvas();
    let palette: &'static Fixed = Box::leak(Box::new(Fixed::from_pieces(|sink| {
        sink(drawn.rgba(), width as usize);
    })));
    let png = compose(Sheet::indexed(palette, width, height, BACKGROUND)).png();
    let decoded = image::load_from_memory(&png).expect("a PNG").to_rgba8();
    assert_eq!(decoded.dimensions(), (width, height));
    // The image data's checksum is right too (PNG readers may not read it).
    assert!(fdeflate::decompress_to_vec(&bloodrage_bot::render::image_data(&png)).is_ok());
    // The reference is the picture itself and has few colours: every pixel is kept.
    let far = drawn
        .rgba()
        .chunks_exact(4)
        .zip(decoded.as_raw().chunks_exact(4))
        .filter(|(p, q)| (0..3).any(|c| p[c].abs_diff(q[c]) > 7))
        .count();
    assert_eq!(far, 0, "pixels away from the drawing");
}

#[test]
fn pieces_over_one_another_and_at_the_edges_decode_as_drawn() {
    check_the_same(overlapping, (170, 75));
}

#[test]
fn a_sheet_assembled_in_indices_shows_the_sheet_drawn_in_pixels() {
    check_the_same(compose, (200, 120));
    let drawn = compose(Sheet::pixels(200, 120, BACKGROUND)).canvas();
    assert_eq!(drawn.texts().len(), 1, "the band's text is kept");
    let top = 18.0 - bloodrage_bot::render::text::cap_height(18.0);
    assert!(
        (drawn.texts()[0].top - top).abs() < 1e-3,
        "the text is where drawn"
    );
}
