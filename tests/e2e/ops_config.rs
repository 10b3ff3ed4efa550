//! The bot's configuration from its environment (`ops::config`): the token, the defaults and
//! options, the rounds, the shards, the metrics listener and the backups, each refusal one line.

use anyhow::Result;
use bloodrage_bot::ops::config::*;
use bloodrage_bot::session::DEFAULT_DATABASE_URL;
use std::collections::HashMap;

fn config(vars: &[(&str, &str)]) -> Result<Config> {
    let vars: HashMap<String, String> = vars
        .iter()
        .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
        .collect();
    Config::from_lookup(|k| vars.get(k).cloned())
}

#[test]
fn a_missing_or_malformed_token_is_one_line_saying_where_to_get_one() {
    for vars in [
        &[][..],
        &[("DISCORD_TOKEN", "  ")],
        &[("DISCORD_TOKEN", "not-a-token")],
    ] {
        let e = config(vars).unwrap_err().to_string();
        assert!(!e.contains('\n'), "{e}");
        assert!(e.contains("DISCORD_TOKEN"), "{e}");
        assert!(
            e.contains("https://discord.com/developers/applications"),
            "{e}"
        );
    }
}

#[test]
fn defaults_and_options_are_read() {
    let c = config(&[("DISCORD_TOKEN", "a.b.c")]).unwrap();
    assert_eq!(c.token, "a.b.c");
    assert_eq!(c.database_url, DEFAULT_DATABASE_URL);
    assert_eq!((c.dev_guild, c.api_base), (None, None));
    let c = config(&[
        ("DISCORD_TOKEN", " a.b.c "),
        ("DATABASE_URL", "sqlite:///data/x.db"),
        ("DEV_GUILD_ID", "123"),
        ("DISCORD_API_BASE", "http://127.0.0.1:9"),
    ])
    .unwrap();
    assert_eq!(c.token, "a.b.c");
    assert_eq!(c.database_url, "sqlite:///data/x.db");
    assert_eq!(c.dev_guild, Some(123));
    assert_eq!(c.api_base.as_deref(), Some("http://127.0.0.1:9"));
    let e = config(&[("DISCORD_TOKEN", "a.b.c"), ("DEV_GUILD_ID", "general")]).unwrap_err();
    assert!(format!("{e:#}").contains("DEV_GUILD_ID"));
}

#[test]
fn the_rounds_come_every_30_seconds_unless_set() {
    let every = |v: &str| {
        config(&[("DISCORD_TOKEN", "a.b.c"), ("ROUNDS_EVERY", v)]).map(|c| c.rounds_every)
    };
    assert_eq!(every("").unwrap(), ROUNDS_EVERY);
    assert_eq!(every(" 5 ").unwrap().as_secs(), 5);
    for bad in ["0", "often", "3601"] {
        let e = every(bad).unwrap_err().to_string();
        assert!(e.starts_with(&format!("ROUNDS_EVERY={bad} must be")), "{e}");
    }
}

#[test]
fn the_bot_waits_two_minutes_for_its_database_at_start_unless_set() {
    let wait = |v: &str| {
        config(&[("DISCORD_TOKEN", "a.b.c"), ("DATABASE_WAIT", v)]).map(|c| c.database_wait)
    };
    assert_eq!(wait("").unwrap(), bloodrage_bot::ops::DATABASE_WAIT);
    assert_eq!(wait("").unwrap().as_secs(), 120);
    assert_eq!(wait(" 0 ").unwrap().as_secs(), 0);
    assert_eq!(wait("600").unwrap().as_secs(), 600);
    for bad in ["-1", "long", "3601", "1.5"] {
        let e = wait(bad).unwrap_err().to_string();
        assert!(
            e.starts_with(&format!("DATABASE_WAIT={bad} must be")),
            "{e}"
        );
    }
}

#[test]
fn a_process_runs_the_shards_it_is_given_and_a_wrong_range_is_one_line() {
    let shards = |vars: &[(&str, &str)]| {
        let mut all = vec![("DISCORD_TOKEN", "a.b.c")];
        all.extend_from_slice(vars);
        config(&all).map(|c| c.shards)
    };
    let range = |first, last, count| Some(Shards { first, last, count });
    assert_eq!(shards(&[]).unwrap(), None);
    assert_eq!(shards(&[("SHARD_COUNT", "4")]).unwrap(), range(0, 3, 4));
    assert_eq!(
        shards(&[("SHARD_COUNT", "4"), ("SHARDS", "2-3")]).unwrap(),
        range(2, 3, 4)
    );
    assert_eq!(
        shards(&[("SHARD_COUNT", " 2 "), ("SHARDS", " 1 ")]).unwrap(),
        range(1, 1, 2)
    );
    for (vars, said) in [
        (&[("SHARDS", "0-1")][..], "SHARDS=0-1 needs SHARD_COUNT"),
        (&[("SHARD_COUNT", "0")][..], "SHARD_COUNT=0 must be"),
        (&[("SHARD_COUNT", "many")][..], "SHARD_COUNT=many must be"),
        (
            &[("SHARD_COUNT", "2"), ("SHARDS", "1-2")][..],
            "SHARDS=1-2 must be a shard or a range of shards below SHARD_COUNT=2, like 0 or 0-1",
        ),
        (&[("SHARD_COUNT", "4"), ("SHARDS", "3-1")][..], "SHARDS=3-1"),
        (&[("SHARD_COUNT", "4"), ("SHARDS", "one")][..], "SHARDS=one"),
    ] {
        let e = format!("{:#}", shards(vars).unwrap_err());
        assert!(e.starts_with(said) && !e.contains('\n'), "{e}");
    }
}

#[test]
fn the_metrics_listener_and_the_backups_are_off_unless_set_and_checked_when_set() {
    let c = config(&[("DISCORD_TOKEN", "a.b.c")]).unwrap();
    assert_eq!((c.metrics_addr, c.backups), (None, None));
    let c = config(&[
        ("DISCORD_TOKEN", "a.b.c"),
        ("METRICS_ADDR", "127.0.0.1:9100"),
        ("BACKUP_DIR", "/data/backups"),
        ("BACKUP_EVERY", "6"),
        ("BACKUP_KEEP", "3"),
    ])
    .unwrap();
    assert_eq!(c.metrics_addr, Some("127.0.0.1:9100".parse().unwrap()));
    let b = c.backups.unwrap();
    assert_eq!(
        (b.dir.to_str(), b.every.as_secs(), b.keep),
        (Some("/data/backups"), 6 * 3600, 3)
    );
    let b = config(&[("DISCORD_TOKEN", "a.b.c"), ("BACKUP_DIR", "b")])
        .unwrap()
        .backups
        .unwrap();
    assert_eq!((b.every.as_secs(), b.keep), (24 * 3600, 7));
    for (vars, word) in [
        (&[("METRICS_ADDR", "localhost")][..], "METRICS_ADDR"),
        (&[("BACKUP_EVERY", "6")][..], "BACKUP_DIR"),
        (
            &[("BACKUP_DIR", "b"), ("BACKUP_EVERY", "often")][..],
            "BACKUP_EVERY",
        ),
        (
            &[("BACKUP_DIR", "b"), ("BACKUP_KEEP", "0")][..],
            "BACKUP_KEEP",
        ),
    ] {
        let mut all = vec![("DISCORD_TOKEN", "a.b.c")];
        all.extend_from_slice(vars);
        let e = format!("{:#}", config(&all).unwrap_err());
        assert!(e.contains(word) && !e.contains('\n'), "{e}");
    }
}
