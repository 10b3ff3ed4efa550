//! An in-process fake Discord: REST (axum, any route through one handler) and the gateway
//! (tokio-tungstenite), on its own runtime in its own thread so the bot cannot slow its clock.
//! It validates every request against Discord's limits and records violations, which fail the
//! test at teardown; it enforces the 3-second acknowledgement; it models messages, threads, DM
//! channels (with "DMs closed" users), ephemeral visibility, deferrals and followups.

// Handlers return axum's `Response` as the error of a failed step, as the routes do.
#![allow(clippy::result_large_err)]

use super::validate;
use axum::body::Bytes;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::Notify;
use tokio::sync::mpsc::{UnboundedSender, unbounded_channel};
use tokio_tungstenite::tungstenite::Message as WsMessage;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

pub const APP_ID: u64 = 100_000_000_000_000_002;
pub const BOT_ID: u64 = 100_000_000_000_000_001;
/// The test server: its events go to shard 1 of a bot of 2 shards (`(id >> 22) % 2`), its direct
/// messages to shard 0.
pub const GUILD_ID: u64 = 200_000_000_004_194_305;
pub const CHANNEL_ID: u64 = 400_000_000_000_000_001;
pub const TOKEN: &str = "fake.bot.token";

/// A user of the fake.
#[derive(Debug, Clone)]
pub struct User {
    pub id: u64,
    pub name: String,
    pub dms_closed: bool,
    pub roles: Vec<u64>,
    pub admin: bool,
    /// The language of the user's Discord client (`locale` of their interactions).
    pub locale: String,
}

/// A channel: the guild text channel (0), threads (11), DMs (1).
#[derive(Debug, Clone)]
pub struct Channel {
    pub id: u64,
    pub kind: u8,
    pub name: String,
    pub parent: Option<u64>,
    pub recipient: Option<u64>,
    /// A thread Discord archived after its inactivity period: it takes no message until it is
    /// unarchived (the fake is strict here, so the bot must wake its threads itself).
    pub archived: bool,
}

/// A stored message.
#[derive(Debug, Clone)]
pub struct Message {
    pub id: u64,
    pub channel: u64,
    pub content: String,
    pub components: Value,
    pub attachments: Vec<Attachment>,
    pub ephemeral: bool,
    /// The user who may see an ephemeral message.
    pub owner: Option<u64>,
    pub allowed_users: Vec<u64>,
    /// The interaction whose response or followup created it.
    pub interaction: Option<u64>,
    /// When it was created (read by the load benchmark, `benches/bot.rs`).
    #[allow(dead_code)]
    pub created: Instant,
}

#[derive(Debug, Clone)]
pub struct Attachment {
    pub id: u64,
    pub filename: String,
    /// The file as sent: a slice of the request's body, so cloning a message copies no image.
    pub bytes: Bytes,
}

/// An interaction dispatched to the bot.
#[derive(Debug, Clone)]
pub struct Interaction {
    pub id: u64,
    pub token: String,
    pub kind: u8,
    pub user: u64,
    pub channel: u64,
    pub dispatched: Instant,
    /// The message a component is on.
    pub message: Option<u64>,
    pub response: Option<u8>,
    pub deferred_ephemeral: bool,
    pub original: Option<u64>,
    pub followup_after_defer: bool,
    pub autocomplete: Option<Value>,
    /// When the bot acknowledged it (read by the load benchmark, `benches/bot.rs`).
    #[allow(dead_code)]
    pub acknowledged: Option<Instant>,
    /// When the bot first answered it after acknowledging it: an edit of its response or a
    /// followup (read by the load benchmark when the bots are separate processes).
    #[allow(dead_code)]
    pub answered: Option<Instant>,
}

/// A REST request as the fake saw it.
#[derive(Debug, Clone)]
pub struct Entry {
    pub method: String,
    pub path: String,
    pub status: u16,
    /// Names of the files attached to the request (read by the load benchmark).
    #[allow(dead_code)]
    pub files: Vec<String>,
}

/// Everything the fake knows.
pub struct State {
    next_id: u64,
    pub users: BTreeMap<u64, User>,
    pub channels: BTreeMap<u64, Channel>,
    pub messages: BTreeMap<u64, Message>,
    pub interactions: BTreeMap<u64, Interaction>,
    pub log: Vec<Entry>,
    pub violations: Vec<String>,
    /// Substrings of violations a test provokes on purpose.
    pub expected: Vec<String>,
    pub commands: Vec<Value>,
    pub registrations: u32,
    pub identifies: u32,
    /// The gateway intents of the last IDENTIFY.
    pub intents: Option<u64>,
    /// IDENTIFYs refused for a wrong token (closed with 4004).
    pub rejected_identifies: u32,
    /// The open gateway connection of each shard, and the bot's shard count.
    gateways: BTreeMap<u64, UnboundedSender<WsMessage>>,
    shard_count: u64,
    /// How many shards `GET /gateway/bot` tells the bot to run (1 unless a test asks for more).
    pub recommended_shards: u64,
    seq: u64,
    /// Added to the clock for token expiry (15 minutes).
    pub clock_offset: Duration,
    /// The acknowledgement deadline (Discord: 3 s).
    pub ack_deadline: Duration,
    /// One-shot failures of `POST /channels/{id}/messages` (status, code).
    pub fail_next_channel_message: Option<(u16, i64)>,
    /// One-shot failure of `POST /channels/{id}/messages` to a DM channel (status, code).
    pub fail_next_dm_message: Option<(u16, i64)>,
    /// One-shot failure of `POST /channels/{id}/threads` (status, code).
    pub fail_next_thread: Option<(u16, i64)>,
    /// How long an interaction callback takes to reach Discord (network latency; none by default).
    pub callback_delay: Duration,
    /// Keep the bytes of attached files (the load benchmark drops them to save memory).
    pub keep_files: bool,
    /// The server's community language (`guild_locale` of interactions in it).
    pub guild_locale: String,
    /// Channels of another server than [`GUILD_ID`] (the load benchmark spreads its games over
    /// two servers, one per shard), by channel.
    pub other_guild: BTreeMap<u64, u64>,
    /// Every text the bot sent to be shown (message contents, labels, placeholders, suggestion
    /// names, thread names), in order, when `keep_texts` is on.
    pub texts: Vec<String>,
    /// Record [`State::texts`].
    pub keep_texts: bool,
    gateway_url: String,
}

