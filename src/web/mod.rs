//! The web companion: a second front end over the same session and presentation as Discord's. Off
//! unless `WEB_ADDR` is set. Each started game has a page, found only by its unguessable key
//! (`/g/<key>/`, see [`crate::session::web`]): the board as it stands (full size, zoomable), who
//! is awaited and for how long, the scores, every move's narration, and a replay to step or scrub
//! through move by move and Age by Age, each step with its board and narration. Only public
//! information: the boards and lines are those the game's thread shows. The page updates itself
//! when the game moves (server-sent events, fed by the session's notices).
//!
//! Requests are limited per address ([`limits`]); a wrong, old or turned-off link gets the same
//! answer as a key that never existed; no page is listed; keys never reach the logs.

pub mod limits;
pub mod page;

use crate::engine::AnyGame;
use crate::present::locale::{Lang, t};
use crate::present::{self, LogStep, Names};
use crate::session::notices::{Heard, Listener, Notice};
use crate::session::web::{Chronicle, Personal};
use crate::session::{GameId, GameRecord, GameStatus, Session, StoreError};
use axum::Router;
use axum::extract::{ConnectInfo, Path, RawQuery, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};

/// How the web companion is served.
#[derive(Debug, Clone)]
pub struct Options {
    /// Where it listens (`WEB_ADDR`; port 0 picks a free one).
    pub addr: SocketAddr,
    /// The address its links are given under (`PUBLIC_URL`); `http://<addr>` when unset.
    pub public_url: Option<String>,
    /// Whether the reader's address is taken from `X-Forwarded-For` (behind a reverse proxy,
    /// `WEB_FORWARDED=on`), for the request limits.
    pub forwarded: bool,
    /// The request limits per address.
    pub rate: limits::Rate,
}

impl Options {
    /// Reads `WEB_ADDR` (off when unset), `PUBLIC_URL` and `WEB_FORWARDED` through `var` (the
    /// environment, or a map in tests).
    pub fn from_lookup(var: impl Fn(&str) -> Option<String>) -> anyhow::Result<Option<Options>> {
        let set = |key: &str| {
            var(key)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let Some(addr) = set("WEB_ADDR") else {
            if let Some(url) = set("PUBLIC_URL") {
                anyhow::bail!(
                    "PUBLIC_URL={url} needs WEB_ADDR, the address and port the web companion listens on (like 0.0.0.0:8080)"
                );
            }
            return Ok(None);
        };
        let addr = addr.parse().map_err(|_| {
            anyhow::anyhow!(
                "WEB_ADDR={addr} is not an address and port: write it like 0.0.0.0:8080"
            )
        })?;
        let public_url = match set("PUBLIC_URL") {
            Some(url) if url.starts_with("https://") || url.starts_with("http://") => {
                Some(url.trim_end_matches('/').to_string())
            }
            Some(url) => anyhow::bail!(
                "PUBLIC_URL={url} must be the address players open, starting with https:// (like https://bloodrage.example.org)"
            ),
            None => None,
        };
        let forwarded = match set("WEB_FORWARDED").as_deref() {
            None | Some("off") => false,
            Some("on") => true,
            Some(other) => anyhow::bail!(
                "WEB_FORWARDED={other} must be on (behind a reverse proxy that sets X-Forwarded-For) or off"
            ),
        };
        Ok(Some(Options {
            addr,
            public_url,
            forwarded,
            rate: limits::Rate::default(),
        }))
    }
}

/// Games whose chronicles are kept, and boards drawn, at most.
const KEPT_GAMES: usize = 32;
const KEPT_BOARDS: usize = 64;

/// Each move's lines, and the names they were told with.
type Told = (Names, Arc<Vec<Vec<String>>>);

/// A game's chronicle and what was worked out from it, per language.
struct Read {
    chronicle: Arc<Chronicle>,
    /// The game after every command of the chronicle.
    last: Arc<AnyGame>,
    /// Each move's public lines, per language, with the names they were told with (a seat
    /// given to another player renames it).
    lines: Mutex<HashMap<Lang, Told>>,
}

/// A board drawn: the game, its log's length, the move, the language, and a digest of the seats'
/// names on it (a seat given to another player renames it).
type BoardKey = (GameId, u64, usize, Lang, u64);

struct Inner {
    session: Arc<Session>,
    limits: limits::Limits,
    forwarded: bool,
    /// Which game moved (every page's live stream filters its own).
    moved: tokio::sync::broadcast::Sender<(GameId, u64)>,
    reads: Mutex<HashMap<GameId, Arc<Read>>>,
    boards: Mutex<HashMap<BoardKey, Arc<Vec<u8>>>>,
    /// One picture drawn at a time: the web takes at most one of the drawing places the front
    /// ends share (`frontend::pictures::draw`, one per core), so its pages never take
    /// every place from the games' boards.
    drawing: tokio::sync::Semaphore,
}

#[derive(Clone)]
struct Web(Arc<Inner>);

/// How a request reaches a game: by its page's key, or by a player's personal link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Door {
    Page,
    Personal,
}

