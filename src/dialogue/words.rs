//! A game's standing in words, as every front end says it: its language and its reader's, its
//! seats named, its state and clocks, its lobby, its web page, its settings, and a server's
//! finished games.
//! A front end names a player its own way (a Discord mention) and links a thread its own way.

use super::seat_names;
use crate::engine::GameConfig;
use crate::present::clock::clock;
use crate::present::locale::{self, Lang, t, tr};
use crate::present::{self, Names};
use crate::session::settings::{BoardPolicy, Pace, PlayerSetting};
use crate::session::web::PageLink;
use crate::session::{
    Current, GameId, GameRecord, GameStatus, Holder, Lobby, LobbyRefusal, SeatRefusal, Session,
    StartRefusal, StoreError, UndoRefusal,
};
use crate::vocabulary::Vocabulary as _;
use std::fmt::Write as _;

/// How a front end names a player: from their user and the name they joined under.
pub type Player<'a> = &'a (dyn Fn(u64, &str) -> String + Sync);

/// The language of a game's public messages and board (`/game new language:`, else English).
pub async fn game_lang(session: &Session, game: GameId) -> Result<Lang, StoreError> {
    Ok(session
        .games()
        .settings(game)
        .await?
        .language
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or_default())
}

/// How each seat of `game` is named, in the game's language (see [`seat_names`]).
pub async fn names(
    session: &Session,
    game: GameId,
    config: &GameConfig,
    player: Player<'_>,
) -> Result<Names, StoreError> {
    let lang = game_lang(session, game).await?;
    names_in(session, game, config, lang, player).await
}

/// How each seat of `game` is named in `lang` (a web reader's, say), each player named by
/// `player` (see [`seat_names`]).
pub async fn names_in(
    session: &Session,
    game: GameId,
    config: &GameConfig,
    lang: Lang,
    player: Player<'_>,
) -> Result<Names, StoreError> {
    let seating = session.seats().seating(game).await?;
    Ok(seat_names(&seating, config, lang, player))
}

/// The language of `user`, who may be interacting now from a client in `locale`: their choice
/// (`/settings language`), else their client's, which is remembered for the messages sent to
/// them unasked (a DM, a reminder), else the last client's they used.
pub async fn player_lang(session: &Session, user: u64, locale: Option<&str>) -> Lang {
    let settings = match session.players().player(user).await {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!("reading a player's settings failed: {e}");
            return locale.map_or(Lang::En, Lang::of_locale);
        }
    };
    if let Some(lang) = settings.language.as_deref().and_then(Lang::from_code) {
        return lang;
    }
    match locale {
        Some(locale) => {
            let lang = Lang::of_locale(locale);
            if settings.client_locale.as_deref() != Some(lang.code())
                && let Err(e) = session
                    .players()
                    .set_player(user, PlayerSetting::ClientLocale(lang.code().to_string()))
                    .await
            {
                tracing::warn!("remembering a client's language failed: {e}");
            }
            lang
        }
        None => settings
            .client_locale
            .as_deref()
            .and_then(Lang::from_code)
            .unwrap_or_default(),
    }
}

/// A game's state in words ("in progress", "en cours").
pub fn status(lang: Lang, status: GameStatus) -> String {
    tr(
        lang,
        match status {
            GameStatus::Lobby => "status-lobby",
            GameStatus::Active => "status-active",
            GameStatus::Finished => "status-finished",
            GameStatus::Abandoned => "status-abandoned",
        },
        &[],
    )
}

/// Why a game that is not in play takes no move, and what the player may do instead.
pub fn not_active(lang: Lang, record: &GameRecord) -> String {
    let id = record.id;
    match record.status {
        GameStatus::Lobby => t!(lang, "game-not-started", id = id),
        GameStatus::Active => t!(lang, "game-in-play", id = id),
        GameStatus::Finished => t!(lang, "game-over", id = id),
        GameStatus::Abandoned => t!(lang, "game-abandoned", id = id),
    }
}

/// Why a game's lobby no longer changes: its seats are fixed and where it stands (in play),
/// else where it stands by its number.
pub async fn lobby_gone(
    session: &Session,
    record: &GameRecord,
    lang: Lang,
    player: Player<'_>,
) -> Result<String, StoreError> {
    if record.status != GameStatus::Active {
        return Ok(not_active(lang, record));
    }
    let status = status_text(session, record, player, lang).await?;
    Ok(format!("{}\n{status}", t!(lang, "seats-fixed")))
}

/// A pace in words: "normal (24 h per decision)".
pub fn pace_words(pace: Pace, lang: Lang) -> String {
    crate::present::clock::pace_words(pace.slug(), pace.seconds(), lang)
}