impl State {
    fn id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    fn violation(&mut self, what: String) {
        self.violations.push(what);
    }
}

/// The fake, shared between its server and the test.
pub struct Fake {
    pub state: Arc<Mutex<State>>,
    pub changed: Arc<Notify>,
    pub rest_url: String,
    _thread: std::thread::JoinHandle<()>,
}

fn timestamp() -> &'static str {
    "2026-01-01T00:00:00.000000+00:00"
}

fn user_json(u: &User) -> Value {
    json!({"id": u.id.to_string(), "username": u.name, "global_name": u.name, "avatar": null, "discriminator": "0", "bot": false})
}

fn bot_json() -> Value {
    json!({"id": BOT_ID.to_string(), "username": "bloodrage", "global_name": null, "avatar": null, "discriminator": "0", "bot": true})
}

/// A message as Discord returns it.
pub fn message_json(m: &Message) -> Value {
    json!({
        "id": m.id.to_string(),
        "channel_id": m.channel.to_string(),
        "author": bot_json(),
        "content": m.content,
        "timestamp": timestamp(),
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": m.attachments.iter().map(|a| json!({
            "id": a.id.to_string(), "filename": a.filename, "size": a.bytes.len(),
            "url": format!("http://cdn.invalid/{}", a.filename), "proxy_url": format!("http://cdn.invalid/{}", a.filename),
            "content_type": "image/png"
        })).collect::<Vec<_>>(),
        "embeds": [],
        "pinned": false,
        "type": 0,
        "flags": if m.ephemeral { 64 } else { 0 },
        "components": m.components,
    })
}

fn error(status: u16, code: i64, message: &str) -> Response {
    (
        StatusCode::from_u16(status).unwrap_or(StatusCode::BAD_REQUEST),
        axum::Json(json!({"message": message, "code": code, "errors": {}})),
    )
        .into_response()
}

fn ok(value: Value) -> Response {
    (StatusCode::OK, axum::Json(value)).into_response()
}

/// A parsed request body: its JSON and its files.
struct Body {
    json: Value,
    files: Vec<(usize, String, Bytes)>,
}

fn parse_body(headers: &HeaderMap, bytes: &Bytes) -> Result<Body, String> {
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if let Some(boundary) = content_type.split("boundary=").nth(1) {
        let boundary = format!("--{}", boundary.trim_matches('"'));
        let mut json = Value::Null;
        let mut files = Vec::new();
        let mut rest = &bytes[..];
        while let Some(start) = find(rest, boundary.as_bytes()) {
            rest = &rest[start + boundary.len()..];
            if rest.starts_with(b"--") {
                break;
            }
            let Some(header_end) = find(rest, b"\r\n\r\n") else {
                break;
            };
            let head = String::from_utf8_lossy(&rest[..header_end]).to_string();
            let body_start = header_end + 4;
            let end = find(&rest[body_start..], boundary.as_bytes()).ok_or("unterminated part")?;
            let content = &rest[body_start..body_start + end - 2];
            let name = head
                .split("name=\"")
                .nth(1)
                .and_then(|s| s.split('"').next())
                .unwrap_or("")
                .to_string();
            if name == "payload_json" {
                json = serde_json::from_slice(content).map_err(|e| e.to_string())?;
            } else if let Some(n) = name
                .strip_prefix("files[")
                .and_then(|s| s.strip_suffix(']'))
            {
                let filename = head
                    .split("filename=\"")
                    .nth(1)
                    .and_then(|s| s.split('"').next())
                    .unwrap_or("")
                    .to_string();
                files.push((
                    n.parse().map_err(|_| "bad file part")?,
                    filename,
                    bytes.slice_ref(content),
                ));
            } else {
                return Err(format!("unexpected multipart field `{name}`"));
            }
            rest = &rest[body_start + end..];
        }
        Ok(Body { json, files })
    } else if bytes.is_empty() {
        Ok(Body {
            json: Value::Null,
            files: Vec::new(),
        })
    } else {
        Ok(Body {
            json: serde_json::from_slice(bytes).map_err(|e| e.to_string())?,
            files: Vec::new(),
        })
    }
}

/// Where `needle` first occurs in `haystack`: only the places its first byte occurs are compared
/// (a multipart boundary is looked for across every image of a message).
fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    let (&first, _) = needle.split_first()?;
    let mut from = 0;
    while let Some(at) = haystack.get(from..)?.iter().position(|&b| b == first) {
        let start = from + at;
        if haystack.get(start..start + needle.len())? == needle {
            return Some(start);
        }
        from = start + 1;
    }
    None
}