/// The state of the routes behind a door.
#[derive(Clone)]
struct At(Web, Door);

/// A game opened by a request, and whose personal view it is (none: the public page).
type Opened = (GameRecord, Option<Personal>);

/// Hears the session's notices: a game that moved tells its pages.
struct Hub(tokio::sync::broadcast::Sender<(GameId, u64)>);

impl Listener for Hub {
    fn hear<'a>(&'a self, notice: &'a Notice) -> Heard<'a> {
        let to = match notice {
            Notice::Moved { to, .. } | Notice::Undone { to, .. } => *to,
            Notice::Started { .. }
            | Notice::SeatChanged { .. }
            | Notice::HandedOver { .. }
            | Notice::Paused { .. }
            | Notice::Resumed { .. }
            | Notice::Away { .. }
            | Notice::Back { .. }
            | Notice::Abandoned { .. } => 0,
            // Heard from the store: perhaps another process's move.
            Notice::Elsewhere { .. } => LOOK,
            Notice::Reminder { .. } => return Box::pin(async {}),
        };
        // No page open: nobody to tell.
        let _ = self.0.send((notice.game(), to));
        Box::pin(async {})
    }
}

/// Starts the web companion; returns the address it listens on. It serves until the process
/// ends. The session gives its pages' links from now on.
pub async fn serve(session: Arc<Session>, options: &Options) -> std::io::Result<SocketAddr> {
    let listener = tokio::net::TcpListener::bind(options.addr).await?;
    let local = listener.local_addr()?;
    let public = options
        .public_url
        .clone()
        .unwrap_or_else(|| format!("http://{local}"));
    session.set_public_url(Some(&public));
    let (moved, _) = tokio::sync::broadcast::channel(256);
    session.subscribe(Arc::new(Hub(moved.clone())));
    // Moves another process stores reach the pages as the session hears them.
    session.start_hearing();
    let web = Web(Arc::new(Inner {
        session,
        limits: limits::Limits::new(options.rate),
        forwarded: options.forwarded,
        moved,
        reads: Mutex::new(HashMap::new()),
        boards: Mutex::new(HashMap::new()),
        drawing: tokio::sync::Semaphore::new(1),
    }));
    let app = Router::new()
        .nest("/g", doors(&web, Door::Page))
        .nest("/me", doors(&web, Door::Personal))
        .route("/static/page.js", get(script))
        .route("/static/page.css", get(style))
        .fallback(nothing)
        .with_state(web);
    tokio::spawn(async move {
        let app = app.into_make_service_with_connect_info::<SocketAddr>();
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!("the web companion stopped: {e}");
        }
    });
    tracing::info!("web companion on http://{local}, linked as {public}");
    Ok(local)
}

/// The routes behind one door: a game's page, a move's board, the player's cards (through a
/// personal link only), the live stream.
fn doors<S>(web: &Web, door: Door) -> Router<S> {
    Router::new()
        .route("/{key}", get(to_page))
        .route("/{key}/", get(page))
        .route("/{key}/board/{step}", get(board))
        .route("/{key}/cards.png", get(cards))
        .route("/{key}/events", get(events))
        .with_state(At(web.clone(), door))
}

/// The headers every answer carries: nothing cached or framed, no address sent on.
fn guarded(mut response: Response) -> Response {
    let h = response.headers_mut();
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        ),
    );
    if !h.contains_key(header::CACHE_CONTROL) {
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

/// The reader's language: `lang=` in the query, else the first their browser accepts that the bot
/// speaks, else English.
fn language(query: Option<&str>, headers: &HeaderMap) -> Lang {
    if let Some(lang) = param(query, "lang").and_then(Lang::from_code) {
        return lang;
    }
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(|accepted| {
            accepted
                .split(',')
                .find_map(|part| Lang::from_code(part.split(';').next()?.trim()))
        })
        .unwrap_or_default()
}

/// A query parameter's value (plain values only: numbers and codes).
fn param<'a>(query: Option<&'a str>, name: &str) -> Option<&'a str> {
    query?
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

