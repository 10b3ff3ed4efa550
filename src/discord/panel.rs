//! The controls a player is offered ([`crate::frontend::controls`]: panels of choices, the
//! lobby's, Choose, Undo…) as Discord components: buttons and string select menus, each with its
//! custom id ([`super::ids`]) made of the game and its log length, within Discord's limits
//! ([`LIMITS`]: 5 rows; 5 buttons or one select of at most 25 options per row; labels of at most
//! 80/100 characters).

use super::ids::{ComponentId, value};
use crate::engine::{AnyGame, Seat};
use crate::frontend::controls::{self, Row, Style};
pub use crate::frontend::controls::{Limits, Path};
use crate::frontend::shown::Shown;
use crate::present::locale::Lang;
use crate::session::{Current, GameId};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateMessage, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
    EditInteractionResponse,
};

/// Discord's limits on the components of one message.
pub const LIMITS: Limits = Limits {
    rows: super::message::MAX_ROWS,
    buttons: super::message::MAX_BUTTONS,
    options: super::message::MAX_OPTIONS,
    label: super::message::MAX_LABEL,
    option_label: super::message::MAX_OPTION_LABEL,
};

fn style(style: Style) -> ButtonStyle {
    match style {
        Style::Primary => ButtonStyle::Primary,
        Style::Secondary => ButtonStyle::Secondary,
        Style::Success => ButtonStyle::Success,
        Style::Danger => ButtonStyle::Danger,
    }
}

/// A row of controls of the game `game` at log length `seq`, as a Discord action row.
pub fn row((game, seq): (GameId, u64), row: &Row) -> CreateActionRow {
    let id = |action| ComponentId::new(game, seq, action).encode();
    match row {
        Row::Buttons(buttons) => CreateActionRow::Buttons(
            buttons
                .iter()
                .map(|b| {
                    CreateButton::new(id(b.action.clone()))
                        .label(&b.label)
                        .style(style(b.style))
                })
                .collect(),
        ),
        Row::Menu(menu) => {
            let options = menu
                .options
                .iter()
                .map(|(label, action)| CreateSelectMenuOption::new(label, value(action)))
                .collect();
            CreateActionRow::SelectMenu(
                CreateSelectMenu::new(
                    id(menu.action.clone()),
                    CreateSelectMenuKind::String { options },
                )
                .placeholder(&menu.placeholder),
            )
        }
    }
}

/// Rows of controls of a game at log length `at.1`, as Discord action rows.
pub fn rows(at: (GameId, u64), rows: &[Row]) -> Vec<CreateActionRow> {
    rows.iter().map(|r| row(at, r)).collect()
}

/// Rows of controls of a game as it stands.
pub fn now(current: &Current, shown: &[Row]) -> Vec<CreateActionRow> {
    rows((current.record.id, current.record.next_seq), shown)
}

/// A private reply showing `shown`, within one message.
pub fn reply(current: &Current, shown: Shown) -> poise::CreateReply {
    let text = super::message::into_messages(&[shown.text]).remove(0);
    let mut reply = poise::CreateReply::default()
        .content(text)
        .ephemeral(true)
        .components(now(current, &shown.rows));
    if let Some(png) = shown.cards {
        reply = reply.attachment(CreateAttachment::bytes(png, "cards.png"));
    }
    reply
}

/// `shown` as a message of its own (a direct message), naming nobody.
pub fn message(current: &Current, shown: Shown) -> CreateMessage {
    let text = super::message::into_messages(&[shown.text]).remove(0);
    let mut message = CreateMessage::new()
        .content(text)
        .allowed_mentions(CreateAllowedMentions::new())
        .components(now(current, &shown.rows));
    if let Some(png) = shown.cards {
        message = message.add_file(CreateAttachment::bytes(png, "cards.png"));
    }
    message
}

/// `shown` in place of the message a player pressed on (its picture, if any, replaced).
pub fn edit(current: &Current, shown: Shown) -> EditInteractionResponse {
    let mut edit = EditInteractionResponse::new()
        .content(shown.text)
        .components(now(current, &shown.rows))
        .clear_attachments();
    if let Some(png) = shown.cards {
        edit = edit.new_attachment(CreateAttachment::bytes(png, "cards.png"));
    }
    edit
}

/// A panel's text and components.
pub struct Panel {
    /// Text above the components.
    pub content: String,
    /// Action rows.
    pub rows: Vec<CreateActionRow>,
    /// Attach an image of the seat's cards.
    pub show_cards: bool,
}

/// The panel of `seat` at `path` of its choices in stored game `game_id` at log length `seq`.
pub fn build(game: &AnyGame, game_id: i64, seq: u64, seat: Seat, path: Path, lang: Lang) -> Panel {
    let p = controls::panel(game, seat, path, lang, &LIMITS);
    Panel {
        rows: rows((game_id, seq), &p.rows),
        content: p.content,
        show_cards: p.show_cards,
    }
}
