//! The Blood Rage images as PNG: the board (public information only) and a seat's own cards.

// Pixel geometry: small integers become coordinates (no precision is lost at these sizes), and
// x, y, r, g, b are the clearest names for coordinates and colour channels.
#![allow(
    clippy::cast_precision_loss,
    clippy::many_single_char_names,
    clippy::too_many_arguments
)]

use super::board::{self, BoardInput};
use super::cards::{self, CardsInput, Section};
use super::theme::{Highlight, Theme};
use crate::engine::base::{Event, Game, PublicView};
use crate::engine::{AnyEvent, Seat, Viewer};
use crate::present::locale::{Lang, t};
use crate::render::layer::Over;
use image::RgbaImage;

/// Draws the board from the public view.
pub fn render_board(input: &BoardInput<'_>, theme: &Theme) -> RgbaImage {
    board::draw(input, theme).into_image()
}

/// The board of a view with default names and no highlight.
pub fn render_view(view: &PublicView) -> RgbaImage {
    render_board(
        &BoardInput {
            view,
            names: &[],
            title: "Blood Rage",
            highlight: &Highlight::default(),
            lang: Lang::En,
        },
        &Theme::default(),
    )
}

/// The sections of a seat's own cards: draft packet, hand, face-down battle card, quests.
pub fn cards_of(private: &crate::engine::base::PrivateView, lang: Lang) -> Vec<Section> {
    let mut sections = Vec::new();
    if !private.pack.is_empty() {
        sections.push(Section {
            title: t!(lang, "sheet-packet"),
            cards: private.pack.clone(),
        });
    }
    sections.push(Section {
        title: t!(lang, "sheet-hand"),
        cards: private.hand.clone(),
    });
    if let Some(card) = private.chosen {
        sections.push(Section {
            title: t!(lang, "sheet-face-down"),
            cards: vec![card],
        });
    }
    if let Some(card) = private.carried {
        sections.push(Section {
            title: t!(lang, "sheet-kept"),
            cards: vec![card],
        });
    }
    if !private.quests.is_empty() {
        sections.push(Section {
            title: t!(lang, "sheet-quests"),
            cards: private.quests.clone(),
        });
    }
    sections
}

/// Draws card faces in titled sections.
pub fn render_cards(input: &CardsInput<'_>, theme: &Theme) -> RgbaImage {
    cards::draw(input, theme).into_image()
}

/// The public Blood Rage events among `events`.
fn public(events: &[AnyEvent]) -> Vec<Event> {
    events
        .iter()
        .filter_map(|e| e.redact(Viewer::Public))
        .filter_map(|e| e.as_base().cloned())
        .collect()
}

/// Events after which the board image is shown again: an action, a battle, a phase, the end.
pub fn posts_board(events: &[AnyEvent]) -> bool {
    public(events).iter().any(|e| {
        matches!(
            e,
            Event::TurnBegan { .. }
                | Event::PillageDeclared { .. }
                | Event::BattleBegan { .. }
                | Event::BattleEnded { .. }
                | Event::PhaseBegan { .. }
                | Event::GameEnded { .. }
                | Event::ProvinceDestroyed { .. }
        )
    })
}

/// Where the map is on the board: the square of the ring, under the header, left of the panel.
pub const MAP_AREA: [f32; 4] = [
    0.0,
    super::layout::HEADER,
    super::layout::BOARD,
    super::layout::BOARD,
];

/// What every board is drawn over: the board without any game on it.
pub fn board_layer(lang: Lang, over: Over) -> crate::render::Canvas {
    board::static_layer(&Theme::default(), lang, over)
}

/// The board drawn on `layer` (its [`board_layer`]), before encoding.
pub fn board_canvas(
    game: &Game,
    names: &[String],
    title: &str,
    events: &[AnyEvent],
    (lang, layer): (Lang, crate::render::Canvas),
) -> crate::render::Canvas {
    let view = game.public_view();
    board::draw_on(
        layer,
        &BoardInput {
            view: &view,
            names,
            title,
            highlight: &Highlight::from_events(&public(events)),
            lang,
        },
        &Theme::default(),
    )
}

/// A seat's own cards (draft packet, hand, face-down card, kept card, quests) as a PNG.
pub fn cards_png(game: &Game, seat: Seat, title: &str, lang: Lang) -> Vec<u8> {
    sheet_png(title, &cards_of(&game.private_view(seat), lang), lang)
}

/// Card sheets drawn lately, by what they show: the same hand is shown again and again (with
/// every panel of a turn), and is drawn once.
static SHEETS: std::sync::Mutex<Vec<(u64, Vec<u8>)>> = std::sync::Mutex::new(Vec::new());

/// Card sheets remembered (most recent last).
const SHEETS_KEPT: usize = 32;

/// The bytes of the card sheets remembered now (at most [`SHEETS_KEPT`] of them).
pub fn sheet_bytes() -> usize {
    SHEETS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .iter()
        .map(|(_, png)| png.len())
        .sum()
}

/// A card sheet as a PNG, from the remembered ones when it was drawn lately.
fn sheet_png(title: &str, sections: &[Section], lang: Lang) -> Vec<u8> {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::hash::DefaultHasher::new();
    title.hash(&mut hasher);
    sections.hash(&mut hasher);
    lang.hash(&mut hasher);
    let key = hasher.finish();
    let lock = || {
        SHEETS
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    };
    if let Some((_, png)) = lock().iter().find(|(k, _)| *k == key) {
        return png.clone();
    }
    let png = cards::png(
        &CardsInput {
            title,
            sections,
            lang,
        },
        &Theme::default(),
    );
    let mut sheets = lock();
    if sheets.len() >= SHEETS_KEPT {
        sheets.remove(0);
    }
    sheets.push((key, png.clone()));
    png
}

/// A card's picture, by `Name@Age` or a typed name (`/card`).
pub fn card_png_named(name: &str, lang: Lang) -> Option<Vec<u8>> {
    use crate::engine::base::data::{CardId, catalogue};
    let row = super::words::row_named(name)?;
    let card = (0..catalogue().cards.len() as u8)
        .map(CardId)
        .find(|c| c.def().row == row.row)?;
    Some(card_png(card, lang))
}

/// One card's face as a PNG (for card look-ups).
pub fn card_png(card: crate::engine::base::data::CardId, lang: Lang) -> Vec<u8> {
    sheet_png(
        &t!(lang, "sheet-card"),
        &[Section {
            title: String::new(),
            cards: vec![card],
        }],
        lang,
    )
}