impl Web {
    /// The reader's address: the connection's, or behind a proxy the last `X-Forwarded-For`.
    fn reader(&self, peer: SocketAddr, headers: &HeaderMap) -> IpAddr {
        if self.0.forwarded
            && let Some(ip) = headers
                .get("x-forwarded-for")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.rsplit(',').next())
                .and_then(|v| v.trim().parse().ok())
        {
            return ip;
        }
        peer.ip()
    }

    /// Takes a request of the reader's; the answer to give instead when they made too many.
    fn limit(&self, peer: SocketAddr, headers: &HeaderMap, lang: Lang) -> Option<Response> {
        self.0
            .limits
            .take(self.reader(peer, headers))
            .err()
            .map(|wait| {
                let mut r =
                    (StatusCode::TOO_MANY_REQUESTS, t!(lang, "web-too-many")).into_response();
                r.headers_mut()
                    .insert(header::RETRY_AFTER, HeaderValue::from(wait));
                guarded(r)
            })
    }

    /// The game behind a request's key (and through a personal link, whose view it is); none,
    /// for whatever reason: not found.
    async fn open(&self, door: Door, key: &str) -> Result<Option<Opened>, StoreError> {
        Ok(match door {
            Door::Page => self.0.session.page_game(key).await?.map(|r| (r, None)),
            Door::Personal => self
                .0
                .session
                .personal(key)
                .await?
                .map(|(r, p)| (r, Some(p))),
        })
    }

    /// The chronicle of `record`'s game as it stands, read again only when it moved.
    async fn read(&self, record: &GameRecord) -> Result<Arc<Read>, StoreError> {
        let kept = self
            .0
            .reads
            .lock()
            .expect("the reads are never poisoned")
            .get(&record.id)
            .filter(|r| {
                r.chronicle.record.next_seq == record.next_seq
                    && r.chronicle.record.status == record.status
            })
            .cloned();
        if let Some(read) = kept {
            return Ok(read);
        }
        let chronicle = self.0.session.chronicle(record.id).await?;
        let last = chronicle.game_after(chronicle.steps.len())?;
        let read = Arc::new(Read {
            chronicle: Arc::new(chronicle),
            last: Arc::new(last),
            lines: Mutex::new(HashMap::new()),
        });
        let mut reads = self.0.reads.lock().expect("the reads are never poisoned");
        if reads.len() >= KEPT_GAMES {
            reads.clear();
        }
        reads.insert(record.id, read.clone());
        Ok(read)
    }
}

/// How each seat is named on the web: the name its player joined under and the clan, or the
/// computer's level (never a Discord mention).
pub async fn names(
    session: &Session,
    record: &GameRecord,
    lang: Lang,
) -> Result<Names, StoreError> {
    crate::frontend::words::names_in(session, record.id, &record.config, lang, &|_, label| {
        label.to_string()
    })
    .await
}

/// Each move's public lines in `lang`: what the game's thread said of it.
fn lines(read: &Read, names: &Names, lang: Lang) -> Arc<Vec<Vec<String>>> {
    let mut kept = read.lines.lock().expect("the lines are never poisoned");
    if let Some((told, lines)) = kept.get(&lang)
        && told == names
    {
        return lines.clone();
    }
    let lines: Arc<Vec<Vec<String>>> = Arc::new(
        read.chronicle
            .steps
            .iter()
            .map(|s| {
                let step = LogStep {
                    seq: s.seq,
                    seat: s.seat,
                    command: &s.command,
                    events: &s.events,
                    undoes: None,
                    giver: crate::frontend::giver(s.origin),
                };
                present::narrate_steps(&read.last, &[step], names, lang)
            })
            .collect(),
    );
    kept.insert(lang, (names.clone(), lines.clone()));
    lines
}

/// A duration in words (minutes under an hour, hours under two days, then days).
fn waited(seconds: i64, lang: Lang) -> String {
    let seconds = seconds.max(0);
    if seconds < 3600 {
        t!(lang, "web-minutes", n = (seconds / 60).max(1))
    } else if seconds < 48 * 3600 {
        t!(lang, "web-hours", n = seconds / 3600)
    } else {
        t!(lang, "web-days", n = seconds / 86_400)
    }
}

fn not_found(lang: Lang) -> Response {
    guarded(
        (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
            page::not_found(lang),
        )
            .into_response(),
    )
}

