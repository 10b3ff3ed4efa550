//! The web companion through the real client and a real HTTP connection: a game's page is linked
//! from its opening message and `/game status`, shows where it stands, its board and every move,
//! steps back through its replay, updates itself when the game moves, speaks the reader's
//! language, and is found only by its current link (its host may turn it off or make a new one,
//! a server's admins may turn every page off); guessed keys and too many requests are refused.

use super::driver::{Driver, between, start_game};
use super::harness::{ADMIN, ALICE, BOB, CAROL, Harness};
use bloodrage_bot::vocabulary::Vocabulary as _;
use bloodrage_bot::web::limits::Rate;
use serde_json::json;
use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

/// Request limits no test's reader meets (the tests of the limits set their own).
pub(super) const UNLIMITED: Rate = Rate {
    burst: 1e9,
    per_second: 1e9,
    streams: 8,
    page_burst: 1e9,
    page_per_second: 1e9,
};

pub use super::http::{Answer, get, post};

/// The web companion over `session` on a free port of 127.0.0.1, with `rate`.
pub async fn serve(
    session: &std::sync::Arc<bloodrage_bot::session::Session>,
    rate: Rate,
) -> SocketAddr {
    bloodrage_bot::web::serve(
        session.clone(),
        &bloodrage_bot::web::Options {
            addr: "127.0.0.1:0".parse().unwrap(),
            public_url: None,
            forwarded: false,
            rate,
        },
    )
    .await
    .expect("the web companion starts")
}

/// A store on a fresh SQLite file (in `dir`, named `name`), a session over it and the web
/// companion over the session with no request limit (for tests that read every page of whole
/// games); the directory lives as long as the first value.
pub async fn unlimited(
    name: &str,
) -> (
    super::harness::TempDir,
    bloodrage_bot::store::Store,
    std::sync::Arc<bloodrage_bot::session::Session>,
    SocketAddr,
) {
    let dir = super::harness::TempDir::new(name);
    let url = format!("sqlite://{}", dir.path("web.db").display());
    let store = bloodrage_bot::store::Store::open(&url).await.unwrap();
    let session = std::sync::Arc::new(bloodrage_bot::session::Session::new(store.clone()));
    let web = serve(&session, UNLIMITED).await;
    (dir, store, session, web)
}

/// A game of `config` stored with `status` and `name` on server 1, its seats taken by Ann, Bo,
/// Cy and Di (users 700 on) as many as it has players.
pub async fn seated(
    store: &bloodrage_bot::store::Store,
    config: &bloodrage_bot::engine::GameConfig,
    (status, name): (bloodrage_bot::store::GameStatus, &str),
) -> i64 {
    let id = store
        .games()
        .create_game(&bloodrage_bot::store::NewGame {
            config: Some(config.clone()),
            status: Some(status),
            guild_id: Some(1),
            name: name.to_string(),
            ..bloodrage_bot::store::NewGame::default()
        })
        .await
        .unwrap();
    for (i, player) in ["Ann", "Bo", "Cy", "Di", "Ed"]
        .iter()
        .take(usize::from(config.players))
        .enumerate()
    {
        store
            .seats()
            .join(id, 700 + i as u64, player, config.players)
            .await
            .unwrap();
    }
    id
}

/// The path of a page link (`http://127.0.0.1:port/g/<key>/` → `/g/<key>/`).
pub fn path_of(link: &str) -> String {
    let from = link.find("/g/").expect("a page link");
    link[from..].to_string()
}

/// The page link in a text (`…/g/<32 hex digits>/`).
pub fn link_in(text: &str) -> Option<String> {
    let from = text.find("http://")?;
    let rest = &text[from..];
    let end = rest
        .find(|c: char| c.is_whitespace() || c == ')' || c == '>')
        .unwrap_or(rest.len());
    let link = rest[..end].to_string();
    link.contains("/g/").then_some(link)
}

/// The live-update stream of a page, open.
pub struct Events(tokio::net::TcpStream, String);

impl Events {
    pub async fn open(addr: SocketAddr, page: &str) -> Events {
        Events::open_at(addr, page, "").await
    }

    /// The stream opened with `query` (`?seen=…`).
    pub async fn open_at(addr: SocketAddr, page: &str, query: &str) -> Events {
        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        let request = format!("GET {page}events{query} HTTP/1.0\r\nHost: localhost\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut events = Events(stream, String::new());
        events.wait_for("text/event-stream").await;
        events
    }

    /// Reads until `what` has come (within 20 s).
    pub async fn wait_for(&mut self, what: &str) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        while !self.1.contains(what) {
            let mut buf = [0u8; 4096];
            let n = tokio::time::timeout_at(deadline, self.0.read(&mut buf))
                .await
                .unwrap_or_else(|_| panic!("`{what}` in the stream: {:?}", self.1))
                .unwrap();
            assert!(n > 0, "the stream stays open: {:?}", self.1);
            self.1.push_str(&String::from_utf8_lossy(&buf[..n]));
        }
        // What came after it is kept for the next wait.
        let after = self.1.find(what).expect("found") + what.len();
        self.1 = self.1[after..].to_string();
    }

    /// Everything the stream says until it ends (within 20 s).
    pub async fn rest(&mut self) -> String {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        loop {
            let mut buf = [0u8; 4096];
            let n = tokio::time::timeout_at(deadline, self.0.read(&mut buf))
                .await
                .unwrap_or_else(|_| panic!("the stream ends: {:?}", self.1))
                .unwrap();
            if n == 0 {
                return std::mem::take(&mut self.1);
            }
            self.1.push_str(&String::from_utf8_lossy(&buf[..n]));
        }
    }
}

