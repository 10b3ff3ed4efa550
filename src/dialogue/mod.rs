//! The house's dialogue with its players, whatever the front end (the chat and the web page are
//! adapters over it): between the session and the presentation (which knows nothing of the
//! session), what every front end says of the session's records and offers a seat: how a
//! game's seats are named, a stored
//! step as the presentation narrates it, a game's standing in words (`words`), its pictures
//! (`pictures`), what its players are told after moves (`announce`), a player's move and its
//! answer (`moves`), an undo (`undo`), a lobby opened and started (`lobby`), a player's own
//! settings and absences answered (`player`), which game and seat a request is about
//! (`which`), the session's notices in words (`notes`) and told (`herald`), a server's results
//! in words (`results`), what a player is offered to press: buttons, menus and panels of
//! choices within a front end's limits (`controls`), and what they are shown with their choices
//! and cards (`shown`). What is told unasked goes through the front end's `outlet` (a post to a
//! game's thread, a private message), so all of it is tested with no front end at all.
//! `discord/` and `web/` use it; it uses neither, and each names a seat's player in its own way
//! (a Discord mention, the name they joined under).

pub mod announce;
pub mod controls;
pub mod herald;
pub mod lobby;
pub mod moves;
pub mod notes;
pub mod outlet;
pub mod pictures;
pub mod player;
pub mod results;
pub mod shown;
pub mod undo;
pub mod which;
pub mod words;

use crate::engine::GameConfig;
use crate::present::locale::{self, Lang, t};
use crate::present::{Giver, LogStep, Names};
use crate::session::{Holder, Origin, Seating, Step};

/// Who the narration credits with a step: its seat (its player, a computer clan, a standing
/// order), the deadline, or the rules.
pub fn giver(origin: Origin) -> Giver {
    match origin {
        Origin::Deadline => Giver::Deadline,
        Origin::Forced => Giver::Forced,
        Origin::Player | Origin::Computer | Origin::Order => Giver::Seat,
    }
}

/// A stored step as the presentation narrates it.
pub fn log_step(step: &Step) -> LogStep<'_> {
    LogStep {
        seq: step.seq,
        seat: step.seat,
        command: &step.command,
        events: &step.events,
        undoes: step.undoes,
        giver: giver(step.origin),
    }
}

/// How each seat of a game is named in `lang`: in lines, its player as `player` names them
/// (from their user and the name they joined under) with the clan, or the computer's level; on
/// images and in plain text, the name they joined under, or the computer's level.
pub fn seat_names(
    seating: &Seating,
    config: &GameConfig,
    lang: Lang,
    player: impl Fn(u64, &str) -> String,
) -> Names {
    let mut names = Names::default();
    for (seat, &clan) in config.clan_names().seats() {
        let label = seating.name(seat);
        let clan = locale::clan(lang, clan);
        let (line, plain) = match seating.holder(seat) {
            Holder::HandedOver { user, level } => {
                let level = locale::level(lang, level);
                let who = player(user, label);
                (
                    t!(lang, "seat-handed-over", user = who, clan = clan),
                    t!(
                        lang,
                        "seat-handed-over-plain",
                        player = label,
                        level = level
                    ),
                )
            }
            Holder::Computer(level) => {
                let level = locale::level(lang, level);
                (
                    t!(
                        lang,
                        "seat-computer",
                        clan = clan.as_str(),
                        level = level.as_str()
                    ),
                    t!(lang, "seat-computer-plain", level = level),
                )
            }
            Holder::Player(user) => match player(user, label) {
                who if who.is_empty() => (clan, label.to_string()),
                who => (format!("{who} ({clan})"), label.to_string()),
            },
            Holder::Empty => (clan, label.to_string()),
        };
        names.mention.push(line);
        names.plain.push(plain);
    }
    names
}

/// A started game for the front ends' tests (and an outlet that records what it is given).
#[cfg(any(test, feature = "testkit"))]
pub mod testing {
    use crate::ai::Budget;
    use crate::dialogue::controls::Limits;
    use crate::dialogue::outlet::{Outlet, Post, Sending, Unsent};
    use crate::engine::{GameConfig, Level};
    use crate::session::settings::GameSetting;
    use crate::session::{GameId, GameStatus, NewGame, Session};
    use std::sync::{Arc, Mutex};

