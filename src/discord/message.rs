//! Discord's limits on what a message holds, and splitting text to fit them.

/// Discord's limit on a message's content.
pub const MESSAGE_LIMIT: usize = 2000;
/// Most options in a select menu (and autocomplete suggestions).
pub const MAX_OPTIONS: usize = 25;
/// Most action rows in a message.
pub const MAX_ROWS: usize = 5;
/// Most buttons in a row.
pub const MAX_BUTTONS: usize = 5;
/// Longest button label.
pub const MAX_LABEL: usize = 80;
/// Longest select option label, and autocomplete suggestion name.
pub const MAX_OPTION_LABEL: usize = 100;

pub use crate::dialogue::controls::cut;

/// Lines as messages Discord takes ([`crate::dialogue::outlet::into_messages`]).
pub fn into_messages(lines: &[String]) -> Vec<String> {
    crate::dialogue::outlet::into_messages(lines, MESSAGE_LIMIT)
}

/// The first message of `text` Discord takes (cut if it is longer).
pub fn within(text: String) -> String {
    crate::dialogue::outlet::within(text, MESSAGE_LIMIT)
}
