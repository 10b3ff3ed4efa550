//! The schema migrations, embedded in the binary and applied at start by [`super::Store::open`].
//!
//! Listed here rather than found by `sqlx::migrate!()`: that macro needs sqlx's `macros` feature,
//! which builds sqlx's SQLite driver (and SQLite's C source) a second time for the compiler, a
//! minute and more of every cold build. sqlx stores a checksum of each applied migration's exact
//! text, computed here as the macro did, so a database migrated by an earlier version is
//! recognised; a test checks this list against the `migrations/` folder (every file, in order,
//! with the macro's version and description).
//!
//! PostgreSQL has its own list ([`POSTGRES_FILES`], `migrations/postgres/`): its first migration
//! is the SQLite schema as its eight migrations left it, written at once; later changes to the
//! schema come as one migration for each database (SQLite's 0009 is PostgreSQL's 0002), except
//! what only several processes need (PostgreSQL's 0003, the feed of changes they hear).

use super::Backend;
use sqlx::SqlStr;
use sqlx::migrate::{Migration, MigrationType, Migrator};
use std::borrow::Cow;

/// Each migration: its version, description (the file name's words) and SQL text. Append only:
/// a migration once released is never edited (its checksum would no longer match).
pub const FILES: [(i64, &str, &str); 12] = [
    (1, "init", include_str!("../../migrations/0001_init.sql")),
    (
        2,
        "seat names",
        include_str!("../../migrations/0002_seat_names.sql"),
    ),
    (
        3,
        "card names in the log",
        include_str!("../../migrations/0003_card_names_in_the_log.sql"),
    ),
    (
        4,
        "awaited and announced",
        include_str!("../../migrations/0004_awaited_and_announced.sql"),
    ),
    (
        5,
        "computer seats",
        include_str!("../../migrations/0005_computer_seats.sql"),
    ),
    (
        6,
        "undo and origin",
        include_str!("../../migrations/0006_undo_and_origin.sql"),
    ),
    (
        7,
        "pacing",
        include_str!("../../migrations/0007_pacing.sql"),
    ),
    (
        8,
        "no schedules",
        include_str!("../../migrations/0008_no_schedules.sql"),
    ),
    (
        9,
        "leases",
        include_str!("../../migrations/0009_leases.sql"),
    ),
    (
        10,
        "web pages",
        include_str!("../../migrations/0010_web_pages.sql"),
    ),
    (
        11,
        "replies",
        include_str!("../../migrations/0011_replies.sql"),
    ),
    (
        12,
        "results",
        include_str!("../../migrations/0012_results.sql"),
    ),
];

/// PostgreSQL's migrations, as [`FILES`] are SQLite's.
pub const POSTGRES_FILES: [(i64, &str, &str); 6] = [
    (
        1,
        "init",
        include_str!("../../migrations/postgres/0001_init.sql"),
    ),
    (
        2,
        "leases",
        include_str!("../../migrations/postgres/0002_leases.sql"),
    ),
    (
        3,
        "changes",
        include_str!("../../migrations/postgres/0003_changes.sql"),
    ),
    (
        4,
        "web pages",
        include_str!("../../migrations/postgres/0004_web_pages.sql"),
    ),
    (
        5,
        "replies",
        include_str!("../../migrations/postgres/0005_replies.sql"),
    ),
    (
        6,
        "results",
        include_str!("../../migrations/postgres/0006_results.sql"),
    ),
];

/// The migrator of a database: over [`FILES`] or [`POSTGRES_FILES`].
pub fn migrator(backend: Backend) -> Migrator {
    let files: &[(i64, &str, &str)] = match backend {
        Backend::Sqlite => &FILES,
        Backend::Postgres => &POSTGRES_FILES,
    };
    Migrator::with_migrations(
        files
            .iter()
            .map(|(version, description, sql)| {
                Migration::new(
                    *version,
                    Cow::Borrowed(*description),
                    MigrationType::Simple,
                    SqlStr::from_static(sql),
                    sql.starts_with("-- no-transaction"),
                )
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `sqlx::migrate!()` would find in a folder: every `.sql` file, with the version and
    /// description its name gives and its exact text, in order.
    fn found_in(dir: &str) -> Vec<(i64, String, String)> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        let mut found: Vec<(i64, String, String)> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "sql"))
            .map(|p| {
                let name = p.file_stem().unwrap().to_str().unwrap().to_string();
                let (version, words) = name.split_once('_').unwrap();
                (
                    version.parse().unwrap(),
                    words.replace('_', " "),
                    std::fs::read_to_string(&p).unwrap(),
                )
            })
            .collect();
        found.sort();
        found
    }

    fn listed(files: &[(i64, &str, &str)]) -> Vec<(i64, String, String)> {
        files
            .iter()
            .map(|(v, d, s)| (*v, (*d).to_string(), (*s).to_string()))
            .collect()
    }

    #[test]
    fn every_file_in_the_migrations_folder_is_listed_in_order_as_the_macro_would() {
        assert_eq!(listed(&FILES), found_in("migrations"));
        assert_eq!(listed(&POSTGRES_FILES), found_in("migrations/postgres"));
        for (backend, files) in [
            (Backend::Sqlite, &FILES[..]),
            (Backend::Postgres, &POSTGRES_FILES[..]),
        ] {
            let migrator = migrator(backend);
            assert_eq!(migrator.iter().count(), files.len());
            assert!(
                migrator
                    .iter()
                    .zip(files)
                    .all(|(m, (v, _, sql))| m.version == *v && m.sql.as_str() == *sql)
            );
        }
    }
}
