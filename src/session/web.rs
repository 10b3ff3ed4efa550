//! What the session keeps for the web companion (a front end in `web/`, on when the bot has a web
//! address): each game's page and its unguessable key, whether a server allows pages at all, the
//! public address links are given under, and a game's chronicle (its commands in effect, each with
//! what it did), which a replay steps through.
//!
//! A page is found only by its key: 128 bits from the operating system's generator, never
//! derived from the game's number. Its host may turn it off or draw a new key (the old link then
//! finds nothing); a server's admins may turn every page of the server off. Nothing lists pages.
//!
//! A player's personal view (the page plus their own cards) is reached by a personal link: their
//! game, seat and user and an expiry, signed with HMAC-SHA256 under the bot's web secret (256
//! random bits drawn once and kept in the database, so that every process and every restart
//! accepts the same links). It is honoured only while that user still holds that seat (a seat
//! given to another player kills it) and the server allows web pages.
//!
//! Rooms: [`Pages`], and the session core (see [`super::rooms`]).

use super::Pages;
use super::Session;
use super::settings::{GameSetting, WEB, WebPage};
use crate::engine::{AnyCommand, AnyEvent, AnyGame, Seat};
use crate::store::{GameId, GameRecord, GameStatus, Origin, StoreError, in_effect};

/// A game's page as a front end may show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageLink {
    /// The bot serves no web pages (no web address configured).
    NoWeb,
    /// The game's server turned the web pages off.
    ServerOff,
    /// The game's host turned its page off.
    Off,
    /// The page's link.
    Link(String),
}

/// A change to a game's page, by its host (one of a host's `SettingsChange`s).
pub use super::settings::PageChange;

/// A player's personal view of a game, as a front end may show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PersonalLink {
    /// The bot serves no web pages.
    NoWeb,
    /// The game's server turned the web pages off.
    ServerOff,
    /// The link, and until when it works (Unix seconds).
    Link(String, i64),
}

/// Who a personal link is for: a seat of a game, its player, until when.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Personal {
    /// The game.
    pub game: GameId,
    /// The seat.
    pub seat: Seat,
    /// Its player.
    pub user: u64,
    /// Until when the link works (Unix seconds).
    pub expires: i64,
}

/// How long a personal link works.
pub const PERSONAL_SECONDS: i64 = 7 * 86_400;

/// Where the bot's own settings are kept among the servers' (no Discord server has id 0).
const BOT: u64 = 0;
/// The bot's web secret's key.
const SECRET: &str = "web_secret";

impl Personal {
    /// What the signature covers.
    fn message(&self) -> String {
        format!(
            "{}-{}-{}-{}",
            self.game, self.seat.0, self.user, self.expires
        )
    }

    /// The link's token: the fields and their signature.
    fn token(&self, key: &ring::hmac::Key) -> String {
        let message = self.message();
        let tag = ring::hmac::sign(key, message.as_bytes());
        format!("{message}-{}", hex(tag.as_ref()))
    }

    /// The fields of a well-signed `token`, whatever their dates and seats.
    fn read(token: &str, key: &ring::hmac::Key) -> Option<Personal> {
        let (message, tag) = token.rsplit_once('-')?;
        let tag = unhex(tag)?;
        ring::hmac::verify(key, message.as_bytes(), &tag).ok()?;
        let mut parts = message.split('-');
        let personal = Personal {
            game: parts.next()?.parse().ok()?,
            seat: Seat(parts.next()?.parse().ok()?),
            user: parts.next()?.parse().ok()?,
            expires: parts.next()?.parse().ok()?,
        };
        parts.next().is_none().then_some(personal)
    }
}

/// What an action check signs: the personal link's token, marked so that no link's signature is
/// ever a valid check, nor the reverse.
fn action_message(token: &str) -> Vec<u8> {
    format!("act:{token}").into_bytes()
}