impl Fake {
    /// Starts the fake on two loopback ports, in its own thread and runtime.
    pub fn start() -> Fake {
        let state = Arc::new(Mutex::new(State {
            next_id: 700_000_000_000_000_000,
            users: BTreeMap::new(),
            channels: BTreeMap::new(),
            messages: BTreeMap::new(),
            interactions: BTreeMap::new(),
            log: Vec::new(),
            violations: Vec::new(),
            expected: Vec::new(),
            commands: Vec::new(),
            registrations: 0,
            identifies: 0,
            intents: None,
            rejected_identifies: 0,
            gateways: BTreeMap::new(),
            shard_count: 1,
            recommended_shards: 1,
            seq: 0,
            clock_offset: Duration::ZERO,
            ack_deadline: Duration::from_secs(3),
            fail_next_channel_message: None,
            fail_next_dm_message: None,
            fail_next_thread: None,
            callback_delay: Duration::ZERO,
            keep_files: true,
            guild_locale: "en-US".into(),
            other_guild: BTreeMap::new(),
            texts: Vec::new(),
            keep_texts: false,
            gateway_url: String::new(),
        }));
        state.lock().unwrap().channels.insert(
            CHANNEL_ID,
            Channel {
                id: CHANNEL_ID,
                kind: 0,
                name: "games".into(),
                parent: None,
                recipient: None,
                archived: false,
            },
        );
        let changed = Arc::new(Notify::new());
        let (tx, rx) = std::sync::mpsc::channel();
        let (s2, c2) = (state.clone(), changed.clone());
        let thread = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async move {
                let rest = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                let ws = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                let rest_url = format!("http://{}", rest.local_addr().unwrap());
                s2.lock().unwrap().gateway_url = format!("ws://{}", ws.local_addr().unwrap());
                tx.send(rest_url).unwrap();
                let app = axum::Router::new()
                    .fallback(rest_handler)
                    .layer(axum::extract::DefaultBodyLimit::max(64 * 1024 * 1024))
                    .with_state((s2.clone(), c2.clone()));
                tokio::spawn(async move { axum::serve(rest, app).await.unwrap() });
                loop {
                    let Ok((stream, _)) = ws.accept().await else {
                        continue;
                    };
                    tokio::spawn(gateway_connection(stream, s2.clone(), c2.clone()));
                }
            });
        });
        Fake {
            state,
            changed,
            rest_url: rx.recv().unwrap(),
            _thread: thread,
        }
    }

    /// Registers a user.
    pub fn user(&self, id: u64, name: &str) {
        self.state.lock().unwrap().users.insert(
            id,
            User {
                id,
                name: name.into(),
                dms_closed: false,
                roles: Vec::new(),
                admin: false,
                locale: "en-US".into(),
            },
        );
    }

    /// Sends a gateway dispatch to the connection of the shard Discord sends it to: a server's
    /// events to shard `(server id >> 22) % shard count`, the rest (direct messages) to shard 0.
    pub fn dispatch(&self, event: &str, d: &Value) {
        let mut s = self.state.lock().unwrap();
        s.seq += 1;
        let frame = WsMessage::Text(json!({"op": 0, "s": s.seq, "t": event, "d": d}).to_string());
        let shard = shard_of(d, s.shard_count);
        s.gateways
            .get(&shard)
            .unwrap_or_else(|| panic!("shard {shard} of the bot is connected"))
            .send(frame)
            .expect("the gateway connection is open");
    }

    /// The shards connected now.
    pub fn connected_shards(&self) -> Vec<u64> {
        let s = self.state.lock().unwrap();
        s.gateways
            .iter()
            .filter(|(_, tx)| !tx.is_closed())
            .map(|(shard, _)| *shard)
            .collect()
    }

    /// A user presses a component on a message in a guild channel or thread (as a member), or in
    /// their DM channel: registers the interaction and dispatches it. For tests that drive the bot
    /// without the harness (a bot in another process, the load benchmark). Returns the
    /// interaction's id and when it was sent.
    pub fn press(&self, user: u64, channel: u64, message: u64, custom_id: &str) -> (u64, Instant) {
        let mut s = self.state.lock().unwrap();
        let (id, token) = s.register_interaction(3, user, channel, Some(message));
        let name = s.users[&user].name.clone();
        let (locale, guild_locale) = (s.users[&user].locale.clone(), s.guild_locale.clone());
        let parent = s.channels.get(&channel).and_then(|c| c.parent);
        let dm = s.channels.get(&channel).is_some_and(|c| c.kind == 1);
        let guild = s.other_guild.get(&channel).copied().unwrap_or(GUILD_ID);
        let user_json = json!({"id": user.to_string(), "username": name, "global_name": name, "avatar": null, "discriminator": "0"});
        let mut channel_json = json!({"id": channel.to_string(), "type": 11, "name": "game"});
        if let Some(p) = parent {
            channel_json["parent_id"] = json!(p.to_string());
        }
        let mut payload = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": 3,
            "token": token,
            "version": 1,
            "locale": locale,
            "guild_locale": guild_locale,
            "entitlements": [],
            "attachment_size_limit": 10_485_760,
            "app_permissions": "562949953421311",
            "channel_id": channel.to_string(),
            "channel": channel_json,
            "guild_id": guild.to_string(),
            "context": 0,
            "authorizing_integration_owners": {"0": guild.to_string()},
            "member": {"user": user_json, "roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00",
                       "deaf": false, "mute": false, "flags": 0, "permissions": "104324673"},
            "message": message_json(&s.messages[&message]),
            "data": {"custom_id": custom_id, "component_type": 2},
        });
        if dm {
            // A DM: no server, the user as themselves (Discord sends it to shard 0).
            let p = payload.as_object_mut().expect("an object");
            for key in ["guild_id", "guild_locale", "member"] {
                p.remove(key);
            }
            p.insert("user".into(), user_json);
            p.insert("context".into(), json!(1));
            p.insert(
                "channel".into(),
                json!({"id": channel.to_string(), "type": 1}),
            );
            p.insert(
                "authorizing_integration_owners".into(),
                json!({"1": user.to_string()}),
            );
        }
        drop(s);
        let at = Instant::now();
        self.dispatch("INTERACTION_CREATE", &payload);
        (id, at)
    }

    /// The id of the last stored message (0 when none).
    pub fn last_message_id(&self) -> u64 {
        self.state
            .lock()
            .unwrap()
            .messages
            .keys()
            .next_back()
            .copied()
            .unwrap_or(0)
    }

    /// Waits until `check` holds (or fails after `timeout`).
    pub async fn wait<T>(
        &self,
        timeout: Duration,
        what: &str,
        mut check: impl FnMut(&State) -> Option<T>,
    ) -> T {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let notified = self.changed.notified();
            if let Some(v) = check(&self.state.lock().unwrap()) {
                return v;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                let s = self.state.lock().unwrap();
                let tail: Vec<String> = s
                    .log
                    .iter()
                    .rev()
                    .take(15)
                    .map(|e| format!("{} {} -> {}", e.method, e.path, e.status))
                    .collect();
                panic!(
                    "timed out waiting for {what}; violations: {:?}; last requests: {tail:#?}",
                    s.violations
                );
            }
        }
    }

    /// Violations not marked as expected.
    pub fn unexpected_violations(&self) -> Vec<String> {
        let s = self.state.lock().unwrap();
        s.violations
            .iter()
            .filter(|v| !s.expected.iter().any(|e| v.contains(e)))
            .cloned()
            .collect()
    }
}