/// The `web` option's choices, as Discord sends them.
const WEB_ON: u64 = 0;
const WEB_OFF: u64 = 1;
const WEB_NEW_LINK: u64 = 2;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_s_page_shows_where_it_stands_replays_it_updates_itself_and_only_its_link_finds_it()
{
    let mut h = Harness::new("web").await;
    let web = h.start_web(Rate::default()).await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Webbed").await;
    let (game, thread) = (table.game, table.thread);

    // The opening message and `/game status` give the page's link.
    let opening = h
        .public_messages(thread)
        .into_iter()
        .find_map(|m| link_in(&m.content))
        .expect("the opening message links the page");
    assert!(
        opening.starts_with(&format!("http://{web}/g/")) && opening.ends_with('/'),
        "{opening}"
    );
    let i = h.slash(BOB, thread, "game status", &[]).await;
    assert_eq!(
        link_in(&h.private_reply(i).content).as_deref(),
        Some(opening.as_str())
    );
    let page = path_of(&opening);
    let key = page.trim_start_matches("/g/").trim_end_matches('/');
    assert_eq!(key.len(), 32, "128 bits: {key}");
    assert!(!key.contains(&game.to_string()) || key.len() == 32);

    // The page: where the game stands, the board, the replay, guarded headers.
    let answer = get(web, &page, &[]).await;
    assert_eq!(answer.status, 200);
    assert_eq!(
        answer.header("content-type"),
        Some("text/html; charset=utf-8")
    );
    assert_eq!(answer.header("referrer-policy"), Some("no-referrer"));
    assert_eq!(answer.header("cache-control"), Some("no-store"));
    assert!(
        answer
            .header("content-security-policy")
            .is_some_and(|c| c.contains("script-src 'self'"))
    );
    let html = answer.text();
    assert!(html.contains(&format!("Game #{game}: Webbed")), "{html}");
    assert!(html.contains("Where the game stands") && html.contains("Age 1"));
    assert!(
        html.contains("(waiting for "),
        "who is awaited and for how long: {html}"
    );
    let total = html_number(&html, "data-total=\"");
    assert!(
        html.contains(&format!("src=\"board/{total}?lang=en&amp;at=")),
        "{html}"
    );
    let board = get(web, &format!("{page}board/{total}?lang=en"), &[]).await;
    assert_eq!(board.status, 200);
    assert_eq!(board.header("content-type"), Some("image/png"));
    let image = image::load_from_memory(&board.body).expect("a PNG");
    assert_eq!((image.width(), image.height()), (1600, 1300));
    // The page's script and style come from the same server.
    assert_eq!(get(web, "/static/page.js", &[]).await.status, 200);
    assert_eq!(get(web, "/static/page.css", &[]).await.status, 200);
    // The link without its slash leads to the page, and only there.
    let bare = get(web, page.trim_end_matches('/'), &[]).await;
    assert_eq!(bare.status, 308);
    assert_eq!(bare.header("location"), Some(format!("{key}/").as_str()));
    let bare = get(
        web,
        &format!("{}?step=2&lang=fr&x=//evil", page.trim_end_matches('/')),
        &[],
    )
    .await;
    assert_eq!(
        bare.header("location"),
        Some(format!("{key}/?step=2&lang=fr").as_str())
    );

    // Moves: the page's stream says so, and the page shows them.
    let mut events = Events::open(web, &page).await;
    let mut driver = Driver::new(table.clone(), 11);
    assert!(driver.step(&mut h).await);
    events.wait_for("event: moved").await;
    for _ in 0..6 {
        assert!(driver.step(&mut h).await);
    }
    let html = get(web, &page, &[]).await.text();
    let moved = html_number(&html, "data-total=\"");
    assert!(moved > total, "{moved} > {total}");
    assert!(html.contains(&format!("Move {moved} of {moved}")), "{html}");
    assert!(html.contains("<ol>"), "every move is listed: {html}");
    // Step back: the set-up, then the first move, each with its board.
    let first = get(web, &format!("{page}?step=0&lang=en"), &[])
        .await
        .text();
    assert!(
        first.contains("As set up, before the first move"),
        "{first}"
    );
    assert!(first.contains("data-step=\"0\""));
    let one = get(web, &format!("{page}?step=1&lang=en"), &[])
        .await
        .text();
    assert!(one.contains(&format!("Move 1 of {moved}")), "{one}");
    let board0 = get(web, &format!("{page}board/0?lang=en"), &[]).await;
    assert_eq!(board0.status, 200);
    if total == 0 {
        assert!(
            board0.body == board.body,
            "the set-up's board is drawn again as it was"
        );
    }
    assert_eq!(
        get(web, &format!("{page}board/{}", moved + 1), &[])
            .await
            .status,
        404
    );

    // The reader's language: the browser's, or the switch's.
    let french = get(
        web,
        &page,
        &[("Accept-Language", "fr-FR,fr;q=0.9,en;q=0.5")],
    )
    .await;
    let french = french.text();
    assert!(french.contains("Où en est la partie"), "{french}");
    assert!(french.contains("lang=\"fr\""));
    assert!(
        bloodrage_bot::present::locale::french_typography_slips(&strip_tags(&french)).is_empty(),
        "{french}"
    );
    let english = get(
        web,
        &format!("{page}?lang=en"),
        &[("Accept-Language", "fr")],
    )
    .await;
    assert!(english.text().contains("Where the game stands"));

    // Only the host (or an admin) changes the page.
    let i = h
        .slash(BOB, thread, "game settings", &[("web", json!(WEB_OFF))])
        .await;
    assert!(h.private_reply(i).content.contains("Only the game's host"));
    assert_eq!(get(web, &page, &[]).await.status, 200);
    // A new link: the old one finds nothing.
    let i = h
        .slash(
            ALICE,
            thread,
            "game settings",
            &[("web", json!(WEB_NEW_LINK))],
        )
        .await;
    let renewed = link_in(&h.private_reply(i).content).expect("the new link");
    assert_ne!(renewed, opening);
    let not_found = get(web, &page, &[]).await;
    assert_eq!(not_found.status, 404);
    let renewed = path_of(&renewed);
    assert_eq!(get(web, &renewed, &[]).await.status, 200);
    // Off, then on again with another link.
    let i = h
        .slash(ALICE, thread, "game settings", &[("web", json!(WEB_OFF))])
        .await;
    assert!(h.private_reply(i).content.contains("Web page: off"));
    let off = get(web, &renewed, &[]).await;
    assert_eq!(off.status, 404);
    assert!(
        off.body == not_found.body,
        "nothing tells an old link from an off one"
    );
    let i = h.slash(BOB, thread, "game status", &[]).await;
    assert_eq!(link_in(&h.private_reply(i).content), None);
    let i = h
        .slash(ALICE, thread, "game settings", &[("web", json!(WEB_ON))])
        .await;
    let again = path_of(&link_in(&h.private_reply(i).content).expect("a link again"));
    assert_ne!(again, renewed);
    assert_eq!(get(web, &again, &[]).await.status, 200);

    // A server's admins turn every page off, and on.
    let i = h
        .slash(
            BOB,
            thread,
            "settings web-pages",
            &[("allowed", json!(false))],
        )
        .await;
    assert!(h.private_reply(i).content.contains("Only a server admin"));
    assert_eq!(get(web, &again, &[]).await.status, 200);
    let i = h
        .slash(
            ADMIN,
            thread,
            "settings web-pages",
            &[("allowed", json!(false))],
        )
        .await;
    assert!(h.private_reply(i).content.contains("have no web pages"));
    let forbidden = get(web, &again, &[]).await;
    assert!(forbidden.status == 404 && forbidden.body == not_found.body);
    let i = h.slash(ALICE, thread, "game settings", &[]).await;
    assert!(
        h.private_reply(i)
            .content
            .contains("admins turned the web pages off")
    );
    let i = h
        .slash(
            ADMIN,
            thread,
            "settings web-pages",
            &[("allowed", json!(true))],
        )
        .await;
    assert!(h.private_reply(i).content.contains("have web pages"));
    assert_eq!(get(web, &again, &[]).await.status, 200);

    // Guessing finds nothing, and says nothing more than a wrong link does.
    let mut state = 0x5EED_u64;
    for _ in 0..20 {
        let guess: String = (0..32)
            .map(|_| {
                let d = super::driver::splitmix(&mut state, 16);
                char::from_digit(d as u32, 16).unwrap()
            })
            .collect();
        let answer = get(web, &format!("/g/{guess}/"), &[]).await;
        assert!(answer.status == 404 && answer.body == not_found.body);
    }
    for path in [
        format!("/g/{game}/"),
        "/".to_string(),
        "/g/".to_string(),
        format!("{again}board/0/../../"),
    ] {
        assert_eq!(get(web, &path, &[]).await.status, 404, "{path}");
    }
}

