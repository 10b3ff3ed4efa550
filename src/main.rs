//! The `bloodrage-bot` command line: `serve` (the Discord bot, the default), `simulate` random
//! games (optionally stored in a database, stopped and resumed), `replay` stored games, `render`
//! a board or a hand, list the `cards`, and pit computer clans against each other in the `arena`.

use anyhow::{Context, Result, bail};
use bloodrage_bot::ai::{self, Level};
use bloodrage_bot::engine::{AnyGame, GameConfig, RuleSet};
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::sim::{self, Summary};
use bloodrage_bot::store::{GameId, GameStatus, NewGame, Store};
use bloodrage_bot::vocabulary::Vocabulary as _;
use clap::{Parser, Subcommand};
use std::io::Write;
use std::path::{Path, PathBuf};

/// jemalloc, which gives freed memory back to the system (see Cargo.toml).
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

#[derive(Parser)]
#[command(
    name = "bloodrage-bot",
    version,
    about = "Blood Rage, played asynchronously in Discord"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Cmd>,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run the Discord bot (the default). Configuration: DISCORD_TOKEN, DATABASE_URL, DEV_GUILD_ID,
    /// DISCORD_API_BASE, VALHALLA_PACKS, VALHALLA_PACK, RUST_LOG, from the environment or a .env
    /// file.
    Serve,
    /// Play full games with random players and print one JSON line per game.
    Simulate {
        #[arg(long, default_value = "base", value_parser = parse_rules, help = rules_help())]
        rules: RuleSet,
        #[arg(long, default_value = "all", help = options_help())]
        options: String,
        /// Players, as many as the rule set seats (see --rules).
        #[arg(long, default_value_t = 4)]
        players: u8,
        /// Seed of the first game; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Number of games.
        #[arg(long, default_value_t = 1)]
        games: u64,
        /// Store every game and its commands in this database: a SQLite file's path, or a
        /// `sqlite://` or `postgres://` URL.
        #[arg(long)]
        db: Option<String>,
        /// Stop each game after this many commands, leaving it unfinished in the database.
        #[arg(long, requires = "db")]
        stop_after: Option<u64>,
        /// Finish every unfinished simulated game stored in the database.
        #[arg(long, requires = "db")]
        resume: bool,
        /// Print `{"game":ID,"seq":N}` after each command is durably stored.
        #[arg(long, hide = true, requires = "db")]
        progress: bool,
        /// Computer clans instead of random players, one level per seat (`easy,medium,random`);
        /// sets the number of players.
        #[arg(long, value_parser = parse_levels, conflicts_with = "db")]
        seats: Option<Levels>,
        /// Playouts per decision of the hard level (its search budget).
        #[arg(long, default_value_t = ai::Budget::DEFAULT.playouts)]
        playouts: u32,
        /// Report the games' pace instead (one JSON line per answering setting): waits for the
        /// players by kind of decision and the expected calendar length, every seat played by
        /// the computer at `--pace-level`.
        #[arg(long, conflicts_with_all = ["db", "seats"])]
        pace: bool,
        /// The level that plays every seat of the pace report's games.
        #[arg(long, value_parser = parse_level, default_value = "medium", requires = "pace")]
        pace_level: Level,
        /// The pace report's mean answer delay of a player, in hours.
        #[arg(long, default_value_t = 4.0, requires = "pace")]
        mean_hours: f64,
    },
    /// Play computer clans against each other, seats rotated, and report each level's win rate
    /// (with its 95 % confidence interval), mean score (Glory, or what the rule set ranks by) and decision
    /// times.
    Arena {
        #[arg(long, default_value = "base", value_parser = parse_rules, help = rules_help())]
        rules: RuleSet,
        #[arg(long, default_value = "all", help = options_help())]
        options: String,
        /// One level per seat: `random`, `easy`, `medium` or `hard` (`hard,medium,medium,medium`).
        #[arg(long, value_parser = parse_levels)]
        seats: Levels,
        /// Playouts per decision of the hard level (its search budget; no time limit here, so
        /// results are reproducible).
        #[arg(long, default_value_t = ai::Budget::DEFAULT.playouts)]
        playouts: u32,
        /// Games played side by side (threads); the results do not depend on it.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// Number of games.
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// Seed of the first game; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Replay stored games from their command logs and print one JSON line per game.
    Replay {
        /// The database: a SQLite file's path, or a `sqlite://` or `postgres://` URL.
        #[arg(long)]
        db: String,
        /// Only this game.
        #[arg(long)]
        game: Option<GameId>,
    },
    /// Play a random game some commands in and draw its board, or one seat's cards, as a PNG.
    Render {
        #[arg(long, default_value = "base", value_parser = parse_rules, help = rules_help())]
        rules: RuleSet,
        #[arg(long, default_value = "all", help = options_help())]
        options: String,
        /// Players, as many as the rule set seats (see --rules).
        #[arg(long, default_value_t = 4)]
        players: u8,
        /// The game's seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Commands to play before drawing.
        #[arg(long, default_value_t = 0)]
        after: u64,
        /// Draw this seat's cards (hand, draft packet, quests) instead of the board (0-based).
        #[arg(long)]
        hand: Option<u8>,
        /// Output file.
        #[arg(long, default_value = "board.png")]
        out: PathBuf,
        /// The language of the words on the image: `en` or `fr`.
        #[arg(long, default_value = "en", value_parser = parse_lang)]
        lang: Lang,
    },
    /// Copy every game, log, seat and setting of one database into another (a SQLite file to
    /// PostgreSQL, or back), all at once or not at all, then load every game on both and
    /// compare. Stop the bot first.
    MigrateStore {
        /// The database copied: a SQLite file's path, or a `sqlite://` or `postgres://` URL.
        #[arg(long)]
        from: String,
        /// The database written, empty: a SQLite file's path (created), or a URL.
        #[arg(long)]
        to: String,
        /// Copy into a database that already holds games or settings (a row it holds under
        /// the same key as one copied stops the whole copy, writing nothing).
        #[arg(long)]
        into_non_empty: bool,
    },
    /// Copy the live database into a new file while the bot runs (a consistent snapshot, not a
    /// file copy), check the copy, and print where it is.
    Backup {
        /// The new file.
        #[arg(long)]
        to: PathBuf,
        /// The database (default: DATABASE_URL, from the environment or .env).
        #[arg(long)]
        db: Option<String>,
    },
    /// Compute every server's ratings again from its finished games (the order they ended) and
    /// print each rated player's: one JSON line per player and rule set, best first.
    Ratings {
        /// Compute them from the stored games (the only way: ratings are never stored).
        #[arg(long)]
        recompute: bool,
        /// The database (default: DATABASE_URL, from the environment or .env).
        #[arg(long)]
        db: Option<String>,
    },
    /// Ask the running bot's health listener (METRICS_ADDR) whether it is ready: exit status 0
    /// when it is (the Docker image's HEALTHCHECK).
    Health {
        /// The listener's address (default: METRICS_ADDR).
        #[arg(long)]
        addr: Option<std::net::SocketAddr>,
    },
    /// List the card catalogue.
    Cards {
        /// One JSON object per line per distinct card and marker.
        #[arg(long)]
        json: bool,
    },
}

