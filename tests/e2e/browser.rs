//! The web companion in a real browser: headless Chromium (Debian's `chromium` package, installed
//! when missing, as `.ci/run` does) driven over the DevTools protocol, while a game is played
//! through the fake Discord. It loads the game's page, steps back through the replay with a click
//! and an arrow key, sees the page update by itself after a move, opens a player's personal view
//! with their cards, and takes a screenshot of a page of each rule set (not blank, the board in
//! it).
//!
//! The protocol is spoken here over tokio-tungstenite (already the fake Discord's WebSocket):
//! navigate, evaluate, press a key, take a screenshot: four JSON messages, where a DevTools client
//! crate would add its generated bindings of the whole protocol to every build of the tests.

use super::driver::{Driver, start_game};
use super::harness::{ALICE, BOB, CAROL, Harness};
use super::web::{get, link_in, path_of, personal_in};
use base64::Engine as _;
use bloodrage_bot::vocabulary::Vocabulary as _;
use bloodrage_bot::web::limits::Rate;
use futures_util::{SinkExt as _, StreamExt as _};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;
use tokio::io::AsyncBufReadExt as _;
use tokio_tungstenite::tungstenite::Message;

/// Chromium's program: on the path, or Debian's package installed now when this process may.
fn chromium() -> PathBuf {
    let found = || {
        ["chromium", "chromium-browser", "google-chrome"]
            .iter()
            .find_map(|name| {
                std::env::var_os("PATH").and_then(|paths| {
                    std::env::split_paths(&paths)
                        .map(|dir| dir.join(name))
                        .find(|p| p.exists())
                })
            })
    };
    if let Some(program) = found() {
        return program;
    }
    let root = std::process::Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0");
    if root && Path::new("/usr/bin/apt-get").exists() {
        eprintln!("installing Debian's chromium package for the browser test");
        let _ = std::process::Command::new("apt-get")
            .args(["update", "-qq"])
            .status();
        let _ = std::process::Command::new("apt-get")
            .args(["install", "-y", "-qq", "chromium"])
            .env("DEBIAN_FRONTEND", "noninteractive")
            .status();
    }
    found().expect(
        "the browser test needs Chromium: `apt-get install -y chromium` (what .ci/run does)",
    )
}

/// Chromium's targets (`/json/list`: HTTP/1.1 only, answered with a length, the connection kept).
async fn targets(port: SocketAddr) -> Value {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let mut stream = tokio::net::TcpStream::connect(port).await.unwrap();
    // Chromium builds the pages' addresses from the Host header.
    let request = format!("GET /json/list HTTP/1.1\r\nHost: {port}\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            let mut buf = [0u8; 4096];
            let n = stream.read(&mut buf).await.unwrap();
            assert!(n > 0, "Chromium answers");
            raw.extend_from_slice(&buf[..n]);
            let text = String::from_utf8_lossy(&raw).to_string();
            if let Some((head, body)) = text.split_once("\r\n\r\n") {
                let length: usize = head
                    .lines()
                    .find_map(|l| {
                        let (k, v) = l.split_once(':')?;
                        k.eq_ignore_ascii_case("content-length")
                            .then(|| v.trim().parse().ok())?
                    })
                    .expect("a length");
                if body.len() >= length {
                    return serde_json::from_str(&body[..length]).unwrap();
                }
            }
        }
    })
    .await
    .expect("Chromium lists its pages")
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A headless Chromium and its one page, over the DevTools protocol.
pub(super) struct Browser {
    _process: tokio::process::Child,
    _profile: super::harness::TempDir,
    socket: Socket,
    next: u64,
}