/// The personal link in a text (`…/me/<token>/`).
pub fn personal_in(text: &str) -> Option<String> {
    let from = text.find("http://")?;
    let rest = &text[from..];
    let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
    let link = &rest[..end];
    link.contains("/me/")
        .then(|| link[link.find("/me/").unwrap()..].to_string())
}

/// `/web` gives each player a personal link to the page with their own cards: it shows their
/// hand and nobody else's, and a forged, another seat's, an expired link, or the link of a seat
/// given to another player, finds nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_personal_link_shows_its_player_s_cards_only_and_dies_with_the_seat() {
    use bloodrage_bot::engine::Seat;
    use bloodrage_bot::present::locale::Lang;
    let mut h = Harness::new("web-personal").await;
    let web = h.start_web(Rate::default()).await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Mine").await;
    let (game, thread) = (table.game, table.thread);
    let not_found = get(web, "/me/nothing/", &[]).await;
    assert_eq!(not_found.status, 404);
    let i = h.slash(ALICE, thread, "web", &[]).await;
    let reply = h.private_reply(i).content;
    assert!(reply.contains("Keep this link to yourself"), "{reply}");
    let alice = personal_in(&reply).expect("a personal link");
    let i = h.slash(BOB, thread, "web", &[]).await;
    let bob = personal_in(&h.private_reply(i).content).expect("Bob's link");
    assert_ne!(alice, bob);
    // Someone not at the table gets none.
    let i = h.slash(super::harness::DAVE, thread, "web", &[]).await;
    assert!(personal_in(&h.private_reply(i).content).is_none());

    let any = h.store().logs().load(game).await.unwrap().game;
    let hand_of = |seat: u8| {
        bloodrage_bot::web::page::rich(
            &bloodrage_bot::present::game(&any).hand(Seat(seat), Lang::En),
        )
    };
    let seat_of = |user: u64| table.users.iter().position(|u| *u == user).unwrap() as u8;
    let page = get(web, &alice, &[]).await;
    assert_eq!(page.status, 200);
    assert_eq!(page.header("cache-control"), Some("no-store"));
    let html = page.text();
    assert!(html.contains("Your cards (alice ("), "{html}");
    let shown = between(&html, "<p id=\"hand\">", "</p>");
    assert_eq!(shown, hand_of(seat_of(ALICE)));
    assert_ne!(shown, hand_of(seat_of(BOB)));
    let cards = get(web, &format!("{alice}cards.png"), &[]).await;
    assert_eq!(cards.header("content-type"), Some("image/png"));
    image::load_from_memory(&cards.body).expect("the cards as a PNG");
    assert_eq!(get(web, &format!("{alice}board/0"), &[]).await.status, 200);
    // The public page has no hand in it.
    let i = h.slash(BOB, thread, "game status", &[]).await;
    let public = path_of(&link_in(&h.private_reply(i).content).unwrap());
    let public = get(web, &public, &[]).await.text();
    assert!(!public.contains("id=\"mine\"") && !public.contains("cards.png"));

    // Forged: another seat, user or date under Alice's signature, or a signature of its own.
    let token = alice.trim_start_matches("/me/").trim_end_matches('/');
    let parts: Vec<&str> = token.split('-').collect();
    let bob_seat = seat_of(BOB).to_string();
    let forged = [
        [parts[0], &bob_seat, parts[2], parts[3], parts[4]].join("-"),
        [parts[0], parts[1], &BOB.to_string(), parts[3], parts[4]].join("-"),
        [parts[0], parts[1], parts[2], "9999999999", parts[4]].join("-"),
        [parts[0], parts[1], parts[2], parts[3], &"0".repeat(64)].join("-"),
        format!("{token}00"),
    ];
    for token in forged {
        for path in ["", "board/0", "cards.png", "events"] {
            let answer = get(web, &format!("/me/{token}/{path}"), &[]).await;
            assert_eq!(answer.status, 404, "{token}/{path}");
            if path.is_empty() {
                assert!(answer.body == not_found.body);
            }
        }
    }

    // A seat given to another player: its link dies; the new player's works.
    let user = |u: u64| json!(u.to_string());
    let i = h
        .slash(
            ALICE,
            thread,
            "game replace",
            &[("player", user(BOB)), ("with", user(super::harness::DAVE))],
        )
        .await;
    assert!(
        h.private_reply(i).content.starts_with("Done"),
        "{}",
        h.private_reply(i).content
    );
    assert_eq!(get(web, &bob, &[]).await.status, 404);
    let i = h.slash(super::harness::DAVE, thread, "web", &[]).await;
    let dave = personal_in(&h.private_reply(i).content).expect("Dave's link");
    assert_eq!(get(web, &dave, &[]).await.status, 200);
    // A seat handed to the computer is still its player's: the link works, showing their cards.
    let i = h.slash(ALICE, thread, "game handover", &[]).await;
    assert!(h.private_reply(i).content.starts_with("Done"));
    assert_eq!(get(web, &alice, &[]).await.status, 200);
    // A week later, the link has expired.
    h.advance_clock(8 * 86_400);
    assert_eq!(get(web, &alice, &[]).await.status, 404);
    assert_eq!(
        get(web, &format!("{alice}cards.png"), &[]).await.status,
        404
    );
}