fn failed(e: &StoreError, game: Option<GameId>) -> Response {
    // The game's number, never its key, in the log.
    tracing::warn!(game, "a web page failed: {e}");
    guarded((StatusCode::SERVICE_UNAVAILABLE, "try again in a moment\n").into_response())
}

async fn nothing(
    State(web): State<Web>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let lang = language(query.as_deref(), &headers);
    if let Some(r) = web.limit(peer, &headers, lang) {
        return r;
    }
    not_found(lang)
}

/// `/g/<key>` → `/g/<key>/` (the page's own links are relative, so a proxy may put it under any
/// path).
async fn to_page(Path(key): Path<String>, RawQuery(query): RawQuery) -> Response {
    let query = query.map(|q| format!("?{q}")).unwrap_or_default();
    guarded(Redirect::permanent(&format!("{key}/{query}")).into_response())
}

async fn page(
    State(At(web, door)): State<At>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(key): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let (query, lang) = (query.as_deref(), language(query.as_deref(), &headers));
    if let Some(r) = web.limit(peer, &headers, lang) {
        return r;
    }
    let (record, personal) = match web.open(door, &key).await {
        Ok(Some(opened)) => opened,
        Ok(None) => return not_found(lang),
        Err(e) => return failed(&e, None),
    };
    match game_html(&web, &record, personal, query, lang).await {
        Ok(html) => {
            guarded(([(header::CONTENT_TYPE, "text/html; charset=utf-8")], html).into_response())
        }
        Err(e) => failed(&e, Some(record.id)),
    }
}

async fn game_html(
    web: &Web,
    record: &GameRecord,
    personal: Option<Personal>,
    query: Option<&str>,
    lang: Lang,
) -> Result<String, StoreError> {
    let session = &web.0.session;
    let read = web.read(record).await?;
    let names = names(session, record, lang).await?;
    let total = read.chronicle.steps.len();
    let step = param(query, "step")
        .and_then(|s| s.parse::<usize>().ok())
        .map_or(total, |s| s.min(total));
    let lines = lines(&read, &names, lang);
    let now = session.now();
    let awaited = if record.status == GameStatus::Active {
        session
            .awaited(record.id)
            .await?
            .iter()
            .map(|a| {
                t!(
                    lang,
                    "web-awaited",
                    player = names.of(a.seat),
                    what = present::decision_label(record.config.rules, &a.decision, lang),
                    time = waited(now - a.since, lang)
                )
            })
            .collect()
    } else {
        Vec::new()
    };
    let status_word = match record.status {
        GameStatus::Lobby => t!(lang, "status-lobby"),
        GameStatus::Active => t!(lang, "status-active"),
        GameStatus::Finished => t!(lang, "status-finished"),
        GameStatus::Abandoned => t!(lang, "status-abandoned"),
    };
    let page = page::GamePage {
        lang,
        id: record.id,
        name: record.name.clone(),
        rules: present::rule_set_name(record.config.rules, lang),
        status_word,
        status: present::status(&read.last, &names, lang),
        awaited,
        step,
        total,
        ages: read
            .chronicle
            .ages()
            .into_iter()
            .map(|(age, before)| (age, before.min(total)))
            .collect(),
        step_lines: step
            .checked_sub(1)
            .map(|i| lines[i].clone())
            .unwrap_or_default(),
        log: lines
            .iter()
            .enumerate()
            .filter(|(_, l)| !l.is_empty())
            .map(|(i, l)| (i + 1, l.clone()))
            .collect(),
        mine: personal.map(|p| page::Mine {
            name: names.of(p.seat).to_string(),
            hand: present::hand(&read.last, p.seat, lang),
            until: jiff::Timestamp::from_second(p.expires)
                .map(|t| t.strftime("%Y-%m-%d %H:%M").to_string())
                .unwrap_or_default(),
        }),
    };
    Ok(page::game(&page))
}

