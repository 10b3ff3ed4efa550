//! Plays games through interactions only: the lobby, then, at each step, one awaited player opens
//! their choices the way a player would (`/act`, the Choose button, `/hand`, the draft DM, or an
//! action command filled from autocomplete) and picks at random among what the bot offers. The
//! test reads the database only to know whom to move for and to check results.

use super::audit::Audit;
use super::harness::{Choice, GAMES, Harness, choices};
use bloodrage_bot::discord::ids::{Action, ComponentId, Pick};
use bloodrage_bot::engine::AnyCommand;
use bloodrage_bot::engine::Seat;
use bloodrage_bot::engine::base::Decision;
use bloodrage_bot::engine::base::data::CardId;
use bloodrage_bot::engine::base::{Command, Game};
use bloodrage_bot::store::LoadedGame;
use serde_json::{Value, json};
use std::collections::BTreeSet;

/// The command a choice on a panel of `seat` stands for among `legal` (a button
/// `c.<index>.<check>` or a select option `<index>.<check>`).
fn picked_among(legal: &[AnyCommand], choice: &Choice) -> Option<AnyCommand> {
    let pick = match &choice.value {
        Some(v) => Pick::parse(v)?,
        None => match ComponentId::parse(&choice.custom_id)?.action {
            Action::Choice(pick) => pick,
            _ => return None,
        },
    };
    pick.resolve(legal)
}

/// The command a choice on a panel of `seat` stands for, in a Blood Rage game as it is now.
pub fn picked(game: &Game, seat: Seat, choice: &Choice) -> Option<Command> {
    let legal: Vec<AnyCommand> = game
        .legal_commands(seat)
        .into_iter()
        .map(AnyCommand::Base)
        .collect();
    match picked_among(&legal, choice)? {
        AnyCommand::Base(c) => Some(c),
        AnyCommand::Reprisal(_) | AnyCommand::Valhalla(_) => None,
    }
}

/// The command a choice on a panel of `seat` stands for, in a game of any rule set.
pub fn picked_any(
    game: &bloodrage_bot::engine::AnyGame,
    seat: Seat,
    choice: &Choice,
) -> Option<AnyCommand> {
    picked_among(&game.legal_commands(seat), choice)
}

/// A uniform pick in `0..n` from the splitmix64 stream `state`.
pub fn splitmix(state: &mut u64, n: usize) -> usize {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    (z % n as u64) as usize
}

/// A started game.
#[derive(Debug, Clone)]
pub struct Table {
    pub game: i64,
    pub thread: u64,
    /// The user of each seat.
    pub users: Vec<u64>,
}

/// `/game new` by `host`; returns the game, its thread and the lobby message.
pub async fn open_game(h: &mut Harness, host: u64, players: u8, name: &str) -> (i64, u64, u64) {
    open_game_with(
        h,
        host,
        &[("players", json!(players)), ("name", json!(name))],
    )
    .await
}

/// `/game new` by `host` with these options; returns the game, its thread and the lobby message.
pub async fn open_game_with(
    h: &mut Harness,
    host: u64,
    options: &[(&str, Value)],
) -> (i64, u64, u64) {
    let i = h.slash(host, GAMES, "game new", options).await;
    let reply = h.private_reply(i);
    // "Game #12 *…*" in English, "La partie n° 12 *…*" in French (a non-breaking space).
    let marker = if reply.content.contains("Game #") {
        "Game #"
    } else {
        "n°\u{a0}"
    };
    let game: i64 = between(&reply.content, marker, " ")
        .parse()
        .expect("the reply names the game");
    let thread: u64 = between(&reply.content, "<#", ">")
        .parse()
        .expect("the reply links the thread");
    let lobby = h
        .public_messages(thread)
        .into_iter()
        .find(|m| choices(m).iter().any(|c| c.action() == "join"))
        .expect("the thread has a lobby with a Join button");
    (game, thread, lobby.id)
}

/// The text between `start` and `end` (or the end of `text`).
pub fn between<'a>(text: &'a str, start: &str, end: &str) -> &'a str {
    let from = text
        .find(start)
        .unwrap_or_else(|| panic!("`{start}` in {text:?}"))
        + start.len();
    let rest = &text[from..];
    &rest[..rest.find(end).unwrap_or(rest.len())]
}