/// Who has how long left in `record`'s game, one phrase per awaited player ("Raven has 5 h
/// left", "Bear is away until 2026-12-24 (clock stopped, 3 h left)"), each named as `names`
/// names them on images; empty without a pace, while paused, or when only computer seats are
/// awaited.
pub async fn clocks(
    session: &Session,
    record: &GameRecord,
    names: &Names,
    now: i64,
    lang: Lang,
) -> Result<Vec<String>, StoreError> {
    Ok(session
        .clocks()
        .time_left(record.id, now)
        .await?
        .iter()
        .map(|c| clock(names.plain(c.seat), c.left, c.away_until.as_deref(), lang))
        .collect())
}

/// A game's status in words: where it stands, its pace and who has how long left, its web page
/// (no replay: the game comes from the cache).
pub async fn status_text(
    session: &Session,
    record: &GameRecord,
    player: Player<'_>,
    lang: Lang,
) -> Result<String, StoreError> {
    if record.status == GameStatus::Lobby {
        let seats = &session.seats().seating(record.id).await?.seats;
        return Ok(t!(
            lang,
            "status-waiting",
            id = record.id,
            game = record.name.as_str(),
            joined = seats.len()
        ));
    }
    let current = session.current(record.id).await?;
    let names = names(session, record.id, &record.config, player).await?;
    let mut text = format!(
        "**{}** (#{}, {}) — {}",
        record.name,
        record.id,
        status(lang, record.status),
        present::game(&current.game).status(&names, lang)
    );
    let settings = session.games().settings(record.id).await?;
    let pace = settings.pace;
    if let (Some(_), GameStatus::Active) = (pace.seconds(), record.status) {
        let clocks = clocks(session, record, &names, session.now(), lang).await?;
        text.push('\n');
        text.push_str(&t!(lang, "status-pace", pace = pace_words(pace, lang)));
        if settings.paused.is_some() {
            text.push(' ');
            text.push_str(&t!(lang, "status-paused"));
        } else if !clocks.is_empty() {
            let _ = write!(text, " {}.", clocks.join(", "));
        }
    }
    if let Some(line) = page_line(session, record.id, lang, false).await? {
        text.push('\n');
        text.push_str(&line);
    }
    Ok(text)
}

/// The game's web page in a line: its link, or (with `every`) why it has none; nothing when the
/// bot serves no web pages.
pub async fn page_line(
    session: &Session,
    game: GameId,
    lang: Lang,
    every: bool,
) -> Result<Option<String>, StoreError> {
    Ok(match session.pages().page_link(game).await? {
        PageLink::NoWeb => None,
        PageLink::Link(link) => Some(t!(lang, "web-page-link", link = link)),
        PageLink::Off => every.then(|| t!(lang, "web-page-off")),
        PageLink::ServerOff => every.then(|| t!(lang, "web-page-server-off")),
    })
}

/// A game's settings in words (`/game settings`), and its web page unless it is a lobby (whose
/// page the opening message will give).
pub async fn settings_text(
    session: &Session,
    record: &GameRecord,
    lang: Lang,
) -> Result<String, StoreError> {
    let settings = session.games().settings(record.id).await?;
    let handover = match settings.misses {
        0 => t!(lang, "handover-never"),
        n => t!(lang, "handover-after", count = n),
    };
    let undo = if settings.undo {
        t!(lang, "on")
    } else {
        t!(lang, "off")
    };
    let policy = settings.board;
    let when = match policy {
        BoardPolicy::EveryAction => "board-every-action",
        BoardPolicy::TurnChange => "board-turn-change",
        BoardPolicy::OnRequest => "board-on-request",
    };
    let mut text = t!(
        lang,
        "game-settings",
        game = record.name.as_str(),
        id = record.id,
        board = tr(lang, when, &[]),
        policy = policy.slug(),
        undo = undo,
        pace = pace_words(settings.pace, lang),
        level = locale::level(lang, settings.deadline_level),
        handover = handover,
        language = game_lang(session, record.id).await?.native_name()
    );
    if record.status != GameStatus::Lobby
        && let Some(line) = page_line(session, record.id, lang, true).await?
    {
        text.push('\n');
        text.push_str(&line);
    }
    Ok(text)
}

/// Why a lobby did not change, for the player who asked (a lobby no longer open is worded by
/// each caller, which knows what was asked).
pub fn lobby_refusal(lang: Lang, refusal: LobbyRefusal, game: i64) -> String {
    match refusal {
        LobbyRefusal::NotLobby => t!(lang, "already-started-seats-fixed", id = game),
        LobbyRefusal::NotHost => t!(lang, "host-adds-computers"),
        LobbyRefusal::HostStays => t!(lang, "host-stays"),
        LobbyRefusal::Full(count) => t!(lang, "seats-taken", count = count),
        LobbyRefusal::TooManyComputers { players, most } => {
            t!(lang, "too-many-bots", players = players, most = most)
        }
        LobbyRefusal::AlreadyJoined => t!(lang, "already-joined"),
        LobbyRefusal::NotJoined => t!(lang, "not-joined"),
        LobbyRefusal::RoleOnly => t!(lang, "role-only"),
        LobbyRefusal::NoComputer => t!(lang, "no-computer-to-remove"),
    }
}