/// Requests that find nothing are limited per address (a script guessing keys is slowed to a
/// crawl, refused before anything is looked up); reading a page is limited per address and page
/// far more loosely, so stepping through a whole replay is never stopped; a refused page is a
/// page the reader can use: it says how long to wait, links back and comes back by itself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn guesses_are_slowed_but_reading_a_page_is_not_and_a_refusal_leaves_a_usable_page() {
    let mut h = Harness::new("web-limits").await;
    let web = h
        .start_web(Rate {
            burst: 3.0,
            per_second: 0.2,
            streams: 1,
            page_burst: 40.0,
            page_per_second: 0.2,
        })
        .await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Limited").await;
    let i = h.slash(BOB, table.thread, "game status", &[]).await;
    let page = path_of(&link_in(&h.private_reply(i).content).expect("a link"));
    // A replay stepped through: a page and a board a step, far more than the guesses' burst.
    for step in 0..15 {
        let answer = get(web, &format!("{page}?step={step}&lang=en"), &[]).await;
        assert_eq!(answer.status, 200, "step {step}");
        let board = get(web, &format!("{page}board/0?lang=en"), &[]).await;
        assert_eq!(board.status, 200, "board {step}");
    }
    // The page's own budget runs out too, at last: its refusal is a page as well.
    let mut refused = None;
    for _ in 0..40 {
        let answer = get(web, &format!("{page}?lang=fr"), &[]).await;
        if answer.status == 429 {
            refused = Some(answer);
            break;
        }
    }
    let refused = refused.expect("a page's budget is not endless");
    assert!(
        refused.text().contains("revient d'elle-même"),
        "{}",
        refused.text()
    );
    // Guesses: three, then refused.
    for _ in 0..3 {
        assert_eq!(get(web, "/g/0123/", &[]).await.status, 404);
    }
    let refused = get(web, "/g/0123/", &[]).await;
    assert_eq!(refused.status, 429);
    assert_eq!(refused.header("retry-after"), Some("5"));
    let html = refused.text();
    assert!(html.contains("Too many requests"), "{html}");
    assert!(html.contains("comes back by itself in 5 seconds"), "{html}");
    assert!(
        html.contains("<meta http-equiv=\"refresh\" content=\"5\">"),
        "{html}"
    );
    assert!(html.contains("<a href=\"\">Try again now</a>"), "{html}");
}