async fn gateway_connection(
    stream: tokio::net::TcpStream,
    state: Arc<Mutex<State>>,
    changed: Arc<Notify>,
) {
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut write, mut read) = ws.split();
    let (tx, mut rx) = unbounded_channel::<WsMessage>();
    tokio::spawn(async move {
        while let Some(frame) = rx.recv().await {
            let close = matches!(frame, WsMessage::Close(_));
            if write.send(frame).await.is_err() || close {
                break;
            }
        }
    });
    let frame_of = |v: Value| WsMessage::Text(v.to_string());
    let _ = tx.send(frame_of(
        json!({"op": 10, "d": {"heartbeat_interval": 41250}, "s": null, "t": null}),
    ));
    while let Some(Ok(frame)) = read.next().await {
        let WsMessage::Text(text) = frame else {
            continue;
        };
        let Ok(v) = serde_json::from_str::<Value>(&text) else {
            continue;
        };
        match v["op"].as_u64() {
            Some(1) => {
                let _ = tx.send(frame_of(json!({"op": 11})));
            }
            Some(2) => {
                let mut s = state.lock().unwrap();
                if v["d"]["token"].as_str() != Some(&format!("Bot {TOKEN}")) {
                    // Discord closes the connection: 4004 Authentication failed.
                    s.rejected_identifies += 1;
                    let _ = tx.send(WsMessage::Close(Some(CloseFrame {
                        code: CloseCode::from(4004),
                        reason: "Authentication failed.".into(),
                    })));
                    drop(s);
                    changed.notify_waiters();
                    return;
                }
                s.identifies += 1;
                s.intents = v["d"]["intents"].as_u64();
                // `shard: [id, count]`, or none for a bot of one shard.
                let (shard, count) = (
                    v["d"]["shard"][0].as_u64().unwrap_or(0),
                    v["d"]["shard"][1].as_u64().unwrap_or(1),
                );
                s.shard_count = count;
                s.seq = 1;
                let ready = json!({"op": 0, "s": 1, "t": "READY", "d": {
                    "v": 10, "user": {"id": BOT_ID.to_string(), "username": "bloodrage", "discriminator": "0", "global_name": null,
                    "avatar": null, "bot": true, "verified": true, "mfa_enabled": false, "flags": 0},
                    "guilds": [], "session_id": format!("fake-session-{}", s.identifies),
                    "resume_gateway_url": s.gateway_url, "application": {"id": APP_ID.to_string(), "flags": 0}}});
                let _ = tx.send(frame_of(ready));
                s.gateways.insert(shard, tx.clone());
                drop(s);
                changed.notify_waiters();
            }
            Some(6) => {
                // RESUME: not supported; ask for a fresh IDENTIFY.
                let _ = tx.send(frame_of(json!({"op": 9, "d": false})));
            }
            _ => {}
        }
    }
}

/// The shard of `count` that Discord sends a dispatch to.
fn shard_of(d: &Value, count: u64) -> u64 {
    match d["guild_id"].as_str().and_then(|g| g.parse::<u64>().ok()) {
        Some(guild) => (guild >> 22) % count.max(1),
        None => 0,
    }
}

type Shared = (Arc<Mutex<State>>, Arc<Notify>);

