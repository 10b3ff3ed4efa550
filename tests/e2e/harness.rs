//! The harness: the fake Discord, the real bot (serenity + poise, built by `Bot::build_with` exactly as
//! in production, pointed at the fake with `DISCORD_API_BASE`), and helpers that act as users:
//! slash commands, autocomplete, button presses and menu selections. Every payload is checked
//! against serenity's own `Interaction` type before it is sent (testing reference, pitfall 3), and
//! a user can only press components on messages that user can see.

use super::fake::{self, APP_ID, CHANNEL_ID, Fake, GUILD_ID, Message, TOKEN};
use bloodrage_bot::discord::{Bot, Data, Handled};
use bloodrage_bot::engine::base::Game;
use bloodrage_bot::ops::Config;
use bloodrage_bot::session::Session;
use bloodrage_bot::store::{GameRecord, Store};
use serde_json::{Value, json};
use serenity::all::ShardManager;
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, AtomicU32, Ordering};
use std::time::Duration;
use tokio::sync::mpsc::{UnboundedReceiver, unbounded_channel};

pub const ALICE: u64 = 300_000_000_000_000_001;
pub const BOB: u64 = 300_000_000_000_000_002;
pub const CAROL: u64 = 300_000_000_000_000_003;
/// A member of the server who plays in no game.
pub const DAVE: u64 = 300_000_000_000_000_004;
/// A server administrator who plays in no game.
pub const ADMIN: u64 = 300_000_000_000_000_005;

/// Generous: it only matters when something is broken.
pub const WAIT: Duration = Duration::from_mins(1);

/// Permissions of an ordinary member (no Administrator, no Manage Server).
const MEMBER_PERMISSIONS: &str = "104324673";
/// Administrator.
const ADMIN_PERMISSIONS: &str = "8";

/// A directory removed when dropped.
pub struct TempDir(PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "bloodrage-e2e-{name}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        TempDir(dir)
    }
}

impl TempDir {
    /// A path inside the directory.
    pub fn path(&self, file: &str) -> PathBuf {
        self.0.join(file)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A running bot.
struct Running {
    shards: Arc<ShardManager>,
    task: tokio::task::JoinHandle<Result<(), serenity::Error>>,
    store: Store,
    session: Arc<Session>,
    handled: UnboundedReceiver<Handled>,
    health: Arc<bloodrage_bot::ops::Health>,
}

/// The fake, the bot and its database file.
pub struct Harness {
    pub fake: Fake,
    _dir: TempDir,
    pub db_url: String,
    bot: Option<Running>,
    done: BTreeSet<u64>,
    /// How many times the bot was started.
    pub starts: u32,
    /// The seed of the games this test creates (from the test's name, or `E2E_SEED`).
    pub game_seed: u64,
    /// Seconds added to the real time on the bot's clock (see [`Harness::advance_clock`]); kept
    /// across restarts.
    clock_offset: Arc<AtomicI64>,
    /// What each component interaction cost: its action (`open`, `c`, `k`, …) and the calls the
    /// bot made to the database while handling it (see [`Store::calls`]).
    pub costs: Vec<(String, u64)>,
    /// How often the bot's catch-up round runs (200 ms unless a test asks otherwise).
    pub rounds_every: Duration,
}

/// A choice offered by a component: a button, or one option of a select menu.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub custom_id: String,
    /// The option's value for a select menu.
    pub value: Option<String>,
    pub label: String,
}

impl Choice {
    /// The action part of a custom id (`open`, `k.0`, `c.3.0fa1b2c3`, `s`, …).
    pub fn action(&self) -> &str {
        self.custom_id.splitn(4, ':').nth(3).unwrap_or("")
    }