/// No request makes the web companion send a reader elsewhere: a key of any other form than a
/// page's (slashes, backslashes, a scheme, line breaks, bytes that are not UTF-8, however
/// encoded), under either door, finds the uniform "no such page" with no `Location`, and is
/// counted against the reader's limits like any guess; only a key that opens a page is
/// redirected, to that page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_address_sends_a_reader_elsewhere_and_odd_keys_find_the_uniform_no_such_page() {
    let mut h = Harness::new("web-redirect").await;
    let web = h
        .start_web(Rate {
            burst: 200.0,
            ..Rate::default()
        })
        .await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Redirected").await;
    let i = h.slash(BOB, table.thread, "game status", &[]).await;
    let page = path_of(&link_in(&h.private_reply(i).content).expect("a link"));
    let not_found = get(web, "/g/nothing/", &[]).await;
    assert_eq!(not_found.status, 404);
    let odd = [
        "%2F%2Fevil.example",
        "%2F%2Fevil.example%2F",
        "%2f%2fevil.example",
        "%5C%5Cevil.example",
        "%5C%2Fevil.example",
        "%2F%5Cevil.example",
        "%5Cevil.example",
        "https:%2F%2Fevil.example",
        "%252F%252Fevil.example",
        "..%2F..%2Fevil.example",
        "%0d%0aLocation:%20http:%2F%2Fevil.example",
        "%0D%0ASet-Cookie:%20x=1",
        "%00",
        "%FF%FE",
        "%E2%80%AEevil",
        "0123456789abcdef0123456789abcdeF",
        "0123456789abcdef0123456789abcde",
    ];
    for door in ["/g/", "/me/"] {
        for key in odd {
            for tail in ["", "/", "/board/0", "/cards.png", "/events"] {
                let path = format!("{door}{key}{tail}");
                let answer = get(web, &path, &[]).await;
                assert_eq!(answer.status, 404, "{path}");
                assert_eq!(answer.header("location"), None, "{path}");
                if tail.is_empty() || tail == "/" {
                    assert!(answer.body == not_found.body, "{path}: the uniform page");
                }
            }
        }
    }
    // Paths that are no page at all.
    for path in [
        "//evil.example",
        "//evil.example/",
        "/%2F%2Fevil.example",
        "/g//evil.example",
    ] {
        let answer = get(web, path, &[]).await;
        assert_eq!(answer.status, 404, "{path}");
        assert_eq!(answer.header("location"), None, "{path}");
    }
    // A real page's key is redirected, to that page only.
    let key = page.trim_start_matches("/g/").trim_end_matches('/');
    let answer = get(web, &format!("/g/{key}"), &[]).await;
    assert_eq!(
        (answer.status, answer.header("location")),
        (308, Some(format!("{key}/").as_str()))
    );
    // Guessing through the bare address is counted like any guess.
    let h2 = Harness::new("web-redirect-limit").await;
    let strict = h2
        .start_web(Rate {
            burst: 2.0,
            per_second: 0.1,
            ..Rate::default()
        })
        .await;
    for _ in 0..2 {
        assert_eq!(get(strict, "/g/%2F%2Fevil.example", &[]).await.status, 404);
    }
    let refused = get(strict, "/g/%2F%2Fevil.example", &[]).await;
    assert_eq!(refused.status, 429);
    assert_eq!(refused.header("location"), None);
}

/// A page's live stream ends as soon as its link stops working (the host turns the page off or
/// makes a new link), saying so, and does not report moves after; a finished game's page gets
/// no stream at all (the browser does not try again).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_stream_ends_when_its_link_stops_working_and_a_finished_game_has_none() {
    let mut h = Harness::new("web-stream-end").await;
    let web = h.start_web(Rate::default()).await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Streamed").await;
    let thread = table.thread;
    let i = h.slash(BOB, thread, "game status", &[]).await;
    let page = path_of(&link_in(&h.private_reply(i).content).expect("a link"));
    let mut driver = Driver::new(table.clone(), 3);
    for change in [WEB_NEW_LINK, WEB_OFF] {
        let i = h.slash(ALICE, thread, "game status", &[]).await;
        let page_now =
            link_in(&h.private_reply(i).content).map_or_else(|| page.clone(), |l| path_of(&l));
        let mut events = Events::open(web, &page_now).await;
        assert!(driver.step(&mut h).await);
        events.wait_for("event: moved").await;
        let i = h
            .slash(ALICE, thread, "game settings", &[("web", json!(change))])
            .await;
        let _ = h.private_reply(i);
        assert!(driver.step(&mut h).await);
        events.wait_for("event: gone").await;
        let rest = events.rest().await;
        assert!(!rest.contains("event: moved"), "no move told after: {rest}");
        let i = h
            .slash(ALICE, thread, "game settings", &[("web", json!(WEB_ON))])
            .await;
        assert!(link_in(&h.private_reply(i).content).is_some());
    }
    // A page's stream opened behind the game is told at once.
    let i = h.slash(ALICE, thread, "game status", &[]).await;
    let page = path_of(&link_in(&h.private_reply(i).content).expect("a link"));
    let mut events = Events::open_at(web, &page, "?seen=1").await;
    events.wait_for("event: moved").await;
    // A finished game: no stream; a player's page offers nothing more, and takes no move.
    let mine = super::web_play::personal_link(&mut h, ALICE, thread).await;
    let before = get(web, &mine, &[]).await;
    let cookie = super::web_play::cookie_of(&before);
    let token = mine.trim_start_matches("/me/").trim_end_matches('/');
    let check = h.session().pages().action_check(token).await.unwrap();
    let i = h.slash(ALICE, thread, "game abandon", &[]).await;
    let _ = h.private_reply(i);
    let answer = get(web, &format!("{page}events"), &[]).await;
    assert_eq!(answer.status, 204, "{}", answer.text());
    let after = get(web, &mine, &[]).await;
    assert_eq!(after.status, 200);
    assert!(!after.text().contains("id=\"act\""));
    let seq = h.load(table.game).await.0.next_seq;
    let fields = format!("check={check}&seq={seq}&pick=0.00000000");
    let refused =
        super::web::post(web, &format!("{mine}act"), &[("Cookie", &cookie)], &fields).await;
    assert_eq!(refused.status, 409, "{}", refused.text());
    assert_eq!(h.load(table.game).await.0.next_seq, seq);
}