async fn rest_handler(
    axum::extract::State((state, changed)): axum::extract::State<Shared>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let path = uri.path().to_string();
    let body = match parse_body(&headers, &bytes) {
        Ok(b) => b,
        Err(e) => {
            state
                .lock()
                .unwrap()
                .violation(format!("{method} {path}: unreadable body: {e}"));
            return error(400, 50035, "Invalid Form Body");
        }
    };
    if path.starts_with("/api/v10/interactions/") {
        let delay = state.lock().unwrap().callback_delay;
        if !delay.is_zero() {
            tokio::time::sleep(delay).await;
        }
    }
    let auth_ok =
        headers.get("authorization").and_then(|v| v.to_str().ok()) == Some(&format!("Bot {TOKEN}"));
    let response = {
        let mut s = state.lock().unwrap();
        // Interaction callbacks and webhooks are authorised by their token; GET /gateway needs
        // none. Anything else with a wrong token is 401, as Discord answers.
        if !auth_ok
            && !path.starts_with("/api/v10/interactions/")
            && !path.starts_with("/api/v10/webhooks/")
            && path != "/api/v10/gateway"
        {
            (
                StatusCode::UNAUTHORIZED,
                axum::Json(json!({"message": "401: Unauthorized", "code": 0})),
            )
                .into_response()
        } else {
            route(&mut s, &method, &path, &body)
        }
    };
    let mut s = state.lock().unwrap();
    if s.keep_texts
        && (path.starts_with("/api/v10/interactions/")
            || path.starts_with("/api/v10/webhooks/")
            || path.starts_with("/api/v10/channels/"))
    {
        let mut found = Vec::new();
        shown_texts(&body.json, &mut found);
        s.texts.extend(found);
    }
    s.log.push(Entry {
        method: method.to_string(),
        path,
        status: response.status().as_u16(),
        files: body.files.iter().map(|(_, name, _)| name.clone()).collect(),
    });
    drop(s);
    changed.notify_waiters();
    response
}

/// The texts a request shows to people: every string under `content`, `label`, `placeholder`,
/// `name` and `description`, wherever it is in the body.
fn shown_texts(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(map) => {
            for (k, v) in map {
                match (k.as_str(), v) {
                    (
                        "content" | "label" | "placeholder" | "name" | "description",
                        Value::String(s),
                    ) => {
                        out.push(s.clone());
                    }
                    _ => shown_texts(v, out),
                }
            }
        }
        Value::Array(list) => {
            for v in list {
                shown_texts(v, out);
            }
        }
        _ => {}
    }
}

fn segments(path: &str) -> Vec<&str> {
    path.trim_start_matches("/api/v10/")
        .split('/')
        .filter(|p| !p.is_empty())
        .collect()
}

fn route(s: &mut State, method: &Method, path: &str, body: &Body) -> Response {
    let parts = segments(path);
    match (method.as_str(), parts.as_slice()) {
        ("GET", ["gateway"] | ["gateway", "bot"]) => {
            ok(json!({"url": s.gateway_url, "shards": s.recommended_shards,
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}))
        }
        ("GET", ["users", "@me"]) => ok(json!({"id": BOT_ID.to_string(), "username": "bloodrage",
            "global_name": null, "avatar": null, "discriminator": "0", "bot": true})),
        ("GET", ["oauth2", "applications", "@me"]) => ok(
            json!({"id": APP_ID.to_string(), "name": "bloodrage", "icon": null,
            "description": "", "bot_public": true, "bot_require_code_grant": false, "verify_key": "k", "owner": null, "team": null}),
        ),
        ("PUT", ["applications", _, "commands"] | ["applications", _, "guilds", _, "commands"]) => {
            register(s, &body.json)
        }
        ("POST", ["interactions", id, token, "callback"]) => callback(s, id, token, body),
        ("POST", ["webhooks", _, token]) => followup(s, token, body),
        ("PATCH", ["webhooks", _, token, "messages", which]) => edit_webhook(s, token, which, body),
        ("GET", ["webhooks", _, token, "messages", "@original"]) => {
            match s
                .interactions
                .values()
                .find(|i| i.token == *token)
                .and_then(|i| i.original)
                .and_then(|m| s.messages.get(&m))
            {
                Some(m) => ok(message_json(m)),
                None => error(404, 10008, "Unknown Message"),
            }
        }
        ("POST", ["channels", id, "threads"]) => {
            let Some(parent) = id
                .parse::<u64>()
                .ok()
                .filter(|c| s.channels.contains_key(c))
            else {
                return error(404, 10003, "Unknown Channel");
            };
            if let Some((status, code)) = s.fail_next_thread.take() {
                return error(status, code, "injected failure");
            }
            if let Some(d) = body.json.get("auto_archive_duration")
                && ![60, 1440, 4320, 10080].contains(&d.as_u64().unwrap_or(0))
            {
                s.violation(format!("thread auto_archive_duration {d}"));
                return error(400, 50035, "Invalid Form Body");
            }
            let thread = s.id();
            let name = body.json["name"].as_str().unwrap_or("").to_string();
            if name.is_empty() || name.chars().count() > 100 {
                s.violation(format!(
                    "thread name of {} characters",
                    name.chars().count()
                ));
                return error(400, 50035, "Invalid Form Body");
            }
            s.channels.insert(
                thread,
                Channel {
                    id: thread,
                    kind: 11,
                    name: name.clone(),
                    parent: Some(parent),
                    recipient: None,
                    archived: false,
                },
            );
            ok(
                json!({"id": thread.to_string(), "type": 11, "guild_id": GUILD_ID.to_string(), "parent_id": parent.to_string(), "name": name,
                "owner_id": BOT_ID.to_string(), "thread_metadata": {"archived": false, "auto_archive_duration": 1440, "locked": false}}),
            )
        }
        ("POST", ["users", "@me", "channels"]) => {
            let Some(user) = body.json["recipient_id"]
                .as_str()
                .and_then(|u| u.parse::<u64>().ok())
            else {
                s.violation("DM channel without a string recipient_id".into());
                return error(400, 50035, "Invalid Form Body");
            };
            let Some(u) = s.users.get(&user).cloned() else {
                return error(404, 10013, "Unknown User");
            };
            let existing = s
                .channels
                .values()
                .find(|c| c.kind == 1 && c.recipient == Some(user))
                .map(|c| c.id);
            let id = existing.unwrap_or_else(|| {
                let id = s.id();
                s.channels.insert(
                    id,
                    Channel {
                        id,
                        kind: 1,
                        name: String::new(),
                        parent: None,
                        recipient: Some(user),
                        archived: false,
                    },
                );
                id
            });
            ok(
                json!({"id": id.to_string(), "type": 1, "last_message_id": null, "recipients": [user_json(&u)]}),
            )
        }
        ("POST", ["channels", id, "messages"]) => {
            let Some(channel) = id
                .parse::<u64>()
                .ok()
                .and_then(|c| s.channels.get(&c).cloned())
            else {
                return error(404, 10003, "Unknown Channel");
            };
            if let Some((status, code)) = s.fail_next_channel_message.take() {
                return error(status, code, "injected failure");
            }
            if channel.recipient.is_some()
                && let Some((status, code)) = s.fail_next_dm_message.take()
            {
                return error(status, code, "injected failure");
            }
            if channel.archived {
                return error(400, 50083, "Thread is archived");
            }
            if let Some(r) = channel.recipient
                && s.users.get(&r).is_some_and(|u| u.dms_closed)
            {
                return error(403, 50007, "Cannot send messages to this user");
            }
            match create_message(s, channel.id, &body.json, &body.files, false, None, None) {
                Ok(m) => ok(message_json(&s.messages[&m])),
                Err(r) => r,
            }
        }
        ("PATCH", ["channels", id]) => {
            let Some(channel) = id.parse::<u64>().ok().and_then(|c| s.channels.get_mut(&c)) else {
                return error(404, 10003, "Unknown Channel");
            };
            if let Some(archived) = body.json["archived"].as_bool() {
                channel.archived = archived;
            }
            let c = channel.clone();
            ok(
                json!({"id": c.id.to_string(), "type": c.kind, "guild_id": GUILD_ID.to_string(), "name": c.name,
                "parent_id": c.parent.map(|p| p.to_string()), "owner_id": BOT_ID.to_string(),
                "thread_metadata": {"archived": c.archived, "auto_archive_duration": 10080, "locked": false}}),
            )
        }
        ("PATCH", ["channels", _, "messages", mid]) => {
            let Some(mid) = mid
                .parse::<u64>()
                .ok()
                .filter(|m| s.messages.contains_key(m))
            else {
                return error(404, 10008, "Unknown Message");
            };
            if s.messages[&mid].ephemeral {
                s.violation("editing an ephemeral message through a channel route".into());
                return error(404, 10008, "Unknown Message");
            }
            match edit_message(s, mid, &body.json, &body.files) {
                Ok(()) => ok(message_json(&s.messages[&mid])),
                Err(r) => r,
            }
        }
        _ => {
            s.violation(format!("unknown route {method} {path}"));
            error(404, 0, "Unknown route (fake)")
        }
    }
}