/// Why a game did not start, for the player who asked.
pub fn start_refusal(lang: Lang, refusal: StartRefusal, game: i64) -> String {
    match refusal {
        StartRefusal::NotLobby => t!(lang, "already-started", id = game),
        StartRefusal::NotHost => t!(lang, "host-starts"),
        StartRefusal::TooFew(fewest) => t!(lang, "too-few-to-start", fewest = fewest),
    }
}

/// Why a seat did not change hands, for the player who asked, players named as the front end
/// names them.
pub fn seat_refusal(lang: Lang, refusal: SeatRefusal, player: Player<'_>) -> String {
    match refusal {
        SeatRefusal::NotHost => t!(lang, "only-host-hands-over"),
        SeatRefusal::NotPlaying(user) => t!(lang, "user-not-playing", user = player(user, "")),
        SeatRefusal::AlreadyComputer => t!(lang, "already-computer"),
        SeatRefusal::AlreadyPlays(user) => t!(lang, "already-plays", user = player(user, "")),
    }
}

/// The first message of a game just started, in its language: the opening the rules give (who
/// sits where, who begins), and its web page when it has one.
pub async fn opening(
    session: &Session,
    current: &Current,
    player: Player<'_>,
) -> Result<String, StoreError> {
    let id = current.record.id;
    let lang = game_lang(session, id).await?;
    let names = names_in(session, id, &current.record.config, lang, player).await?;
    let mut text = present::game(&current.game).opening(&names, lang);
    if let Some(line) = page_line(session, id, lang, false).await? {
        text.push_str("\n\n");
        text.push_str(&line);
    }
    Ok(text)
}

/// A lobby's message in `lang`: its rule set, host, who sits, who may join, naming players and
/// roles as the front end does.
pub fn lobby_text(
    record: &GameRecord,
    lobby: &Lobby,
    lang: Lang,
    (player, role): (Player<'_>, &(dyn Fn(u64) -> String + Sync)),
) -> String {
    let name = |user: u64| player(user, lobby.name_of(user));
    let mut who: Vec<String> = lobby.seats.iter().map(|(_, u)| name(*u)).collect();
    who.extend(
        lobby
            .computers
            .iter()
            .map(|l| t!(lang, "lobby-computer-clan", level = locale::level(lang, *l))),
    );
    let access = lobby.role.map_or_else(
        || t!(lang, "lobby-anyone"),
        |r| t!(lang, "lobby-role-only", role = role(r)),
    );
    t!(
        lang,
        "lobby",
        rules = present::rule_set_name(record.config.rules, lang),
        id = record.id,
        game = record.name.as_str(),
        host = name(record.host_id.unwrap_or(0)),
        seated = lobby.seats.len() + lobby.computers.len(),
        players = lobby.players,
        who = if who.is_empty() {
            t!(lang, "lobby-nobody")
        } else {
            who.join(", ")
        },
        access = access,
        fewest = *record.config.rules.players().start()
    )
}

/// A lobby's message once it closed: the game started, or was abandoned.
pub fn lobby_closed(record: &GameRecord, lang: Lang) -> String {
    let key = if record.status == GameStatus::Abandoned {
        "lobby-was-abandoned"
    } else {
        "lobby-has-started"
    };
    tr(
        lang,
        key,
        &[
            (
                "rules",
                present::rule_set_name(record.config.rules, lang).into(),
            ),
            ("id", record.id.into()),
            ("game", record.name.as_str().into()),
        ],
    )
}

/// How many finished games a server's history lists at most.
pub const HISTORY_GAMES: usize = 10;

/// Who held a seat at a game's end, in words: the player as `player` names them, or the
/// computer at its level.
pub fn holder_words(holder: Holder, lang: Lang, player: Player<'_>) -> String {
    match holder {
        Holder::Player(user) => player(user, ""),
        Holder::HandedOver { user, level } => t!(
            lang,
            "history-handed",
            player = player(user, ""),
            level = locale::level(lang, level)
        ),
        Holder::Computer(level) => t!(lang, "history-computer", level = locale::level(lang, level)),
        Holder::Empty => "—".to_string(),
    }
}

/// Most games `my_games` lists.
pub const MY_GAMES: usize = 20;

/// How a front end links a moment (a Unix time) and a game's thread in a message.
pub type Links<'a> = (
    &'a (dyn Fn(i64) -> String + Sync),
    &'a (dyn Fn(u64) -> String + Sync),
);

