//! Card faces for a player's own cards (hand, draft packet, committed quests): colour by kind,
//! name, god, STR or cost, the 3+/4+/5+ marker, and the effect text wrapped to fit.

// Pixel geometry: small integers become coordinates (no precision is lost at these sizes), and
// x, y, r, g, b are the clearest names for coordinates and colour channels.
#![allow(
    clippy::cast_precision_loss,
    clippy::many_single_char_names,
    clippy::too_many_arguments
)]

use super::terms;
use super::theme::Theme;
use crate::engine::base::data::{CardId, CardKind, catalogue};
use crate::present::locale::{Lang, t};
use crate::render::palette::Fixed;
use crate::render::sheet::{self, Sheet};
use crate::render::text::{self, Face};
use crate::render::{Align, Canvas, Rgb};

/// A titled group of cards.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Section {
    /// Heading ("Your hand", "Draft packet — pick 3 of 6").
    pub title: String,
    /// The cards.
    pub cards: Vec<CardId>,
}

/// Everything the card image shows.
pub struct CardsInput<'a> {
    /// Title of the image.
    pub title: &'a str,
    /// Sections of cards.
    pub sections: &'a [Section],
    /// The language of the words on the image.
    pub lang: Lang,
}

const WIDTH: u32 = 1600;
const MARGIN: f32 = 30.0;
const GAP: f32 = 20.0;
const PER_ROW: usize = 4;
const CARD_W: f32 = 370.0;
const CARD_H: f32 = 540.0;
const TITLE: f32 = 90.0;
const HEADING: f32 = 64.0;
/// A row of cards: a card and the gap below it.
const ROW: f32 = CARD_H + GAP;

fn height(input: &CardsInput<'_>) -> f32 {
    let mut h = TITLE;
    for s in input.sections {
        let rows = s.cards.len().div_ceil(PER_ROW).max(1);
        h += HEADING + rows as f32 * ROW;
    }
    h + MARGIN
}

/// Draws the card sheet as a canvas (the golden images compare it; the bot posts [`png()`]).
pub fn draw(input: &CardsInput<'_>, theme: &Theme) -> Canvas {
    compose(
        input,
        theme,
        Sheet::pixels(WIDTH, height(input) as u32, theme.background),
    )
    .canvas()
}

/// The card sheet as a PNG, assembled in the indices of the card faces' fixed palette
/// (`render::sheet`): the same picture as [`draw`] within the palette's precision, for a third
/// of the work.
pub fn png(input: &CardsInput<'_>, theme: &Theme) -> Vec<u8> {
    let sheet = Sheet::indexed(
        palette(theme),
        WIDTH,
        height(input) as u32,
        theme.background,
    );
    compose(input, theme, sheet).png()
}

/// The title, the sections' headings and the card faces, on `sheet`.
fn compose(input: &CardsInput<'_>, theme: &Theme, mut sheet: Sheet) -> Sheet {
    sheet.band(0, TITLE as u32, |c| {
        c.rect(0.0, 0.0, WIDTH as f32, TITLE - 16.0, theme.header);
        let title = text::fit(Face::Bold, 40.0, input.title, WIDTH as f32 - 2.0 * MARGIN);
        c.text(
            Face::Bold,
            40.0,
            MARGIN,
            52.0,
            Align::Left,
            theme.header_ink,
            &title,
        );
    });
    let mut y = TITLE as u32;
    for section in input.sections {
        sheet.band(y, HEADING as u32, |c| {
            c.text(
                Face::Bold,
                34.0,
                MARGIN,
                44.0,
                Align::Left,
                theme.ink,
                &section.title,
            );
        });
        y += HEADING as u32;
        if section.cards.is_empty() {
            sheet.band(y, ROW as u32, |c| {
                c.text(
                    Face::Regular,
                    28.0,
                    MARGIN,
                    40.0,
                    Align::Left,
                    theme.muted,
                    &t!(input.lang, "none"),
                );
            });
        }
        for (i, card) in section.cards.iter().enumerate() {
            let (row, col) = ((i / PER_ROW) as u32, (i % PER_ROW) as u32);
            let x = MARGIN as u32 + col * (CARD_W + GAP) as u32;
            face(
                &mut sheet,
                (theme, input.lang),
                *card,
                (x, y + row * ROW as u32),
            );
        }
        y += section.cards.len().div_ceil(PER_ROW).max(1) as u32 * ROW as u32;
    }
    sheet
}