fn html_number(html: &str, after: &str) -> usize {
    let from = html.find(after).expect("the number") + after.len();
    html[from..]
        .split('"')
        .next()
        .unwrap()
        .parse()
        .expect("a number")
}

/// The text of an HTML page, tags left out and the escaped characters read back.
fn strip_tags(html: &str) -> String {
    text_of(html)
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

fn text_of(html: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in html.chars() {
        match c {
            '<' => inside = true,
            '>' => {
                inside = false;
                out.push(' ');
            }
            c if !inside => out.push(c),
            _ => {}
        }
    }
    out
}

/// The leak audit of the web: whole games of every rule set, stored as played, their pages read
/// at every move. A move's lines are exactly the narration of its public events (its events
/// redacted for no seat before they are narrated); where the game stands is worded the same when
/// every card hidden from any one seat is dealt again (the engine's determinization from each
/// seat's view), and so is the board, drawn at moves spread over the game: nothing hidden from
/// a seat can reach the page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_page_shows_anything_hidden_at_any_move_of_whole_games_of_every_rule_set() {
    use bloodrage_bot::engine::rng::GameRng;
    use bloodrage_bot::engine::{AnyGame, RuleSet, Viewer};
    use bloodrage_bot::present::locale::Lang;
    use bloodrage_bot::present::{self, Giver, LogStep};
    use bloodrage_bot::session::web::PageLink;
    use bloodrage_bot::store::GameStatus;
    use bloodrage_bot::web::page::rich;

    let (_dir, store, session, web) = unlimited("web-audit").await;
    for rules in RuleSet::ALL {
        let mut boards = 0;
        let config = (rules.registered().default_config)(4, 4242);
        let mut game = AnyGame::new(&config).unwrap();
        let log = bloodrage_bot::sim::logged(&mut game, None).unwrap();
        // The whole game, finished; and its first half, a game under way.
        for cut in [log.len(), log.len() / 2] {
            let name = format!("{} audit", rules.slug());
            let id = seated(&store, &config, (GameStatus::Active, &name)).await;
            let outcome = (cut == log.len()).then(|| game.outcome()).flatten();
            store
                .logs()
                .append(id, 0, &log[..cut], outcome.as_ref())
                .await
                .unwrap();
            let PageLink::Link(link) = session.pages().page_link(id).await.unwrap() else {
                panic!("a page for game {id}");
            };
            let page = path_of(&link);
            let record = session.games().record(id).await.unwrap();
            let names = bloodrage_bot::web::names(&session, &record, Lang::En)
                .await
                .unwrap();
            // The games after each move, and each move's events.
            let mut games = vec![AnyGame::new(&config).unwrap()];
            let mut events = Vec::new();
            for (seat, command) in &log[..cut] {
                let mut next = games.last().unwrap().clone();
                events.push(next.apply(*seat, command).unwrap());
                games.push(next);
            }
            let last = games.last().unwrap().clone();
            // The replay's steps, as the thread tells moves: a move is complete when no seat is
            // finishing an action of its own; a step is a move with public lines and the secret
            // moves before it.
            let ends: Vec<usize> = (1..=cut)
                .filter(|n| *n == cut || games[*n].decision().is_none_or(|d| !d.follow_up))
                .collect();
            let mut moves = Vec::new();
            let mut from = 0;
            for end in ends {
                // A move's lines: the narration of its commands' public events, the game as it
                // stood once the move was complete.
                let public: Vec<Vec<_>> = (from..end)
                    .map(|i| {
                        events[i]
                            .iter()
                            .filter_map(|e| e.redact(Viewer::Public))
                            .collect()
                    })
                    .collect();
                let steps: Vec<LogStep<'_>> = (from..end)
                    .map(|i| LogStep {
                        seq: i as u64,
                        seat: log[i].0,
                        command: &log[i].1,
                        events: &public[i - from],
                        undoes: None,
                        giver: Giver::Seat,
                    })
                    .collect();
                let lines = present::narrate_steps(&games[end], &steps, &names, Lang::En);
                moves.push((from..end, lines));
                from = end;
            }
            let mut steps: Vec<(std::ops::Range<usize>, Vec<String>)> = Vec::new();
            let mut from = 0;
            for (i, (range, lines)) in moves.iter().enumerate() {
                if !lines.is_empty() || i + 1 == moves.len() {
                    steps.push((from..range.end, lines.clone()));
                    from = range.end;
                }
            }
            let total = steps.len();
            let html = get(web, &page, &[]).await.text();
            assert_eq!(html_number(&html, "data-total=\""), total, "{rules:?}");
            let every = (total / 12).max(1);
            for k in 0..=total {
                let html = get(web, &format!("{page}?step={k}&lang=en"), &[])
                    .await
                    .text();
                let shown = between(
                    &html,
                    "<div id=\"step-lines\" aria-live=\"polite\">",
                    "</div>",
                );
                let (given, touched): (usize, Vec<_>) = match k.checked_sub(1) {
                    None => (0, Vec::new()),
                    Some(i) => (
                        steps[i].0.end,
                        steps[i].0.clone().flat_map(|c| events[c].clone()).collect(),
                    ),
                };
                let expected = match k.checked_sub(1) {
                    None => String::new(),
                    Some(i) if steps[i].1.is_empty() => {
                        let n = steps[i].0.len();
                        if n == 1 {
                            "<p>A decision taken in secret.</p>".to_string()
                        } else {
                            format!("<p>{n} decisions taken in secret.</p>")
                        }
                    }
                    Some(i) => steps[i]
                        .1
                        .iter()
                        .map(|l| ["<p>", &rich(l), "</p>"].concat())
                        .collect(),
                };
                assert_eq!(shown, expected, "{rules:?} step {k} of game {id}");
                if let Some(i) = k.checked_sub(1) {
                    for line in &steps[i].1 {
                        assert!(
                            !line.contains("  "),
                            "{rules:?} step {k}: a word is missing: {line}"
                        );
                    }
                }
                if k == total {
                    let status = between(&html, "<p id=\"status\">", "</p>");
                    assert_eq!(status, rich(&present::game(&last).status(&names, Lang::En)));
                    for s in 0..4u8 {
                        let mut rng = GameRng::from_seed(u64::from(s) + 1);
                        let dealt = last.determinize(bloodrage_bot::engine::Seat(s), &mut rng);
                        if dealt.awaited() != last.awaited() {
                            continue;
                        }
                        assert_eq!(
                            status,
                            rich(&present::game(&dealt).status(&names, Lang::En)),
                            "{rules:?}: where game {id} stands, dealt again for seat {s}"
                        );
                    }
                }
                if k % every == 0 || k == total {
                    let served = get(web, &format!("{page}board/{k}?lang=en"), &[]).await;
                    assert_eq!(served.status, 200);
                    let title = format!("#{id} {}", record.name);
                    let real =
                        present::board_png(&games[given], &names, &title, &touched, Lang::En);
                    assert!(real == served.body, "{rules:?}: the board after step {k}");
                    for s in 0..4u8 {
                        let mut rng = GameRng::from_seed(u64::from(s) + 7);
                        let dealt =
                            games[given].determinize(bloodrage_bot::engine::Seat(s), &mut rng);
                        // Reprisal's and Valhalla's determinization also forgets the other
                        // seats' secret picks under way (who has picked is public): such a twin
                        // is not the same public game, and is left out.
                        if dealt.awaited() != games[given].awaited() {
                            continue;
                        }
                        let png = present::board_png(&dealt, &names, &title, &touched, Lang::En);
                        assert!(
                            png == served.body,
                            "{rules:?}: the board of game {id} after step {k} differs when seat {s}'s unknowns are dealt again"
                        );
                        boards += 1;
                    }
                }
            }
            // The same pages in French read as French.
            for k in [0, total / 2, total] {
                let html = get(web, &format!("{page}?step={k}&lang=fr"), &[])
                    .await
                    .text();
                let slips =
                    bloodrage_bot::present::locale::french_typography_slips(&strip_tags(&html));
                assert!(slips.is_empty(), "{rules:?} move {k}: {slips:?}");
            }
        }
        eprintln!("{rules:?}: {boards} boards compared with a twin dealt again");
        assert!(boards >= 30, "{rules:?}: only {boards} twins");
    }
}

