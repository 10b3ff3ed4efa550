//! The web companion: a second front end over the same session and presentation as Discord's. Off
//! unless `WEB_ADDR` is set. Each started game has a page, found only by its unguessable key
//! (`/g/<key>/`, see [`crate::session::web`]): the board as it stands (full size, zoomable), who
//! is awaited and for how long, the scores, every move's narration, and a replay to step or scrub
//! through move by move and Age by Age, each step with its board and narration. Only public
//! information: the boards and lines are those the game's thread shows. The page updates itself
//! when the game moves (server-sent events, fed by the session's notices).
//!
//! A replay step is a move as the game's thread told it (once complete: a march with its
//! figures), with the decisions taken in secret before it, narrated by the same code with the
//! game as it then stood: the page says what the thread said.
//!
//! Requests are limited ([`limits`]): those that find nothing per address, those that find a
//! page per address and page; a wrong, old or turned-off link gets the same answer as a key
//! that never existed, and a key of any other form is never looked up nor written into an answer
//! (the bare `/g/<key>` redirects only to the page the bot built); no page is listed; keys never
//! reach the logs. A live stream ends with its game, or as soon as its link stops working.

pub mod limits;
pub mod page;

use crate::dialogue::controls::{self, Pick};
use crate::dialogue::moves::{self, Outcome};
use crate::dialogue::{player, undo};
use crate::engine::{AnyEvent, AnyGame};
use crate::present::locale::{Lang, t};
use crate::present::{self, LogStep, Names};
use crate::session::notices::{Heard, Listener, Notice};
use crate::session::orders::{Drafting, OrdersChange};
use crate::session::web::{Chronicle, Personal};
use crate::session::{GameId, GameRecord, GameStatus, Session, StoreError, Teller};
use crate::vocabulary::Vocabulary;
use axum::Router;
use axum::extract::{ConnectInfo, FromRequestParts, Path, RawQuery, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::ops::Range;
use std::sync::{Arc, LazyLock, Mutex};
use std::time::Duration;

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
/// The most bytes of boards drawn kept (a whole board is about a megabyte): the boards are
/// forgotten together past either bound.
const KEPT_BOARD_BYTES: usize = 16 << 20;

/// How often an open live stream checks that its link still opens its page (the host may turn
/// the page off or make a new link, a seat may change hands, a server may turn pages off).
const RECHECK: Duration = Duration::from_secs(10);

/// Each replay step's lines, and the names they were told with.
type Told = (Names, Arc<Vec<Vec<String>>>);

/// A game's chronicle and what was worked out from it: its moves as the game's thread told them,
/// the replay's steps, and their lines per language.
struct Read {
    chronicle: Arc<Chronicle>,
    /// The game after every command of the chronicle.
    last: Arc<AnyGame>,
    /// The moves as the game's thread told them, each once complete (the figures of a march
    /// together): ranges of the chronicle's commands.
    moves: Vec<Range<usize>>,
    /// The replay's steps: ranges of `moves`, each a move with public lines after the moves
    /// without any (the decisions taken in secret) before it; the last step may be secret
    /// decisions only.
    steps: Vec<Range<usize>>,
    /// Each step's public lines, per language, with the names they were told with (a seat
    /// given to another player renames it).
    lines: Mutex<HashMap<Lang, Told>>,
}

impl Read {
    /// Works out the moves and steps of `chronicle` (one replay).
    fn new(chronicle: Chronicle) -> Result<Read, StoreError> {
        let moves = chronicle.moves();
        let mut public = Vec::with_capacity(moves.len());
        let unnamed = Names::default();
        let last = chronicle.replay_moves(&moves, |i, game| {
            let lines = narrate_move(&chronicle, moves[i].clone(), game, &unnamed, Lang::En);
            public.push(!lines.is_empty());
        })?;
        let mut steps = Vec::new();
        let mut from = 0;
        for (i, told) in public.iter().enumerate() {
            if *told {
                steps.push(from..i + 1);
                from = i + 1;
            }
        }
        if from < moves.len() {
            steps.push(from..moves.len());
        }
        Ok(Read {
            chronicle: Arc::new(chronicle),
            last: Arc::new(last),
            moves,
            steps,
            lines: Mutex::new(HashMap::new()),
        })
    }

    /// How many steps the replay has.
    fn total(&self) -> usize {
        self.steps.len()
    }

    /// The chronicle's commands of step `step` (from 1).
    fn commands(&self, step: usize) -> Range<usize> {
        let moves = &self.steps[step - 1];
        self.moves[moves.start].start..self.moves[moves.end - 1].end
    }

    /// How many of the chronicle's commands were given by the end of step `step` (0: none).
    fn given(&self, step: usize) -> usize {
        if step == 0 {
            0
        } else {
            self.commands(step).end
        }
    }

    /// The step (from 1) of the chronicle's command `index`.
    fn step_of(&self, index: usize) -> usize {
        self.steps
            .iter()
            .position(|moves| self.moves[moves.end - 1].end > index)
            .map_or(self.total(), |i| i + 1)
    }

    /// Where each Age began: the Age, and the step whose command began it (the set-up for an
    /// Age no command's events began).
    fn ages(&self) -> Vec<(u8, usize)> {
        let mut ages: Vec<(u8, usize)> = self
            .chronicle
            .steps
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.age.map(|age| (age, self.step_of(i))))
            .collect();
        if ages.first().is_none_or(|(age, _)| *age != 1) {
            ages.insert(0, (1, 0));
        }
        ages
    }
}

/// The public lines of a move (commands `range` of the chronicle), as the game's thread tells
/// them: the same narration of the same commands, with the game as it was once the move was
/// complete.
fn narrate_move(
    chronicle: &Chronicle,
    range: Range<usize>,
    game: &AnyGame,
    names: &Names,
    lang: Lang,
) -> Vec<String> {
    let steps: Vec<LogStep<'_>> = chronicle.steps[range]
        .iter()
        .map(|s| LogStep {
            seq: s.seq,
            seat: s.seat,
            command: &s.command,
            events: &s.events,
            undoes: None,
            giver: crate::dialogue::giver(s.origin),
        })
        .collect();
    present::narrate_steps(game, &steps, names, lang)
}