fn register(s: &mut State, commands: &Value) -> Response {
    if let Err(e) = validate::commands(commands) {
        s.violation(format!("command registration: {e}"));
        return error(400, 50035, "Invalid Form Body");
    }
    s.registrations += 1;
    let mut out = Vec::new();
    let list = commands.as_array().cloned().unwrap_or_default();
    s.commands.clear();
    for c in list {
        let id = s.id();
        let mut c = c.clone();
        c["id"] = json!(id.to_string());
        c["type"] = json!(1);
        c["application_id"] = json!(APP_ID.to_string());
        c["version"] = json!("1");
        s.commands.push(c.clone());
        out.push(c);
    }
    ok(Value::Array(out))
}

/// Creates a message from a request body (validated first).
fn create_message(
    s: &mut State,
    channel: u64,
    json: &Value,
    files: &[(usize, String, Bytes)],
    ephemeral: bool,
    owner: Option<u64>,
    interaction: Option<u64>,
) -> Result<u64, Response> {
    if let Err(e) = validate::message(json, files) {
        s.violation(format!("message in {channel}: {e}"));
        return Err(error(400, 50035, "Invalid Form Body"));
    }
    // Discord's default pings everyone and every role named in the text: the bot must always
    // say whom a message may ping, and never a role or @everyone.
    let mentions = &json["allowed_mentions"];
    let parse: Vec<&str> = mentions["parse"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    if !mentions.is_object() {
        s.violation(format!(
            "message in {channel} without allowed_mentions: {:?}",
            json["content"]
        ));
    } else if parse.contains(&"roles")
        || parse.contains(&"everyone")
        || mentions["roles"].as_array().is_some_and(|r| !r.is_empty())
    {
        s.violation(format!("message in {channel} may ping roles or everyone"));
    }
    let id = s.id();
    let attachments = files
        .iter()
        .map(|(_, name, bytes)| Attachment {
            id: s.id(),
            filename: name.clone(),
            bytes: if s.keep_files {
                bytes.clone()
            } else {
                Bytes::new()
            },
        })
        .collect::<Vec<_>>();
    let allowed_users = json["allowed_mentions"]["users"]
        .as_array()
        .map(|a| a.iter().filter_map(|u| u.as_str()?.parse().ok()).collect())
        .unwrap_or_default();
    s.messages.insert(
        id,
        Message {
            id,
            channel,
            content: json["content"].as_str().unwrap_or("").to_string(),
            components: json.get("components").cloned().unwrap_or(json!([])),
            attachments,
            ephemeral,
            owner,
            allowed_users,
            interaction,
            created: Instant::now(),
        },
    );
    Ok(id)
}

/// Applies an edit body to a message (Discord keeps only the attachments it lists).
fn edit_message(
    s: &mut State,
    id: u64,
    json: &Value,
    files: &[(usize, String, Bytes)],
) -> Result<(), Response> {
    if let Err(e) = validate::message(json, files) {
        s.violation(format!("edit of {id}: {e}"));
        return Err(error(400, 50035, "Invalid Form Body"));
    }
    let new_ids: Vec<u64> = files.iter().map(|_| s.id()).collect();
    let keep_files = s.keep_files;
    let m = s.messages.get_mut(&id).expect("checked by the caller");
    if let Some(c) = json.get("content").and_then(Value::as_str) {
        m.content = c.to_string();
    }
    if let Some(c) = json.get("components") {
        m.components = c.clone();
    }
    if let Some(listed) = json.get("attachments").and_then(Value::as_array) {
        let keep: Vec<u64> = listed
            .iter()
            .filter_map(|a| {
                a["id"]
                    .as_str()
                    .and_then(|t| t.parse().ok())
                    .or_else(|| a["id"].as_u64())
            })
            .collect();
        m.attachments.retain(|a| keep.contains(&a.id));
    }
    for ((_, name, bytes), id) in files.iter().zip(new_ids) {
        m.attachments.push(Attachment {
            id,
            filename: name.clone(),
            bytes: if keep_files {
                bytes.clone()
            } else {
                Bytes::new()
            },
        });
    }
    Ok(())
}

fn callback(s: &mut State, id: &str, token: &str, body: &Body) -> Response {
    let Some(iid) = id
        .parse::<u64>()
        .ok()
        .filter(|i| s.interactions.contains_key(i))
    else {
        s.violation(format!("callback for unknown interaction {id}"));
        return error(404, 10062, "Unknown interaction");
    };
    let i = s.interactions[&iid].clone();
    if i.token != token {
        s.violation(format!("callback with a wrong token for {id}"));
        return error(404, 10062, "Unknown interaction");
    }
    let elapsed = i.dispatched.elapsed();
    if elapsed > s.ack_deadline {
        s.violation(format!(
            "interaction {id} acknowledged after {elapsed:?} (more than 3 s)"
        ));
        return error(404, 10062, "Unknown interaction");
    }
    if i.response.is_some() {
        s.violation(format!("interaction {id} acknowledged twice"));
        return error(400, 40060, "Interaction has already been acknowledged.");
    }
    let kind = body.json["type"].as_u64().unwrap_or(0) as u8;
    let data = body.json.get("data").cloned().unwrap_or(Value::Null);
    let component = i.kind == 3;
    let allowed = match kind {
        4 | 5 => i.kind == 2 || i.kind == 3 || i.kind == 5,
        6 | 7 => component,
        8 => i.kind == 4,
        9 => i.kind == 2 || i.kind == 3,
        _ => false,
    };
    if !allowed {
        s.violation(format!(
            "callback type {kind} on interaction type {}",
            i.kind
        ));
        return error(400, 50035, "Invalid Form Body");
    }
    let mut original = None;
    match kind {
        4 => {
            let ephemeral = data["flags"].as_u64().unwrap_or(0) & 64 != 0;
            match create_message(
                s,
                i.channel,
                &data,
                &body.files,
                ephemeral,
                Some(i.user),
                Some(i.id),
            ) {
                Ok(m) => original = Some(m),
                Err(r) => return r,
            }
        }
        5 => {
            let ephemeral = data["flags"].as_u64().unwrap_or(0) & 64 != 0;
            if data["flags"].as_u64().unwrap_or(0) & !64 != 0 {
                s.violation("a deferral with flags other than ephemeral".into());
            }
            let m = create_message(
                s,
                i.channel,
                &json!({"content": "", "allowed_mentions": {"parse": []}}),
                &[],
                ephemeral,
                Some(i.user),
                Some(i.id),
            )
            .ok();
            original = m;
        }
        6 => original = i.message,
        7 => {
            let Some(m) = i.message else {
                return error(400, 50035, "Invalid Form Body");
            };
            if let Err(r) = edit_message(s, m, &data, &body.files) {
                return r;
            }
            original = Some(m);
        }
        8 => {
            if let Err(e) = validate::autocomplete(&data) {
                s.violation(format!("autocomplete: {e}"));
                return error(400, 50035, "Invalid Form Body");
            }
        }
        _ => {}
    }
    let rec = s.interactions.get_mut(&iid).expect("exists");
    rec.response = Some(kind);
    rec.acknowledged = Some(Instant::now());
    rec.original = original;
    rec.deferred_ephemeral = kind == 5;
    rec.followup_after_defer = false;
    if kind == 8 {
        rec.autocomplete = Some(data);
    }
    StatusCode::NO_CONTENT.into_response()
}

fn interaction_by_token<'a>(s: &'a State, token: &str) -> Option<&'a Interaction> {
    s.interactions.values().find(|i| i.token == token)
}

