//! End-to-end tests: the real serenity/poise client, built exactly as in production, talks to an
//! in-process fake Discord (REST and gateway on 127.0.0.1) that enforces Discord's limits and the
//! 3-second acknowledgement. Users play through slash commands, autocomplete, buttons and menus;
//! every message is checked for hidden information after every interaction.

/// The crate's `t!` for these tests: a message in `lang` with its arguments.
macro_rules! t {
    ($lang:expr, $key:expr $(, $name:ident = $value:expr)* $(,)?) => {
        bloodrage_bot::present::locale::tr(
            $lang,
            $key,
            &[$((stringify!($name), bloodrage_bot::present::locale::Arg::from($value))),*],
        )
    };
}

mod audit;
mod backup;
mod browser;
mod computers;
mod costs;
mod crash;
mod deadlines;
mod discord_ids;
mod disk;
mod dms;
mod driver;
mod expansions;
mod failures;
mod fake;
mod french;
mod front_announce;
mod front_controls;
mod front_herald;
mod front_moves;
mod front_names;
mod front_notes;
mod front_player;
mod front_results;
mod front_words;
mod games;
mod harness;
mod http;
mod info;
mod leaks;
mod limits;
mod metrics;
mod migrate_kill;
mod ops_config;
mod orders;
mod outage;
mod phones;
mod processes;
mod reading;
mod refusals;
mod replace;
mod reprisal;
mod results;
mod service;
mod settings;
mod soak;
mod startup;
mod takeover;
mod undo;
mod upgrade;
mod uptime;
mod valhalla;
mod validate;
mod web;
mod web_audit;
mod web_play;