/// A board drawn: the game, its log's length, the step, the language, a digest of the seats'
/// names on it (a seat given to another player renames it), and which picture (the board
/// whole, or its map without words for a narrow screen).
type BoardKey = (GameId, u64, usize, Lang, u64, Picture);

/// Which picture of a step's board a route draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Picture {
    /// The board whole, as its thread shows it.
    Whole,
    /// Its map without words ([`present::boards::map_png`]): a narrow screen writes them over it.
    Map,
}

struct Inner {
    session: Arc<Session>,
    limits: limits::Limits,
    forwarded: bool,
    /// Which game moved (every page's live stream filters its own).
    moved: tokio::sync::broadcast::Sender<(GameId, u64)>,
    reads: Mutex<HashMap<GameId, Arc<Read>>>,
    boards: Mutex<HashMap<BoardKey, Arc<Vec<u8>>>>,
    /// One picture drawn at a time: the web takes at most one of the drawing places the front
    /// ends share (`dialogue::pictures::draw`, one per core), so its pages never take
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

impl Door {
    /// Whether `key` has the form of this door's keys: a page's 32 hexadecimal digits, or a
    /// personal link's numbers, hyphens and hexadecimal signature. Checked before anything is
    /// looked up or answered with it: a key of another form (slashes, backslashes, line breaks,
    /// anything percent-encoded) finds nothing, and is never written into an answer.
    fn has_form(self, key: &str) -> bool {
        match self {
            Door::Page => crate::session::web::is_key(key),
            Door::Personal => {
                !key.is_empty()
                    && key.len() <= 200
                    && key
                        .bytes()
                        .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b) || b == b'-')
            }
        }
    }
}

/// The state of the routes behind a door.
#[derive(Clone)]
struct At(Web, Door);

/// A game opened by a request, and whose personal view it is (none: the public page).
type Opened = (GameRecord, Option<Personal>);

/// What every request behind a door starts with, read from it before its handler runs: the web
/// companion and the door, the reader's address (for the limits) and language, the query, the
/// headers, and what the route's path gave (none: the path could not be read, such as a
/// percent-encoded byte that is not UTF-8). [`Visit::admit`] then opens its game.
struct Visit {
    web: Web,
    door: Door,
    ip: IpAddr,
    lang: Lang,
    query: Option<String>,
    headers: HeaderMap,
    /// The page's key.
    key: Option<String>,
    /// A board's step, on its route.
    step: Option<String>,
}

impl FromRequestParts<At> for Visit {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &At) -> Result<Visit, Response> {
        let At(web, door) = state.clone();
        let ConnectInfo(peer) = ConnectInfo::<SocketAddr>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let mut path = Path::<HashMap<String, String>>::from_request_parts(parts, state)
            .await
            .map_or_else(|_| HashMap::new(), |Path(path)| path);
        let query = parts.uri.query().map(str::to_string);
        let headers = parts.headers.clone();
        Ok(Visit {
            ip: web.reader(peer, &headers),
            lang: language(query.as_deref(), &headers),
            web,
            door,
            query,
            headers,
            key: path.remove("key"),
            step: path.remove("step"),
        })
    }
}

impl Visit {
    /// The game behind the visit's key, the request counted against the reader's limits
    /// ([`Web::admit`]; `page`: the request is for a page, which a "too many" answer replaces).
    async fn admit(&self, page: bool) -> Result<Opened, Response> {
        self.web
            .admit((self.door, self.key.as_deref()), self.ip, self.lang, page)
            .await
    }

    /// A parameter of the query.
    fn param(&self, name: &str) -> Option<&str> {
        param(self.query.as_deref(), name)
    }
}

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
            Notice::Reminder { .. } | Notice::Untold { .. } => return Box::pin(async {}),
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
    session.pages().set_public_url(Some(&public));
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
        .route("/favicon.ico", get(icon))
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

/// The routes behind one door: a game's page, a step's board, the player's cards (through a
/// personal link only), the live stream.
fn doors<S>(web: &Web, door: Door) -> Router<S> {
    Router::new()
        .route("/{key}", get(to_page))
        .route("/{key}/", get(page))
        .route("/{key}/board/{step}", get(board))
        .route("/{key}/map/{step}", get(map))
        .route("/{key}/cards.png", get(cards))
        .route("/{key}/events", get(events))
        .route("/{key}/act", get(to_page_from_act).post(act))
        .route("/{key}/hint", get(to_page_from_act).post(hint))
        .route("/{key}/undo", get(to_page_from_act).post(undo))
        .route("/{key}/settings", get(to_page_from_act).post(settings))
        .layer(axum::extract::DefaultBodyLimit::max(ACTION_BYTES))
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

/// Whether the reader's browser takes gzip.
fn takes_gzip(headers: &HeaderMap) -> bool {
    headers
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|accepted| {
            accepted.split(',').any(|part| {
                let mut parts = part.split(';').map(str::trim);
                parts.next().is_some_and(|c| c.eq_ignore_ascii_case("gzip"))
                    && !parts.any(|p| p.replace(' ', "") == "q=0")
            })
        })
}

/// `bytes` compressed with gzip (fast: a page of 23 KB becomes about 4).
fn gzip(bytes: &[u8]) -> Vec<u8> {
    use std::io::Write as _;
    let mut encoder = flate2::write::GzEncoder::new(
        Vec::with_capacity(bytes.len() / 4),
        flate2::Compression::fast(),
    );
    encoder
        .write_all(bytes)
        .and_then(|()| encoder.finish())
        .expect("writing to memory never fails")
}