impl Browser {
    pub(super) async fn start() -> Browser {
        let profile = super::harness::TempDir::new("chromium");
        let mut process = tokio::process::Command::new(chromium())
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--no-first-run",
                "--remote-debugging-port=0",
                "--window-size=1280,1600",
            ])
            .arg(format!(
                "--user-data-dir={}",
                profile.path("profile").display()
            ))
            .arg("about:blank")
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .expect("Chromium starts");
        let mut lines = tokio::io::BufReader::new(process.stderr.take().unwrap()).lines();
        let browser = tokio::time::timeout(Duration::from_mins(1), async {
            loop {
                let line = lines
                    .next_line()
                    .await
                    .unwrap()
                    .expect("Chromium says where it listens");
                if let Some(url) = line.strip_prefix("DevTools listening on ") {
                    return url.trim().to_string();
                }
            }
        })
        .await
        .expect("Chromium listens within a minute");
        // Chromium's later messages are drained, so it never blocks on a full pipe.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        let port: SocketAddr = browser
            .trim_start_matches("ws://")
            .split('/')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let targets = targets(port).await;
        let page = targets
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["type"] == "page")
            .expect("a page")["webSocketDebuggerUrl"]
            .as_str()
            .unwrap()
            .to_string();
        let (socket, _) = tokio_tungstenite::connect_async(page).await.unwrap();
        Browser {
            _process: process,
            _profile: profile,
            socket,
            next: 0,
        }
    }

    /// Shows pages as a phone does: 390 × 844 CSS px, three device pixels to one, touch.
    pub(super) async fn phone(&mut self) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": true }),
        )
        .await;
    }

    /// Sends a command and waits for its answer (events in between are passed over).
    pub(super) async fn call(&mut self, method: &str, params: Value) -> Value {
        let answer = self.ask(method, params).await;
        assert!(answer["error"].is_null(), "{method}: {answer}");
        answer["result"].clone()
    }

    /// Sends a command and waits for its whole answer, an error included.
    async fn ask(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        let message = json!({ "id": id, "method": method, "params": params });
        self.socket
            .send(Message::Text(message.to_string()))
            .await
            .unwrap();
        tokio::time::timeout(Duration::from_secs(30), async {
            loop {
                let text = match self.socket.next().await {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(_)) => continue,
                    other => panic!("Chromium's connection ended: {other:?}"),
                };
                let answer: Value = serde_json::from_str(&text).unwrap();
                if answer["id"] == id {
                    return answer;
                }
            }
        })
        .await
        .unwrap_or_else(|_| panic!("{method} answered"))
    }

    /// Opens `url` and waits until it has loaded. The page's own script may be navigating at the
    /// same moment (the game moved: it shows the latest move), which would win over a
    /// navigation of ours: the address is set from the page and checked until it holds.
    pub(super) async fn go(&mut self, url: &str) {
        let target = serde_json::to_string(url).unwrap();
        for _ in 0..3 {
            self.eval(&format!("window.location.href = {target}, true"))
                .await;
            for _ in 0..500 {
                tokio::time::sleep(Duration::from_millis(20)).await;
                let here = self
                    .eval(&format!(
                        "window.location.href === {target} && document.readyState === 'complete'"
                    ))
                    .await;
                if here == json!(true) {
                    return;
                }
            }
        }
        panic!("the browser never showed {url}");
    }

    /// The value of a JavaScript expression in the page (null while the page is changing).
    pub(super) async fn eval(&mut self, expression: &str) -> Value {
        self.ask(
            "Runtime.evaluate",
            json!({ "expression": expression, "returnByValue": true }),
        )
        .await["result"]["result"]["value"]
            .clone()
    }

    /// Waits until `expression` is true in the page (within 30 s).
    pub(super) async fn until(&mut self, expression: &str) {
        for _ in 0..1_500 {
            if self.eval(expression).await == json!(true) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let html = self
            .eval("document.body ? document.body.outerHTML : ''")
            .await;
        panic!("never true in the browser: {expression}\n{html}");
    }

    /// Waits until the page has loaded with its board drawn (on a narrow screen, where the
    /// board's map waits to be scrolled to, until the page has loaded).
    async fn loaded(&mut self) {
        self.until(
            "document.readyState === 'complete' && (window.innerWidth < 700 \
             || (!!document.getElementById('board') \
                 && document.getElementById('board').complete \
                 && document.getElementById('board').naturalWidth === 1600))",
        )
        .await;
    }

    async fn key(&mut self, key: &str, code: u32) {
        for kind in ["keyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({ "type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code }),
            )
            .await;
        }
    }

    /// A screenshot of the page, decoded.
    pub(super) async fn screenshot(&mut self) -> (Vec<u8>, image::RgbImage) {
        let data = self
            .call("Page.captureScreenshot", json!({ "format": "png" }))
            .await["data"]
            .as_str()
            .unwrap()
            .to_string();
        let png = base64::engine::general_purpose::STANDARD
            .decode(data)
            .unwrap();
        let image = image::load_from_memory(&png).unwrap().to_rgb8();
        (png, image)
    }

    /// A screenshot of the page, checked: not blank, and the board in it where the page says
    /// (its dark header band at the top of its box, the ring's colours below).
    async fn check_screenshot(&mut self, what: &str) -> Vec<u8> {
        let rect = self
            .eval(
                "(() => { const r = document.getElementById('board').getBoundingClientRect(); \
                 return [r.left, r.top, r.width, r.height]; })()",
            )
            .await;
        let r: Vec<f64> = serde_json::from_value(rect).unwrap();
        let (png, shot) = self.screenshot().await;
        let mut colours = std::collections::HashSet::new();
        for p in shot.pixels() {
            colours.insert(p.0);
        }
        assert!(
            colours.len() > 200,
            "{what}: a blank page ({} colours)",
            colours.len()
        );
        let (x0, y0, w, h) = (r[0] as u32, r[1] as u32, r[2] as u32, r[3] as u32);
        assert!(
            w > 600 && h > 400,
            "{what}: the board is shown large: {r:?}"
        );
        assert!(y0 + h / 2 < shot.height(), "{what}: the board is on screen");
        // The header band: dark, across the board's top.
        let dark = (x0 + 10..x0 + w - 10)
            .step_by(7)
            .filter(|x| {
                let p = shot.get_pixel(*x, y0 + 8).0;
                u32::from(p[0]) + u32::from(p[1]) + u32::from(p[2]) < 200
            })
            .count();
        assert!(
            dark * 7 > (w as usize - 20) / 2,
            "{what}: the board's header is drawn"
        );
        // The ring below it: many colours.
        let ring: std::collections::HashSet<[u8; 3]> = (y0 + h / 5
            ..(y0 + h * 4 / 5).min(shot.height()))
            .step_by(5)
            .flat_map(|y| (x0..x0 + w / 2).step_by(5).map(move |x| (x, y)))
            .map(|(x, y)| shot.get_pixel(x, y).0)
            .collect();
        assert!(
            ring.len() > 30,
            "{what}: the ring is drawn ({} colours)",
            ring.len()
        );
        png
    }
}

