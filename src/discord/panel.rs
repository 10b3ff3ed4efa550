//! The controls a player is offered ([`crate::dialogue::controls`]: panels of choices, the
//! lobby's, Choose, Undo…) as Discord components: buttons and string select menus, each with its
//! custom id ([`super::ids`]) made of the game and its log length, within Discord's limits
//! ([`LIMITS`]: 5 rows; 5 buttons or one select of at most 25 options per row; labels of at most
//! 80/100 characters).

use super::ids::{ComponentId, value};
pub use crate::dialogue::controls::{Limits, Path};
use crate::dialogue::controls::{Row, Style};
use crate::dialogue::outlet::Post;
use crate::session::{Current, GameId};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption, EditInteractionResponse,
};

/// Discord's limits on the components of one message.
pub const LIMITS: Limits = Limits {
    rows: super::message::MAX_ROWS,
    buttons: super::message::MAX_BUTTONS,
    options: super::message::MAX_OPTIONS,
    label: super::message::MAX_LABEL,
    option_label: super::message::MAX_OPTION_LABEL,
    message: super::message::MESSAGE_LIMIT,
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

/// A private reply showing `post`, within one message.
pub fn reply(post: Post) -> poise::CreateReply {
    let mut reply = poise::CreateReply::default()
        .content(super::message::within(post.text))
        .ephemeral(true)
        .components(rows(post.at, &post.rows));
    for (name, png) in post.files {
        reply = reply.attachment(CreateAttachment::bytes(png, name));
    }
    reply
}

/// `post` in place of the message a player pressed on (its picture, if any, replaced).
pub fn edit(post: Post) -> EditInteractionResponse {
    let mut edit = EditInteractionResponse::new()
        .content(post.text)
        .components(rows(post.at, &post.rows))
        .clear_attachments();
    for (name, png) in post.files {
        edit = edit.new_attachment(CreateAttachment::bytes(png, name));
    }
    edit
}