    /// The players seated, as (user, name), the first the host.
    pub const PLAYERS: [(u64, &str); 2] = [(11, "Astrid"), (12, "Bjorn")];

    /// A base game of `seats` seats (seed `seed`) on a fresh SQLite database, started by its host
    /// with [`PLAYERS`] seated and a computer clan of each of `computers` in the other seats.
    pub async fn started(seats: u8, seed: u64, computers: Vec<Level>) -> (Session, GameId) {
        let (session, id) = lobby(seats, seed, computers).await;
        session
            .lobbies()
            .start(id, PLAYERS[0].0)
            .await
            .unwrap()
            .unwrap();
        (session, id)
    }

    /// [`started`]'s game, still in its lobby.
    pub async fn lobby(seats: u8, seed: u64, computers: Vec<Level>) -> (Session, GameId) {
        let store = crate::store::testing::store(crate::store::Backend::Sqlite).await;
        let session =
            Session::with(store, Arc::new(|| 1_800_000_000), 4).with_budget(Budget::playouts(4));
        let settings = [GameSetting::Seats(seats), GameSetting::Bots(computers)];
        let new = NewGame {
            config: Some(GameConfig::base(seats, seed)),
            status: Some(GameStatus::Lobby),
            host_id: Some(PLAYERS[0].0),
            ..NewGame::default()
        };
        let id = session.games().create_game(new, &settings).await.unwrap();
        for (user, name) in PLAYERS {
            session.lobbies().join(id, user, name, seats).await.unwrap();
        }
        (session, id)
    }

    /// An outlet that keeps what it is given: posts by thread, private messages by user (a user
    /// in `closed` takes none), each player named `@user`, within Discord's limits.
    #[derive(Default)]
    pub struct Kept {
        /// The posts, in order, with their thread.
        pub posts: Mutex<Vec<(u64, Post)>>,
        /// Every private message tried, in order, with its user (sent or not).
        pub dms: Mutex<Vec<(u64, Post)>>,
        /// Users who take no private message.
        pub closed: Vec<u64>,
        /// Every answer given through a handle, in order.
        pub answers: Mutex<Vec<(String, Post)>>,
        /// Handles that no longer reach their player.
        pub dead_handles: Vec<String>,
    }

    impl Kept {
        /// The posts so far, taken.
        pub fn posts(&self) -> Vec<(u64, Post)> {
            std::mem::take(&mut *self.posts.lock().unwrap())
        }

        /// The private messages tried so far, taken.
        pub fn dms(&self) -> Vec<(u64, Post)> {
            std::mem::take(&mut *self.dms.lock().unwrap())
        }
    }

    impl Outlet for Kept {
        fn player(&self, user: u64, _joined_as: &str) -> String {
            format!("@{user}")
        }

        fn thread(&self, thread: u64) -> String {
            format!("#{thread}")
        }

        fn limits(&self) -> &Limits {
            &LIMITS
        }

        fn post(&self, thread: u64, post: Post) -> Sending<'_, anyhow::Result<()>> {
            self.posts.lock().unwrap().push((thread, post));
            Box::pin(async { Ok(()) })
        }

        fn dm(&self, user: u64, post: Post) -> Sending<'_, Result<(), Unsent>> {
            self.dms.lock().unwrap().push((user, post));
            let closed = self.closed.contains(&user);
            Box::pin(async move { if closed { Err(Unsent::Closed) } else { Ok(()) } })
        }

        fn answer(&self, handle: &str, post: Post) -> Sending<'_, Result<(), Unsent>> {
            let dead = self.dead_handles.iter().any(|h| h == handle);
            if !dead {
                self.answers
                    .lock()
                    .unwrap()
                    .push((handle.to_string(), post));
            }
            Box::pin(async move { if dead { Err(Unsent::Closed) } else { Ok(()) } })
        }
    }

    /// Discord's limits.
    pub const LIMITS: Limits = Limits {
        rows: 5,
        buttons: 5,
        options: 25,
        label: 80,
        option_label: 100,
        message: 2000,
    };
}