/// Plays the game on until a move is stored (a step of the driver may only wait for the bot).
async fn moved(h: &mut Harness, driver: &mut Driver, game: i64) {
    let before = h.store().logs().load(game).await.unwrap().record.next_seq;
    for _ in 0..50 {
        assert!(driver.step(h).await);
        if h.store().logs().load(game).await.unwrap().record.next_seq > before {
            return;
        }
    }
    panic!("the game never moved");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_real_browser_watches_a_game_steps_back_through_its_replay_and_opens_a_players_view() {
    let mut h = Harness::new("browser").await;
    let web = h.start_web(Rate::default()).await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Seen").await;
    let thread = table.thread;
    let mut driver = Driver::new(table.clone(), 5);
    for _ in 0..8 {
        assert!(driver.step(&mut h).await);
    }
    let i = h.slash(BOB, thread, "game status", &[]).await;
    let link = link_in(&h.private_reply(i).content).expect("the page's link");
    let mut browser = Browser::start().await;

    // The page as it stands.

    browser.go(&link).await;
    browser.loaded().await;
    let total = browser.eval("Number(document.body.dataset.total)").await;
    let total = total.as_u64().unwrap();
    assert!(total >= 3, "{total}");
    let shown = browser
        .eval("document.getElementById('where').textContent")
        .await;
    assert_eq!(shown, json!(format!("Move {total} of {total}")));

    // On a laptop (1280 × 900) the board and what the step did are seen together, side by side.
    browser
        .call(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": false }),
        )
        .await;
    browser
        .eval("document.getElementById('replay').scrollIntoView(), true")
        .await;
    let side_by_side = browser
        .eval(
            "(() => { const b = document.getElementById('board').getBoundingClientRect(); \
             const l = document.getElementById('step-lines').getBoundingClientRect(); \
             return b.bottom <= window.innerHeight + 1 && b.top >= -1 && l.left >= b.right \
             && l.top < window.innerHeight && b.width > 500; })()",
        )
        .await;
    assert_eq!(
        side_by_side,
        json!(true),
        "the board and its narration together"
    );

    // Back a move with the Previous link, another with the left arrow key: in place, the page
    // keeping where it is scrolled to, and the browser's history.
    let scrolled = browser.eval("Math.round(window.scrollY)").await;
    browser
        .eval("window.stepMarker = true, document.getElementById('previous').click(), true")
        .await;
    browser
        .until(&format!("document.body.dataset.step === '{}'", total - 1))
        .await;
    browser.loaded().await;
    assert_eq!(
        browser.eval("window.stepMarker === true").await,
        json!(true),
        "a step is shown in place, not by loading the page again"
    );
    assert_eq!(browser.eval("Math.round(window.scrollY)").await, scrolled);
    assert_eq!(
        browser
            .eval("new URLSearchParams(window.location.search).get('step')")
            .await,
        json!((total - 1).to_string())
    );
    browser.key("ArrowLeft", 37).await;
    browser
        .until(&format!("document.body.dataset.step === '{}'", total - 2))
        .await;
    browser.loaded().await;
    let shown = browser
        .eval("document.getElementById('where').textContent")
        .await;
    assert_eq!(shown, json!(format!("Move {} of {total}", total - 2)));
    accessible(&mut browser, "a game's page, an older step").await;
    // An older move's page says when the game moves on; the latest shows the move itself.
    let seq = browser.eval("Number(document.body.dataset.seq)").await;
    let seq = seq.as_u64().unwrap();
    moved(&mut h, &mut driver, table.game).await;
    browser
        .until("!document.getElementById('fresh').hidden")
        .await;
    browser
        .eval("document.querySelector('#fresh a').click(), true")
        .await;
    browser
        .until(&format!("Number(document.body.dataset.seq) > {seq}"))
        .await;
    browser.loaded().await;
    assert_eq!(
        browser.eval("document.body.dataset.latest").await,
        json!("true")
    );
    let latest = browser.eval("Number(document.body.dataset.seq)").await;
    let latest = latest.as_u64().unwrap();
    moved(&mut h, &mut driver, table.game).await;
    browser
        .until(&format!("Number(document.body.dataset.seq) > {latest}"))
        .await;
    browser.loaded().await;
    let png = browser.check_screenshot("Blood Rage").await;
    if std::env::var_os("WRITE_SCREENSHOTS").is_some() {
        std::fs::create_dir_all("tests/e2e/screenshots").unwrap();
        std::fs::write("tests/e2e/screenshots/web-page.png", &png).unwrap();
    }
    // Nothing of Discord's markup is shown as its signs, and the page's parts are marked for
    // screen readers.
    let text = browser
        .eval("document.querySelector('main').innerText")
        .await;
    let text = text.as_str().unwrap();
    assert!(
        !text.contains("## ") && !text.contains('`') && !text.contains("**"),
        "{text}"
    );
    assert_eq!(
        browser
            .eval("!!document.querySelector('#step-lines[aria-live]') && !!document.querySelector('#standing[aria-live]') && !!document.querySelector('nav.ages [aria-current]')")
            .await,
        json!(true)
    );
    // On a phone (390 × 844), every link a finger taps is at least 44 px tall.
    browser.phone().await;
    let short = browser
        .eval(
            "[...document.querySelectorAll('nav a, nav .off')] \
             .map(a => [a.textContent, a.getBoundingClientRect().height]) \
             .filter(([, h]) => h < 44)",
        )
        .await;
    assert_eq!(short, json!([]), "links shorter than 44 px on a phone");
    let wide = browser
        .eval("document.documentElement.scrollWidth <= window.innerWidth + 1")
        .await;
    assert_eq!(wide, json!(true), "nothing wider than the phone");
    browser
        .call("Emulation.clearDeviceMetricsOverride", json!({}))
        .await;

    // Alice's own view: the page and her cards.
    let i = h.slash(ALICE, thread, "web", &[]).await;
    let mine = personal_in(&h.private_reply(i).content).expect("a personal link");
    let origin = link[..link.find("/g/").unwrap()].to_string();
    browser.go(&format!("{origin}{mine}")).await;
    browser.loaded().await;
    browser
        .eval("document.getElementById('cards-picture').open = true")
        .await;
    browser
        .until(
            "document.getElementById('cards').complete \
             && document.getElementById('cards').naturalWidth > 0 \
             && document.getElementById('hand').textContent.length > 0",
        )
        .await;
    assert_eq!(
        browser
            .eval("document.querySelector('#mine h2').textContent.startsWith('Your cards')")
            .await,
        json!(true)
    );

    // A page of each other rule set (a stored game two thirds played), in French too.
    let session = h.session().clone();
    for rules in [
        bloodrage_bot::engine::RuleSet::Reprisal,
        bloodrage_bot::engine::RuleSet::Valhalla,
    ] {
        let config = (rules.registered().default_config)(4, 99);
        let mut game = bloodrage_bot::engine::AnyGame::new(&config).unwrap();
        let log = bloodrage_bot::sim::logged(&mut game, None).unwrap();
        let store = h.store();
        let id = store
            .games()
            .create_game(&bloodrage_bot::store::NewGame {
                config: Some(config),
                status: Some(bloodrage_bot::store::GameStatus::Active),
                guild_id: Some(super::fake::GUILD_ID),
                name: format!("{} seen", rules.slug()),
                ..bloodrage_bot::store::NewGame::default()
            })
            .await
            .unwrap();
        for (i, name) in ["Ann", "Bo", "Cy", "Di"].iter().enumerate() {
            store
                .seats()
                .join(id, 800 + i as u64, name, 4)
                .await
                .unwrap();
        }
        store
            .logs()
            .append(id, 0, &log[..log.len() * 2 / 3], None)
            .await
            .unwrap();
        let bloodrage_bot::session::web::PageLink::Link(page) =
            session.pages().page_link(id).await.unwrap()
        else {
            panic!("a page");
        };
        assert_eq!(get(web, &path_of(&page), &[]).await.status, 200);
        for lang in ["en", "fr"] {
            browser.go(&format!("{page}?lang={lang}")).await;
            browser.loaded().await;
            browser
                .check_screenshot(&format!("{rules:?} ({lang})"))
                .await;
        }
        // On a phone (a fresh page: the board whole was loaded above), its map and words.
        browser
            .call(
                "Emulation.setDeviceMetricsOverride",
                json!({ "width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": true }),
            )
            .await;
        browser.go(&format!("{page}?lang=fr")).await;
        browser.loaded().await;
        the_board_reads_on_a_phone(&mut browser, &["seen", "Gloire"]).await;
        if let Some(dir) = std::env::var_os("WRITE_PHONE_BOARDS") {
            let (png, _) = browser.screenshot().await;
            std::fs::write(
                std::path::Path::new(&dir).join(format!("{}.png", rules.slug())),
                &png,
            )
            .unwrap();
        }
        browser
            .call("Emulation.clearDeviceMetricsOverride", json!({}))
            .await;
    }
}

/// On a phone's screen (set by the caller), the page's board is its map alone, as wide as the
/// screen, its words written over it at 12 px or more and within the screen, the rest of the
/// board (each of `expected` among it) in lines of text of 12 px or more; the board whole is
/// not even loaded. Leaves the map scrolled into view.
async fn the_board_reads_on_a_phone(browser: &mut Browser, expected: &[&str]) {
    browser
        .eval("document.getElementById('map').scrollIntoView(), true")
        .await;
    browser
        .until(
            "document.getElementById('map').complete \
             && document.getElementById('map').naturalWidth === 1000",
        )
        .await;
    let map = browser
        .eval(
            "(() => { const svg = document.querySelector('figure.narrow svg.words'); \
               const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width; \
               const words = [...svg.querySelectorAll('text')]; \
               const small = words.filter(w => Number(w.getAttribute('font-size')) * scale < 11.99) \
                 .map(w => w.textContent); \
               const out = words.filter(w => { const b = w.getBoundingClientRect(); \
                 return b.left < -0.5 || b.right > window.innerWidth + 0.5; }).map(w => w.textContent); \
               const lines = [...document.querySelectorAll('figure.narrow .board-lines p')]; \
               return [words.length, small, out, document.getElementById('map').getBoundingClientRect().width, \
                 lines.length, lines.every(p => parseFloat(getComputedStyle(p).fontSize) >= 12), \
                 lines.map(p => p.textContent).join(' / '), \
                 performance.getEntriesByType('resource').some(r => r.name.includes('/board/')), \
                 document.getElementById('board').getClientRects().length, window.innerWidth]; })()",
        )
        .await;
    assert!(map[0].as_u64().unwrap() >= 10, "the map's words: {map}");
    assert_eq!(map[1], json!([]), "words under 12 px: {map}");
    assert_eq!(map[2], json!([]), "words off the screen: {map}");
    assert!(
        (map[3].as_f64().unwrap() - map[9].as_f64().unwrap()).abs() < 0.5,
        "the map as wide as the phone: {map}"
    );
    assert!(
        map[4].as_u64().unwrap() >= 4,
        "the board's other words: {map}"
    );
    assert_eq!(map[5], json!(true), "lines of 12 px or more: {map}");
    let lines = map[6].as_str().unwrap();
    for word in expected {
        assert!(lines.contains(word), "{word} in the board's lines: {map}");
    }
    assert_eq!(map[7], json!(false), "the board whole is not loaded: {map}");
    assert_eq!(map[8], json!(0), "nor shown: {map}");
}

/// The page's accessibility, checked in the browser as an assistive technology reads it: the
/// page says its language and has one top heading with no level skipped; every control shown
/// (link, button, field, folded group, place on the board) has a name it is announced by (its
/// words, its label, `aria-label`); every picture has a text; nothing takes the focus out of the
/// page's order (`tabindex` above 0); the parts that change in place are live regions (the
/// answer, where the game stands, the step's lines, the filter's and the updates' notes), and
/// the answer to an action takes the focus when it comes (checked where an action is made).
/// Touch targets are [`fits_a_finger`]'s.
pub(super) async fn accessible(browser: &mut Browser, what: &str) {
    let problems = browser
        .eval(
            "(() => { const problems = []; \
               if (!document.documentElement.lang) { problems.push('no language'); } \
               const headings = [...document.querySelectorAll('h1, h2, h3, h4')]; \
               if (headings.filter(h => h.tagName === 'H1').length !== 1) { problems.push('not one h1'); } \
               let level = 0; \
               for (const h of headings) { const l = Number(h.tagName[1]); \
                 if (l > level + 1) { problems.push('heading skips a level: ' + h.textContent); } level = l; } \
               const shown = (e) => e.getClientRects().length > 0; \
               const named = (e) => (e.getAttribute('aria-label') || '').trim() !== '' \
                 || (e.labels && [...e.labels].some(l => l.textContent.trim() !== '')) \
                 || (e.getAttribute('aria-labelledby') || '').split(' ').some(id => id && document.getElementById(id) && document.getElementById(id).textContent.trim() !== '') \
                 || (e.type !== 'text' && e.type !== 'date' && e.tagName !== 'SELECT' && e.textContent.trim() !== '') \
                 || [...e.querySelectorAll('img')].some(i => (i.getAttribute('alt') || '').trim() !== ''); \
               for (const e of document.querySelectorAll('a[href], button, input:not([type=hidden]), select, summary, [tabindex], [role=button]')) { \
                 if (shown(e) && !named(e)) { problems.push('no name: ' + e.outerHTML.slice(0, 80)); } } \
               for (const img of document.querySelectorAll('img')) { \
                 if (!(img.getAttribute('alt') || '').trim()) { problems.push('no text: ' + img.outerHTML.slice(0, 80)); } } \
               for (const e of document.querySelectorAll('[tabindex]')) { \
                 if (Number(e.getAttribute('tabindex')) > 0) { problems.push('out of order: ' + e.outerHTML.slice(0, 80)); } } \
               const live = (id) => { const e = document.getElementById(id); \
                 return !e || e.getAttribute('aria-live') || ['status', 'alert'].includes(e.getAttribute('role')); }; \
               for (const id of ['said', 'standing', 'step-lines', 'filter', 'fresh', 'gone', 'slow', 'since']) { \
                 if (!live(id)) { problems.push('not live: ' + id); } } \
               return problems; })()",
        )
        .await;
    assert_eq!(problems, json!([]), "{what}: not accessible");
}

/// Every element `selector` finds that is shown is one a finger can tap and read (at least
/// 44 px tall, text at least 12 px), and nothing on the page is wider than the phone.
pub(super) async fn fits_a_finger(browser: &mut Browser, selector: &str, what: &str) {
    let selector = serde_json::to_string(selector).unwrap();
    let small = browser
        .eval(&format!(
            "[...document.querySelectorAll({selector})].filter(b => b.getClientRects().length) \
             .map(b => [b.outerHTML.slice(0, 60), b.getBoundingClientRect().height, \
                        parseFloat(getComputedStyle(b).fontSize)]) \
             .filter(([, h, f]) => h < 44 || f < 12)"
        ))
        .await;
    assert_eq!(small, json!([]), "{what} a finger cannot tap or read");
    assert_eq!(
        browser
            .eval("document.documentElement.scrollWidth <= window.innerWidth + 1")
            .await,
        json!(true),
        "nothing wider than the phone"
    );
}

/// A player takes their turn from their personal page on a phone (390 × 844): the page offers
/// their choices as buttons a finger taps (at least 44 px tall, text at least 12 px), a tap sends
/// the choice without leaving the page, the answer says what was done and is read out, the move
/// is stored as theirs and told in the thread; the cookie the link left is out of the page's
/// scripts' reach.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_takes_their_turn_from_their_page_on_a_phone() {
    use bloodrage_bot::engine::base::Decision;
    let mut h = Harness::new("browser-play").await;
    let web = h.start_web(Rate::default()).await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Phone").await;
    let (game, thread) = (table.game, table.thread);
    let mut driver = Driver::new(table.clone(), 3);
    let turn = loop {
        let loaded = h.store().logs().load(game).await.unwrap();
        let pending = loaded.game.as_base().unwrap().pending().cloned().unwrap();
        if pending.decision == Decision::Action {
            break pending.seats.iter().next().unwrap();
        }
        assert!(driver.step(&mut h).await);
    };
    let user = driver.user(turn);
    let mine = super::web_play::personal_link(&mut h, user, thread).await;
    let mut browser = Browser::start().await;
    browser.phone().await;
    browser.go(&format!("http://{web}{mine}")).await;
    browser.loaded().await;
    // The picture of the cards is a tap away, not loaded with the page (its first load is the
    // page, its script and style, and the board).
    assert_eq!(
        browser
            .eval(
                "performance.getEntriesByType('resource').some(r => r.name.includes('cards.png'))"
            )
            .await,
        json!(false),
        "the cards' picture waits for a tap"
    );
    let buttons = browser
        .eval("document.querySelectorAll('#act button').length")
        .await;
    assert!(buttons.as_u64().unwrap() > 0, "{buttons}");
    fits_a_finger(&mut browser, "#act button, #act summary", "choices").await;
    accessible(&mut browser, "a player's page on a phone").await;
    // A card's text, a tap under the choice that names it: shown, readable, within the phone.
    let card = browser
        .eval(
            "(() => { const about = document.querySelector('#act details.about'); \
               if (!about) { return null; } \
               about.querySelector('summary').click(); \
               const p = about.querySelector('p'); \
               return [about.open, p.getClientRects().length > 0, p.textContent, \
                       parseFloat(getComputedStyle(p).fontSize), \
                       about.closest('.card-choice').querySelector('button').textContent]; })()",
        )
        .await;
    assert_eq!(card[0], json!(true), "{card}");
    assert_eq!(card[1], json!(true), "shown: {card}");
    let (text, label) = (card[2].as_str().unwrap(), card[4].as_str().unwrap());
    let name = text.split(':').next().unwrap();
    assert!(
        label.contains(name) && text.len() > name.len() + 10,
        "{card}"
    );
    assert!(card[3].as_f64().unwrap() >= 12.0, "{card}");
    fits_a_finger(&mut browser, "#act summary", "a card's text").await;
    assert_eq!(
        browser.eval("document.cookie.includes('br_seat')").await,
        json!(false),
        "the seat's cookie is out of the scripts' reach"
    );
    browser
        .eval("document.getElementById('act').scrollIntoView(), true")
        .await;
    let (png, _) = browser.screenshot().await;
    if std::env::var_os("WRITE_SCREENSHOTS").is_some() {
        std::fs::create_dir_all("tests/e2e/screenshots").unwrap();
        std::fs::write("tests/e2e/screenshots/web-phone-turn.png", &png).unwrap();
    }
    // The board on a phone.
    the_board_reads_on_a_phone(&mut browser, &["Phone", "Glory"]).await;
    if std::env::var_os("WRITE_SCREENSHOTS").is_some() {
        let (png, _) = browser.screenshot().await;
        std::fs::write("tests/e2e/screenshots/web-phone-board.png", &png).unwrap();
    }
    // A place the choices name, tapped on the board (where it is drawn: the mean of its
    // outline's corners, inside it, as the phone's screen shows it): only the choices that name
    // it are left, until "Show all choices".
    let spot = browser
        .eval(
            "(() => { const all = [...document.querySelectorAll('#map-places path')]; \
               const picks = [...document.querySelectorAll('#act button[name=pick]')]; \
               const at = (p) => picks.filter(b => (b.dataset.places || '').split(' ').includes(p.dataset.place)).length; \
               const p = all.find(p => at(p) < picks.length) || all[0]; \
               const xy = p.getAttribute('d').slice(1, -1).split('L').map(c => c.split(',').map(Number)); \
               const pt = p.ownerSVGElement.createSVGPoint(); \
               pt.x = xy.reduce((s, c) => s + c[0], 0) / xy.length; \
               pt.y = xy.reduce((s, c) => s + c[1], 0) / xy.length; \
               const on = pt.matrixTransform(p.getScreenCTM()); \
               return [p.dataset.place, on.x, on.y]; })()",
        )
        .await;
    let (place, x, y) = (
        spot[0]
            .as_str()
            .expect("a place the choices name")
            .to_string(),
        spot[1].as_f64().unwrap(),
        spot[2].as_f64().unwrap(),
    );
    for kind in ["mousePressed", "mouseReleased"] {
        browser
            .call(
                "Input.dispatchMouseEvent",
                json!({ "type": kind, "x": x, "y": y, "button": "left", "clickCount": 1 }),
            )
            .await;
    }
    browser
        .until("!document.getElementById('filter').hidden")
        .await;
    let left = browser
        .eval(
            "[...document.querySelectorAll('#act button[name=pick]')].filter(b => !b.hidden)              .map(b => b.dataset.places || '')",
        )
        .await;
    let left = left.as_array().unwrap();
    assert!(!left.is_empty(), "choices at {place}");
    for places in left {
        assert!(
            places.as_str().unwrap().split(' ').any(|p| p == place),
            "{places} at {place}"
        );
    }
    assert_eq!(
        browser
            .eval(
                "[...document.querySelectorAll('#act .card-choice')] \
                 .every(c => c.querySelector('button').hidden === (c.getClientRects().length === 0))"
            )
            .await,
        json!(true),
        "a card's text goes with its choice"
    );
    browser
        .eval("document.getElementById('unfilter').click(), true")
        .await;
    assert_eq!(
        browser
            .eval("[...document.querySelectorAll('#act button[name=pick]')].every(b => !b.hidden)")
            .await,
        json!(true),
        "every choice again"
    );
    let before = h.store().logs().load(game).await.unwrap().record.next_seq;
    let told = h.public_messages(thread).len();
    // A hint asked for: the suggested choice is marked, in place; then it is tapped.
    browser
        .eval("window.tapMarker = true, document.querySelector('#act .tools button').click(), true")
        .await;
    browser
        .until(
            "!!document.querySelector('#act button.suggested') \
             && document.getElementById('said').textContent.startsWith('Hint')",
        )
        .await;
    assert_eq!(
        h.store().logs().load(game).await.unwrap().record.next_seq,
        before,
        "a hint changes nothing"
    );
    browser
        .eval("document.querySelector('#act button.suggested').click(), true")
        .await;

    browser
        .until(
            "!!document.getElementById('said') \
             && document.getElementById('said').textContent.startsWith('Done') \
             && document.activeElement === document.getElementById('said')",
        )
        .await;
    assert_eq!(
        browser
            .eval("window.tapMarker === true && window.location.pathname.endsWith('/')")
            .await,
        json!(true),
        "answered in place"
    );
    let said = browser
        .eval("document.getElementById('said').textContent")
        .await;
    assert!(said.as_str().unwrap().starts_with("Done: "), "{said}");
    let loaded = h.store().logs().load(game).await.unwrap();
    assert!(loaded.record.next_seq > before);
    let stored = &loaded.log[before as usize];
    assert_eq!(
        (stored.seat, stored.origin),
        (turn, bloodrage_bot::store::Origin::Player)
    );
    assert!(h.public_messages(thread).len() > told, "told in the thread");
    driver.audit(&h).await;

    // The player's own settings, each group opened: every control a finger can tap and read,
    // nothing wider than the phone; a standing order ticked and saved in place.
    browser
        .eval("document.querySelectorAll('#settings details').forEach(d => d.open = true), true")
        .await;
    fits_a_finger(
        &mut browser,
        "#settings summary, #settings label, #settings button, \
         #settings input:not([type=hidden]):not([type=checkbox]), #settings select",
        "settings",
    )
    .await;
    accessible(&mut browser, "a player's settings, opened").await;
    browser
        .eval(
            "document.querySelector('#settings input[name=decline]').checked = true,              document.querySelector('#settings input[name=decline]').form.querySelector('button').click(), true",
        )
        .await;
    browser
        .until(
            "!!document.getElementById('said')              && document.getElementById('said').textContent.startsWith('Your standing orders')",
        )
        .await;
    let orders = h
        .session()
        .games()
        .settings(game)
        .await
        .unwrap()
        .orders_of(turn);
    assert!(
        orders.has(bloodrage_bot::engine::StandingOrder::DeclineCalls),
        "the ticked box was sent"
    );
    assert_eq!(
        browser
            .eval("document.querySelector('#settings input[name=decline]').checked")
            .await,
        json!(true)
    );

    // Away from the page while the game moves on in Discord; back, the moves since are marked.
    let here = browser.eval("window.location.href").await;
    let here = here.as_str().unwrap().to_string();
    let seen = browser.eval("Number(document.body.dataset.total)").await;
    browser.go("about:blank").await;
    for _ in 0..3 {
        assert!(driver.step(&mut h).await);
    }
    browser.go(&here).await;
    browser.loaded().await;
    browser
        .until("!document.getElementById('since').hidden")
        .await;
    let marked = browser
        .eval(
            "[Number(document.body.dataset.total),               [...document.querySelectorAll('#log li.new')].map(li => li.value)]",
        )
        .await;
    let (total, marked) = (
        marked[0].as_u64().unwrap(),
        marked[1].as_array().unwrap().clone(),
    );
    let seen = seen.as_u64().unwrap();
    assert!(total > seen, "the game moved on");
    let public: Vec<u64> = browser
        .eval("[...document.querySelectorAll('#log li')].map(li => li.value)")
        .await
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    let expected: Vec<u64> = public.into_iter().filter(|step| *step > seen).collect();
    assert!(!expected.is_empty(), "a public move since");
    assert_eq!(
        marked
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect::<Vec<_>>(),
        expected,
        "exactly the moves since the last look"
    );
}