/// Opens a game, seats `players[1..]` with the Join button, and starts it with the Start button.
pub async fn start_game(h: &mut Harness, players: &[u64], name: &str) -> Table {
    let (game, thread, lobby) = open_game(h, players[0], players.len() as u8, name).await;
    for user in &players[1..] {
        let i = h.press(*user, lobby, "join").await;
        assert!(
            h.replies(i).is_empty(),
            "joining updates the lobby in place"
        );
    }
    let seated = format!("{}/{}", players.len(), players.len());
    let lobby_text = h.message(lobby).content;
    assert!(
        lobby_text.contains(&format!("Seats: {seated}"))
            || lobby_text.contains(&format!("Places\u{a0}: {seated}")),
        "{lobby_text}"
    );
    h.press(players[0], lobby, "start").await;
    table(h, game, thread).await
}

/// The table of a started game (user 0 for a seat a computer clan plays).
pub async fn table(h: &Harness, game: i64, thread: u64) -> Table {
    let seats = h.store().seats().seat_users(game).await.unwrap();
    let players = h.store().games().record(game).await.unwrap().config.players;
    Table {
        game,
        thread,
        users: (0..players)
            .map(|i| seats.iter().find(|(s, _)| s.0 == i).map_or(0, |(_, u)| *u))
            .collect(),
    }
}

/// A player picking at random among the offered choices.
pub struct Driver {
    rng: u64,
    pub table: Table,
    pub audit: Audit,
    /// Steps played.
    pub steps: u32,
    /// How each step was opened: /act, Choose button, action command, draft DM, /hand.
    pub ways: [u32; 5],
    /// The last public message seen.
    seen_message: u64,
    /// The most public messages one interaction added to the game's thread (a text longer than
    /// one message counts once).
    pub most_messages_per_move: usize,
    /// Decisions taken back with the Undo button.
    pub undos: u32,
    /// One confirmation in this many with an Undo button is taken back.
    pub undo_every: usize,
    /// Players who never answer (their deadlines answer for them).
    pub absent: Vec<u64>,
}

impl Driver {
    pub fn new(table: Table, seed: u64) -> Driver {
        Driver {
            rng: seed ^ 0x9E37_79B9_7F4A_7C15,
            table,
            audit: Audit::default(),
            steps: 0,
            ways: [0; 5],
            most_messages_per_move: 0,
            seen_message: 0,
            undos: 0,
            undo_every: 8,
            absent: Vec::new(),
        }
    }

    /// A uniform pick in `0..n`.
    pub fn pick(&mut self, n: usize) -> usize {
        splitmix(&mut self.rng, n)
    }

    pub async fn audit(&mut self, h: &Harness) {
        self.audit.check(h, self.table.game).await;
        // Public messages in the thread since the last check.
        let new: Vec<_> = h
            .public_messages(self.table.thread)
            .into_iter()
            .filter(|m| m.id > self.seen_message)
            .collect();
        if let Some(last) = new.last() {
            self.seen_message = last.id;
        }
        let text: usize = new.iter().map(|m| m.content.chars().count()).sum();
        let count = if text > 1900 { 1 } else { new.len() };
        self.most_messages_per_move = self.most_messages_per_move.max(count);
    }

    pub fn user(&self, seat: Seat) -> u64 {
        self.table.users[seat.index()]
    }

