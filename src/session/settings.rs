//! Settings, typed: one struct per game, per player and per server, read from the store in one
//! query and kept by the session (every change goes through it, so what it keeps is what is
//! stored). Every stored key is named here and nowhere else; a value that cannot be read is the
//! default, as before the settings were typed.

use super::orders::Orders;
use crate::engine::{Level, Seat};
use crate::vocabulary::Vocabulary;
use std::collections::BTreeMap;

crate::vocabulary::vocabulary! {
    /// How long each seat has to answer a decision.
    #[derive(Default)]
    pub enum Pace {
        /// 4 hours.
        Fast = "fast",
        /// 24 hours (new games' default).
        Normal = "normal",
        /// 72 hours.
        Relaxed = "relaxed",
        /// No deadline (games created before deadlines existed).
        #[default]
        None = "none",
    }
}

impl Pace {
    /// Reads the stored form; a game with none has no deadline.
    pub fn parse(text: Option<&str>) -> Pace {
        text.and_then(Pace::from_slug).unwrap_or_default()
    }

    /// Seconds to answer each decision (`None`: no deadline).
    pub fn seconds(self) -> Option<i64> {
        match self {
            Pace::Fast => Some(4 * 3600),
            Pace::Normal => Some(24 * 3600),
            Pace::Relaxed => Some(72 * 3600),
            Pace::None => None,
        }
    }
}

crate::vocabulary::vocabulary! {
    /// When a game's board is posted.
    #[derive(Default)]
    pub enum BoardPolicy {
        /// After every action that changes it (the default).
        #[default]
        EveryAction = "every-action",
        /// Only when another player must act next (or a phase or the game ends).
        TurnChange = "turn-change",
        /// Never by itself: players ask for it.
        OnRequest = "on-request",
    }
}

impl BoardPolicy {
    /// Reads the stored form (anything else is the default).
    pub fn parse(text: Option<&str>) -> BoardPolicy {
        text.and_then(BoardPolicy::from_slug).unwrap_or_default()
    }
}

/// Deadlines missed in a row after which the computer plays the seat until its player returns,
/// unless the game says otherwise.
pub const MISSES_BEFORE_HANDOVER: u32 = 3;

/// The reminders a seat got for its current wait.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reminded {
    /// When the wait began (the awaited row's `since`).
    pub since: i64,
    /// How many of its reminders were sent.
    pub stage: usize,
}

/// A game's page on the web companion.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum WebPage {
    /// No key drawn yet: one is drawn when the page's link is first shown.
    #[default]
    Unset,
    /// Its host turned the page off.
    Off,
    /// The page's unguessable key (the last part of its link).
    Key(String),
}

/// Everything set for one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSettings {
    /// The time each decision may take.
    pub pace: Pace,
    /// When the host paused the game (Unix seconds); no deadline runs meanwhile.
    pub paused: Option<i64>,
    /// Whether players may take their decisions back (on unless the host turned it off).
    pub undo: bool,
    /// When the board is posted.
    pub board: BoardPolicy,
    /// The game's language code, when the host chose one.
    pub language: Option<String>,
    /// The level of the computer that answers when a deadline passes.
    pub deadline_level: Level,
    /// Deadlines missed in a row before the seat is handed to the computer (`0`: never).
    pub misses: u32,
    /// The deadlines each seat has missed in a row.
    pub missed: BTreeMap<Seat, u32>,
    /// The reminders each seat got for its current wait.
    pub reminded: BTreeMap<Seat, Reminded>,
    /// Each seat's standing orders.
    pub orders: BTreeMap<Seat, Orders>,
    /// The seed of the computer clans' own randomness, once drawn.
    pub ai_seed: Option<u64>,
    /// Seats at the table, as chosen when the game was opened.
    pub seats: Option<u8>,
    /// The role allowed to join.
    pub role: Option<u64>,
    /// The lobby message in the game's thread.
    pub lobby_message: Option<u64>,
    /// The computer clans seated in the lobby, one level each.
    pub bots: Vec<Level>,
    /// The level of computer clans added from the lobby.
    pub bot_level: Option<Level>,
    /// Who was last told they are awaited, and for what (`<decision kind>|<seats>`).
    pub pinged: Option<String>,
    /// The private decision last sent to each seat (its delivery key).
    pub delivered: BTreeMap<Seat, String>,
    /// Whether each seat was told once that its DMs are closed.
    pub dm_warned: BTreeMap<Seat, bool>,
    /// How far the game's thread was told while its private decisions were still to be sent
    /// (the log's length then): a retry sends those, and tells the thread nothing again.
    pub thread_told: Option<u64>,
    /// Where the game came from (`simulated` for a game the CLI made), when not from players.
    pub origin: Option<String>,
    /// Its page on the web companion.
    pub web: WebPage,
}