async fn board(
    State(At(web, door)): State<At>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path((key, step)): Path<(String, String)>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let lang = language(query.as_deref(), &headers);
    if let Some(r) = web.limit(peer, &headers, lang) {
        return r;
    }
    let record = match web.open(door, &key).await {
        Ok(Some((record, _))) => record,
        Ok(None) => return not_found(lang),
        Err(e) => return failed(&e, None),
    };
    let read = match web.read(&record).await {
        Ok(read) => read,
        Err(e) => return failed(&e, Some(record.id)),
    };
    let total = read.chronicle.steps.len();
    let Some(step) = step.parse::<usize>().ok().filter(|s| *s <= total) else {
        return not_found(lang);
    };
    let names = match names(&web.0.session, &record, lang).await {
        Ok(names) => names,
        Err(e) => return failed(&e, Some(record.id)),
    };
    let digest = {
        use std::hash::{Hash as _, Hasher as _};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        names.plain.hash(&mut hasher);
        hasher.finish()
    };
    let at = (record.id, record.next_seq, step, lang, digest);
    let drawn = web
        .0
        .boards
        .lock()
        .expect("the boards are never poisoned")
        .get(&at)
        .cloned();
    let png = match drawn {
        Some(png) => png,
        None => match draw(&record, &read, (step, lang), names, &web.0.drawing).await {
            Ok(png) => {
                let mut boards = web.0.boards.lock().expect("the boards are never poisoned");
                if boards.len() >= KEPT_BOARDS {
                    boards.clear();
                }
                boards.insert(at, png.clone());
                png
            }
            Err(e) => return failed(&e, Some(record.id)),
        },
    };
    guarded(([(header::CONTENT_TYPE, "image/png")], png.as_ref().clone()).into_response())
}

/// A player's own cards, drawn as `/hand` shows them (through their personal link only).
async fn cards(
    State(At(web, door)): State<At>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(key): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let lang = language(query.as_deref(), &headers);
    if let Some(r) = web.limit(peer, &headers, lang) {
        return r;
    }
    let (record, seat) = match web.open(door, &key).await {
        Ok(Some((record, Some(p)))) => (record, p.seat),
        Ok(_) => return not_found(lang),
        Err(e) => return failed(&e, None),
    };
    let read = match web.read(&record).await {
        Ok(read) => read,
        Err(e) => return failed(&e, Some(record.id)),
    };
    let title = format!(
        "#{} {} · {}",
        record.id,
        record.name,
        t!(lang, "web-cards-alt")
    );
    let png = {
        let _permit = web
            .0
            .drawing
            .acquire()
            .await
            .expect("the drawing semaphore is never closed");
        crate::frontend::pictures::cards_png(&read.last, seat, title, lang).await
    };
    match png {
        Ok(png) => guarded(([(header::CONTENT_TYPE, "image/png")], png).into_response()),
        Err(e) => {
            tracing::warn!(game = record.id, "drawing a player's cards failed: {e}");
            guarded((StatusCode::SERVICE_UNAVAILABLE, "try again in a moment\n").into_response())
        }
    }
}

/// The board after `step` moves, what that move touched outlined.
async fn draw(
    record: &GameRecord,
    read: &Read,
    (step, lang): (usize, Lang),
    names: Names,
    drawing: &tokio::sync::Semaphore,
) -> Result<Arc<Vec<u8>>, StoreError> {
    let game = if step == read.chronicle.steps.len() {
        read.last.clone()
    } else {
        Arc::new(read.chronicle.game_after(step)?)
    };
    let events = step
        .checked_sub(1)
        .map(|i| read.chronicle.steps[i].events.clone())
        .unwrap_or_default();
    let title = format!("#{} {}", record.id, record.name);
    let _permit = drawing
        .acquire()
        .await
        .expect("the drawing semaphore is never closed");
    let png = crate::frontend::pictures::draw("drawing the board", move || {
        present::board_png(&game, &names, &title, &events, lang)
    })
    .await
    .map_err(|e| StoreError::Corrupt {
        game: record.id,
        seq: 0,
        reason: format!("drawing its board failed: {e}"),
    })?;
    Ok(Arc::new(png))
}

async fn events(
    State(At(web, door)): State<At>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(key): Path<String>,
    headers: HeaderMap,
) -> Response {
    let lang = language(None, &headers);
    if let Some(r) = web.limit(peer, &headers, lang) {
        return r;
    }
    let record = match web.open(door, &key).await {
        Ok(Some((record, _))) => record,
        Ok(None) => return not_found(lang),
        Err(e) => return failed(&e, None),
    };
    let Some(stream) = web.0.limits.open_stream(web.reader(peer, &headers)) else {
        return guarded((StatusCode::TOO_MANY_REQUESTS, t!(lang, "web-too-many")).into_response());
    };
    let game = record.id;
    let watch = Watch {
        moved: web.0.moved.subscribe(),
        session: web.0.session.clone(),
        seen: record.next_seq,
        _stream: stream,
    };
    let events = futures_util::stream::unfold(watch, move |mut watch| async move {
        let to = watch.next(game).await?;
        let event = Event::default().event("moved").data(to.to_string());
        Some((Ok::<_, std::convert::Infallible>(event), watch))
    });
    guarded(
        Sse::new(events)
            .keep_alive(KeepAlive::default())
            .into_response(),
    )
}