fn main() -> std::process::ExitCode {
    match run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            // One line: what went wrong and what to do (no backtrace for configuration errors),
            // and the exit status the README documents.
            eprintln!("error: {e:#}");
            std::process::ExitCode::from(bloodrage_bot::ops::exit_of(&e) as u8)
        }
    }
}

/// The version and the commit the binary was built from ("0.1.0 (1a2b3c4d5e6f)").
fn version() -> String {
    format!("{} ({})", env!("CARGO_PKG_VERSION"), env!("BUILD_COMMIT"))
}

/// Logs to standard error: `LOG_FORMAT=json` for collectors (one JSON object per line), else text
/// with colours only when standard error is a terminal; `RUST_LOG` filters.
fn init_logs() -> Result<()> {
    use std::io::IsTerminal as _;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn,sqlx=warn"));
    let format = std::env::var("LOG_FORMAT").unwrap_or_default();
    let logs = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match format.trim().to_ascii_lowercase().as_str() {
        "" | "text" => logs.with_ansi(std::io::stderr().is_terminal()).init(),
        "json" => logs.json().init(),
        other => {
            return Err(bloodrage_bot::ops::Fatal::config(format!(
                "LOG_FORMAT={other} is not a log format: use text (the default) or json"
            )));
        }
    }
    Ok(())
}