impl Default for GameSettings {
    /// A game with nothing set.
    fn default() -> GameSettings {
        GameSettings {
            pace: Pace::None,
            paused: None,
            undo: true,
            board: BoardPolicy::EveryAction,
            language: None,
            deadline_level: Level::Easy,
            misses: MISSES_BEFORE_HANDOVER,
            missed: BTreeMap::new(),
            reminded: BTreeMap::new(),
            orders: BTreeMap::new(),
            ai_seed: None,
            seats: None,
            role: None,
            lobby_message: None,
            bots: Vec::new(),
            bot_level: None,
            pinged: None,
            delivered: BTreeMap::new(),
            dm_warned: BTreeMap::new(),
            thread_told: None,
            origin: None,
            web: WebPage::Unset,
        }
    }
}

/// What a game's host (or a server admin) changes at once in its settings; `None` leaves a
/// setting as it is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsChange {
    /// When the board is posted.
    pub board: Option<BoardPolicy>,
    /// Undo on or off.
    pub undo: Option<bool>,
    /// The pace.
    pub pace: Option<Pace>,
    /// The level answering at deadlines.
    pub deadline_level: Option<Level>,
    /// Deadlines missed in a row before the handover.
    pub misses: Option<u32>,
    /// The game's language code.
    pub language: Option<String>,
    /// The game's web page.
    pub page: Option<PageChange>,
}

/// A change to a game's page, by its host.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageChange {
    /// On again (with a new key if it had none or was off).
    On,
    /// Off: its link finds nothing.
    Off,
    /// A new key: the old link finds nothing from now on.
    NewLink,
}

impl SettingsChange {
    /// Whether it changes nothing (the command only shows the settings).
    pub fn is_empty(&self) -> bool {
        *self == SettingsChange::default()
    }

    /// The settings it changes, page aside.
    pub(crate) fn settings(&self) -> Vec<GameSetting> {
        [
            self.board.map(GameSetting::Board),
            self.undo.map(GameSetting::Undo),
            self.pace.map(GameSetting::Pace),
            self.deadline_level.map(GameSetting::DeadlineLevel),
            self.misses.map(GameSetting::Misses),
            self.language.clone().map(GameSetting::Language),
        ]
        .into_iter()
        .flatten()
        .collect()
    }
}

/// One change to a game's settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameSetting {
    /// The pace.
    Pace(Pace),
    /// Paused since (`None`: running).
    Paused(Option<i64>),
    /// Undo on or off.
    Undo(bool),
    /// When the board is posted.
    Board(BoardPolicy),
    /// The game's language code.
    Language(String),
    /// The level answering at deadlines.
    DeadlineLevel(Level),
    /// Deadlines missed in a row before the handover.
    Misses(u32),
    /// A seat's deadlines missed in a row.
    Missed(Seat, u32),
    /// A seat's reminders for its current wait.
    Reminded(Seat, Reminded),
    /// A seat's standing orders.
    Orders(Seat, Orders),
    /// The computer clans' seed.
    AiSeed(u64),
    /// Seats at the table.
    Seats(u8),
    /// The role allowed to join.
    Role(u64),
    /// The lobby message.
    LobbyMessage(u64),
    /// The lobby's computer clans.
    Bots(Vec<Level>),
    /// The level of computer clans added from the lobby.
    BotLevel(Level),
    /// Who was last told they are awaited.
    Pinged(String),
    /// The private decision last sent to a seat.
    Delivered(Seat, String),
    /// A seat was told its DMs are closed.
    DmWarned(Seat),
    /// The thread was told up to here, the private decisions not yet sent.
    ThreadTold(u64),
    /// Where the game came from.
    Origin(String),
    /// Its page on the web companion (off, or its key).
    Web(WebPage),
}

/// The stored form of lobby computer levels (`hard,hard`).
fn levels(levels: &[Level]) -> String {
    levels
        .iter()
        .map(|l| l.slug())
        .collect::<Vec<_>>()
        .join(",")
}

/// The most computer clans a lobby keeps (a game has 5 seats at most).
pub const MOST_BOTS: usize = 4;

/// A per-seat key (`missed.2`): its prefix and seat.
fn seat_key(key: &str) -> Option<(&str, Seat)> {
    let (prefix, seat) = key.split_once('.')?;
    Some((prefix, Seat(seat.parse().ok()?)))
}

impl GameSettings {
    /// The settings of a game from its stored rows.
    pub fn from_rows(rows: &[(String, String)]) -> GameSettings {
        let mut s = GameSettings::default();
        for (key, value) in rows {
            s.read(key, value);
        }
        s
    }