fn hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .fold(String::with_capacity(2 * bytes.len()), |mut out, b| {
            use std::fmt::Write as _;
            let _ = write!(out, "{b:02x}");
            out
        })
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || text.len() > 128 {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

/// How many characters a page's key has (128 bits in hexadecimal).
pub const KEY_LENGTH: usize = 32;

/// A new page key: 128 bits from the operating system's generator, in hexadecimal.
pub fn new_key() -> String {
    use ring::rand::SecureRandom as _;
    let mut bytes = [0u8; KEY_LENGTH / 2];
    ring::rand::SystemRandom::new()
        .fill(&mut bytes)
        .expect("the operating system gives random bytes");
    bytes
        .iter()
        .fold(String::with_capacity(KEY_LENGTH), |mut key, b| {
            use std::fmt::Write as _;
            let _ = write!(key, "{b:02x}");
            key
        })
}

/// Whether `key` has a page key's form (checked before the database is asked).
pub fn is_key(key: &str) -> bool {
    key.len() == KEY_LENGTH
        && key
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// One command of a game in effect, with what it did.
#[derive(Debug, Clone)]
pub struct Chronicled {
    /// Its position in the log.
    pub seq: u64,
    /// The seat that gave it.
    pub seat: Seat,
    /// The command.
    pub command: AnyCommand,
    /// What happened (unredacted: redact before showing).
    pub events: Vec<AnyEvent>,
    /// Who gave it.
    pub origin: Origin,
    /// The Age that began with it, if one did.
    pub age: Option<u8>,
    /// Whether it completes a move: after it, the game awaits no seat finishing an action of its
    /// own (the figures of a march). A game's thread tells a move once it is complete, so its
    /// steps up to one that completes a move are told together.
    pub ends_move: bool,
}

/// A started game's commands in effect (those taken back left out), in order, each with what it
/// did: what a replay steps through.
#[derive(Debug, Clone)]
pub struct Chronicle {
    /// The game's row when it was read (`next_seq`: the log's length then).
    pub record: GameRecord,
    /// Its commands in effect.
    pub steps: Vec<Chronicled>,
}

impl Chronicle {
    /// The game after its first `n` commands in effect (`0`: as set up). One replay.
    pub fn game_after(&self, n: usize) -> Result<AnyGame, StoreError> {
        let mut game = super::new_game(&self.record)?;
        for step in self.steps.iter().take(n) {
            self.apply(&mut game, step)?;
        }
        Ok(game)
    }

    fn apply(&self, game: &mut AnyGame, step: &Chronicled) -> Result<(), StoreError> {
        game.apply(step.seat, &step.command)
            .map(drop)
            .map_err(|e| StoreError::Corrupt {
                game: self.record.id,
                seq: step.seq,
                reason: format!("its command is refused: {e}"),
            })
    }

    /// Its moves, as a game's thread tells them: each a run of commands that ends with one
    /// completing a move ([`Chronicled::ends_move`]); the last run may be a move under way.
    pub fn moves(&self) -> Vec<std::ops::Range<usize>> {
        let mut moves = Vec::new();
        let mut from = 0;
        for (i, step) in self.steps.iter().enumerate() {
            if step.ends_move || i + 1 == self.steps.len() {
                moves.push(from..i + 1);
                from = i + 1;
            }
        }
        moves
    }

    /// Replays the game once, calling `after` with each of `moves` (ranges of its commands, in
    /// order, as [`Chronicle::moves`] gives them) and the game right after it; the game after
    /// the last command.
    pub fn replay_moves(
        &self,
        moves: &[std::ops::Range<usize>],
        mut after: impl FnMut(usize, &AnyGame),
    ) -> Result<AnyGame, StoreError> {
        let mut game = super::new_game(&self.record)?;
        let mut done = 0;
        for (i, range) in moves.iter().enumerate() {
            for step in &self.steps[done.max(range.start)..range.end] {
                self.apply(&mut game, step)?;
            }
            done = range.end;
            after(i, &game);
        }
        for step in &self.steps[done..] {
            self.apply(&mut game, step)?;
        }
        Ok(game)
    }

    /// Where each Age began: the Age, and how many commands came before it.
    pub fn ages(&self) -> Vec<(u8, usize)> {
        let mut ages: Vec<(u8, usize)> = self
            .steps
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.age.map(|age| (age, i)))
            .collect();
        // A game whose first Age begins as it is set up (no command's events tell it).
        if ages.first().is_none_or(|(age, _)| *age != 1) {
            ages.insert(0, (1, 0));
        }
        ages
    }
}

impl Pages<'_> {
    /// The address the web pages are linked under (`PUBLIC_URL`, without a trailing slash), once
    /// the bot serves them; `None` until then.
    pub fn public_url(&self) -> Option<String> {
        self.web
            .read()
            .expect("the web address is never poisoned")
            .clone()
    }

    /// The bot serves web pages under `url` (a front end starting the web server says so).
    pub fn set_public_url(&self, url: Option<&str>) {
        *self.web.write().expect("the web address is never poisoned") =
            url.map(|u| u.trim_end_matches('/').to_string());
    }

    /// Whether `guild`'s admins allow web pages (on unless they turned them off; a game outside a
    /// server follows only its host).
    pub async fn web_allowed(&self, guild: Option<u64>) -> Result<bool, StoreError> {
        Ok(match guild {
            Some(g) => {
                self.store
                    .settings()
                    .guild_setting(g, WEB)
                    .await?
                    .as_deref()
                    != Some("off")
            }
            None => true,
        })
    }

    /// A server's admins allow its web pages or not.
    pub async fn set_web_allowed(&self, guild: u64, on: bool) -> Result<(), StoreError> {
        self.store
            .settings()
            .set_guild_setting(guild, WEB, if on { "on" } else { "off" })
            .await
    }

    /// `game`'s page as front ends show it; its key is drawn (and kept) the first time a link is
    /// asked for while pages are served.
    pub async fn page_link(&self, game: GameId) -> Result<PageLink, StoreError> {
        let Some(url) = self.public_url() else {
            return Ok(PageLink::NoWeb);
        };
        let record = self.games().record(game).await?;
        if !self.web_allowed(record.guild_id).await? {
            return Ok(PageLink::ServerOff);
        }
        let key = match &self.games().settings(game).await?.web {
            WebPage::Off => return Ok(PageLink::Off),
            WebPage::Key(key) => key.clone(),
            WebPage::Unset => {
                // Under the game's lock: two first askers at once get the same key.
                let _guard = self.lock(game).await;
                match &self.games().settings(game).await?.web {
                    WebPage::Key(key) => key.clone(),
                    WebPage::Off => return Ok(PageLink::Off),
                    WebPage::Unset => {
                        let key = new_key();
                        self.games()
                            .set(game, GameSetting::Web(WebPage::Key(key.clone())))
                            .await?;
                        key
                    }
                }
            }
        };
        Ok(PageLink::Link(page_url(&url, &key)))
    }

    /// The host changes `game`'s page; what it is now.
    pub async fn change_page(
        &self,
        game: GameId,
        change: PageChange,
    ) -> Result<PageLink, StoreError> {
        let next = self.next_page(game, change).await?;
        self.games().set(game, GameSetting::Web(next)).await?;
        self.page_link(game).await
    }
}