/// A player who asks their page to tell them when their turn comes is told by the browser (a
/// notification titled with the game, saying what is asked) when it comes while the page is
/// out of sight: such a page keeps listening hidden and updates in place, where another page
/// stops listening. The browser's notifications are stubbed in the page, to record what it is
/// asked to show (a headless browser shows none).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_asked_is_told_by_the_browser_when_their_turn_comes_while_the_page_is_out_of_sight()
 {
    use bloodrage_bot::engine::base::Decision;
    let mut h = Harness::new("browser-notify").await;
    let web = h.start_web(Rate::default()).await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Bell").await;
    let (game, thread) = (table.game, table.thread);
    let mut driver = Driver::new(table.clone(), 5);
    // Into the actions, with a player who is not awaited now.
    let waiting = loop {
        let loaded = h.store().logs().load(game).await.unwrap();
        let pending = loaded.game.as_base().unwrap().pending().cloned().unwrap();
        if pending.decision == Decision::Action {
            let now = pending.seats.iter().next().unwrap();
            break *[ALICE, BOB, CAROL]
                .iter()
                .find(|u| **u != driver.user(now))
                .unwrap();
        }
        assert!(driver.step(&mut h).await);
    };
    driver.absent.push(waiting);
    let mine = super::web_play::personal_link(&mut h, waiting, thread).await;
    let mut browser = Browser::start().await;
    browser.call("Page.enable", json!({})).await;
    browser
        .call(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": "window.told = []; window.permission = 'default'; \
                window.Notification = class { \
                  constructor(title, options) { window.told.push([title, options.body, document.hidden]); } \
                  close() {} \
                  static get permission() { return window.permission; } \
                  static requestPermission() { window.permission = 'granted'; return Promise.resolve('granted'); } }; " }),
        )
        .await;
    browser.go(&format!("http://{web}{mine}")).await;
    browser.loaded().await;
    // Not their turn: nothing to choose, and the bell offered.
    assert_eq!(
        browser
            .eval("[!!document.querySelector('#act button[name=pick]'), document.getElementById('notify').hidden, document.getElementById('notify').textContent]")
            .await,
        json!([false, false, "Tell me on this device when it is my turn"])
    );
    fits_a_finger(&mut browser, "#notify", "the bell").await;
    browser
        .eval("document.getElementById('notify').click(), true")
        .await;
    browser
        .until(
            "document.getElementById('notify').textContent === 'Stop telling me on this device' \
             && document.getElementById('notify').getAttribute('aria-pressed') === 'true'",
        )
        .await;
    // The page goes out of sight (another tab, the phone locked).
    browser
        .eval(
            "Object.defineProperty(document, 'hidden', { configurable: true, get: () => true }), \
             document.dispatchEvent(new Event('visibilitychange')), true",
        )
        .await;
    // The others play until it is their turn.
    loop {
        let loaded = h.store().logs().load(game).await.unwrap();
        let seats = loaded.game.awaited();
        if seats.iter().any(|s| driver.user(s) == waiting) {
            break;
        }
        assert!(driver.step(&mut h).await, "the game goes on");
    }
    driver.audit(&h).await;
    browser.until("window.told.length === 1").await;
    let told = browser.eval("window.told[0]").await;
    assert_eq!(told[0], json!("Your move in Bell"), "{told}");
    assert!(
        told[1].as_str().unwrap().starts_with("Your turn (Age 1"),
        "{told}"
    );
    assert_eq!(told[2], json!(true), "{told}");
    // The page, hidden, was updated in place: their choices are on it.
    assert_eq!(
        browser
            .eval("!!document.querySelector('#act button[name=pick]') && !!document.getElementById('notify')")
            .await,
        json!(true)
    );
    // Asked to stop: the bell is offered again, and nothing more is told.
    browser
        .eval("document.getElementById('notify').click(), true")
        .await;
    browser
        .until("document.getElementById('notify').getAttribute('aria-pressed') === 'false'")
        .await;
    assert_eq!(
        browser
            .eval("window.localStorage.getItem('notify:' + document.body.dataset.game)")
            .await,
        json!(null)
    );
}