/// The page says what the game's thread said, from the same code: whole games of every rule set,
/// in English and in French, played move by move through the session and told after each move
/// as a game's thread is told (`dialogue::announce::telling`, which every front end posts);
/// the page's steps, read over HTTP, have exactly the thread's lines in the same order (a march
/// with its figures, no battle that did not happen), every step but a trailing one of secret
/// decisions has lines, and no line misses a word.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_says_what_the_thread_said_for_whole_games_of_every_rule_set_in_both_languages() {
    use bloodrage_bot::dialogue::announce::{Occasion, telling};
    use bloodrage_bot::engine::RuleSet;
    use bloodrage_bot::present::locale::Lang;
    use bloodrage_bot::session::settings::{BoardPolicy, GameSetting};
    use bloodrage_bot::session::web::PageLink;
    use bloodrage_bot::store::{GameStatus, NewGame};
    use bloodrage_bot::web::page::rich;

    let (_dir, store, session, web) = unlimited("web-thread").await;
    let plain = |_: u64, label: &str| label.to_string();
    let mut marches = 0;
    for rules in RuleSet::ALL {
        for lang in Lang::ALL {
            let id = store
                .games()
                .create_game(&NewGame {
                    config: Some((rules.registered().default_config)(3, 77)),
                    status: Some(GameStatus::Active),
                    guild_id: Some(1),
                    name: format!("{} told", rules.slug()),
                    ..NewGame::default()
                })
                .await
                .unwrap();
            for (i, name) in ["Ann", "Bo", "Cy"].iter().enumerate() {
                store
                    .seats()
                    .join(id, 900 + i as u64, name, 3)
                    .await
                    .unwrap();
            }
            session
                .games()
                .set(id, GameSetting::Language(lang.code().into()))
                .await
                .unwrap();
            session
                .games()
                .set(id, GameSetting::Board(BoardPolicy::OnRequest))
                .await
                .unwrap();
            let mut thread = Vec::new();
            let mut state = 0x7EAD_u64 + id as u64;
            loop {
                let current = session.current(id).await.unwrap();
                if current.game.is_over() {
                    break;
                }
                let awaited: Vec<_> = current.game.awaited().iter().collect();
                let seat = awaited[super::driver::splitmix(&mut state, awaited.len())];
                let mut legal = current.game.legal_commands(seat);
                let command = legal.swap_remove(super::driver::splitmix(&mut state, legal.len()));
                session
                    .apply(id, seat, &[command], None)
                    .await
                    .unwrap()
                    .expect("a legal command");
                let record = session.games().record(id).await.unwrap();
                let occasion = Occasion::Moves(seat);
                if let Some(owed) = session
                    .telling()
                    .owed(&record, occasion.session())
                    .await
                    .unwrap()
                {
                    let told = telling(&session, &owed, occasion, &plain).await.unwrap();
                    assert_eq!(told.lang, lang);
                    thread.extend(told.lines);
                    session
                        .telling()
                        .told(id, told.current.record.next_seq)
                        .await
                        .unwrap();
                }
            }
            let PageLink::Link(link) = session.pages().page_link(id).await.unwrap() else {
                panic!("a page for game {id}");
            };
            let page = path_of(&link);
            let html = get(web, &format!("{page}?lang={}", lang.code()), &[])
                .await
                .text();
            let total = html_number(&html, "data-total=\"");
            let mut shown = Vec::new();
            for k in 1..=total {
                let html = get(web, &format!("{page}?step={k}&lang={}", lang.code()), &[])
                    .await
                    .text();
                let lines = between(
                    &html,
                    "<div id=\"step-lines\" aria-live=\"polite\">",
                    "</div>",
                );
                let lines: Vec<String> = lines
                    .trim_start_matches("<p>")
                    .trim_end_matches("</p>")
                    .split("</p><p>")
                    .map(str::to_string)
                    .collect();
                assert!(
                    !lines.is_empty() && !lines[0].is_empty(),
                    "{rules:?} step {k}"
                );
                shown.extend(lines);
            }
            let told: Vec<String> = thread.iter().map(|l| rich(l)).collect();
            assert!(told.len() > 30, "{rules:?} {lang:?}: {} lines", told.len());
            for (i, (page_line, thread_line)) in shown.iter().zip(&told).enumerate() {
                assert_eq!(page_line, thread_line, "{rules:?} {lang:?}: line {i}");
            }
            assert_eq!(
                shown.len(),
                told.len(),
                "{rules:?} {lang:?}: every line of the thread"
            );
            for line in &thread {
                assert!(
                    !line.contains("  "),
                    "{rules:?} {lang:?}: a word is missing: {line}"
                );
                if line.contains(" marches ") || line.contains(" fait marcher ") {
                    marches += 1;
                }
            }
        }
    }
    assert!(marches > 5, "{marches} marches told");
}