    fn read(&mut self, key: &str, value: &str) {
        let v = value;
        match key {
            "pace" => self.pace = Pace::parse(Some(v)),
            "paused" => self.paused = v.parse().ok(),
            "undo" => self.undo = v != "off",
            "board" => self.board = BoardPolicy::parse(Some(v)),
            "language" => self.language = Some(v.to_string()),
            "deadline_level" => self.deadline_level = Level::parse(v).unwrap_or(Level::Easy),
            "misses" => self.misses = v.parse().unwrap_or(MISSES_BEFORE_HANDOVER),
            "ai_seed" => self.ai_seed = v.parse().ok(),
            "seats" => self.seats = v.parse().ok(),
            "role" => self.role = v.parse().ok(),
            "lobby_message" => self.lobby_message = v.parse().ok(),
            "bots" => {
                self.bots = v
                    .split(',')
                    .filter_map(Level::parse)
                    .take(MOST_BOTS)
                    .collect();
            }
            "bot_level" => self.bot_level = Level::parse(v),
            "pinged" => self.pinged = Some(v.to_string()),
            "thread_told" => self.thread_told = v.parse().ok(),
            "origin" => self.origin = Some(v.to_string()),
            "web" => {
                self.web = match v {
                    "off" => WebPage::Off,
                    "" => WebPage::Unset,
                    key => WebPage::Key(key.to_string()),
                }
            }
            _ => match seat_key(key) {
                Some(("missed", seat)) => {
                    self.missed.insert(seat, v.parse().unwrap_or(0));
                }
                Some(("reminded", seat)) => {
                    let read = v.split_once('.').and_then(|(since, stage)| {
                        Some(Reminded {
                            since: since.parse().ok()?,
                            stage: stage.parse().ok()?,
                        })
                    });
                    match read {
                        Some(r) => self.reminded.insert(seat, r),
                        None => self.reminded.remove(&seat),
                    };
                }
                Some(("orders", seat)) => {
                    self.orders.insert(seat, Orders::parse(v));
                }
                Some(("dm", seat)) => {
                    self.delivered.insert(seat, v.to_string());
                }
                Some(("dmwarned", seat)) => {
                    self.dm_warned.insert(seat, true);
                }
                _ => {}
            },
        }
    }

    /// A change as stored: its key, and its value (`None`: the row is removed).
    pub fn row(change: &GameSetting) -> (String, Option<String>) {
        let (key, value): (String, Option<String>) = match change {
            GameSetting::Pace(p) => ("pace".into(), Some(p.slug().into())),
            GameSetting::Paused(at) => ("paused".into(), at.map(|t| t.to_string())),
            GameSetting::Undo(on) => ("undo".into(), Some(if *on { "on" } else { "off" }.into())),
            GameSetting::Board(b) => ("board".into(), Some(b.slug().into())),
            GameSetting::Language(code) => ("language".into(), Some(code.clone())),
            GameSetting::DeadlineLevel(l) => ("deadline_level".into(), Some(l.slug().into())),
            GameSetting::Misses(n) => ("misses".into(), Some(n.to_string())),
            GameSetting::Missed(seat, n) => (format!("missed.{}", seat.0), Some(n.to_string())),
            GameSetting::Reminded(seat, r) => (
                format!("reminded.{}", seat.0),
                Some(format!("{}.{}", r.since, r.stage)),
            ),
            GameSetting::Orders(seat, o) => (format!("orders.{}", seat.0), Some(o.to_setting())),
            GameSetting::AiSeed(seed) => ("ai_seed".into(), Some(seed.to_string())),
            GameSetting::Seats(n) => ("seats".into(), Some(n.to_string())),
            GameSetting::Role(r) => ("role".into(), Some(r.to_string())),
            GameSetting::LobbyMessage(m) => ("lobby_message".into(), Some(m.to_string())),
            GameSetting::Bots(l) => ("bots".into(), Some(levels(l))),
            GameSetting::BotLevel(l) => ("bot_level".into(), Some(l.slug().into())),
            GameSetting::Pinged(p) => ("pinged".into(), Some(p.clone())),
            GameSetting::Delivered(seat, key) => (format!("dm.{}", seat.0), Some(key.clone())),
            GameSetting::DmWarned(seat) => (format!("dmwarned.{}", seat.0), Some("1".into())),
            GameSetting::ThreadTold(to) => ("thread_told".into(), Some(to.to_string())),
            GameSetting::Origin(o) => ("origin".into(), Some(o.clone())),
            GameSetting::Web(page) => (
                WEB.into(),
                Some(match page {
                    WebPage::Unset => String::new(),
                    WebPage::Off => "off".into(),
                    WebPage::Key(key) => key.clone(),
                }),
            ),
        };
        (key, value)
    }