/// What the hub sends for a game changed in the store ([`Notice::Elsewhere`]): a page's stream
/// then looks at the game's row, and tells its page only if the log's length changed (a move
/// another bot process stored on one PostgreSQL database; this process's own moves are heard
/// back too, and were told already).
const LOOK: u64 = u64::MAX;

/// What a page's live stream watches: the session's notices (and its game's row when told to
/// look).
struct Watch {
    moved: tokio::sync::broadcast::Receiver<(GameId, u64)>,
    session: Arc<Session>,
    /// The log's length last told.
    seen: u64,
    /// The stream counted against its reader's address while it is open.
    _stream: limits::Stream,
}

impl Watch {
    /// Waits until `game` moves (or otherwise changes); the log's length then (0: look again).
    /// `None` once the session is gone.
    async fn next(&mut self, game: GameId) -> Option<u64> {
        use tokio::sync::broadcast::error::RecvError;
        loop {
            match self.moved.recv().await {
                Ok((g, LOOK)) if g == game => {
                    let Ok(record) = self.session.record(game).await else {
                        continue;
                    };
                    if record.next_seq != self.seen {
                        self.seen = record.next_seq;
                        return Some(record.next_seq);
                    }
                }
                Ok((g, to)) if g == game => {
                    self.seen = self.seen.max(to);
                    return Some(to);
                }
                Ok(_) => {}
                // Notices missed: the page is told to look again.
                Err(RecvError::Lagged(_)) => return Some(0),
                Err(RecvError::Closed) => return None,
            }
        }
    }
}

async fn script() -> Response {
    guarded(
        (
            [
                (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
                (header::CACHE_CONTROL, "public, max-age=3600"),
            ],
            include_str!("../../assets/web/page.js"),
        )
            .into_response(),
    )
}

async fn style() -> Response {
    guarded(
        (
            [
                (header::CONTENT_TYPE, "text/css; charset=utf-8"),
                (header::CACHE_CONTROL, "public, max-age=3600"),
            ],
            include_str!("../../assets/web/page.css"),
        )
            .into_response(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_web_companion_is_off_unless_an_address_is_set_and_its_settings_are_checked() {
        let read = |pairs: &[(&str, &str)]| {
            let map: HashMap<String, String> = pairs
                .iter()
                .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
                .collect();
            Options::from_lookup(|k| map.get(k).cloned())
        };
        assert!(read(&[]).unwrap().is_none());
        let on = read(&[
            ("WEB_ADDR", "0.0.0.0:8080"),
            ("PUBLIC_URL", "https://br.example.org/"),
            ("WEB_FORWARDED", "on"),
        ])
        .unwrap()
        .unwrap();
        assert_eq!(on.public_url.as_deref(), Some("https://br.example.org"));
        assert!(on.forwarded);
        for bad in [
            vec![("WEB_ADDR", "8080")],
            vec![("PUBLIC_URL", "https://br.example.org")],
            vec![
                ("WEB_ADDR", "0.0.0.0:8080"),
                ("PUBLIC_URL", "br.example.org"),
            ],
            vec![("WEB_ADDR", "0.0.0.0:8080"), ("WEB_FORWARDED", "yes")],
        ] {
            let error = read(&bad).unwrap_err().to_string();
            assert!(error.contains(bad.last().unwrap().0), "{error}");
        }
    }

    #[test]
    fn the_reader_s_language_is_the_switch_s_then_the_browser_s() {
        let mut headers = HeaderMap::new();
        assert_eq!(language(None, &headers), Lang::En);
        headers.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("de-DE,fr-CA;q=0.8,en;q=0.5"),
        );
        assert_eq!(language(None, &headers), Lang::Fr);
        assert_eq!(language(Some("step=3&lang=en"), &headers), Lang::En);
        assert_eq!(param(Some("step=3&lang=en"), "step"), Some("3"));
    }

    #[test]
    fn waits_are_worded_in_minutes_hours_then_days() {
        assert_eq!(waited(30, Lang::En), "1 minute");
        assert_eq!(waited(3 * 3600 + 5, Lang::En), "3 hours");
        assert_eq!(waited(3 * 86_400, Lang::Fr), "3 jours");
    }
}