impl Session {
    /// What a game's page setting becomes with `change`: off, its key kept when turned on again,
    /// or a new key.
    pub(super) async fn next_page(
        &self,
        game: GameId,
        change: PageChange,
    ) -> Result<WebPage, StoreError> {
        let now = self.games().settings(game).await?.web.clone();
        Ok(match (change, now) {
            (PageChange::Off, _) => WebPage::Off,
            (PageChange::On, WebPage::Key(key)) => WebPage::Key(key),
            (PageChange::On | PageChange::NewLink, _) => WebPage::Key(new_key()),
        })
    }
}

impl Pages<'_> {
    /// The started game whose page has `key`, if the page is on and its server allows pages (a
    /// key of another form, an old key, a lobby's: none, and nothing says which).
    pub async fn page_game(&self, key: &str) -> Result<Option<GameRecord>, StoreError> {
        if !is_key(key) {
            return Ok(None);
        }
        let Some(game) = self.store.settings().game_with_setting(WEB, key).await? else {
            return Ok(None);
        };
        let record = self.games().record(game).await?;
        let on = matches!(&self.games().settings(game).await?.web, WebPage::Key(k) if k == key);
        if !on || record.status == GameStatus::Lobby || !self.web_allowed(record.guild_id).await? {
            return Ok(None);
        }
        Ok(Some(record))
    }
}

impl Session {
    /// The key signing personal links: the bot's web secret, drawn once (by whichever process
    /// first needs it) and kept in the database.
    async fn signing_key(&self) -> Result<ring::hmac::Key, StoreError> {
        let secret = self
            .web_secret
            .get_or_try_init(|| async {
                let drawn = format!("{}{}", new_key(), new_key());
                let kept = self
                    .store
                    .settings()
                    .guild_setting_or(BOT, SECRET, &drawn)
                    .await?;
                Ok::<_, StoreError>(unhex(&kept).unwrap_or_else(|| kept.into_bytes()))
            })
            .await?;
        Ok(ring::hmac::Key::new(ring::hmac::HMAC_SHA256, secret))
    }
}

