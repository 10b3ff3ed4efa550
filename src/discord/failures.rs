//! What a failed command or press says: to the player (an apology, or the games unavailable
//! for a moment, or a move that may have been stored) and to the admin (a fault of the database
//! noted once in the store's health, any other failure logged by the caller). Shared by the
//! slash commands' framework and the components' handler.

use super::data::Error;

/// Whether `error` is a fault of the database (out of reach, a disk full or read-only): if so it
/// is noted through the session ([`crate::session::Session::fault_noted`]), which logs the first
/// of an episode once, and the caller logs it only at debug level.
pub(super) fn noted_fault(session: &crate::session::Session, error: &Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<crate::session::StoreError>()
            .is_some_and(|e| session.fault_noted(e))
    })
}

/// What a player is told when their command or press failed (error id `id`): the games out of
/// reach for a moment when the database cannot be reached, or a fault of the bot's.
pub(super) fn sorry(lang: crate::present::locale::Lang, id: u64, error: &Error) -> String {
    let fault = error
        .chain()
        .find_map(|cause| cause.downcast_ref::<crate::session::StoreError>());
    let key = match fault {
        Some(crate::session::StoreError::Unavailable(_)) => "sorry-unavailable",
        Some(crate::session::StoreError::InDoubt(_)) => "sorry-in-doubt",
        _ => "sorry-error",
    };
    crate::present::locale::t!(lang, key, id = id.to_string())
}