    /// Whether pressing it gives a command (a choice, or a menu's submit), not more choices.
    pub fn applies(&self) -> bool {
        self.action().starts_with("c.") || self.action() == "s"
    }
}

/// A panel's choices weighted for a random player, each repeated by its weight: a choice that
/// gives a command three times as often as one that only leads to more choices (so a panel
/// always gets answered), and one that `passes` (a clan's pass, which ends its Age) least.
pub fn weighted(options: &[Choice], passes: impl Fn(&Choice) -> bool) -> Vec<&Choice> {
    options
        .iter()
        .flat_map(|c| {
            let weight = if passes(c) {
                1
            } else if c.applies() {
                6
            } else {
                2
            };
            std::iter::repeat_n(c, weight)
        })
        .collect()
}

/// The actions the deadline took in `log`: its runs of moves by one seat (a march's figures are
/// one action, told with one "time ran out").
pub fn deadline_actions(log: &[bloodrage_bot::store::Logged]) -> usize {
    use bloodrage_bot::store::Origin;
    log.iter()
        .enumerate()
        .filter(|(i, l)| {
            l.origin == Origin::Deadline
                && (*i == 0 || log[i - 1].origin != Origin::Deadline || log[i - 1].seat != l.seat)
        })
        .count()
}

/// Every choice on a message.
pub fn choices(m: &Message) -> Vec<Choice> {
    let mut out = Vec::new();
    for row in m.components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let custom_id = c["custom_id"].as_str().unwrap_or("").to_string();
            if c["type"] == 2 {
                out.push(Choice {
                    custom_id,
                    value: None,
                    label: c["label"].as_str().unwrap_or("").to_string(),
                });
            } else {
                for o in c["options"].as_array().into_iter().flatten() {
                    out.push(Choice {
                        custom_id: custom_id.clone(),
                        value: o["value"].as_str().map(str::to_string),
                        label: o["label"].as_str().unwrap_or("").to_string(),
                    });
                }
            }
        }
    }
    out
}

impl Harness {
    /// Starts the fake with five users and the bot on a fresh database file.
    pub async fn new(name: &str) -> Harness {
        Harness::with_database(name, None, |_| {}).await
    }

    /// [`Harness::new`] on a new database of a real PostgreSQL server instead of a SQLite file.
    pub async fn on_postgres(name: &str) -> Harness {
        let mut h = Harness::fake_only(name, None, |_| {});
        h.db_url = bloodrage_bot::store::testing::postgres_database().await;
        h.start_bot().await;
        h
    }

    /// [`Harness::new`] with no catch-up round while the test runs (the first, at start, only):
    /// what the test measures is the bot's answer to each interaction and nothing else.
    pub async fn without_rounds(name: &str) -> Harness {
        let mut h = Harness::fake_only(name, None, |_| {});
        h.rounds_every = Duration::from_hours(1);
        h.start_bot().await;
        h
    }

    /// Starts the fake with five users and the bot on a copy of `database` (a fresh file when
    /// `None`); `prepare` sets the fake up before the bot connects.
    pub async fn with_database(
        name: &str,
        database: Option<&std::path::Path>,
        prepare: impl FnOnce(&mut fake::State),
    ) -> Harness {
        let mut h = Harness::fake_only(name, database, prepare);
        h.start_bot().await;
        h
    }