impl Pages<'_> {
    /// `user`'s personal link to `game`'s page with their cards, working for
    /// [`PERSONAL_SECONDS`] from now (`None`: they hold no seat of it).
    pub async fn personal_link(
        &self,
        game: GameId,
        user: u64,
    ) -> Result<Option<PersonalLink>, StoreError> {
        let Some(seat) = self.seats().seating(game).await?.seat_of(user) else {
            return Ok(None);
        };
        let Some(url) = self.public_url() else {
            return Ok(Some(PersonalLink::NoWeb));
        };
        let record = self.games().record(game).await?;
        if !self.web_allowed(record.guild_id).await? {
            return Ok(Some(PersonalLink::ServerOff));
        }
        let personal = Personal {
            game,
            seat,
            user,
            expires: self.now() + PERSONAL_SECONDS,
        };
        let token = personal.token(&self.signing_key().await?);
        Ok(Some(PersonalLink::Link(
            format!("{url}/me/{token}/"),
            personal.expires,
        )))
    }

    /// The started game and seat of a personal link's `token`: well signed, not expired, its
    /// user still in its seat, the server allowing web pages. Anything else: none, and nothing
    /// says why.
    pub async fn personal(
        &self,
        token: &str,
    ) -> Result<Option<(GameRecord, Personal)>, StoreError> {
        if token.len() > 200 {
            return Ok(None);
        }
        let Some(personal) = Personal::read(token, &self.signing_key().await?) else {
            return Ok(None);
        };
        if personal.expires <= self.now() {
            return Ok(None);
        }
        let record = match self.games().record(personal.game).await {
            Ok(record) => record,
            Err(StoreError::NoSuchGame { .. }) => return Ok(None),
            Err(e) => return Err(e),
        };
        let holds = self
            .seats()
            .seating(personal.game)
            .await?
            .user(personal.seat)
            == Some(personal.user);
        if !holds
            || record.status == GameStatus::Lobby
            || !self.web_allowed(record.guild_id).await?
        {
            return Ok(None);
        }
        Ok(Some((record, personal)))
    }

    /// The check a personal page's actions carry (against cross-site requests): the HMAC of
    /// the page's `token` under the bot's web secret, for another purpose than the link's own
    /// signature. Only a page the bot made for that link knows it.
    pub async fn action_check(&self, token: &str) -> Result<String, StoreError> {
        let tag = ring::hmac::sign(&self.signing_key().await?, &action_message(token));
        Ok(hex(tag.as_ref()))
    }

    /// Whether `check` is [`Pages::action_check`] of `token` (compared in constant time).
    pub async fn checks(&self, token: &str, check: &str) -> Result<bool, StoreError> {
        let Some(tag) = unhex(check) else {
            return Ok(false);
        };
        let key = self.signing_key().await?;
        Ok(ring::hmac::verify(&key, &action_message(token), &tag).is_ok())
    }

    /// `game`'s chronicle: its log read and replayed once.
    pub async fn chronicle(&self, game: GameId) -> Result<Chronicle, StoreError> {
        let record = self.games().fresh_record(game).await?;
        let entries = self
            .store
            .logs()
            .entries_from(game, record.config.rules, 0)
            .await?;
        let effect = in_effect(&entries).map_err(|seq| StoreError::Corrupt {
            game,
            seq,
            reason: "an undo names a command not in effect".into(),
        })?;
        let mut now = super::new_game(&record)?;
        let mut steps = Vec::with_capacity(effect.len());
        for entry in effect {
            let events =
                now.apply(entry.seat, &entry.command)
                    .map_err(|e| StoreError::Corrupt {
                        game,
                        seq: entry.seq,
                        reason: format!("its command is refused: {e}"),
                    })?;
            let age = events.iter().find_map(|e| match now.milestone(e) {
                Some(crate::engine::Milestone::Age(age)) => Some(age),
                _ => None,
            });
            steps.push(Chronicled {
                seq: entry.seq,
                seat: entry.seat,
                command: entry.command.clone(),
                events,
                origin: entry.origin,
                age,
                ends_move: now.decision().is_none_or(|d| !d.follow_up),
            });
        }
        Ok(Chronicle { record, steps })
    }
}

/// A page's link under the public address `url` (ending with a slash: the page's own links are
/// relative to it).
pub fn page_url(url: &str, key: &str) -> String {
    format!("{}/g/{key}/", url.trim_end_matches('/'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_personal_token_reads_back_only_with_its_signature_intact() {
        let key = ring::hmac::Key::new(ring::hmac::HMAC_SHA256, b"secret");
        let other = ring::hmac::Key::new(ring::hmac::HMAC_SHA256, b"another");
        let me = Personal {
            game: 12,
            seat: Seat(2),
            user: 300_000_000_000_000_001,
            expires: 1_800_000_000,
        };
        let token = me.token(&key);
        assert_eq!(Personal::read(&token, &key), Some(me));
        assert_eq!(Personal::read(&token, &other), None);
        // Another seat, user, game or date under the same signature.
        for forged in [
            token.replacen("-2-", "-1-", 1),
            token.replacen("12-", "13-", 1),
            token.replacen("1800000000", "1900000000", 1),
            token.replacen("300000000000000001", "300000000000000002", 1),
            format!("{token}0"),
            String::new(),
        ] {
            assert_eq!(Personal::read(&forged, &key), None, "{forged}");
        }
    }

    #[test]
    fn a_page_key_is_128_random_bits_in_hexadecimal() {
        let a = new_key();
        let b = new_key();
        assert!(is_key(&a) && is_key(&b), "{a} {b}");
        assert_ne!(a, b);
        assert!(!is_key("1"));
        assert!(!is_key(&a.to_uppercase()));
        assert!(!is_key(&format!("{}g", &a[1..])));
    }
}