/// Several bot processes on one PostgreSQL database: a page served by one updates by itself when
/// another stores a move (the serving process hears it through the feed of changes and its
/// session tells `Notice::Elsewhere`; nothing else would tell the page).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_updates_by_itself_when_another_process_stores_a_move() {
    use bloodrage_bot::engine::{GameConfig, Seat};
    use bloodrage_bot::session::Session;
    use bloodrage_bot::session::web::PageLink;
    use bloodrage_bot::store::{GameStatus, NewGame, Store};
    use std::sync::Arc;

    let url = bloodrage_bot::store::testing::postgres_database().await;
    let serving = Arc::new(Session::new(Store::open(&url).await.unwrap()));
    let other = Session::new(Store::open(&url).await.unwrap());
    // The web companion starts the serving session's hearing itself (no Discord here).
    let web = serve(&serving, Rate::default()).await;
    let store = serving.store();
    let id = store
        .games()
        .create_game(&NewGame {
            config: Some(GameConfig::base(3, 8)),
            status: Some(GameStatus::Active),
            guild_id: Some(1),
            name: "elsewhere".into(),
            ..NewGame::default()
        })
        .await
        .unwrap();
    for user in 1..=3 {
        store
            .seats()
            .join(id, user, &format!("p{user}"), 3)
            .await
            .unwrap();
    }
    let PageLink::Link(link) = serving.pages().page_link(id).await.unwrap() else {
        panic!("a page");
    };
    let page = path_of(&link);
    assert_eq!(get(web, &page, &[]).await.status, 200);
    let mut events = Events::open(web, &page).await;
    // The other process moves.
    let current = other.current(id).await.unwrap();
    let seat: Seat = current.game.awaited().iter().next().unwrap();
    let command = current.game.legal_commands(seat).remove(0);
    other
        .apply(id, seat, &[command], None)
        .await
        .unwrap()
        .expect("the move is applied");
    events.wait_for("event: moved").await;
    let html = get(web, &page, &[]).await.text();
    assert!(html.contains("data-total=\"1\""), "{html}");
}
