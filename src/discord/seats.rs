//! How Discord names a player in messages: their mention (the seats' names are
//! [`crate::dialogue::seat_names`]).

/// How Discord names a player in messages: their mention (shown without pinging anyone unless
/// a message allows it).
pub fn mention(user: u64, _joined_as: &str) -> String {
    format!("<@{user}>")
}
