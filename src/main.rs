//! The `bloodrage-bot` command line: `simulate` random games and list the `cards`.

use anyhow::{Context, Result, bail};
use bloodrage_bot::engine::base::data::catalogue;
use bloodrage_bot::engine::base::{CardKind, effect_kind};
use bloodrage_bot::engine::{GameConfig, Options, RuleSet};
use bloodrage_bot::sim::{self, Summary};
use clap::{Parser, Subcommand};
use std::io::Write;

#[derive(Parser)]
#[command(
    name = "bloodrage-bot",
    version,
    about = "Blood Rage, played asynchronously in Discord"
)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Play full games with random players and print one JSON line per game.
    Simulate {
        /// Players (2-5).
        #[arg(long, default_value_t = 4)]
        players: u8,
        /// Seed of the first game; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Number of games.
        #[arg(long, default_value_t = 1)]
        games: u64,
    },
    /// List the card catalogue.
    Cards {
        /// One JSON object per line per distinct card and marker.
        #[arg(long)]
        json: bool,
    },
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let result = match cli.command {
        Cmd::Simulate {
            players,
            seed,
            games,
        } => simulate(players, seed, games),
        Cmd::Cards { json } => cards(json),
    };
    // A closed pipe (`bloodrage-bot cards | head`) is not an error worth reporting.
    match result {
        Err(e) if is_broken_pipe(&e) => Ok(()),
        other => other,
    }
}

fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error
        .downcast_ref::<std::io::Error>()
        .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
}

fn simulate(players: u8, seed: u64, games: u64) -> Result<()> {
    let mut out = std::io::stdout().lock();
    let mut failures = 0;
    for i in 0..games {
        let config = GameConfig {
            rules: RuleSet::Base,
            players,
            seed: seed + i,
            options: Options::default(),
            clans: Vec::new(),
        };
        match sim::simulate(&config) {
            Ok((game, commands)) => {
                let line = serde_json::to_string(&Summary::of(&game, commands))?;
                writeln!(out, "{line}")?;
            }
            Err(error) => {
                eprintln!("error: {error}");
                failures += 1;
            }
        }
    }
    if failures > 0 {
        bail!("{failures} of {games} games failed");
    }
    Ok(())
}

fn cards(json: bool) -> Result<()> {
    let mut out = std::io::stdout().lock();
    for row in &catalogue().rows {
        let kind = match row.kind {
            CardKind::Battle => "battle",
            CardKind::Upgrade => "upgrade",
            CardKind::Monster => "monster",
            CardKind::Quest => "quest",
        };
        if json {
            let value = serde_json::json!({
                "age": row.age,
                "name": row.name,
                "kind": kind,
                "str": row.str,
                "marker": if row.marker == 0 { None } else { Some(row.marker) },
                "copies": row.copies,
                "god": row.god,
                "slot": row.slot,
                "cost": row.cost,
                "glory": row.glory,
                "late": row.late,
                "timing": effect_kind(row.id),
                "effect": row.text,
            });
            writeln!(
                out,
                "{}",
                serde_json::to_string(&value).context("serialising a card")?
            )?;
        } else {
            let marker = if row.marker == 0 {
                String::new()
            } else {
                format!(" [{}+]", row.marker)
            };
            writeln!(
                out,
                "Age {} {:<20} {:<8}{} x{}: {}",
                row.age, row.name, kind, marker, row.copies, row.text
            )?;
        }
    }
    Ok(())
}
