//! Pictures assembled from pieces: full-width bands drawn as usual, and opaque sprites placed on a
//! flat background. A card sheet is mostly the same card faces again and again, so its PNG is
//! assembled straight in palette indices: each face is drawn and mapped to a fixed palette
//! (`palette::Fixed`) once per process, each band is mapped as it is drawn, and the picture is
//! never drawn, copied or quantised as RGBA. The same pieces can also be drawn as a canvas
//! ([`Sheet::pixels`]), which the golden images compare and the fixed palette is chosen from.

use super::paint::{Canvas, Rgb};
use super::palette::Fixed;
use rustc_hash::FxHashMap as HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, PoisonError};

/// Sprites mapped to a fixed palette, shared by every thread (a card face is mapped once per
/// process), by key, size, background and palette.
static SPRITES: Mutex<Option<HashMap<u64, Arc<[u8]>>>> = Mutex::new(None);

/// Mapped sprites kept before the cache is emptied: a base card face is 200 KB of indices, and
/// the catalogue in two languages is about 250 of them.
const SPRITE_LIMIT: usize = 512;

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
        indices: Vec<u8>,
    },
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
        palette.map(&[background.0, background.1, background.2, 255], &mut one);
        Sheet {
            width,
            height,
            background,
            target: Target::Indices {
                palette,
                indices: vec![one[0]; width as usize * height as usize],
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
        let mut band = Canvas::new(self.width, height, self.background);
        draw(&mut band);
        match &mut self.target {
            Target::Pixels(canvas) => canvas.paste(&band, top),
            Target::Indices { palette, indices } => {
                let start = top as usize * self.width as usize;
                let rows = &mut indices[start..start + band.rgba().len() / 4];
                palette.map(band.rgba(), rows);
            }
        }
        band.recycle();
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
            Target::Indices { palette, indices } => {
                let mut hasher = std::hash::DefaultHasher::new();
                key.hash(&mut hasher);
                (width, height, background).hash(&mut hasher);
                std::ptr::hash(*palette, &mut hasher);
                let key = hasher.finish();
                let sprite = mapped(key, palette, (width, height), |picture| {
                    picture.rect(0.0, 0.0, width as f32, height as f32, background);
                    draw(picture);
                });
                let (x, y, width) = (x as usize, y as usize, width as usize);
                let shown = width.min(sheet_width.saturating_sub(x));
                for (row, from) in sprite.chunks_exact(width).enumerate() {
                    if y + row >= sheet_height {
                        break;
                    }
                    let start = (y + row) * sheet_width + x;
                    indices[start..start + shown].copy_from_slice(&from[..shown]);
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
            Target::Indices { palette, indices } => {
                super::encode_indexed_png(&indices, self.width, self.height, palette.colours())
            }
        }
    }
}

/// A sprite's indices in `palette`, from the shared cache or drawn (on a canvas of the size) and
/// mapped now.
fn mapped(
    key: u64,
    palette: &Fixed,
    (width, height): (u32, u32),
    draw: impl FnOnce(&mut Canvas),
) -> Arc<[u8]> {
    let lock = || SPRITES.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(sprite) = lock().get_or_insert_with(HashMap::default).get(&key) {
        return Arc::clone(sprite);
    }
    // Drawn outside the lock: two threads may both draw a new face, and draw the same pixels.
    let mut picture = Canvas::new(width, height, Rgb(0, 0, 0));
    draw(&mut picture);
    let mut indices = vec![0; width as usize * height as usize];
    palette.map(picture.rgba(), &mut indices);
    picture.recycle();
    let sprite: Arc<[u8]> = indices.into();
    let mut cache = lock();
    let cache = cache.get_or_insert_with(HashMap::default);
    if cache.len() >= SPRITE_LIMIT {
        cache.clear();
    }
    cache.insert(key, Arc::clone(&sprite));
    sprite
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Align;
    use crate::render::text::Face;

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

    #[test]
    fn a_sheet_assembled_in_indices_shows_the_sheet_drawn_in_pixels() {
        let drawn = compose(Sheet::pixels(200, 120, BACKGROUND)).canvas();
        assert_eq!(drawn.texts().len(), 1, "the band's text is kept");
        let top = 18.0 - crate::render::text::cap_height(18.0);
        assert!(
            (drawn.texts()[0].top - top).abs() < 1e-3,
            "the text is where drawn"
        );
        let palette: &'static Fixed =
            Box::leak(Box::new(Fixed::from_pieces(|sink| sink(drawn.rgba(), 200))));
        let png = compose(Sheet::indexed(palette, 200, 120, BACKGROUND)).png();
        let decoded = image::load_from_memory(&png).expect("a PNG").to_rgba8();
        assert_eq!(decoded.dimensions(), (200, 120));
        // The reference is the picture itself and has few colours: every pixel is kept.
        let far = drawn
            .rgba()
            .chunks_exact(4)
            .zip(decoded.as_raw().chunks_exact(4))
            .filter(|(p, q)| (0..3).any(|c| p[c].abs_diff(q[c]) > 7))
            .count();
        assert_eq!(far, 0, "pixels away from the drawing");
    }
}