    /// Plays one step for one awaited seat; `false` when the game is over.
    pub async fn step(&mut self, h: &mut Harness) -> bool {
        let loaded = h
            .store()
            .logs()
            .load(self.table.game)
            .await
            .expect("the game loads");
        let record = loaded.record.clone();
        let game = loaded.game.as_base().expect("a Blood Rage game").clone();
        let Some(pending) = game.pending().cloned() else {
            return false;
        };
        // Players move; computer clans move by themselves (and so do seats handed to them).
        let computers = h
            .store()
            .seats()
            .computer_seats(self.table.game)
            .await
            .unwrap();
        let by_bot = bot_answers(h, &loaded).await;
        let bots_move = loaded
            .log
            .last()
            .is_some_and(|e| e.origin != bloodrage_bot::store::Origin::Player);
        if (!computers.is_empty() || !by_bot.is_empty() || bots_move)
            && record.announced != Some(record.next_seq)
        {
            // A move of the bot's is being told (with the player's new packet or mention): a
            // player acts on it once told, as the bot shows it then. Wait.
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
            return true;
        }
        let seats: Vec<Seat> = pending
            .seats
            .iter()
            .filter(|s| {
                self.user(*s) != 0
                    && !self.absent.contains(&self.user(*s))
                    && !computers.iter().any(|c| c.seat == *s)
                    && !by_bot.contains(s)
            })
            .collect();
        if !by_bot.is_empty() {
            // The bot answers for them at once (a forced choice, a standing order): let it,
            // before anyone else acts on a game about to change.
            self.wait_for_progress(h, record.next_seq).await;
            return true;
        }
        if seats.is_empty() {
            self.wait_for_computers(h, record.next_seq).await;
            return true;
        }
        if !computers.is_empty() {
            // What the computer clans' moves posted, checked while it is still current.
            self.audit(h).await;
        }
        let seat = seats[self.pick(seats.len())];
        let user = self.user(seat);
        let before = record.next_seq;
        let panel = if matches!(pending.decision, Decision::Draft { .. }) {
            Some(self.draft_panel(h, &game, seat).await)
        } else {
            match self.pick(10) {
                0..=5 => Some(self.act(h, user).await),
                6..=7 => match self.choose_button(h, user) {
                    Some(m) => {
                        self.ways[1] += 1;
                        let i = h.press(user, m, "open").await;
                        self.audit(h).await;
                        Some(h.private_reply(i).id)
                    }
                    None => Some(self.act(h, user).await),
                },
                _ if pending.decision == Decision::Action => self.slash_action(h, user).await,
                _ => Some(self.act(h, user).await),
            }
        };
        if let Some(panel) = panel {
            self.navigate(h, user, seat, panel).await;
        }
        let (record, _) = h.load(self.table.game).await;
        if record.next_seq <= before {
            let loaded = h.store().logs().load(self.table.game).await.unwrap();
            for e in loaded.log.iter().rev().take(6) {
                eprintln!(
                    "log tail: {} {:?} {:?} {:?}",
                    e.seq, e.seat, e.origin, e.command
                );
            }
            eprintln!(
                "now pending {:?}, users {:?}",
                loaded.game.awaited(),
                self.table.users
            );
        }
        assert!(
            record.next_seq > before,
            "step {} made no progress ({:?}) for {seat:?}: panel {:?}",
            self.steps,
            pending.decision,
            panel.map(|p| {
                let m = h.message(p);
                (m.content.clone(), choices(&m))
            })
        );
        self.steps += 1;
        true
    }