/// `user`'s games (at most [`MY_GAMES`]), a line each: its number, name and state, its thread
/// (as `thread` links it), and, where it waits on them, since when (as `when` links it) and for
/// what; or that they have none. One query: no game is replayed.
pub async fn my_games(
    session: &Session,
    user: u64,
    lang: Lang,
    (when, thread): Links<'_>,
) -> Result<Vec<String>, StoreError> {
    let games = session.games().games_awaiting_user(user).await?;
    if games.is_empty() {
        return Ok(vec![t!(lang, "no-games")]);
    }
    let mut lines = Vec::new();
    for (record, _, awaited) in games.iter().take(MY_GAMES) {
        let waiting = match awaited {
            Some(a) if record.status == GameStatus::Active => t!(
                lang,
                "waiting-for-you",
                since = when(a.since),
                what = present::rules(record.config.rules).decision_label(&a.decision, lang)
            ),
            _ => String::new(),
        };
        let place = record
            .thread_id
            .map(|t| t!(lang, "in-thread", thread = thread(t)))
            .unwrap_or_default();
        lines.push(format!(
            "#{} *{}* ({}){place}{waiting}",
            record.id,
            record.name,
            status(lang, record.status)
        ));
    }
    Ok(lines)
}

/// A server's finished games, the latest to end first, each with its rule set, length in days,
/// thread (as `thread` links it) and every seat's final score (the winners first, with a
/// trophy): at most [`HISTORY_GAMES`], as many as `limit` characters hold.
pub async fn history_text(
    session: &Session,
    guild: u64,
    lang: Lang,
    (player, thread): (Player<'_>, &(dyn Fn(u64) -> String + Sync)),
    limit: usize,
) -> Result<String, StoreError> {
    let games = session.results().history(guild, HISTORY_GAMES).await?;
    if games.is_empty() {
        return Ok(t!(lang, "history-none"));
    }
    let mut text = t!(lang, "history-title");
    for game in games {
        let link = game
            .thread
            .map_or_else(String::new, |t| format!(" · {}", thread(t)));
        let mut seats = game.seats.clone();
        seats.sort_by_key(|s| (s.rank, s.seat));
        let results: Vec<String> = seats
            .iter()
            .map(|s| {
                let trophy = if s.rank == 1 { "🏆 " } else { "" };
                format!(
                    "{trophy}{} {}",
                    holder_words(s.holder, lang, player),
                    s.score
                )
            })
            .collect();
        let entry = format!(
            "\n{}{link}\n  {}",
            t!(
                lang,
                "history-game",
                id = game.game,
                game = game.name.as_str(),
                rules = locale::rule_set(lang, game.rules),
                days = game.days()
            ),
            results.join(" · ")
        );
        // The games that do not fit are left out (the newest are listed).
        if text.chars().count() + entry.chars().count() > limit {
            break;
        }
        text.push_str(&entry);
    }
    Ok(text)
}

/// A new game's name: the one given, trimmed, else the host's game in the game's language.
pub fn game_name(given: Option<&str>, lang: Lang, host: &str) -> String {
    given.map(str::trim).filter(|n| !n.is_empty()).map_or_else(
        || t!(lang, "default-game-name", player = host),
        str::to_string,
    )
}

/// Why nothing was taken back, for the player who asked, in `lang`; a seat that moved since is
/// named as the front end names players (`player`), read only when the refusal names one.
pub async fn undo_refusal(
    session: &Session,
    game: GameId,
    why: &UndoRefusal,
    lang: Lang,
    player: Player<'_>,
) -> Result<String, StoreError> {
    Ok(match why {
        UndoRefusal::NoSuchGame(_) => t!(lang, "no-longer-exists"),
        UndoRefusal::NotActive(record) => not_active(lang, record),
        UndoRefusal::Nothing => t!(lang, "undo-nothing"),
        UndoRefusal::OtherSince(seat) => {
            let record = session.games().record(game).await?;
            let names = names(session, game, &record.config, player).await?;
            t!(lang, "undo-other-since", player = names.of(*seat))
        }
        UndoRefusal::Computer => t!(lang, "undo-computer"),
        UndoRefusal::Closed(closing) => {
            t!(
                lang,
                "undo-closed",
                why = present::rules(closing.rules()).undo_closed(closing, lang)
            )
        }
        UndoRefusal::Stale(_) => t!(lang, "undo-stale"),
        UndoRefusal::Raced => t!(lang, "raced"),
        UndoRefusal::NotPlaying => t!(lang, "not-playing"),
        UndoRefusal::Off => t!(lang, "undo-off"),
        UndoRefusal::HandedOver(_) => t!(lang, "handed-over"),
    })
}