fn token_expired(s: &State, i: &Interaction) -> bool {
    i.dispatched.elapsed() + s.clock_offset > Duration::from_mins(15)
}

/// Notes the first answer to interaction `id` after its acknowledgement.
fn note_answered(s: &mut State, id: u64) {
    let i = s.interactions.get_mut(&id).expect("exists");
    i.answered.get_or_insert_with(Instant::now);
}

fn followup(s: &mut State, token: &str, body: &Body) -> Response {
    let Some(i) = interaction_by_token(s, token).cloned() else {
        s.violation("followup with an unknown token".into());
        return error(404, 10015, "Unknown Webhook");
    };
    note_answered(s, i.id);
    if token_expired(s, &i) {
        s.violation("followup after the 15-minute token expired".into());
        return error(401, 50027, "Invalid Webhook Token");
    }
    let Some(kind) = i.response else {
        s.violation(format!(
            "followup before any response to interaction {}",
            i.id
        ));
        return error(404, 10015, "Unknown Webhook");
    };
    // The first followup after a deferral edits the "thinking" message and keeps its visibility.
    // Discord documents this as deprecated: the bot should edit the original response instead.
    if kind == 5 && !i.followup_after_defer {
        s.violation(format!(
            "interaction {}: the first answer after a deferral is a followup (deprecated; edit @original)",
            i.id
        ));
        let m = i.original.expect("a deferral creates a message");
        if let Err(r) = edit_message(s, m, &body.json, &body.files) {
            return r;
        }
        s.interactions
            .get_mut(&i.id)
            .expect("exists")
            .followup_after_defer = true;
        return ok(message_json(&s.messages[&m]));
    }
    let ephemeral = body.json["flags"].as_u64().unwrap_or(0) & 64 != 0;
    match create_message(
        s,
        i.channel,
        &body.json,
        &body.files,
        ephemeral,
        Some(i.user),
        Some(i.id),
    ) {
        Ok(m) => ok(message_json(&s.messages[&m])),
        Err(r) => r,
    }
}