    /// The settings after `change`, as they read back from the store.
    #[must_use]
    pub fn with(&self, change: &GameSetting) -> GameSettings {
        let mut next = self.clone();
        match GameSettings::row(change) {
            (key, Some(value)) => next.read(&key, &value),
            (key, None) => match key.as_str() {
                "paused" => next.paused = None,
                _ => unreachable!("only the pause is ever cleared"),
            },
        }
        next
    }

    /// A seat's standing orders.
    pub fn orders_of(&self, seat: Seat) -> Orders {
        self.orders.get(&seat).cloned().unwrap_or_default()
    }

    /// The deadlines a seat has missed in a row.
    pub fn missed_by(&self, seat: Seat) -> u32 {
        self.missed.get(&seat).copied().unwrap_or(0)
    }
}

/// Everything a player set for themselves, and what the bot keeps about them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerSettings {
    /// Their IANA time zone's name (`Europe/Paris`), as they gave it; UTC unless set.
    pub timezone: Option<String>,
    /// Their quiet hours (`23:00-08:00`), as stored; none when empty.
    pub quiet_hours: Option<String>,
    /// Whether they want their reminders by DM too.
    pub remind_dm: bool,
    /// The language they chose (a code; none or empty: their Discord client's).
    pub language: Option<String>,
    /// Their Discord client's language last seen (a code).
    pub client_locale: Option<String>,
    /// Their DM channel, once known.
    pub dm_channel: Option<u64>,
    /// Since when their DMs refused the bot (Unix seconds).
    pub dm_closed: Option<i64>,
}

/// One change to a player's settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayerSetting {
    /// Their time zone's name.
    Timezone(String),
    /// Their quiet hours (empty: none).
    QuietHours(String),
    /// Reminders by DM on or off.
    RemindDm(bool),
    /// The language they chose (empty: their client's).
    Language(String),
    /// Their client's language seen.
    ClientLocale(String),
    /// Their DM channel.
    DmChannel(u64),
    /// Their DMs refused the bot since then (`None`: they work again).
    DmClosed(Option<i64>),
}

impl PlayerSettings {
    /// A player's settings from their stored rows.
    pub fn from_rows(rows: &[(String, String)]) -> PlayerSettings {
        let mut s = PlayerSettings::default();
        for (key, value) in rows {
            s.read(key, value);
        }
        s
    }

    fn read(&mut self, key: &str, v: &str) {
        match key {
            "timezone" => self.timezone = Some(v.to_string()),
            "quiet_hours" => self.quiet_hours = Some(v.to_string()).filter(|q| !q.is_empty()),
            "remind_dm" => self.remind_dm = v == "on",
            "language" => self.language = Some(v.to_string()).filter(|l| !l.is_empty()),
            "client_locale" => self.client_locale = Some(v.to_string()),
            "dm_channel" => self.dm_channel = v.parse().ok(),
            "dm_closed" => self.dm_closed = v.parse().ok(),
            _ => {}
        }
    }

    /// A change as stored: its key, and its value (`None`: the row is removed).
    pub fn row(change: &PlayerSetting) -> (&'static str, Option<String>) {
        match change {
            PlayerSetting::Timezone(z) => ("timezone", Some(z.clone())),
            PlayerSetting::QuietHours(q) => ("quiet_hours", Some(q.clone())),
            PlayerSetting::RemindDm(on) => {
                ("remind_dm", Some(if *on { "on" } else { "off" }.into()))
            }
            PlayerSetting::Language(l) => ("language", Some(l.clone())),
            PlayerSetting::ClientLocale(l) => ("client_locale", Some(l.clone())),
            PlayerSetting::DmChannel(c) => ("dm_channel", Some(c.to_string())),
            PlayerSetting::DmClosed(at) => ("dm_closed", at.map(|t| t.to_string())),
        }
    }

    /// The settings after `change`, as they read back from the store.
    #[must_use]
    pub fn with(&self, change: &PlayerSetting) -> PlayerSettings {
        let mut next = self.clone();
        match PlayerSettings::row(change) {
            (key, Some(value)) => next.read(key, &value),
            (_, None) => next.dm_closed = None,
        }
        next
    }
}

/// The key under which a DM channel's user is found.
pub const DM_CHANNEL: &str = "dm_channel";

/// Server setting: days a player may be away per 365 days.
pub const AWAY_DAYS: &str = "away_days";
/// Game setting: its web page (`off`, or its key); server setting: `off` when its admins turned
/// the web pages off.
pub const WEB: &str = "web";
/// The allowance of days away where the server set none.
pub const DEFAULT_AWAY_DAYS: i64 = 21;
/// The longest allowance a server may set.
pub const MAX_AWAY_DAYS: i64 = 366;