/// Stamps a card face (each face is drawn once, then copied).
fn face(sheet: &mut Sheet, (theme, lang): (&Theme, Lang), card: CardId, at: (u32, u32)) {
    let background = theme.background;
    sheet.stamp(
        ("card", card.def().row.as_str(), theme, lang),
        at,
        (CARD_W as u32, CARD_H as u32),
        |s| {
            s.rect(0.0, 0.0, CARD_W, CARD_H, background);
            draw_face(s, (theme, lang), card, 0.0, 0.0);
        },
    );
}

/// The fixed palette of card sheets in a theme: the commonest colours of every card face (in
/// English: the colours are the same in French), a title and a heading in every letter, and an
/// empty section's word. Chosen once per process and theme.
fn palette(theme: &Theme) -> &'static Fixed {
    Fixed::shared(("base cards", theme), |sink| {
        let words = Sheet::pixels(WIDTH, (TITLE + HEADING + ROW) as u32, theme.background);
        let words = compose(
            &CardsInput {
                title: sheet::LETTERS,
                sections: &[Section {
                    title: sheet::LETTERS.to_string(),
                    cards: Vec::new(),
                }],
                lang: Lang::En,
            },
            theme,
            words,
        )
        .canvas();
        sink(words.rgba(), WIDTH as usize);
        for i in 0..catalogue().cards.len() {
            let mut face = Canvas::small(CARD_W as u32, CARD_H as u32, theme.background);
            draw_face(&mut face, (theme, Lang::En), CardId(i as u8), 0.0, 0.0);
            sink(face.rgba(), CARD_W as usize);
        }
    })
}

/// The effect text wrapped into a box of `tw` × `th`: the largest size (23 down to 15) at which
/// it fits, and its lines.
fn effect_lines(effect: &str, (tw, th): (f32, f32)) -> (f32, Vec<String>) {
    let mut size = 23.0;
    let mut lines = text::wrap(Face::Regular, size, effect, tw - 24.0);
    while lines.len() as f32 * size * 1.22 > th - 20.0 && size > 15.0 {
        size -= 1.0;
        lines = text::wrap(Face::Regular, size, effect, tw - 24.0);
    }
    (size, lines)
}

/// The effect box of a card face: width and height.
const EFFECT_BOX: (f32, f32) = (CARD_W - 28.0, CARD_H - 164.0 - 58.0);