    /// The fake with five users, and no bot in this process: a bot started elsewhere (its own
    /// binary, or in its image) talks to it.
    pub fn fake_only(
        name: &str,
        database: Option<&std::path::Path>,
        prepare: impl FnOnce(&mut fake::State),
    ) -> Harness {
        let fake = Fake::start();
        for (id, name) in [
            (ALICE, "alice"),
            (BOB, "bob"),
            (CAROL, "carol"),
            (DAVE, "dave"),
            (ADMIN, "admin"),
        ] {
            fake.user(id, name);
        }
        fake.state
            .lock()
            .unwrap()
            .users
            .get_mut(&ADMIN)
            .unwrap()
            .admin = true;
        prepare(&mut fake.state.lock().unwrap());
        let dir = TempDir::new(name);
        if let Some(file) = database {
            std::fs::copy(file, dir.path("bloodrage.db")).expect("the database is copied");
        }
        let db_url = format!("sqlite://{}", dir.path("bloodrage.db").display());
        // Games are reproducible: the seed comes from the test's name unless E2E_SEED asks for
        // another one (to explore more games: `E2E_SEED=7 cargo test --test e2e`).
        let game_seed = std::env::var("E2E_SEED")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| {
                name.bytes().fold(0xCBF2_9CE4_8422_2325_u64, |h, b| {
                    (h ^ u64::from(b)).wrapping_mul(0x100_0000_01B3)
                })
            });
        eprintln!("{name}: games seeded with {game_seed} (set E2E_SEED to change)");
        Harness {
            fake,
            _dir: dir,
            db_url,
            bot: None,
            done: BTreeSet::new(),
            starts: 0,
            game_seed,
            clock_offset: Arc::new(AtomicI64::new(0)),
            costs: Vec::new(),
            rounds_every: Duration::from_millis(200),
        }
    }

    /// Moves the bot's clock on by `seconds` (deadlines read it; the catch-up rounds, every 200 ms
    /// here, take what falls due).
    pub fn advance_clock(&self, seconds: i64) {
        self.clock_offset.fetch_add(seconds, Ordering::SeqCst);
    }

    /// How far the bot's clock is ahead of the real time (seconds).
    pub fn clock_offset(&self) -> i64 {
        self.clock_offset.load(Ordering::SeqCst)
    }

    /// Starts a new client on the database file and waits until it has registered its commands.
    pub async fn start_bot(&mut self) {
        assert!(self.bot.is_none(), "the bot is already running");
        let registrations = self.fake.state.lock().unwrap().registrations;
        let config = Config {
            token: TOKEN.into(),
            database_url: self.db_url.clone(),
            database_wait: bloodrage_bot::ops::DATABASE_WAIT,
            dev_guild: Some(GUILD_ID),
            api_base: Some(self.fake.rest_url.clone()),
            rounds_every: self.rounds_every,
            metrics_addr: None,
            backups: None,
            shards: None,
        };
        let store = Store::open(&config.database_url)
            .await
            .expect("the database opens");
        let (tx, handled) = unbounded_channel();
        let offset = self.clock_offset.clone();
        let real = bloodrage_bot::session::system_clock();
        let clock: bloodrage_bot::session::Clock =
            Arc::new(move || real() + offset.load(Ordering::SeqCst));
        // Hard computer clans search less than in production, so whole games stay quick.
        let mut data = Data::new(Arc::new(
            Session::with(store.clone(), clock, bloodrage_bot::session::CACHE_GAMES)
                .with_budget(bloodrage_bot::ai::Budget::playouts(12))
                .with_game_seed(self.game_seed),
        ));
        data.observer = Some(tx);
        let health = data.health.clone();
        let mut bot = Bot::build_with(&config, data)
            .await
            .expect("the bot builds");
        let shards = bot.client.shard_manager.clone();
        let session = bot.session.clone();
        let task = tokio::spawn(async move { bot.client.start().await });
        self.bot = Some(Running {
            shards,
            task,
            store,
            session,
            handled,
            health,
        });
        self.starts += 1;
        self.fake
            .wait(WAIT, "command registration", |s| {
                (s.registrations > registrations).then_some(())
            })
            .await;
        let s = self.fake.state.lock().unwrap();
        assert!(
            s.requests("GET", "/gateway") >= 1,
            "the bot discovered the gateway through the fake"
        );
        assert_eq!(
            s.intents,
            Some(0),
            "the bot asks for no gateway intent: interactions need none"
        );
    }

    /// Stops the client and closes its database connections, as at a shutdown or a crash after
    /// the last committed action.
    pub async fn stop_bot(&mut self) {
        let r = self.bot.take().expect("the bot is running");
        r.shards.shutdown_all().await;
        r.health.all_lost();
        let result = tokio::time::timeout(WAIT, r.task)
            .await
            .expect("the client stops")
            .expect("the client task joins");
        result.expect("the client ended without an error");
        // As the bot's own stop does: what it held is given up, and the database closed.
        r.session.close().await;
        r.store.close().await;
    }

    /// Starts the running bot's health and metrics listener on a free port of 127.0.0.1, as
    /// `METRICS_ADDR` does; returns its address.
    pub async fn start_metrics(&self) -> std::net::SocketAddr {
        let r = self.bot.as_ref().expect("the bot is running");
        let now = || jiff::Timestamp::now().as_second();
        bloodrage_bot::ops::listen(
            "127.0.0.1:0".parse().unwrap(),
            r.session.clone(),
            r.health.clone(),
            now,
        )
        .await
        .expect("the listener starts")
    }

    /// Starts the running bot's web companion on a free port of 127.0.0.1 with `rate` (as
    /// `WEB_ADDR` does, its links under `http://<address>`); returns its address.
    pub async fn start_web(&self, rate: bloodrage_bot::web::limits::Rate) -> std::net::SocketAddr {
        super::web::serve(self.session(), rate).await
    }

    /// The running bot's session.
    pub fn session(&self) -> &std::sync::Arc<Session> {
        &self.bot.as_ref().expect("the bot is running").session
    }

    /// The running bot's store (for reading what the game is; tests never write through it).
    pub fn store(&self) -> &Store {
        &self.bot.as_ref().expect("the bot is running").store
    }

    /// A game as stored.
    pub async fn load(&self, game: i64) -> (GameRecord, Game) {
        let loaded = self
            .store()
            .logs()
            .load(game)
            .await
            .expect("the game loads");
        let game = loaded.game.as_base().expect("a Blood Rage game").clone();
        (loaded.record, game)
    }

    /// The id of the last stored message.
    pub fn last_message_id(&self) -> u64 {
        self.fake.last_message_id()
    }

    /// A stored message.
    pub fn message(&self, id: u64) -> Message {
        self.fake.state.lock().unwrap().messages[&id].clone()
    }

    /// Messages created by an interaction's response and followups, in order.
    pub fn replies(&self, interaction: u64) -> Vec<Message> {
        self.fake
            .state
            .lock()
            .unwrap()
            .messages
            .values()
            .filter(|m| m.interaction == Some(interaction))
            .cloned()
            .collect()
    }

    /// The last reply of an interaction, which must exist and be visible to its user only.
    pub fn private_reply(&self, interaction: u64) -> Message {
        let replies = self.replies(interaction);
        let m = replies
            .last()
            .unwrap_or_else(|| panic!("interaction {interaction} has no reply"))
            .clone();
        assert!(m.ephemeral, "the reply is ephemeral: {:?}", m.content);
        m
    }

    /// Messages in a channel, in order.
    pub fn channel_messages(&self, channel: u64) -> Vec<Message> {
        self.fake
            .state
            .lock()
            .unwrap()
            .messages
            .values()
            .filter(|m| m.channel == channel)
            .cloned()
            .collect()
    }

    /// Public messages in a channel, in order.
    pub fn public_messages(&self, channel: u64) -> Vec<Message> {
        self.channel_messages(channel)
            .into_iter()
            .filter(|m| !m.ephemeral)
            .collect()
    }

    /// The messages a user received by DM, in order.
    pub fn dms(&self, user: u64) -> Vec<Message> {
        let channel = self.fake.state.lock().unwrap().dm_channel(user);
        channel
            .map(|c| self.channel_messages(c))
            .unwrap_or_default()
    }

    /// Gives a user a role.
    pub fn give_role(&self, user: u64, role: u64) {
        self.fake
            .state
            .lock()
            .unwrap()
            .users
            .get_mut(&user)
            .unwrap()
            .roles
            .push(role);
    }

    /// Marks a user's DMs as closed or open.
    pub fn set_dms_closed(&self, user: u64, closed: bool) {
        self.fake
            .state
            .lock()
            .unwrap()
            .users
            .get_mut(&user)
            .unwrap()
            .dms_closed = closed;
    }

    /// Sets the language of every user's Discord client and of the server ("fr", "en-US").
    pub fn set_locales(&self, locale: &str) {
        let mut s = self.fake.state.lock().unwrap();
        for u in s.users.values_mut() {
            u.locale = locale.into();
        }
        s.guild_locale = locale.into();
    }

    pub fn dms_closed(&self, user: u64) -> bool {
        self.fake.state.lock().unwrap().users[&user].dms_closed
    }

    /// Fields that say who acts and where (guild member in a guild channel or thread; user in a DM).
    fn identity(&self, user: u64, channel: u64) -> serde_json::Map<String, Value> {
        let s = self.fake.state.lock().unwrap();
        let u = &s.users[&user];
        let c = &s.channels[&channel];
        let user_json = json!({"id": u.id.to_string(), "username": u.name, "global_name": u.name, "avatar": null, "discriminator": "0"});
        let mut out = serde_json::Map::new();
        out.insert("channel_id".into(), json!(channel.to_string()));
        out.insert("app_permissions".into(), json!("562949953421311"));
        if c.kind == 1 {
            out.insert(
                "channel".into(),
                json!({"id": channel.to_string(), "type": 1}),
            );
            out.insert("user".into(), user_json);
            out.insert("context".into(), json!(1));
        } else {
            let mut channel_json =
                json!({"id": channel.to_string(), "type": c.kind, "name": c.name});
            if let Some(p) = c.parent {
                channel_json["parent_id"] = json!(p.to_string());
            }
            out.insert("channel".into(), channel_json);
            out.insert("guild_id".into(), json!(GUILD_ID.to_string()));
            out.insert("guild_locale".into(), json!(s.guild_locale));
            out.insert("context".into(), json!(0));
            out.insert(
                "authorizing_integration_owners".into(),
                json!({"0": GUILD_ID.to_string()}),
            );
            out.insert(
                "member".into(),
                json!({"user": user_json, "roles": u.roles.iter().map(u64::to_string).collect::<Vec<_>>(),
                       "joined_at": "2026-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false, "flags": 0,
                       "permissions": if u.admin { ADMIN_PERMISSIONS } else { MEMBER_PERMISSIONS }}),
            );
        }
        out
    }

    fn interaction(
        &self,
        kind: u8,
        user: u64,
        channel: u64,
        message: Option<u64>,
        data: Value,
    ) -> (u64, Value) {
        let (id, token) = self
            .fake
            .state
            .lock()
            .unwrap()
            .register_interaction(kind, user, channel, message);
        let mut payload = self.identity(user, channel);
        let locale = self.fake.state.lock().unwrap().users[&user].locale.clone();
        for (k, v) in [
            ("id", json!(id.to_string())),
            ("application_id", json!(APP_ID.to_string())),
            ("type", json!(kind)),
            ("token", json!(token)),
            ("version", json!(1)),
            ("locale", json!(locale)),
            ("entitlements", json!([])),
            ("attachment_size_limit", json!(10_485_760)),
            ("data", data),
        ] {
            payload.insert(k.into(), v);
        }
        if let Some(m) = message {
            let m = self.message(m);
            payload.insert("message".into(), fake::message_json(&m));
        }
        (id, Value::Object(payload))
    }

    /// Sends an INTERACTION_CREATE after checking serenity accepts it.
    fn send(&self, payload: &Value) {
        if let Err(e) = serde_json::from_value::<serenity::all::Interaction>(payload.clone()) {
            panic!("serenity rejects the fixture: {e}\n{payload:#}");
        }
        self.fake.dispatch("INTERACTION_CREATE", payload);
    }

    /// Waits until the bot reports the interaction handled.
    pub async fn wait_handled(&mut self, id: u64) {
        let deadline = tokio::time::Instant::now() + WAIT;
        while !self.done.contains(&id) {
            let r = self.bot.as_mut().expect("the bot is running");
            assert!(
                !r.task.is_finished(),
                "the bot stopped while interaction {id} was pending"
            );
            match tokio::time::timeout_at(deadline, r.handled.recv()).await {
                Ok(Some(h)) => {
                    self.done.insert(h.interaction);
                }
                Ok(None) => panic!("the bot stopped while interaction {id} was pending"),
                Err(_) => {
                    let s = self.fake.state.lock().unwrap();
                    let tail: Vec<String> = s
                        .log
                        .iter()
                        .rev()
                        .take(20)
                        .map(|e| format!("{} {} -> {}", e.method, e.path, e.status))
                        .collect();
                    panic!(
                        "interaction {id} was not handled in time; violations {:?}; last requests {tail:#?}",
                        s.violations
                    );
                }
            }
        }
    }

    /// The definition of a registered command.
    fn command(&self, name: &str) -> Value {
        self.fake
            .state
            .lock()
            .unwrap()
            .command(name)
            .unwrap_or_else(|| panic!("/{name} is registered"))
    }

    /// The command data for `path` ("game new") with options typed as registered.
    fn command_data(
        &self,
        path: &str,
        options: &[(&str, Value)],
        focused: Option<(&str, &str)>,
    ) -> Value {
        let mut words = path.split(' ');
        let name = words.next().unwrap();
        let def = self.command(name);
        let sub = words.next();
        let defs = match sub {
            Some(s) => def["options"]
                .as_array()
                .unwrap()
                .iter()
                .find(|o| o["name"] == s)
                .unwrap_or_else(|| panic!("/{path} exists"))["options"]
                .clone(),
            None => def["options"].clone(),
        };
        let kind_of = |opt: &str| -> u64 {
            defs.as_array()
                .into_iter()
                .flatten()
                .find(|o| o["name"] == opt)
                .unwrap_or_else(|| panic!("/{path} has an option {opt}"))["type"]
                .as_u64()
                .unwrap()
        };
        let mut list: Vec<Value> = options
            .iter()
            .map(|(n, v)| json!({"name": n, "type": kind_of(n), "value": v}))
            .collect();
        if let Some((n, partial)) = focused {
            list.push(json!({"name": n, "type": kind_of(n), "value": partial, "focused": true}));
        }
        // Role options carry only an id: the role itself is in `resolved` (testing reference, 3.4).
        let mut roles = serde_json::Map::new();
        for o in &list {
            if o["type"] == 8
                && let Some(id) = o["value"].as_str()
            {
                roles.insert(
                    id.to_string(),
                    json!({"id": id, "name": format!("role-{id}"), "color": 0, "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null}, "hoist": false, "position": 1,
                           "permissions": "0", "managed": false, "mentionable": true, "flags": 0}),
                );
            }
        }
        // User options likewise: the user is in `resolved`.
        let mut users = serde_json::Map::new();
        for o in &list {
            if o["type"] == 6
                && let Some(id) = o["value"].as_str()
            {
                users.insert(
                    id.to_string(),
                    json!({"id": id, "username": format!("user-{id}"), "discriminator": "0",
                           "global_name": null, "avatar": null}),
                );
            }
        }
        let list = match sub {
            Some(s) => vec![json!({"name": s, "type": 1, "options": list})],
            None => list,
        };
        let mut data = json!({"id": def["id"], "name": name, "type": 1, "options": list, "guild_id": GUILD_ID.to_string()});
        let mut resolved = serde_json::Map::new();
        if !roles.is_empty() {
            resolved.insert("roles".into(), Value::Object(roles));
        }
        if !users.is_empty() {
            resolved.insert("users".into(), Value::Object(users));
        }
        if !resolved.is_empty() {
            data["resolved"] = Value::Object(resolved);
        }
        data
    }

    /// A slash command by `user` in `channel`; returns the interaction id once handled.
    pub async fn slash(
        &mut self,
        user: u64,
        channel: u64,
        path: &str,
        options: &[(&str, Value)],
    ) -> u64 {
        let data = self.command_data(path, options, None);
        let (id, payload) = self.interaction(2, user, channel, None, data);
        self.send(&payload);
        self.wait_handled(id).await;
        id
    }

    /// A slash command to a bot outside this process: waits until Discord was answered.
    pub async fn slash_to_outside_bot(
        &mut self,
        user: u64,
        channel: u64,
        path: &str,
        options: &[(&str, Value)],
    ) -> u64 {
        let data = self.command_data(path, options, None);
        let (id, payload) = self.interaction(2, user, channel, None, data);
        self.send(&payload);
        self.fake
            .wait(Duration::from_mins(1), "the command's answer", |s| {
                s.interactions[&id].original.map(|_| ())
            })
            .await;
        id
    }

    /// Autocomplete for `focused` with `partial` typed; returns the offered (name, value) pairs.
    pub async fn autocomplete(
        &mut self,
        user: u64,
        channel: u64,
        path: &str,
        filled: &[(&str, Value)],
        focused: &str,
        partial: &str,
    ) -> Vec<(String, Value)> {
        let data = self.command_data(path, filled, Some((focused, partial)));
        let (id, payload) = self.interaction(4, user, channel, None, data);
        self.send(&payload);
        let result = self
            .fake
            .wait(WAIT, "an autocomplete answer", |s| {
                s.interactions[&id].autocomplete.clone()
            })
            .await;
        result["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| (c["name"].as_str().unwrap().to_string(), c["value"].clone()))
            .collect()
    }

    /// Checks that `user` can use `choice` on message `m` (a real user could not press a component
    /// on someone else's ephemeral message or DM, or one that is not there).
    fn check_can_press(&self, user: u64, message: &Message, choice: &Choice) {
        let s = self.fake.state.lock().unwrap();
        let channel = &s.channels[&message.channel];
        if channel.kind == 1 {
            assert_eq!(
                channel.recipient,
                Some(user),
                "pressing a component in someone else's DM"
            );
        } else if message.ephemeral {
            assert_eq!(
                message.owner,
                Some(user),
                "pressing a component on someone else's ephemeral message"
            );
        }
        drop(s);
        assert!(
            choices(message).contains(choice),
            "{choice:?} is not on message {}: {:?}",
            message.id,
            choices(message)
        );
    }

    /// A user presses a button or picks a menu option on a message; returns the interaction id
    /// once handled.
    pub async fn choose(&mut self, user: u64, message: u64, choice: &Choice) -> u64 {
        let m = self.message(message);
        self.check_can_press(user, &m, choice);
        let data = match &choice.value {
            None => json!({"custom_id": choice.custom_id, "component_type": 2}),
            Some(v) => json!({"custom_id": choice.custom_id, "component_type": 3, "values": [v]}),
        };
        let (id, payload) = self.interaction(3, user, m.channel, Some(message), data);
        let calls = self.store().calls();
        self.send(&payload);
        self.wait_handled(id).await;
        let action = choice.action().split('.').next().unwrap_or("").to_string();
        self.costs.push((action, self.store().calls() - calls));
        id
    }

    /// [`Harness::choose`], the choice taken: no answer refused it.
    pub async fn choose_accepted(&mut self, user: u64, message: u64, choice: &Choice) -> u64 {
        let i = self.choose(user, message, choice).await;
        assert!(
            self.replies(i).is_empty(),
            "{choice:?} was refused: {:?}",
            self.replies(i)
                .iter()
                .map(|r| r.content.clone())
                .collect::<Vec<_>>()
        );
        i
    }

    /// A user presses a component they could not reach in Discord (on someone else's DM): the
    /// bot's defence in depth is tested with it. Returns the interaction id once handled.
    pub async fn press_as_intruder(&mut self, user: u64, message: u64, choice: &Choice) -> u64 {
        let m = self.message(message);
        let data = match &choice.value {
            None => json!({"custom_id": choice.custom_id, "component_type": 2}),
            Some(v) => json!({"custom_id": choice.custom_id, "component_type": 3, "values": [v]}),
        };
        let (id, payload) = self.interaction(3, user, m.channel, Some(message), data);
        self.send(&payload);
        self.wait_handled(id).await;
        id
    }

    /// Presses the button whose custom id ends with `action` on a message.
    pub async fn press(&mut self, user: u64, message: u64, action: &str) -> u64 {
        let m = self.message(message);
        let choice = choices(&m)
            .into_iter()
            .find(|c| c.value.is_none() && c.action() == action)
            .unwrap_or_else(|| {
                panic!(
                    "no `{action}` button on message {message}: {:?}",
                    choices(&m)
                )
            });
        self.choose(user, message, &choice).await
    }

    /// The games this test made move to a fresh PostgreSQL database with `migrate-store` and
    /// replay there exactly as on the bot's SQLite file (the bot still running on it).
    pub async fn move_to_postgres(&self) {
        let run = |args: &[&str]| {
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_bloodrage-bot"))
                .args(args)
                .output()
                .expect("the binary runs");
            let said = String::from_utf8_lossy(&out.stdout).into_owned();
            assert!(
                out.status.success(),
                "{args:?}: {said}{}",
                String::from_utf8_lossy(&out.stderr)
            );
            said
        };
        let postgres = bloodrage_bot::store::testing::postgres_database().await;
        let said = run(&["migrate-store", "--from", &self.db_url, "--to", &postgres]);
        assert!(
            said.contains("every game loads on the target as on the source"),
            "{said}"
        );
        let here = run(&["replay", "--db", &self.db_url]);
        assert!(!here.is_empty(), "the test made games");
        assert_eq!(run(&["replay", "--db", &postgres]), here);
    }

    /// The end of a test: no unexpected violation, every interaction acknowledged, the bot stops.
    pub async fn finish(mut self) {
        let violations = self.fake.unexpected_violations();
        assert!(
            violations.is_empty(),
            "Discord rules broken: {violations:#?}"
        );
        let unacknowledged = self.fake.state.lock().unwrap().unacknowledged();
        assert!(
            unacknowledged.is_empty(),
            "interactions never acknowledged: {unacknowledged:?}"
        );
        if self.bot.is_some() {
            self.stop_bot().await;
        }
    }
}

/// The main game channel of the fake server.
pub const GAMES: u64 = CHANNEL_ID;