/// A text answer (a page, the script, the style), compressed when the browser takes it.
fn text(
    headers: &HeaderMap,
    content_type: &'static str,
    plain: &[u8],
    zipped: Option<&[u8]>,
) -> Response {
    let mut response = if takes_gzip(headers) {
        let body = zipped.map_or_else(|| gzip(plain), <[u8]>::to_vec);
        let mut r = ([(header::CONTENT_TYPE, content_type)], body).into_response();
        r.headers_mut()
            .insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
        r
    } else {
        ([(header::CONTENT_TYPE, content_type)], plain.to_vec()).into_response()
    };
    response
        .headers_mut()
        .insert(header::VARY, HeaderValue::from_static("accept-encoding"));
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

    /// The game behind a request's `key` through `door`, the request counted against the
    /// reader's limits: a request that finds nothing against their address (a script guessing
    /// keys is slowed to a crawl, and refused before anything is looked up), one that finds a
    /// page against their address and that page (reading a page is never slowed by the
    /// limit on guesses). `Err` is the answer instead: the uniform "no such page", too many
    /// requests (as a page the reader can use, for a `page` request), or a failure.
    async fn admit(
        &self,
        (door, key): (Door, Option<&str>),
        ip: IpAddr,
        lang: Lang,
        page: bool,
    ) -> Result<Opened, Response> {
        if let Err(wait) = self.0.limits.misses.check(ip) {
            return Err(too_many(lang, wait, page));
        }
        let opened = match key.filter(|k| door.has_form(k)) {
            None => None,
            Some(key) => self
                .open(door, key)
                .await
                .map_err(|e| failed(&self.0.session, &e, None))?,
        };
        let Some(opened) = opened else {
            let _ = self.0.limits.misses.take(ip);
            return Err(not_found(lang));
        };
        let reading = (ip, opened.0.id, door == Door::Personal);
        if let Err(wait) = self.0.limits.pages.take(reading) {
            return Err(too_many(lang, wait, page));
        }
        Ok(opened)
    }

    /// Counts a request that has no key (a path the web companion does not serve).
    fn miss(&self, ip: IpAddr, lang: Lang) -> Response {
        match self.0.limits.misses.take(ip) {
            Ok(()) => not_found(lang),
            Err(wait) => too_many(lang, wait, true),
        }
    }

    /// The game behind a request's key (and through a personal link, whose view it is); none,
    /// for whatever reason: not found.
    async fn open(&self, door: Door, key: &str) -> Result<Option<Opened>, StoreError> {
        Ok(match door {
            Door::Page => self
                .0
                .session
                .pages()
                .page_game(key)
                .await?
                .map(|r| (r, None)),
            Door::Personal => self
                .0
                .session
                .pages()
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
        let chronicle = self.0.session.pages().chronicle(record.id).await?;
        let read = Arc::new(Read::new(chronicle)?);
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
    crate::dialogue::words::names_in(session, record.id, &record.config, lang, &|_, label| {
        label.to_string()
    })
    .await
}

/// Each replay step's public lines in `lang`: what the game's thread said of its move (one
/// more replay the first time a language is asked for).
fn lines(read: &Read, names: &Names, lang: Lang) -> Result<Arc<Vec<Vec<String>>>, StoreError> {
    {
        let kept = read.lines.lock().expect("the lines are never poisoned");
        if let Some((told, lines)) = kept.get(&lang)
            && told == names
        {
            return Ok(lines.clone());
        }
    }
    let mut by_move = Vec::with_capacity(read.moves.len());
    read.chronicle.replay_moves(&read.moves, |i, game| {
        by_move.push(narrate_move(
            &read.chronicle,
            read.moves[i].clone(),
            game,
            names,
            lang,
        ));
    })?;
    let lines: Arc<Vec<Vec<String>>> = Arc::new(
        read.steps
            .iter()
            .map(|moves| by_move[moves.clone()].concat())
            .collect(),
    );
    read.lines
        .lock()
        .expect("the lines are never poisoned")
        .insert(lang, (names.clone(), lines.clone()));
    Ok(lines)
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

/// Too many requests: wait `wait` seconds. For a page, a page that says so, links back and comes
/// back by itself; for anything else (a board, a stream), a word.
fn too_many(lang: Lang, wait: u64, page: bool) -> Response {
    let mut r = if page {
        (
            StatusCode::TOO_MANY_REQUESTS,
            [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
            page::too_many(lang, wait, ""),
        )
            .into_response()
    } else {
        (
            StatusCode::TOO_MANY_REQUESTS,
            t!(lang, "web-too-many", seconds = wait),
        )
            .into_response()
    };
    r.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(wait));
    guarded(r)
}

fn failed(session: &Session, e: &StoreError, game: Option<GameId>) -> Response {
    // The game's number, never its key, in the log; a fault of the database once, by its health.
    if session.fault_noted(e) {
        tracing::debug!(game, "a web page failed: {e}");
    } else {
        tracing::warn!(game, "a web page failed: {e}");
    }
    guarded((StatusCode::SERVICE_UNAVAILABLE, "try again in a moment\n").into_response())
}

async fn nothing(
    State(web): State<Web>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let lang = language(query.as_deref(), &headers);
    web.miss(web.reader(peer, &headers), lang)
}

/// `/g/<key>` → `/g/<key>/` (the page's own links are relative, so a proxy may put it under any
/// path), for a key that opens a page, under the request limits. The address redirected to is
/// built by the bot alone: the key (of its door's form, so a relative path segment) and the
/// page's own parameters, read as a number and a language; nothing else of the request.
async fn to_page(visit: Visit) -> Response {
    if let Err(answer) = visit.admit(true).await {
        return answer;
    }
    let key = visit.key.as_deref().expect("an admitted request has a key");
    let to = page_address(&format!("{key}/"), visit.query.as_deref());
    guarded(Redirect::permanent(&to).into_response())
}

async fn page(visit: Visit) -> Response {
    let (record, personal) = match visit.admit(true).await {
        Ok(opened) => opened,
        Err(answer) => return answer,
    };
    let mut answer = visit.answer(&record, personal, None).await;
    if let Some(p) = personal
        && answer.status().is_success()
    {
        // The browser that opened a personal link may act for its seat from now on.
        let key = visit.key.as_deref().expect("an admitted request has a key");
        let session = &visit.web.0.session;
        let secure = (session.pages().public_url()).is_some_and(|url| url.starts_with("https://"));
        let cookie = seat_cookie(key, p.expires - session.now(), secure);
        if let Ok(value) = HeaderValue::from_str(&cookie) {
            answer.headers_mut().insert(header::SET_COOKIE, value);
        }
    }
    answer
}

/// The most an action's request may carry (a few short fields).
const ACTION_BYTES: usize = 1024;

/// The longest value a field of an action may have (a time zone's name is the longest).
const FIELD_CHARS: usize = 64;

/// An action's fields, as a page's form sends them (`application/x-www-form-urlencoded`): the
/// page's action check, the log's length it was made at, the choice, and a setting's values.
/// The check, the length and the choice are of a plain form (hexadecimal digits, numbers, a
/// dot); a field of another form, or longer than [`FIELD_CHARS`], is as good as missing.
#[derive(Debug, Default)]
struct Fields {
    check: Option<String>,
    seq: Option<u64>,
    pick: Option<Pick>,
    /// An undo's confirmation (`confirm=1`) or its keeping (`keep=1`).
    confirm: bool,
    keep: bool,
    /// Every other field, decoded, by name (a setting's: `what`, `until`, `hours`…).
    other: Vec<(String, String)>,
}

impl Fields {
    fn read(body: &[u8]) -> Fields {
        let mut fields = Fields::default();
        for (name, value) in form_urlencoded::parse(body) {
            if value.is_empty() || value.chars().count() > FIELD_CHARS {
                continue;
            }
            let plain = value.bytes().all(|b| b.is_ascii_hexdigit() || b == b'.');
            match name.as_ref() {
                "check" if plain => fields.check = Some(value.into_owned()),
                "seq" if plain => fields.seq = value.parse().ok(),
                "pick" if plain => fields.pick = Pick::parse(&value),
                "confirm" => fields.confirm = value == "1",
                "keep" => fields.keep = value == "1",
                "check" | "seq" | "pick" => {}
                _ => fields.other.push((name.into_owned(), value.into_owned())),
            }
        }
        fields
    }

    /// The value of the field `name`, if sent.
    fn get(&self, name: &str) -> Option<&str> {
        self.other
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Whether `a` and `b` are the same, compared in a time that does not depend on where they
/// differ.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

impl Visit {
    /// What every action from a personal page starts with: the page's game and seat (a public
    /// page's address, or a link that opens nothing, finds nothing), and the action's fields,
    /// once the request is shown to come from the page the bot made for this browser. `Err` is
    /// the answer instead, nothing changed: 403 with the page and why for a request another site
    /// sent (the browser says so: `Sec-Fetch-Site`), one without the cookie the link left in
    /// this browser ([`seat_cookie`]), or without the page's action check.
    async fn acting(&self, body: &[u8]) -> Result<(GameRecord, Personal, Fields), Response> {
        let lang = self.lang;
        if self.door != Door::Personal {
            return Err(self.web.miss(self.ip, lang));
        }
        let (record, personal) = match self.admit(true).await {
            Ok((record, Some(personal))) => (record, personal),
            Ok(_) => return Err(not_found(lang)),
            Err(answer) => return Err(answer),
        };
        let key = self.key.as_deref().expect("an admitted request has a key");
        let fields = Fields::read(body);
        let cross_site = self
            .headers
            .get("sec-fetch-site")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|site| site != "same-origin");
        let cookie = seat_cookie_of(&self.headers).is_some_and(|c| same(c, key));
        let checked = match fields.check.as_deref() {
            Some(check) => match self.web.0.session.pages().checks(key, check).await {
                Ok(checked) => checked,
                Err(e) => return Err(failed(&self.web.0.session, &e, Some(record.id))),
            },
            None => false,
        };
        if cross_site || !cookie || !checked {
            let said = page::Said::refused(t!(lang, "web-act-forbidden"));
            let mut answer = self.answer(&record, Some(personal), Some(said)).await;
            *answer.status_mut() = StatusCode::FORBIDDEN;
            return Err(answer);
        }
        Ok((record, personal, fields))
    }

    /// The answer to an action a field of which is missing or of another form (400).
    async fn malformed(&self, record: &GameRecord, personal: Personal) -> Response {
        let said = page::Said::refused(t!(self.lang, "web-act-malformed"));
        let mut answer = self.answer(record, Some(personal), Some(said)).await;
        *answer.status_mut() = StatusCode::BAD_REQUEST;
        answer
    }
}

/// A player's choice from their personal page (`POST act`): refused, changing nothing, when the
/// browser says it comes from another site, when it lacks the cookie the link left in this
/// browser ([`seat_cookie`]) or the page's action check, or when a field is missing; otherwise
/// taken as a press of the same choice in Discord is ([`moves::choose`]: stale if the game
/// moved since the page was made, unless the decision is simultaneous and the choice still
/// open), told in the game's thread by the chat front end as any move made elsewhere, and
/// answered with the page as it now stands, what was done (or why nothing was) at its top.
async fn act(visit: Visit, body: axum::body::Bytes) -> Response {
    let (record, personal, fields) = match visit.acting(&body).await {
        Ok(acting) => acting,
        Err(answer) => return answer,
    };
    let (lang, session) = (visit.lang, &visit.web.0.session);
    let (Some(seq), Some(pick)) = (fields.seq, fields.pick) else {
        return visit.malformed(&record, personal).await;
    };
    let outcome = {
        let _moving = session.moving(record.id);
        let resolve = |current: &crate::session::Current, seat| {
            pick.resolve(&current.game.legal_commands(seat))
        };
        let player = |_: u64, name: &str| name.to_string();
        let asker = (personal.user, lang);
        let told = (None, Teller::Listeners);
        moves::choose(session, (record.id, seq), asker, resolve, told, &player).await
    };
    let said = match outcome {
        Err(e) => return failed(&visit.web.0.session, &e, Some(record.id)),
        Ok(Outcome::Refused(why)) => page::Said::refused(why),
        Ok(Outcome::Applied { applied, done, .. }) => {
            // Told in the thread already (by the chat front end, hearing the move): the
            // computer clans now awaited may move.
            session.computers().wake(record.id);
            page::Said::done(moves::done_text(
                &done,
                &applied.current.game,
                (false, true),
                lang,
            ))
        }
    };
    visit.answer_now(record.id, personal, said).await
}

/// A suggestion for the player's decision (`POST hint`, from their personal page, under the
/// same checks as an action): the medium computer clan's choice with its reason at the top of
/// the page, that choice marked among theirs ([`moves::hint`], as `/hint` gives it); or why there
/// is none. Nothing changes.
async fn hint(visit: Visit, body: axum::body::Bytes) -> Response {
    let (record, personal, _) = match visit.acting(&body).await {
        Ok(acting) => acting,
        Err(answer) => return answer,
    };
    let session = &visit.web.0.session;
    let current = match session.current(record.id).await {
        Ok(current) => current,
        Err(e) => return failed(&visit.web.0.session, &e, Some(record.id)),
    };
    let said = match moves::hint(session, &current, personal.seat, visit.lang).await {
        Err(e) => return failed(&visit.web.0.session, &e, Some(record.id)),
        Ok(Err(why)) => page::Said::refused(why),
        Ok(Ok((text, command))) => {
            let legal = current.game.legal_commands(personal.seat);
            page::Said {
                suggested: legal
                    .iter()
                    .position(|c| *c == command)
                    .map(|i| Pick::new(i, &command)),
                ..page::Said::done(text)
            }
        }
    };
    visit
        .answer(&current.record, Some(personal), Some(said))
        .await
}

/// The undo of the player's last decision from their personal page (`POST undo`, under the same
/// checks as an action), as `/undo` offers it: first its preview at the top of the page (what
/// would be taken back, with the buttons to take it back or keep it), or why there is nothing to
/// take back; then, confirmed (`confirm=1`, at the log length the preview was made at: refused
/// as stale if the game moved since), taken back and told in the game's thread by the chat front
/// end, or kept (`keep=1`), nothing changed.
async fn undo(visit: Visit, body: axum::body::Bytes) -> Response {
    let (record, personal, fields) = match visit.acting(&body).await {
        Ok(acting) => acting,
        Err(answer) => return answer,
    };
    let (lang, session) = (visit.lang, &visit.web.0.session);
    let user = (personal.user, lang);
    let player = |_: u64, name: &str| name.to_string();
    let said = if fields.keep {
        Ok(page::Said::done(t!(lang, "kept")))
    } else if fields.confirm {
        let Some(seq) = fields.seq else {
            return visit.malformed(&record, personal).await;
        };
        let _moving = session.moving(record.id);
        let told = (seq, Teller::Listeners);
        undo::take_back(session, record.id, user, told, &player)
            .await
            .map(|taken| match taken {
                Ok((_, _, note)) => page::Said::done(note),
                Err(why) => page::Said::refused(why),
            })
    } else {
        undo::preview(session, record.id, user, &player)
            .await
            .map(|preview| match preview {
                Ok(preview) => page::Said {
                    confirm: Some(preview.seq),
                    ..page::Said::done(preview.text)
                },
                Err(why) => page::Said::refused(why),
            })
    };
    let said = match said {
        Ok(said) => said,
        Err(e) => return failed(&visit.web.0.session, &e, Some(record.id)),
    };
    visit.answer_now(record.id, personal, said).await
}

/// A change to the player's own settings from their personal page (`POST settings`, under the
/// same checks as an action), as `/settings` and `/away` make it ([`player`]), the field `what`
/// saying which: `orders` (this game's standing orders: `decline`, `late`, `drafting`), `away`
/// (`until` a date, or `back`), `quiet` (`hours`, none when empty; `zone`, unchanged when empty),
/// `reminders` (`dm`) or `language` (`discord`, `en`, `fr`). Answered with the page, the answer
/// at its top (refused, nothing changed, for a date or hours that are not ones).
async fn settings(visit: Visit, body: axum::body::Bytes) -> Response {
    let (record, personal, fields) = match visit.acting(&body).await {
        Ok(acting) => acting,
        Err(answer) => return answer,
    };
    let (lang, session) = (visit.lang, &visit.web.0.session);
    let user = personal.user;
    let on = |name: &str| fields.get(name) == Some("1");
    let said = match fields.get("what") {
        Some("orders") => {
            let drafting = match fields.get("drafting") {
                None => None,
                Some(slug) => match Drafting::from_slug(slug) {
                    Some(d) => Some(d),
                    None => return visit.malformed(&record, personal).await,
                },
            };
            let change = OrdersChange {
                decline_calls: Some(on("decline")),
                no_late_cards: Some(on("late")),
                drafting,
            };
            player::change_orders(session, (&record, personal.seat), change, lang)
                .await
                .map(Ok)
        }
        Some("away") => {
            let until = if on("back") {
                Some("back")
            } else {
                fields.get("until")
            };
            if until.is_none() {
                return visit.malformed(&record, personal).await;
            }
            player::away(session, (user, record.guild_id), until, lang).await
        }
        Some("quiet") => {
            let hours = fields.get("hours").unwrap_or("off");
            let asked = (Some(hours), fields.get("zone"));
            player::change_quiet_hours(session, user, asked, lang).await
        }
        Some("reminders") => player::change_reminders(session, user, on("dm"), lang)
            .await
            .map(Ok),
        Some("language") => {
            let choice = match fields.get("language") {
                Some("discord") => None,
                Some(code) => match Lang::from_code(code) {
                    Some(chosen) => Some(chosen),
                    None => return visit.malformed(&record, personal).await,
                },
                None => return visit.malformed(&record, personal).await,
            };
            player::change_language(session, user, Some(choice), None)
                .await
                .map(Ok)
        }
        _ => return visit.malformed(&record, personal).await,
    };
    let said = match said {
        Ok(Ok(text)) => page::Said::done(text),
        Ok(Err(why)) => page::Said::refused(why),
        Err(e) => return failed(&visit.web.0.session, &e, Some(record.id)),
    };
    visit.answer(&record, Some(personal), Some(said)).await
}

/// `GET act`, `GET hint`, `GET undo`, `GET settings` (the address of an action's answer, reloaded or followed by the page's
/// own relative links): the page itself, with the same query.
async fn to_page_from_act(visit: Visit) -> Response {
    if let Err(answer) = visit.admit(true).await {
        return answer;
    }
    let to = page_address("./", visit.query.as_deref());
    guarded(Redirect::to(&to).into_response())
}

/// The address of the page at `base` with the page's own parameters of `query` (a step, a
/// language), rebuilt from what they were read as: nothing else of the request goes into an
/// address the bot redirects to.
fn page_address(base: &str, query: Option<&str>) -> String {
    let mut parameters = Vec::new();
    if let Some(step) = param(query, "step").and_then(|s| s.parse::<usize>().ok()) {
        parameters.push(format!("step={step}"));
    }
    if let Some(lang) = param(query, "lang").and_then(Lang::from_code) {
        parameters.push(format!("lang={}", lang.code()));
    }
    if parameters.is_empty() {
        base.to_string()
    } else {
        format!("{base}?{}", parameters.join("&"))
    }
}

/// The cookie of a browser that opened a personal link: the link's token, sent back only to
/// the link's own pages (its path is theirs) and never by another site's request (`SameSite=
/// Strict`), out of every script's reach (`HttpOnly`), over HTTPS only when the pages are, and
/// kept for `seconds` (until the link expires). A page's action must carry it ([`act`]).
fn seat_cookie(token: &str, seconds: i64, secure: bool) -> String {
    let seconds = seconds.max(0);
    let secure = if secure { "; Secure" } else { "" };
    format!("{SEAT_COOKIE}={token}; Max-Age={seconds}; HttpOnly; SameSite=Strict{secure}")
}

/// The name of the cookie a personal link leaves ([`seat_cookie`]).
const SEAT_COOKIE: &str = "br_seat";

/// The value of the seat cookie a request carries, if any.
fn seat_cookie_of(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == SEAT_COOKIE)
        .map(|(_, value)| value)
}

impl Visit {
    /// The personal page of `game` as it now stands (read again: an action may have moved it,
    /// and a refusal may be because it moved), with `said` at its top.
    async fn answer_now(&self, game: GameId, personal: Personal, said: page::Said) -> Response {
        match self.web.0.session.games().record(game).await {
            Ok(record) => self.answer(&record, Some(personal), Some(said)).await,
            Err(e) => failed(&self.web.0.session, &e, Some(game)),
        }
    }

    /// The page of `record` (personal, with `personal`), with `said` at its top: what the
    /// reader's action came to.
    async fn answer(
        &self,
        record: &GameRecord,
        personal: Option<Personal>,
        said: Option<page::Said>,
    ) -> Response {
        let refused = said.as_ref().is_some_and(|s| s.refused);
        let pages = self.web.0.session.pages();
        let check = match (personal, self.key.as_deref()) {
            (Some(_), Some(key)) => match pages.action_check(key).await {
                Ok(check) => check,
                Err(e) => return failed(&self.web.0.session, &e, Some(record.id)),
            },
            _ => String::new(),
        };
        let personal = personal.map(|p| (p, &check));
        let asked = (self.query.as_deref(), said);
        match game_html(&self.web, record, personal, asked, self.lang).await {
            Ok(html) => {
                let mut answer = text(
                    &self.headers,
                    "text/html; charset=utf-8",
                    html.as_bytes(),
                    None,
                );
                if refused {
                    *answer.status_mut() = StatusCode::CONFLICT;
                }
                guarded(answer)
            }
            Err(e) => failed(&self.web.0.session, &e, Some(record.id)),
        }
    }
}

async fn game_html(
    web: &Web,
    record: &GameRecord,
    personal: Option<(Personal, &String)>,
    (query, said): (Option<&str>, Option<page::Said>),
    lang: Lang,
) -> Result<String, StoreError> {
    let session = &web.0.session;
    let read = web.read(record).await?;
    let names = names(session, record, lang).await?;
    let total = read.total();
    let step = param(query, "step")
        .and_then(|s| s.parse::<usize>().ok())
        .map_or(total, |s| s.min(total));
    let lines = lines(&read, &names, lang)?;
    // The board's words for a narrow screen, where they are written over its map.
    let words = {
        let (game, events) = at_step(&read, step)?;
        present::boards::words(&game, &names, &board_title(record), &events, lang)
    };
    let now = session.now();
    let playing = record.status == GameStatus::Active;
    let awaited = if playing {
        session
            .games()
            .awaited(record.id)
            .await?
            .iter()
            .map(|a| {
                t!(
                    lang,
                    "web-awaited",
                    player = names.of(a.seat),
                    what = present::rules(record.config.rules).decision_label(&a.decision, lang),
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
    let secret = match step {
        0 => 0,
        k => read.commands(k).len(),
    };
    // Whether the reader may take their last decision back now (the session judges, as for
    // `/undo`), and where their own settings stand, while the game is in play.
    let (undo, settings) = match personal {
        Some((p, _)) if playing => (
            session.undoable_by(record.id, p.user).await?.is_ok(),
            Some(player::standing(session, (record, p.seat), p.user, lang).await?),
        ),
        _ => (false, None),
    };
    let page = page::GamePage {
        lang,
        id: record.id,
        name: record.name.clone(),
        rules: present::rule_set_name(record.config.rules, lang),
        status_word,
        live: playing,
        seq: record.next_seq,
        status: present::game(&read.last).status(&names, lang),
        awaited,
        step,
        total,
        ages: read.ages(),
        step_lines: step
            .checked_sub(1)
            .map(|i| lines[i].clone())
            .unwrap_or_default(),
        secret,
        log: lines
            .iter()
            .enumerate()
            .filter(|(_, l)| !l.is_empty())
            .map(|(i, l)| (i + 1, l.clone()))
            .collect(),
        mine: personal.map(|(p, check)| page::Mine {
            name: names.of(p.seat).to_string(),
            hand: present::game(&read.last).hand(p.seat, lang),
            until: jiff::Timestamp::from_second(p.expires)
                .map(|t| t.strftime("%Y-%m-%d %H:%M").to_string())
                .unwrap_or_default(),
            offer: playing.then(|| controls::offer(&read.last, p.seat, lang)),
            undo,
            settings,
            check: check.clone(),
        }),
        said,
        words,
        regions: if personal.is_some() && playing {
            present::game(&read.last).regions(lang)
        } else {
            Vec::new()
        },
    };
    Ok(page::game(&page))
}

async fn board(visit: Visit) -> Response {
    picture(visit, Picture::Whole).await
}

/// A step's map without its words, for a narrow screen (the page writes them over it).
async fn map(visit: Visit) -> Response {
    picture(visit, Picture::Map).await
}

/// A step's board as `kind` asks, drawn once per step, language and names.
async fn picture(visit: Visit, kind: Picture) -> Response {
    let (web, lang) = (&visit.web, visit.lang);
    let record = match visit.admit(false).await {
        Ok((record, _)) => record,
        Err(answer) => return answer,
    };
    let read = match web.read(&record).await {
        Ok(read) => read,
        Err(e) => return failed(&visit.web.0.session, &e, Some(record.id)),
    };
    let total = read.total();
    let Some(step) = visit
        .step
        .as_deref()
        .and_then(|s| s.parse::<usize>().ok())
        .filter(|s| *s <= total)
    else {
        return not_found(lang);
    };
    let names = match names(&web.0.session, &record, lang).await {
        Ok(names) => names,
        Err(e) => return failed(&visit.web.0.session, &e, Some(record.id)),
    };
    let digest = {
        use std::hash::{Hash as _, Hasher as _};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        names.plain.hash(&mut hasher);
        hasher.finish()
    };
    let at = (record.id, record.next_seq, step, lang, digest, kind);
    let drawn = web
        .0
        .boards
        .lock()
        .expect("the boards are never poisoned")
        .get(&at)
        .cloned();
    let png = match drawn {
        Some(png) => png,
        None => match draw(&record, &read, (step, lang, kind), names, &web.0.drawing).await {
            Ok(png) => {
                let mut boards = web.0.boards.lock().expect("the boards are never poisoned");
                let bytes: usize = boards.values().map(|png| png.len()).sum();
                if boards.len() >= KEPT_BOARDS || bytes + png.len() > KEPT_BOARD_BYTES {
                    boards.clear();
                }
                boards.insert(at, png.clone());
                png
            }
            Err(e) => return failed(&visit.web.0.session, &e, Some(record.id)),
        },
    };
    guarded(([(header::CONTENT_TYPE, "image/png")], png.as_ref().clone()).into_response())
}

/// A player's own cards, drawn as `/hand` shows them (through their personal link only).
async fn cards(visit: Visit) -> Response {
    let (web, lang) = (&visit.web, visit.lang);
    let (record, seat) = match visit.admit(false).await {
        Ok((record, Some(p))) => (record, p.seat),
        Ok(_) => return not_found(lang),
        Err(answer) => return answer,
    };
    let read = match web.read(&record).await {
        Ok(read) => read,
        Err(e) => return failed(&visit.web.0.session, &e, Some(record.id)),
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
        crate::dialogue::pictures::cards_png(&read.last, seat, title, lang).await
    };
    match png {
        Ok(png) => guarded(([(header::CONTENT_TYPE, "image/png")], png).into_response()),
        Err(e) => {
            tracing::warn!(game = record.id, "drawing a player's cards failed: {e}");
            guarded((StatusCode::SERVICE_UNAVAILABLE, "try again in a moment\n").into_response())
        }
    }
}

/// The game after step `step` of the replay, and the events of that step (what its board
/// outlines).
fn at_step(read: &Read, step: usize) -> Result<(Arc<AnyGame>, Vec<AnyEvent>), StoreError> {
    let game = if step == read.total() {
        read.last.clone()
    } else {
        Arc::new(read.chronicle.game_after(read.given(step))?)
    };
    let events: Vec<AnyEvent> = match step {
        0 => Vec::new(),
        k => read.chronicle.steps[read.commands(k)]
            .iter()
            .flat_map(|s| s.events.iter().cloned())
            .collect(),
    };
    Ok((game, events))
}

/// A board's title: the game's number and name.
fn board_title(record: &GameRecord) -> String {
    format!("#{} {}", record.id, record.name)
}

/// The board after step `step` of the replay (whole, or its map without words), what that step
/// touched outlined.
async fn draw(
    record: &GameRecord,
    read: &Read,
    (step, lang, kind): (usize, Lang, Picture),
    names: Names,
    drawing: &tokio::sync::Semaphore,
) -> Result<Arc<Vec<u8>>, StoreError> {
    let (game, events) = at_step(read, step)?;
    let title = board_title(record);
    let _permit = drawing
        .acquire()
        .await
        .expect("the drawing semaphore is never closed");
    let png = crate::dialogue::pictures::draw("drawing the board", move || match kind {
        Picture::Whole => present::board_png(&game, &names, &title, &events, lang),
        Picture::Map => present::boards::map_png(&game, &names, &title, &events, lang),
    })
    .await
    .map_err(|e| StoreError::Corrupt {
        game: record.id,
        seq: 0,
        reason: format!("drawing its board failed: {e}"),
    })?;
    Ok(Arc::new(png))
}

/// A page's live stream: `moved` (with the log's length) each time its game moves or otherwise
/// changes, `end` once the game is over, `gone` once its link no longer opens the page (each
/// of those last closes it). A finished game's page gets no stream (204: the browser does not
/// try again); `seen=` (the log's length the page shows) tells at once of moves made meanwhile.
async fn events(visit: Visit) -> Response {
    let (web, lang, ip) = (&visit.web, visit.lang, visit.ip);
    let record = match visit.admit(false).await {
        Ok((record, _)) => record,
        Err(answer) => return answer,
    };
    if record.status != GameStatus::Active {
        return guarded(StatusCode::NO_CONTENT.into_response());
    }
    let Some(stream) = web.0.limits.open_stream(ip) else {
        return too_many(lang, 60, false);
    };
    let seen = visit.param("seen").and_then(|s| s.parse::<u64>().ok());
    let watch = Watch {
        moved: web.0.moved.subscribe(),
        web: web.clone(),
        door: visit.door,
        key: visit.key.clone().expect("an admitted request has a key"),
        game: record.id,
        seen: record.next_seq,
        behind: seen.is_some_and(|s| s != record.next_seq),
        recheck: tokio::time::interval_at(tokio::time::Instant::now() + RECHECK, RECHECK),
        flow: Flow::Open,
        _stream: stream,
    };
    let events = futures_util::stream::unfold(watch, |mut watch| async move {
        let event = watch.next().await?;
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

/// Where a live stream is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Flow {
    /// Telling its page each change.
    Open,
    /// The game is over: `end` is told next, and nothing after it.
    Ending,
    /// Nothing more is told.
    Closed,
}

/// What a page's live stream watches: the session's notices (and its game's row when told to
/// look), and now and then whether its link still opens its page.
struct Watch {
    moved: tokio::sync::broadcast::Receiver<(GameId, u64)>,
    web: Web,
    door: Door,
    key: String,
    game: GameId,
    /// The log's length last told.
    seen: u64,
    /// Whether the page was made before moves the stream has not told yet.
    behind: bool,
    recheck: tokio::time::Interval,
    /// Whether the stream goes on.
    flow: Flow,
    /// The stream counted against its reader's address while it is open.
    _stream: limits::Stream,
}

fn moved(seq: u64) -> Event {
    Event::default().event("moved").data(seq.to_string())
}

impl Watch {
    /// The stream's next event; `None` once it has ended (or the session is gone).
    async fn next(&mut self) -> Option<Event> {
        use tokio::sync::broadcast::error::RecvError;
        match self.flow {
            Flow::Ending => {
                self.flow = Flow::Closed;
                return Some(Event::default().event("end").data("end"));
            }
            Flow::Closed => return None,
            Flow::Open => {}
        }
        if std::mem::take(&mut self.behind) {
            return Some(moved(self.seen));
        }
        loop {
            let heard = tokio::select! {
                heard = self.moved.recv() => Some(heard),
                _ = self.recheck.tick() => None,
            };
            let look = match heard {
                // Now and then: is the link still good?
                None => None,
                Some(Ok((g, to))) if g == self.game => Some(to),
                Some(Ok(_)) => continue,
                // Notices missed: the page is told to look again.
                Some(Err(RecvError::Lagged(_))) => Some(0),
                Some(Err(RecvError::Closed)) => return None,
            };
            let record = match self.web.open(self.door, &self.key).await {
                Ok(Some((record, _))) => record,
                Ok(None) => {
                    self.flow = Flow::Closed;
                    return Some(Event::default().event("gone").data("gone"));
                }
                Err(e) => {
                    tracing::debug!(game = self.game, "a live stream's look failed: {e}");
                    continue;
                }
            };
            let over = record.status != GameStatus::Active;
            let changed = record.next_seq != self.seen;
            self.seen = record.next_seq;
            let Some(to) = look else {
                if over {
                    self.flow = Flow::Ending;
                    return Some(moved(record.next_seq));
                }
                continue;
            };
            if to == LOOK && !changed && !over {
                continue;
            }
            if over {
                self.flow = Flow::Ending;
            }
            return Some(moved(record.next_seq));
        }
    }
}

/// A static file, its compressed form worked out once.
struct Asset {
    content_type: &'static str,
    plain: &'static [u8],
    zipped: LazyLock<Vec<u8>>,
}

static SCRIPT: Asset = Asset {
    content_type: "text/javascript; charset=utf-8",
    plain: include_bytes!("../../assets/web/page.js"),
    zipped: LazyLock::new(|| gzip(include_bytes!("../../assets/web/page.js"))),
};

static STYLE: Asset = Asset {
    content_type: "text/css; charset=utf-8",
    plain: include_bytes!("../../assets/web/page.css"),
    zipped: LazyLock::new(|| gzip(include_bytes!("../../assets/web/page.css"))),
};

fn asset(asset: &'static Asset, headers: &HeaderMap) -> Response {
    let mut r = text(
        headers,
        asset.content_type,
        asset.plain,
        Some(&asset.zipped),
    );
    r.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=3600"),
    );
    guarded(r)
}

async fn script(headers: HeaderMap) -> Response {
    asset(&SCRIPT, &headers)
}

async fn style(headers: HeaderMap) -> Response {
    asset(&STYLE, &headers)
}

/// The pages' icon (a PNG, which every browser takes under this name).
async fn icon() -> Response {
    guarded(
        (
            [
                (header::CONTENT_TYPE, "image/png"),
                (header::CACHE_CONTROL, "public, max-age=86400"),
            ],
            include_bytes!("../../assets/web/favicon.png").as_slice(),
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