fn edit_webhook(s: &mut State, token: &str, which: &str, body: &Body) -> Response {
    let Some(i) = interaction_by_token(s, token).cloned() else {
        s.violation("edit with an unknown token".into());
        return error(404, 10015, "Unknown Webhook");
    };
    if token_expired(s, &i) {
        s.violation("edit after the 15-minute token expired".into());
        return error(401, 50027, "Invalid Webhook Token");
    }
    let target = if which == "@original" {
        i.original
    } else {
        which.parse().ok()
    };
    let Some(m) = target.filter(|m| s.messages.contains_key(m)) else {
        s.violation(format!(
            "edit of a missing message ({which}) for interaction {}",
            i.id
        ));
        return error(404, 10008, "Unknown Message");
    };
    if i.response == Some(5) {
        s.interactions
            .get_mut(&i.id)
            .expect("exists")
            .followup_after_defer = true;
    }
    note_answered(s, i.id);
    match edit_message(s, m, &body.json, &body.files) {
        Ok(()) => ok(message_json(&s.messages[&m])),
        Err(r) => r,
    }
}

/// Per-interaction and per-message bookkeeping the harness reads.
impl State {
    /// The DM channel of a user, if any.
    pub fn dm_channel(&self, user: u64) -> Option<u64> {
        self.channels
            .values()
            .find(|c| c.kind == 1 && c.recipient == Some(user))
            .map(|c| c.id)
    }

    /// Registers an interaction about to be dispatched.
    pub fn register_interaction(
        &mut self,
        kind: u8,
        user: u64,
        channel: u64,
        message: Option<u64>,
    ) -> (u64, String) {
        let id = self.id();
        let token = format!("tok-{id}");
        self.interactions.insert(
            id,
            Interaction {
                id,
                token: token.clone(),
                kind,
                user,
                channel,
                dispatched: Instant::now(),
                message,
                response: None,
                deferred_ephemeral: false,
                original: None,
                followup_after_defer: false,
                autocomplete: None,
                acknowledged: None,
                answered: None,
            },
        );
        (id, token)
    }

    /// Interactions that were never acknowledged.
    pub fn unacknowledged(&self) -> Vec<u64> {
        self.interactions
            .values()
            .filter(|i| i.response.is_none())
            .map(|i| i.id)
            .collect()
    }

    /// The id a command was registered with.
    pub fn command(&self, name: &str) -> Option<Value> {
        self.commands.iter().find(|c| c["name"] == name).cloned()
    }

    /// Counts requests to a route (method and a path fragment).
    pub fn requests(&self, method: &str, fragment: &str) -> usize {
        self.log
            .iter()
            .filter(|e| e.method == method && e.path.contains(fragment))
            .count()
    }

    /// Makes the ids handed out from now on larger than `id` (channels and messages made by an
    /// earlier run, kept in a database, must not be reused).
    pub fn skip_ids(&mut self, id: u64) {
        self.next_id = self.next_id.max(id);
    }

    /// A channel that exists already: a thread of `parent` (`recipient` `None`) or a user's DM.
    pub fn add_channel(&mut self, id: u64, parent: Option<u64>, recipient: Option<u64>) {
        self.channels.insert(
            id,
            Channel {
                id,
                kind: if recipient.is_some() { 1 } else { 11 },
                name: format!("channel-{id}"),
                parent,
                recipient,
                archived: false,
            },
        );
    }

    /// Puts a message in a channel as if the bot had sent it (tests of the tests).
    pub fn inject(
        &mut self,
        channel: u64,
        content: &str,
        components: Value,
        files: &[&str],
        allowed_users: Vec<u64>,
    ) -> u64 {
        let id = self.id();
        let attachments = files
            .iter()
            .map(|f| Attachment {
                id: self.id(),
                filename: (*f).to_string(),
                bytes: Bytes::new(),
            })
            .collect();
        self.messages.insert(
            id,
            Message {
                id,
                channel,
                content: content.to_string(),
                components,
                attachments,
                ephemeral: false,
                owner: None,
                allowed_users,
                interaction: None,
                created: Instant::now(),
            },
        );
        id
    }
}