fn draw_face(c: &mut Canvas, (theme, lang): (&Theme, Lang), card: CardId, x: f32, y: f32) {
    let def = card.def();
    let (color, kind) = match def.kind {
        CardKind::Battle => (theme.cards[0], t!(lang, "face-battle")),
        CardKind::Upgrade => (theme.cards[1], t!(lang, "face-upgrade")),
        CardKind::Monster => (theme.cards[2], t!(lang, "face-monster")),
        CardKind::Quest => (theme.cards[3], t!(lang, "face-quest")),
    };
    let white = Rgb(255, 255, 255);
    c.round_rect(
        x + 1.5,
        y + 1.5,
        CARD_W - 3.0,
        CARD_H - 3.0,
        20.0,
        Some(color),
        Some((theme.ink, 3.0)),
    );
    // The number in its disc: +STR, the Rage cost, or the quest's Glory.
    let (value, caption) = match def.kind {
        CardKind::Battle => (
            def.str.map_or("+X".to_string(), |s| format!("+{s}")),
            t!(lang, "face-str"),
        ),
        CardKind::Upgrade | CardKind::Monster => {
            (def.cost.unwrap_or(0).to_string(), t!(lang, "stat-rage"))
        }
        CardKind::Quest => (def.glory.unwrap_or(0).to_string(), t!(lang, "face-glory")),
    };
    let (bx, by) = (x + CARD_W - 52.0, y + 56.0);
    c.circle(bx, by, 38.0, Some(white), Some((theme.ink, 2.0)));
    c.label(Face::Bold, 34.0, (bx, by), color, &value);
    c.text(
        Face::Bold,
        18.0,
        bx,
        by + 58.0,
        Align::Center,
        white,
        &caption,
    );
    let names = text::wrap_lines(Face::Bold, 32.0, &def.name, CARD_W - 130.0, 2);
    for (k, line) in names.iter().enumerate() {
        c.text(
            Face::Bold,
            32.0,
            x + 20.0,
            y + 50.0 + 38.0 * k as f32,
            Align::Left,
            white,
            line,
        );
    }
    let mut kind_line = kind.clone();
    if let Some(slot) = def.slot.filter(|_| def.kind == CardKind::Upgrade) {
        kind_line = format!("{kind} · {}", terms::slot(lang, slot));
    }
    if def.kind == CardKind::Monster {
        kind_line = format!("{kind} · {} {}", t!(lang, "face-str"), def.str.unwrap_or(0));
    }
    if let Some(god) = &def.god {
        kind_line = format!("{kind_line} · {god}");
    }
    if def.late() {
        kind_line.push_str(" · ");
        kind_line.push_str(&t!(lang, "face-late"));
    }
    c.text(
        Face::Regular,
        24.0,
        x + 20.0,
        y + 146.0,
        Align::Left,
        white.mix(color, 0.15),
        &kind_line,
    );
    // The effect text.
    let (tx, ty, (tw, th)) = (x + 14.0, y + 164.0, EFFECT_BOX);
    c.round_rect(tx, ty, tw, th, 12.0, Some(Rgb::hex(0xFB_F8_F1)), None);
    let (size, lines) = effect_lines(&terms::card_text(lang, card), (tw, th));
    for (k, line) in lines.iter().enumerate() {
        let baseline = ty + 14.0 + size + k as f32 * size * 1.22;
        if baseline > ty + th - 6.0 {
            break;
        }
        c.text(
            Face::Regular,
            size,
            tx + 12.0,
            baseline,
            Align::Left,
            theme.ink,
            line,
        );
    }
    c.text(
        Face::Bold,
        22.0,
        x + 20.0,
        y + CARD_H - 20.0,
        Align::Left,
        white,
        &format!("Age {}", def.age),
    );
    if def.marker > 0 {
        let label = format!("{}+", def.marker);
        let (mx, my) = (x + CARD_W - 80.0, y + CARD_H - 46.0);
        c.round_rect(
            mx,
            my,
            60.0,
            34.0,
            17.0,
            Some(theme.highlight),
            Some((theme.ink, 1.5)),
        );
        c.label(Face::Bold, 22.0, (mx + 30.0, my + 17.0), theme.ink, &label);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// French texts are longer: every card's effect must still fit its box, in both languages.
    #[test]
    fn every_card_text_fits_its_face_in_english_and_in_french() {
        for lang in Lang::ALL {
            for i in 0..catalogue().cards.len() {
                let card = CardId(i as u8);
                let (size, lines) = effect_lines(&terms::card_text(lang, card), EFFECT_BOX);
                assert!(
                    lines.len() as f32 * size * 1.22 <= EFFECT_BOX.1 - 20.0,
                    "{} ({lang}) overflows at {size} px: {} lines",
                    card.def().name,
                    lines.len()
                );
            }
        }
    }
}