    /// Waits until the bot has answered at once from log length `seq` on, and its move is told.
    pub async fn wait_for_progress(&mut self, h: &Harness, seq: u64) {
        for _ in 0..6000 {
            let (record, _) = h.load(self.table.game).await;
            if record.next_seq > seq && record.announced == Some(record.next_seq) {
                self.audit(h).await;
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        panic!("the bot did not answer at once");
    }

    /// Waits until the computer clans have moved on from log length `seq`, and on until the game
    /// waits on a player again (or is over) with every move told.
    pub async fn wait_for_computers(&mut self, h: &Harness, seq: u64) {
        for _ in 0..6000 {
            let (record, game) = h.load(self.table.game).await;
            let computers = h
                .store()
                .seats()
                .computer_seats(self.table.game)
                .await
                .unwrap();
            let player_awaited = game
                .awaited()
                .iter()
                .any(|s| self.user(s) != 0 && !computers.iter().any(|c| c.seat == s));
            let told = record.announced == Some(record.next_seq);
            if record.next_seq > seq && told && (player_awaited || game.outcome().is_some()) {
                self.audit(h).await;
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        panic!("the computer clans did not move on from {seq} within 60 s");
    }

    /// `/act` in the game's thread; returns the private panel.
    pub async fn act(&mut self, h: &mut Harness, user: u64) -> u64 {
        self.ways[0] += 1;
        let i = h.slash(user, self.table.thread, "act", &[]).await;
        self.audit(h).await;
        h.private_reply(i).id
    }

    /// The latest public message that pinged `user` with a Choose button.
    pub fn choose_button(&self, h: &Harness, user: u64) -> Option<u64> {
        h.public_messages(self.table.thread)
            .into_iter()
            .rev()
            .find(|m| {
                m.allowed_users.contains(&user) && choices(m).iter().any(|c| c.action() == "open")
            })
            .map(|m| m.id)
    }

    /// The draft panel: the latest DM, or `/hand` for a player whose DMs are closed. Either way it
    /// offers exactly the seat's packet.
    async fn draft_panel(&mut self, h: &mut Harness, game: &Game, seat: Seat) -> u64 {
        let user = self.user(seat);
        let prefix = format!("br2:{}:", self.table.game);
        let pack: BTreeSet<CardId> = game.private_view(seat).pack.iter().copied().collect();
        let offered_by = |panel: &super::fake::Message| -> BTreeSet<CardId> {
            choices(panel)
                .iter()
                .filter_map(|c| match picked(game, seat, c)? {
                    Command::Draft { card } => Some(card),
                    _ => None,
                })
                .collect()
        };
        let panel = if h.dms_closed(user) {
            self.ways[4] += 1;
            let i = h.slash(user, self.table.thread, "hand", &[]).await;
            self.audit(h).await;
            h.private_reply(i)
        } else {
            self.ways[3] += 1;
            // The DM of a new packet is sent after the move that passed it is stored: wait for it
            // (on a loaded machine the previous packet's DM may still be the latest for a while).
            let latest = |h: &Harness| {
                h.dms(user)
                    .into_iter()
                    .rev()
                    .find(|m| {
                        choices(m).iter().any(|c| {
                            c.custom_id.starts_with(&prefix) && !c.action().starts_with("undo")
                        })
                    })
                    .expect("the draft packet arrived by DM")
            };
            let mut panel = latest(h);
            for _ in 0..400 {
                if offered_by(&panel) == pack {
                    break;
                }
                tokio::time::sleep(std::time::Duration::from_millis(5)).await;
                panel = latest(h);
            }
            panel
        };
        let offered = offered_by(&panel);
        assert_eq!(
            offered,
            pack,
            "the draft menu offers exactly the packet: {:?} {:?}",
            panel.content,
            choices(&panel)
        );
        assert!(
            panel.attachments.iter().any(|a| a.filename == "cards.png"),
            "the packet comes as card images"
        );
        panel.id
    }

    /// An action command filled in from autocomplete (`/invade`, `/march`, …); returns the panel
    /// to continue with when the command leaves a choice open.
    async fn slash_action(&mut self, h: &mut Harness, user: u64) -> Option<u64> {
        let thread = self.table.thread;
        let kinds = ["invade", "march", "upgrade", "quest", "pillage"];
        let kind = kinds[self.pick(kinds.len())];
        let fields: &[&str] = match kind {
            "invade" => &["figure", "to"],
            "march" => &["from", "to"],
            "upgrade" => &["card", "slot"],
            "quest" => &["card"],
            _ => &["province"],
        };
        let mut filled: Vec<(&str, Value)> = Vec::new();
        for field in fields {
            let offered = h.autocomplete(user, thread, kind, &filled, field, "").await;
            if offered.is_empty() {
                if *field == "slot" {
                    break;
                }
                return Some(self.act(h, user).await);
            }
            let (_, value) = offered[self.pick(offered.len())].clone();
            filled.push((field, value));
        }
        self.ways[2] += 1;
        let i = h.slash(user, thread, kind, &filled).await;
        self.audit(h).await;
        let reply = h.private_reply(i);
        assert!(
            reply.content.starts_with("Done") || reply.content.starts_with("C'est fait"),
            "/{kind} {filled:?} was refused: {}",
            reply.content
        );
        (!choices(&reply).is_empty()).then_some(reply.id)
    }

    /// Picks among the choices of a panel until the seat has nothing more to decide.
    pub async fn navigate(&mut self, h: &mut Harness, user: u64, seat: Seat, message: u64) {
        for _ in 0..30 {
            let m = h.message(message);
            // Now and then the player takes the move back at once and decides again.
            if choices(&m).iter().any(|c| c.action() == "undo") && self.pick(self.undo_every) == 0 {
                self.undo(h, user, message).await;
                continue;
            }
            let options: Vec<Choice> = choices(&m)
                .into_iter()
                .filter(|c| !matches!(c.action(), "open" | "hand" | "undo"))
                .collect();
            if options.is_empty() {
                return;
            }
            // Passing ends a player's Age: rarer than other choices, so games have more to them.
            let (_, game) = h.load(self.table.game).await;
            let weighted: Vec<&Choice> = options
                .iter()
                .flat_map(|c| {
                    let pass = picked(&game, seat, c) == Some(Command::Pass);
                    std::iter::repeat_n(c, if pass { 1 } else { 8 })
                })
                .collect();
            let choice = weighted[self.pick(weighted.len())].clone();
            let before = h.load(self.table.game).await.0.next_seq;
            let last = h.last_message_id();
            let i = h.choose(user, message, &choice).await;
            self.audit(h).await;
            // With computer clans at the table, their moves after this choice may rightly ping
            // the player again (the audit checks every ping against who is awaited).
            // So may the bot's answers at once for other seats (a forced choice, an order): the
            // messages are read before the log, so that an answer behind one of them is seen.
            let messages = h.public_messages(self.table.thread);
            let answered_at_once = h
                .store()
                .logs()
                .load(self.table.game)
                .await
                .unwrap()
                .log
                .iter()
                .any(|e| {
                    e.seq >= before
                        && matches!(
                            e.origin,
                            bloodrage_bot::store::Origin::Forced
                                | bloodrage_bot::store::Origin::Order
                        )
                });
            let computers = answered_at_once
                || !h
                    .store()
                    .seats()
                    .computer_seats(self.table.game)
                    .await
                    .unwrap()
                    .is_empty();
            for m in messages {
                // (Unless their next packet cannot reach them by DM: then they are told so.)
                assert!(
                    m.id <= last
                        || computers
                        || !m.allowed_users.contains(&user)
                        || m.content.contains("can't send you direct messages"),
                    "the player who just chose is not pinged for what their panel shows: {}",
                    m.content
                );
            }
            let replies = h.replies(i);
            if !replies.is_empty() {
                let loaded = h.store().logs().load(self.table.game).await.unwrap();
                for e in loaded.log.iter().rev().take(8) {
                    eprintln!(
                        "log tail: {} {:?} {:?} {:?}",
                        e.seq, e.seat, e.origin, e.command
                    );
                }
                eprintln!("refused for user {user}, {seat:?}, log length {before}");
            }
            assert!(
                replies.is_empty(),
                "{choice:?} was refused: {:?}",
                replies
                    .iter()
                    .map(|r| r.content.clone())
                    .collect::<Vec<_>>()
            );
            let applies = choice.applies();
            if applies {
                let (record, game) = h.load(self.table.game).await;
                assert!(record.next_seq > before, "{choice:?} changed nothing");
                if !game.awaited().contains(seat) {
                    return;
                }
            }
        }
    }

    /// Presses the Undo button under a confirmation, then Take it back on the preview: the
    /// decision is taken back (the log grows by the undo, the game is as before the decision),
    /// or the refusal says why (a computer clan moved in between).
    pub async fn undo(&mut self, h: &mut Harness, user: u64, message: u64) {
        let (before, _) = h.load(self.table.game).await;
        let i = h.press(user, message, "undo").await;
        assert!(
            h.replies(i).is_empty(),
            "the preview replaces the confirmation"
        );
        self.audit(h).await;
        let preview = h.message(message);
        if !choices(&preview).iter().any(|c| c.action() == "undo.y") {
            assert!(
                preview
                    .content
                    .starts_with("You can no longer take it back")
                    || preview
                        .content
                        .starts_with("Vous ne pouvez plus la reprendre"),
                "{}",
                preview.content
            );
            return;
        }
        assert!(
            preview.content.starts_with("This will take back: **")
                || preview.content.starts_with("Ceci reprendra\u{a0}: **"),
            "{}",
            preview.content
        );
        h.press(user, message, "undo.y").await;
        self.audit(h).await;
        let (after, _) = h.load(self.table.game).await;
        let now = h.message(message).content;
        if now.starts_with("Taken back: ") || now.starts_with("Repris\u{a0}: ") {
            self.undos += 1;
            // One row, and one more for each forced answer of the bot taken back with it.
            assert!(after.next_seq > before.next_seq, "the undo is stored");
        } else {
            assert!(
                now.contains("no longer")
                    || now.contains("moved on")
                    || now.contains("ne pouvez plus")
                    || now.contains("a avancé"),
                "{now}"
            );
        }
    }

    /// Plays until the game is over (or `limit` steps).
    pub async fn play_out(&mut self, h: &mut Harness, limit: u32) {
        while self.step(h).await {
            assert!(
                self.steps < limit,
                "the game did not end within {limit} steps"
            );
        }
    }
}

/// The awaited seats the bot answers for at once (a forced choice, a standing order), as the bot
/// decides it: the driver leaves them alone.
/// Read from the same load as the awaited seats the driver picks from: two loads could see two
/// positions of a game the bot is moving.
pub async fn bot_answers(h: &Harness, loaded: &LoadedGame) -> Vec<Seat> {
    use bloodrage_bot::session::orders::{Orders, covers, setting_key};
    use bloodrage_bot::store::Origin;
    let game = loaded.record.id;
    let deciding = loaded
        .log
        .last()
        .filter(|e| e.origin == Origin::Player)
        .map(|e| e.seat);
    let mut out = Vec::new();
    for seat in loaded.game.awaited().iter() {
        let orders = h
            .store()
            .settings()
            .game_setting(game, &setting_key(seat))
            .await
            .unwrap()
            .map(|v| Orders::parse(&v))
            .unwrap_or_default();
        if covers(&loaded.game, seat, &orders, deciding) {
            out.push(seat);
        }
    }
    out
}
