//! The process's own test hooks: a moment a test has the process die at, to check that what it
//! owed at that moment is owed by another process (or by the same one restarted). Inert unless
//! a test sets its variable, and compiled only with the default `testkit` feature (the image is
//! built without it).

/// The variable naming the moment a test has the process die at: `stored` (a player's move is
/// stored, the press not yet acknowledged), `acknowledged` (acknowledged, nothing told yet),
/// `thread` (the game's thread told, the private decisions not sent yet), `told` (everything
/// told, the player not yet answered). The first time the process reaches it, it aborts at
/// once, as a SIGKILL would stop it: nothing more is sent, nothing given back.
pub const DIE_AT_VARIABLE: &str = "BLOODRAGE_TEST_DIE_AT";

/// Aborts the process if a test asked it to die at `moment` (see [`DIE_AT_VARIABLE`]).
pub fn die_at(moment: &str) {
    #[cfg(feature = "testkit")]
    {
        static AT: std::sync::LazyLock<Option<String>> =
            std::sync::LazyLock::new(|| std::env::var(DIE_AT_VARIABLE).ok());
        if AT.as_deref() == Some(moment) {
            std::process::abort();
        }
    }
    #[cfg(not(feature = "testkit"))]
    let _ = moment;
}