fn run() -> Result<()> {
    let cli = Cli::parse();
    let command = cli.command.unwrap_or(Cmd::Serve);
    // Every way of simulating reads `--options` first, once: an option the rule set does not
    // have, or cannot read, is refused before any game is played (never silently ignored).
    let setup = match &command {
        Cmd::Simulate { rules, options, .. } => {
            Some(sim::Setup::parse(*rules, options).map_err(anyhow::Error::msg)?)
        }
        _ => None,
    };
    let result = match (command, setup) {
        (Cmd::Serve, _) => serve(),
        (
            Cmd::Simulate {
                players,
                seed,
                games,
                db: None,
                seats: None,
                pace: false,
                ..
            },
            Some(setup),
        ) => simulate_games(games, |i| setup.config(players, seed + i, i)),
        (
            Cmd::Simulate {
                seed,
                games,
                db: None,
                seats: Some(Levels(seats)),
                playouts,
                pace: false,
                ..
            },
            Some(setup),
        ) => simulate_ai(&setup, &seats, seed, games, &ai::Budget::playouts(playouts)),
        (Cmd::Simulate { rules, .. }, _) if rules != RuleSet::Base => bail!(
            "{} games are simulated without --db or --pace",
            rules.registered().slug
        ),
        (
            Cmd::Simulate {
                players,
                seed,
                games,
                pace: true,
                pace_level,
                mean_hours,
                ..
            },
            _,
        ) => pace(players, seed, games, pace_level, mean_hours),
        (
            Cmd::Arena {
                rules,
                options,
                seats,
                games,
                seed,
                playouts,
                jobs,
            },
            _,
        ) => arena(
            &sim::Setup::parse(rules, &options).map_err(anyhow::Error::msg)?,
            &seats.0,
            games,
            seed,
            &ai::Budget::playouts(playouts),
            jobs,
        ),
        (
            Cmd::Simulate {
                players,
                seed,
                games,
                db: Some(db),
                stop_after,
                resume,
                progress,
                ..
            },
            _,
        ) => runtime()?.block_on(async {
            let store = open(&db).await?;
            let options = StoredRun {
                stop_after,
                progress,
            };
            if resume {
                resume_stored(&store, &options).await
            } else {
                simulate_stored(&store, players, seed, games, &options).await
            }
        }),
        (Cmd::Replay { db, game }, _) => {
            runtime()?.block_on(async { replay(&open(&db).await?, game).await })
        }
        (
            Cmd::Render {
                rules,
                options,
                players,
                seed,
                after,
                hand,
                out,
                lang,
            },
            _,
        ) => render(
            &sim::Setup::parse(rules, &options).map_err(anyhow::Error::msg)?,
            players,
            seed,
            after,
            hand,
            (&out, lang),
        ),
        (Cmd::Cards { json }, _) => cards(json),
        (Cmd::Backup { to, db }, _) => backup(&to, db),
        (Cmd::Ratings { recompute, db }, _) => {
            if !recompute {
                bail!("ratings are computed from the stored games: say --recompute");
            }
            runtime()?.block_on(ratings(db))
        }
        (
            Cmd::MigrateStore {
                from,
                to,
                into_non_empty,
            },
            _,
        ) => runtime()?.block_on(migrate_store(&from, &to, into_non_empty)),
        (Cmd::Health { addr }, _) => health(addr),
        (Cmd::Simulate { .. }, None) => unreachable!("every simulation's options are read above"),
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

/// Plays `games` random games, game `i` configured by `config(i)`, one JSON line each.
fn simulate_games(games: u64, config: impl Fn(u64) -> GameConfig) -> Result<()> {
    let mut out = std::io::stdout().lock();
    let mut failures = 0;
    for i in 0..games {
        match sim::simulate_rules(&config(i)) {
            Ok(summary) => writeln!(out, "{}", serde_json::to_string(&summary)?)?,
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

/// `--rules`' help, from the registry: each rule set's slug and how many players it seats.
fn rules_help() -> String {
    let each: Vec<String> = RuleSet::ALL
        .iter()
        .map(|r| {
            let players = r.players();
            format!(
                "`{}` ({} to {} players)",
                r.slug(),
                players.start(),
                players.end()
            )
        })
        .collect();
    format!("The rule set: {} (Blood Rage is `base`)", each.join(", "))
}

/// `--options`' help, from the registry: what each rule set with options takes.
fn options_help() -> String {
    let each: Vec<String> = RuleSet::ALL
        .iter()
        .filter_map(|r| {
            let registered = r.registered();
            registered
                .options
                .map(|words| format!("with `--rules {}`: {words}", registered.slug))
        })
        .collect();
    format!(
        "The rule set's options, `all` (its defaults) unless given; {}",
        each.join("; ")
    )
}

fn parse_rules(text: &str) -> Result<RuleSet, String> {
    match text {
        "blood-rage" => Ok(RuleSet::Base),
        other => RuleSet::from_slug(other).ok_or_else(|| {
            let names: Vec<&str> = RuleSet::ALL.iter().map(|r| r.slug()).collect();
            format!("unknown rule set `{other}`: use {}", names.join(", "))
        }),
    }
}

fn pace(players: u8, seed: u64, games: u64, level: Level, mean_hours: f64) -> Result<()> {
    let mut out = std::io::stdout().lock();
    for report in bloodrage_bot::pace::measure(players, seed, games, level, mean_hours)? {
        writeln!(out, "{}", serde_json::to_string(&report)?)?;
    }
    Ok(())
}

fn parse_level(text: &str) -> Result<Level, String> {
    Level::parse(text).ok_or_else(|| format!("unknown level `{text}`"))
}

/// A level per seat, from the command line.
#[derive(Debug, Clone)]
struct Levels(Vec<Level>);

fn parse_levels(text: &str) -> Result<Levels, String> {
    let levels = text
        .split(',')
        .map(|name| {
            Level::parse(name).ok_or_else(|| {
                let known: Vec<&str> = <Level as bloodrage_bot::vocabulary::Vocabulary>::ALL
                    .iter()
                    .map(|l| l.slug())
                    .collect();
                format!("unknown level `{name}` (known: {})", known.join(", "))
            })
        })
        .collect::<Result<Vec<Level>, String>>()?;
    if !(2..=5).contains(&levels.len()) {
        return Err(format!(
            "{} seats given: a game has 2 to 5 players",
            levels.len()
        ));
    }
    Ok(Levels(levels))
}

/// Whole games played by computer clans, one JSON line per game.
fn simulate_ai(
    setup: &sim::Setup,
    seats: &[Level],
    seed: u64,
    games: u64,
    budget: &ai::Budget,
) -> Result<()> {
    let mut out = std::io::stdout().lock();
    let players = u8::try_from(seats.len())?;
    for i in 0..games {
        let config = setup.config(players, seed + i, i);
        let mut game = AnyGame::new(&config)?;
        let commands = ai::play_out(&mut game, seats, config.seed, 0, budget)
            .map_err(|e| anyhow::anyhow!("seed {}: {e}", config.seed))?;
        let line = serde_json::to_string(&Summary::of(&game, commands))?;
        writeln!(out, "{line}")?;
    }
    Ok(())
}

fn arena(
    setup: &sim::Setup,
    seats: &[Level],
    games: u32,
    seed: u64,
    budget: &ai::Budget,
    jobs: usize,
) -> Result<()> {
    let results = bloodrage_bot::arena::run(setup, seats, games, seed, budget, jobs)
        .map_err(anyhow::Error::msg)?;
    print!(
        "{}",
        bloodrage_bot::arena::report(seats, &results, setup.score_name())
    );
    Ok(())
}

/// A language code for `--lang`.
fn parse_lang(code: &str) -> Result<Lang, String> {
    Lang::from_code(code).ok_or_else(|| format!("`{code}` is not a language of the bot: en or fr"))
}

/// The database of `--db`, else DATABASE_URL (from the environment or .env), else the default.
fn configured_database(db: Option<String>) -> String {
    let _ = dotenvy::dotenv();
    db.or_else(|| std::env::var("DATABASE_URL").ok())
        .filter(|u| !u.trim().is_empty())
        .unwrap_or_else(|| bloodrage_bot::store::DEFAULT_DATABASE_URL.to_string())
}

/// `ratings --recompute`: every rated player's rating, per server and rule set, best first.
async fn ratings(db: Option<String>) -> Result<()> {
    use bloodrage_bot::session::ratings::Rater;
    let store = open(&configured_database(db)).await?;
    let session = bloodrage_bot::session::Session::new(store);
    let ratings = session.results().recompute_ratings().await?;
    let mut out = std::io::stdout().lock();
    for (guild, rules) in ratings.tables() {
        for (rank, (rater, s)) in ratings.table(guild, rules).into_iter().enumerate() {
            let who = match rater {
                Rater::Player(user) => serde_json::json!({ "player": user.to_string() }),
                Rater::Computer(level) => serde_json::json!({ "computer": level.slug() }),
            };
            let line = serde_json::json!({
                "guild": guild.to_string(),
                "rules": rules.slug(),
                "rank": rank + 1,
                "rater": who,
                "rating": (s.rating * 100.0).round() / 100.0,
                "uncertainty": (s.uncertainty * 100.0).round() / 100.0,
                "games": s.games,
                "wins": s.wins,
            });
            writeln!(out, "{line}")?;
        }
    }
    session.close().await;
    Ok(())
}

fn backup(to: &Path, db: Option<String>) -> Result<()> {
    use bloodrage_bot::ops::Fatal;
    let url = configured_database(db);
    if bloodrage_bot::store::Backend::of_url(&url) == Some(bloodrage_bot::store::Backend::Postgres)
    {
        return Err(Fatal::config(
            "a PostgreSQL database is backed up with PostgreSQL's own tools (pg_dump); backup copies a SQLite file",
        ));
    }
    let file = bloodrage_bot::store::check_url(&url)
        .map_err(Fatal::config)?
        .ok_or_else(|| Fatal::config("an in-memory database has nothing to back up"))?;
    if !file.exists() {
        return Err(Fatal::database(format!(
            "there is no database at {} (DATABASE_URL={url})",
            file.display()
        )));
    }
    runtime()?.block_on(async {
        let store = bloodrage_bot::store::Store::open_as_is(&url)
            .await
            .map_err(|e| Fatal::database(format!("cannot open {url}: {e}")))?;
        let taken = store.backup(to).await;
        store.close().await;
        taken.map_err(|e| Fatal::database(format!("the backup failed: {e}")))?;
        let copy = bloodrage_bot::store::Store::open_as_is(&format!("sqlite://{}", to.display()))
            .await
            .map_err(|e| Fatal::database(format!("the backup cannot be opened: {e}")))?;
        let check = copy.integrity().await;
        let games = copy.games().game_counts().await;
        copy.close().await;
        let check =
            check.map_err(|e| Fatal::database(format!("the backup cannot be read: {e}")))?;
        if check != "ok" {
            return Err(Fatal::database(format!("the backup is damaged: {check}")));
        }
        let games: i64 = games
            .map_err(|e| Fatal::database(format!("the backup cannot be read: {e}")))?
            .iter()
            .map(|(_, _, n)| n)
            .sum();
        let size = std::fs::metadata(to).map_or(0, |m| m.len());
        println!(
            "backup of {} written to {} ({games} games, {} KB, integrity ok)",
            file.display(),
            to.display(),
            size.div_ceil(1024)
        );
        Ok(())
    })
}

fn health(addr: Option<std::net::SocketAddr>) -> Result<()> {
    use bloodrage_bot::ops::Fatal;
    let _ = dotenvy::dotenv();
    let addr = match addr {
        Some(a) => a,
        None => std::env::var("METRICS_ADDR")
            .ok()
            .filter(|v| !v.trim().is_empty())
            .ok_or_else(|| Fatal::config("METRICS_ADDR is not set: the health listener is off"))?
            .trim()
            .parse()
            .map_err(|_| {
                Fatal::config("METRICS_ADDR is not an address and port, like 127.0.0.1:9100")
            })?,
    };
    let (status, body) = runtime()?
        .block_on(bloodrage_bot::ops::probe(addr))
        .with_context(|| format!("the health listener at {addr} did not answer"))?;
    println!("{status} {body}");
    if status == 200 {
        Ok(())
    } else {
        anyhow::bail!("not ready ({status}): {body}")
    }
}

fn serve() -> Result<()> {
    use bloodrage_bot::ops::Fatal;
    // A .env file is optional; variables already set in the environment win.
    let _ = dotenvy::dotenv();
    init_logs()?;
    tracing::info!("bloodrage-bot {} starting", version());
    let config =
        bloodrage_bot::ops::Config::from_env().map_err(|e| Fatal::config(format!("{e:#}")))?;
    // Valhalla content packs beyond the built-in one, and the pack of new games.
    let packs = std::env::var("VALHALLA_PACKS")
        .ok()
        .filter(|v| !v.trim().is_empty());
    let default_pack = std::env::var("VALHALLA_PACK").ok();
    bloodrage_bot::engine::valhalla::pack::configure(
        packs.as_deref().map(Path::new),
        default_pack.as_deref(),
    )
    .map_err(|e| Fatal::config(format!("VALHALLA_PACKS / VALHALLA_PACK: {e}")))?;
    // The web companion, beside Discord on the same session (off unless WEB_ADDR is set).
    let web = bloodrage_bot::web::Options::from_lookup(|key| std::env::var(key).ok())
        .map_err(|e| Fatal::config(format!("{e:#}")))?;
    let mut beside: Vec<bloodrage_bot::ops::Beside> = Vec::new();
    if let Some(options) = web {
        beside.push(Box::new(move |session| {
            Box::pin(async move {
                bloodrage_bot::web::serve(session, &options)
                    .await
                    .map(|_| ())
                    .map_err(|e| {
                        Fatal::config(format!(
                            "WEB_ADDR={} cannot be listened on: {e}",
                            options.addr
                        ))
                    })
            })
        }));
    }
    // The English and French messages, read once now so that a broken file stops the bot here.
    bloodrage_bot::present::locale::load();
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?
        .block_on(bloodrage_bot::discord::serve(config, beside))
}

fn render(
    setup: &sim::Setup,
    players: u8,
    seed: u64,
    after: u64,
    hand: Option<u8>,
    (out, lang): (&Path, Lang),
) -> Result<()> {
    use bloodrage_bot::engine::Seat;
    use bloodrage_bot::present::{self, Names};
    let mut game = AnyGame::new(&setup.config(players, seed, 0))?;
    let mut last = Vec::new();
    let mut position = 0;
    while position < after && game.outcome().is_none() {
        let (seat, command) = sim::choose(&game, seed, position).context("nobody can act")?;
        last = game.apply(seat, &command)?;
        position += 1;
    }
    let png = match hand {
        None => present::board_png(
            &game,
            &Names::default(),
            &format!("Simulation {seed} · command {position}"),
            &last,
            lang,
        ),
        Some(seat) => {
            if seat >= players {
                bail!(
                    "there is no seat {seat} at a table of {players} (seats are numbered from 0)"
                );
            }
            let clan = game.config().clan_names()[Seat(seat)];
            present::game(&game).cards_png(
                Seat(seat),
                &format!(
                    "{} (seat {seat}) · simulation {seed} · command {position}",
                    clan.name()
                ),
                lang,
            )
        }
    };
    let (width, height) = png_size(&png);
    std::fs::write(out, &png).with_context(|| format!("writing {}", out.display()))?;
    eprintln!("wrote {} ({width}×{height})", out.display());
    Ok(())
}

/// The width and height written in a PNG's header.
fn png_size(png: &[u8]) -> (u32, u32) {
    let be = |at: usize| {
        png.get(at..at + 4)
            .map_or(0, |b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    };
    (be(16), be(20))
}

fn runtime() -> Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")
}

/// Opens `--db`: a `sqlite:` or `postgres://` URL, or else a SQLite file's path.
async fn open(db: &str) -> Result<Store> {
    Store::open(&db_url(db)).await.with_context(|| {
        format!(
            "opening the database {}",
            bloodrage_bot::store::redacted(db)
        )
    })
}

/// The URL of `--db`: a `sqlite:` or `postgres://` URL as it is, a path as a SQLite file's URL.
fn db_url(db: &str) -> String {
    if bloodrage_bot::store::Backend::of_url(db).is_some() {
        db.to_string()
    } else {
        format!("sqlite://{db}")
    }
}

/// `migrate-store`: copies one database into another and compares every game on both.
async fn migrate_store(from: &str, to: &str, into_non_empty: bool) -> Result<()> {
    if db_url(from) == db_url(to) {
        bail!("--from and --to name the same database");
    }
    let source = open(from).await?;
    let target = open(to).await?;
    let (from, to) = (
        bloodrage_bot::store::redacted(from),
        bloodrage_bot::store::redacted(to),
    );
    let held = target.rows_held().await?;
    if !held.is_empty() && !into_non_empty {
        let rows: Vec<String> = held.iter().map(|(t, n)| format!("{n} in {t}")).collect();
        bail!(
            "{to} is not empty ({} rows: {}): copy into an empty database, or add --into-non-empty",
            held.iter().map(|(_, n)| n).sum::<u64>(),
            rows.join(", ")
        );
    }
    let copied = source
        .copy_into(&target)
        .await
        .with_context(|| format!("copying {from} into {to} (nothing was written)"))?;
    let rows: Vec<String> = copied
        .tables
        .iter()
        .map(|(t, n)| format!("{n} {t}"))
        .collect();
    println!(
        "copied {from} ({}) into {to} ({}): {}",
        source.backend().name(),
        target.backend().name(),
        rows.join(", ")
    );
    let verified = source.verify_copy(&target).await?;
    source.close().await;
    target.close().await;
    if !verified.different.is_empty() {
        for (game, what) in &verified.different {
            eprintln!("game #{game}: {what}");
        }
        bail!(
            "{} games differ on the target: do not use it",
            verified.different.len()
        );
    }
    print!(
        "every game loads on the target as on the source: {} replayed identically",
        verified.identical
    );
    if verified.refused_alike.is_empty() {
        println!();
    } else {
        let ids: Vec<String> = verified
            .refused_alike
            .iter()
            .map(|g| format!("#{g}"))
            .collect();
        println!(
            ", {} refused on both for the same reason ({}: see `replay`)",
            ids.len(),
            ids.join(", ")
        );
    }
    Ok(())
}

/// Options of a simulation stored in a database.
struct StoredRun {
    stop_after: Option<u64>,
    progress: bool,
}

/// Marks the games `simulate` created, so `--resume` never plays a real game.
const ORIGIN: &str = "origin";
const SIMULATED: &str = "simulate";

async fn simulate_stored(
    store: &Store,
    players: u8,
    seed: u64,
    games: u64,
    run: &StoredRun,
) -> Result<()> {
    for i in 0..games {
        let config = GameConfig::base(players, seed + i);
        let game = AnyGame::new(&config)?;
        let id = store
            .games()
            .create_game(&NewGame {
                config: Some(config),
                name: format!("simulation {}", seed + i),
                status: Some(GameStatus::Active),
                settings: vec![(ORIGIN.into(), SIMULATED.into())],
                ..NewGame::default()
            })
            .await?;
        play_stored(store, id, game, 0, run).await?;
    }
    Ok(())
}

async fn resume_stored(store: &Store, run: &StoredRun) -> Result<()> {
    for record in store
        .games()
        .records_with_status(GameStatus::Active)
        .await?
    {
        if store
            .settings()
            .game_setting(record.id, ORIGIN)
            .await?
            .as_deref()
            != Some(SIMULATED)
        {
            continue;
        }
        let loaded = store.logs().load(record.id).await?;
        let position = loaded.log.len() as u64;
        play_stored(store, record.id, loaded.game, position, run).await?;
    }
    Ok(())
}

/// Plays random commands from `position`, storing each one before the next; prints the game's line.
async fn play_stored(
    store: &Store,
    id: GameId,
    mut game: AnyGame,
    mut position: u64,
    run: &StoredRun,
) -> Result<()> {
    let seed = game.config().seed;
    while game.outcome().is_none() && run.stop_after.is_none_or(|limit| position < limit) {
        let (seat, command) = sim::choose(&game, seed, position)
            .with_context(|| format!("game #{id}: nobody can act"))?;
        game.apply(seat, &command)
            .with_context(|| format!("game #{id}: a listed command was refused"))?;
        store
            .logs()
            .append(id, position, &[(seat, command)], game.outcome().as_ref())
            .await?;
        position += 1;
        if run.progress {
            let mut out = std::io::stdout().lock();
            writeln!(
                out,
                "{}",
                serde_json::json!({ "game": id, "seq": position - 1 })
            )?;
            out.flush()?;
        }
    }
    println!("{}", serde_json::to_string(&Summary::of(&game, position))?);
    Ok(())
}

async fn replay(store: &Store, only: Option<GameId>) -> Result<()> {
    let ids = match only {
        Some(id) => vec![id],
        None => store.games().game_ids().await?,
    };
    let mut failures = 0;
    for id in &ids {
        match store.logs().load(*id).await {
            Ok(loaded) => println!(
                "{}",
                serde_json::to_string(&Summary::of(&loaded.game, loaded.log.len() as u64))?
            ),
            Err(error) => {
                eprintln!("error: {error}");
                failures += 1;
            }
        }
    }
    if failures > 0 {
        bail!("{failures} of {} games failed to replay", ids.len());
    }
    Ok(())
}

fn cards(json: bool) -> Result<()> {
    let mut out = std::io::stdout().lock();
    for line in bloodrage_bot::present::catalogue(json) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}
