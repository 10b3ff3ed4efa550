//! Playing from the web page (a player's personal page) through a real HTTP connection, beside
//! players in the fake Discord: the page offers exactly the seat's choices, a choice made there
//! is stored and told in the game's thread like any move, and a request from another site,
//! without the cookie the link left, without the page's check, from another seat, malformed or
//! stale is refused and changes nothing.

use super::driver::{Driver, between, start_game};
use super::harness::{ALICE, BOB, CAROL, Harness, choices};
use super::web::{get, path_of, personal_in, post};
use bloodrage_bot::dialogue::player::orders_text;
use bloodrage_bot::engine::base::Decision;
use bloodrage_bot::engine::{Seat, StandingOrder};
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::store::Origin;
use bloodrage_bot::web::limits::Rate;
use std::collections::BTreeSet;

/// What a personal page offers: its action check, the log's length it was made at, and each
/// choice's pick and words.
#[derive(Debug)]
pub struct Form {
    pub check: String,
    pub seq: String,
    pub picks: Vec<(String, String)>,
}

impl Form {
    /// The form of a personal page's choices (none: nothing to decide or take back).
    pub fn of(html: &str) -> Option<Form> {
        let act = html.split("<section id=\"act\"").nth(1)?;
        let act = &act[..act.find("</section>")?];
        let form = act.split("<form class=\"act\"").nth(1)?;
        let form = &form[..form.find("</form>")?];
        let picks = form
            .split("name=\"pick\" value=\"")
            .skip(1)
            .map(|rest| {
                let (value, after) = rest.split_once('"').expect("a quoted pick");
                (
                    value.to_string(),
                    between(after, ">", "</button>").to_string(),
                )
            })
            .collect();
        Some(Form {
            check: between(form, "name=\"check\" value=\"", "\"").to_string(),
            seq: between(form, "name=\"seq\" value=\"", "\"").to_string(),
            picks,
        })
    }

    /// The form's fields with `pick` chosen.
    pub fn fields(&self, pick: &str) -> String {
        format!("check={}&seq={}&pick={pick}", self.check, self.seq)
    }
}

/// A request's headers.
type Headers<'a> = Vec<(&'a str, &'a str)>;

/// The cookie a page's answer leaves, as the browser sends it back (`name=value`).
pub fn cookie_of(answer: &super::web::Answer) -> String {
    let set = answer
        .header("set-cookie")
        .expect("the page leaves a cookie");
    set.split(';').next().unwrap().to_string()
}

/// What a browser holds once it opened the personal `link`: the cookie the link left (as the
/// browser sends it back) and its page's action check.
async fn credentials(h: &Harness, web: std::net::SocketAddr, link: &str) -> (String, String) {
    let cookie = cookie_of(&get(web, link, &[]).await);
    let token = link.trim_start_matches("/me/").trim_end_matches('/');
    let check = h.session().pages().action_check(token).await.unwrap();
    (cookie, check)
}

/// `user`'s personal link (`/web` in the game's thread).
pub async fn personal_link(h: &mut Harness, user: u64, thread: u64) -> String {
    let i = h.slash(user, thread, "web", &[]).await;
    personal_in(&h.private_reply(i).content).expect("a personal link")
}

/// Through the draft (in Discord) to the first turn of an action: the seat awaited.
async fn first_turn(h: &mut Harness, driver: &mut Driver, game: i64) -> Seat {
    loop {
        let loaded = h.store().logs().load(game).await.unwrap();
        let base = loaded.game.as_base().unwrap().clone();
        let pending = base.pending().cloned().expect("the game goes on");
        if pending.decision == Decision::Action {
            return pending.seats.iter().next().unwrap();
        }
        assert!(driver.step(h).await);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_moves_from_their_page_the_thread_is_told_and_forged_or_stale_actions_change_nothing()
 {
    let mut h = Harness::new("web-play").await;
    let web = h.start_web(Rate::default()).await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Played").await;
    let (game, thread) = (table.game, table.thread);
    let mut driver = Driver::new(table.clone(), 11);
    // The draft's first packet comes privately with the player's own page.
    assert!(
        h.dms(ALICE).iter().any(
            |m| m.content.contains("Or choose on your own page: http://")
                && m.content.contains("/me/")
        ),
        "{:?}",
        h.dms(ALICE)
            .iter()
            .map(|m| m.content.clone())
            .collect::<Vec<_>>()
    );
    let turn = first_turn(&mut h, &mut driver, game).await;
    let mover = driver.user(turn);
    let other = *[ALICE, BOB, CAROL].iter().find(|u| **u != mover).unwrap();
    let mine = personal_link(&mut h, mover, thread).await;
    let theirs = personal_link(&mut h, other, thread).await;

    // The page offers exactly the seat's choices, in the words of its prompt; the cookie it
    // leaves is out of scripts' reach and never sent by another site's request.
    let page = get(web, &mine, &[]).await;
    assert_eq!(page.status, 200);
    let set = page.header("set-cookie").unwrap().to_string();
    for part in ["HttpOnly", "SameSite=Strict", "Max-Age="] {
        assert!(set.contains(part), "{set}");
    }
    let cookie = cookie_of(&page);
    let html = page.text();
    let form = Form::of(&html).expect("the seat's choices");
    let now = h.store().logs().load(game).await.unwrap();
    let prompt = bloodrage_bot::present::game(&now.game).prompt(turn, Lang::En);
    let labels: Vec<String> = prompt
        .choices
        .iter()
        .map(|c| bloodrage_bot::web::page::escape(&c.label))
        .collect();
    let offered: Vec<String> = form.picks.iter().map(|(_, l)| l.clone()).collect();
    assert_eq!(offered, labels);
    // The board's places a tap finds are exactly those the choices name, each choice naming
    // the places of its command.
    let between_quotes = |r: &str| r[..r.find('"').unwrap()].to_string();
    let named: BTreeSet<String> = html
        .split("data-places=\"")
        .skip(1)
        .flat_map(|r| {
            between_quotes(r)
                .split(' ')
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect();
    let drawn: BTreeSet<String> = html
        .split("data-place=\"")
        .skip(1)
        .map(between_quotes)
        .collect();
    assert!(!drawn.is_empty(), "an action names places");
    assert_eq!(named, drawn);
    let legal = now.game.legal_commands(turn);
    let mut cards = 0;
    for (pick, _) in &form.picks {
        let index: usize = pick.split('.').next().unwrap().parse().unwrap();
        let shows = bloodrage_bot::present::game(&now.game);
        let places = shows.places(&legal[index]);
        // The page from the choice's button on.
        let from = html.split(&format!("value=\"{pick}\"")).nth(1).unwrap();
        // A card's text is folded under the choice that names it, and only there.
        let card = shows.card_text(&legal[index], Lang::En);
        let until_next = from.split("name=\"pick\"").next().unwrap();
        match card {
            Some(text) => {
                cards += 1;
                let about = "<details class=\"about\"><summary aria-label=\"What the card says — ";
                assert!(until_next.contains(about), "{until_next}");
                let text = format!(
                    "<p>{}</p></details></div>",
                    bloodrage_bot::web::page::rich(&text)
                );
                assert!(until_next.contains(&text), "{until_next}");
            }
            None => assert!(!until_next.contains("class=\"about\""), "{until_next}"),
        }
        let shown = from.split('>').next().unwrap();
        if places.is_empty() {
            assert!(!shown.contains("data-places"), "{shown}");
        } else {
            assert!(
                shown.contains(&format!("data-places=\"{}\"", places.join(" "))),
                "{shown}"
            );
        }
    }
    assert!(cards > 0, "the turn's upgrades and quests name cards");
    assert_eq!(form.seq, now.record.next_seq.to_string());
    let their_page = get(web, &theirs, &[]).await;
    let their_cookie = cookie_of(&their_page);
    let their_html = their_page.text();
    assert!(Form::of(&their_html).is_none(), "not their turn");
    assert!(their_html.contains(&bloodrage_bot::web::page::escape(&t!(
        Lang::En,
        "web-act-none"
    ))));

    // Refused, changing nothing: each request lacks one thing.
    let (pick, _) = form.picks[form.picks.len() / 2].clone();
    let act = format!("{mine}act");
    let fields = form.fields(&pick);
    let with_cookie = [("Cookie", cookie.as_str())];
    let before = now.record.next_seq;
    let forbidden = t!(Lang::En, "web-act-forbidden");
    let refusals: Vec<(&str, Headers<'_>, String, u16)> = vec![
        ("no cookie", vec![], fields.clone(), 403),
        (
            "another seat's cookie",
            vec![("Cookie", their_cookie.as_str())],
            fields.clone(),
            403,
        ),
        (
            "no check",
            with_cookie.to_vec(),
            format!("seq={}&pick={pick}", form.seq),
            403,
        ),
        (
            "a forged check",
            with_cookie.to_vec(),
            format!("check={}&seq={}&pick={pick}", "ab".repeat(32), form.seq),
            403,
        ),
        (
            "another site",
            vec![
                ("Cookie", cookie.as_str()),
                ("Sec-Fetch-Site", "cross-site"),
            ],
            fields.clone(),
            403,
        ),
        (
            "no choice",
            with_cookie.to_vec(),
            format!("check={}&seq={}", form.check, form.seq),
            400,
        ),
        (
            "a choice of another form",
            with_cookie.to_vec(),
            format!("check={}&seq={}&pick=%3Cscript%3E", form.check, form.seq),
            400,
        ),
    ];
    for (what, headers, body, status) in refusals {
        let answer = post(web, &act, &headers, &body).await;
        assert_eq!(answer.status, status, "{what}");
        let text = answer.text();
        assert!(text.contains("id=\"said\" class=\"refused\""), "{what}");
        if status == 403 {
            assert!(
                text.contains(&bloodrage_bot::web::page::rich(&forbidden)),
                "{what}"
            );
        }
        assert!(answer.header("set-cookie").is_none(), "{what}");
        let (record, _) = h.load(game).await;
        assert_eq!(record.next_seq, before, "{what}: nothing stored");
    }
    // Another seat, through its own page, with the mover's choice: not theirs to make.
    let (_, their_check) = credentials(&h, web, &theirs).await;
    let theirs_form = format!("check={their_check}&seq={before}&pick={pick}");
    let answer = post(
        web,
        &format!("{theirs}act"),
        &[("Cookie", their_cookie.as_str())],
        &theirs_form,
    )
    .await;
    assert_eq!(answer.status, 409);
    assert_eq!(h.load(game).await.0.next_seq, before);
    // The public page has no actions.
    let public = match h.session().pages().page_link(game).await.unwrap() {
        bloodrage_bot::session::web::PageLink::Link(url) => path_of(&url),
        other => panic!("a page: {other:?}"),
    };
    assert_eq!(
        post(web, &format!("{public}act"), &[], &fields)
            .await
            .status,
        404
    );
    // A body larger than any form's.
    let long = format!("{fields}&x={}", "a".repeat(4096));
    assert_eq!(post(web, &act, &with_cookie, &long).await.status, 413);
    assert_eq!(h.load(game).await.0.next_seq, before);

    // A hint: the medium computer clan's suggestion at the top, its choice marked, nothing
    // stored; under the same checks as a move.
    let hint = format!("{mine}hint");
    let check_only = format!("check={}", form.check);
    let answer = post(web, &hint, &with_cookie, &check_only).await;
    assert_eq!(answer.status, 200);
    let text = answer.text();
    let said = between(
        &text,
        "id=\"said\" class=\"done\" role=\"status\"><p>",
        "</p>",
    );
    assert!(said.starts_with("<strong>Hint</strong>"), "{said}");
    assert_eq!(
        text.matches(" suggested\" aria-describedby=\"said\"")
            .count(),
        1
    );
    assert_eq!(post(web, &hint, &[], &check_only).await.status, 403);
    let their_hint = post(
        web,
        &format!("{theirs}hint"),
        &[("Cookie", their_cookie.as_str())],
        &format!("check={their_check}"),
    )
    .await;
    assert_eq!(their_hint.status, 409);
    assert!(
        their_hint
            .text()
            .contains(&bloodrage_bot::web::page::rich(&t!(
                Lang::En,
                "nothing-to-hint"
            )))
    );
    assert_eq!(h.load(game).await.0.next_seq, before);

    // The choice, made: stored as the player's own move, answered with the page as it now
    // stands, and told in the game's thread before the answer.
    let told_before = h.public_messages(thread).len();
    let answer = post(web, &act, &with_cookie, &fields).await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    let text = answer.text();
    assert!(text.contains("id=\"said\" class=\"done\""), "{text}");
    let said = between(
        &text,
        "id=\"said\" class=\"done\" role=\"status\"><p>",
        "</p>",
    );
    assert!(said.starts_with("Done: "), "{said}");
    let loaded = h.store().logs().load(game).await.unwrap();
    assert!(loaded.record.next_seq > before);
    let stored = &loaded.log[before as usize];
    assert_eq!((stored.seat, stored.origin), (turn, Origin::Player));
    let legal = now.game.legal_commands(turn);
    let index: usize = pick.split('.').next().unwrap().parse().unwrap();
    assert_eq!(stored.command, legal[index]);
    let done = bloodrage_bot::present::game(&now.game).describe(turn, &stored.command, Lang::En);
    let done =
        bloodrage_bot::dialogue::moves::done_text(&done, &loaded.game, (false, true), Lang::En);
    assert_eq!(said, bloodrage_bot::web::page::rich(&done));
    assert_eq!(loaded.record.announced, Some(loaded.record.next_seq));
    let told = h.public_messages(thread);
    assert!(told.len() > told_before, "the thread is told");
    driver.audit(&h).await;
    // The call of the player awaited next carries a button to the web page: pressed, it gives
    // whoever presses it their own link, privately.
    let call = told
        .iter()
        .rev()
        .find(|m| choices(m).iter().any(|c| c.action() == "web"))
        .expect("a call with the web button");
    let i = h.press(other, call.id, "web").await;
    let reply = h.private_reply(i).content;
    assert!(
        reply.contains("where you can also take your turns"),
        "{reply}"
    );
    let pressed = personal_in(&reply).expect("their personal link");
    assert_eq!(get(web, &pressed, &[]).await.status, 200);
    // The same request again: the page it came from is stale.
    let again = post(web, &act, &with_cookie, &fields).await;
    assert_eq!(again.status, 409);
    assert!(again.text().contains(&bloodrage_bot::web::page::rich(&t!(
        Lang::En,
        "stale-choice"
    ))));
    assert_eq!(
        h.store().logs().load(game).await.unwrap().record.next_seq,
        loaded.record.next_seq
    );
    // The answer's address, opened again, is the page.
    let back = get(web, &format!("{act}?lang=fr"), &[]).await;
    assert_eq!(back.status, 303);
    assert_eq!(back.header("location"), Some("./?lang=fr"));

    // The game goes on in Discord.
    for _ in 0..6 {
        assert!(driver.step(&mut h).await);
    }
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_takes_a_decision_back_from_their_page_after_its_preview_and_the_thread_is_told() {
    let mut h = Harness::new("web-undo").await;
    let web = h.start_web(Rate::default()).await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Undone").await;
    let (game, thread) = (table.game, table.thread);
    let mut driver = Driver::new(table.clone(), 5);
    let turn = first_turn(&mut h, &mut driver, game).await;
    let mover = driver.user(turn);
    let other = *[ALICE, BOB, CAROL].iter().find(|u| **u != mover).unwrap();
    let mine = personal_link(&mut h, mover, thread).await;
    let page = get(web, &mine, &[]).await;
    let cookie = cookie_of(&page);
    let with_cookie = [("Cookie", cookie.as_str())];
    let html = page.text();
    assert!(
        !html.contains("name=\"undo\""),
        "nothing of theirs to take back yet"
    );
    // An invasion: nothing it does closes its undo window.
    let form = Form::of(&html).expect("the seat's choices");
    let (pick, label) = form
        .picks
        .iter()
        .find(|(_, label)| label.starts_with("Invade"))
        .cloned()
        .expect("an invasion offered");
    let now = h.store().logs().load(game).await.unwrap();
    let answer = post(
        web,
        &format!("{mine}act"),
        &with_cookie,
        &form.fields(&pick),
    )
    .await;
    assert_eq!(answer.status, 200, "{label}");
    driver.audit(&h).await;
    let moved = h.store().logs().load(game).await.unwrap();
    let after = moved.record.next_seq;
    let text = answer.text();
    assert!(
        text.contains("name=\"undo\""),
        "the answer offers to take it back"
    );
    let form = Form::of(&text).expect("the undo's form");
    let check = format!("check={}", form.check);

    // The preview: what would be taken back, with the buttons to take it back or keep it;
    // nothing stored.
    let undo = format!("{mine}undo");
    let answer = post(web, &undo, &with_cookie, &check).await;
    assert_eq!(answer.status, 200);
    let text = answer.text();
    let said = between(
        &text,
        "id=\"said\" class=\"done\" role=\"status\"><p>",
        "</p>",
    );
    let what = bloodrage_bot::present::game(&now.game).describe(
        turn,
        &moved.log[after as usize - 1].command,
        Lang::En,
    );
    let preview = t!(
        Lang::En,
        "undo-preview",
        what = what.as_str(),
        game = "Undone",
        id = game
    );
    assert_eq!(said, bloodrage_bot::web::page::rich(&preview));
    let confirm = between(&text, "id=\"said\"", "</div>");
    assert!(
        confirm.contains(&format!("name=\"seq\" value=\"{after}\"")),
        "{confirm}"
    );
    assert!(
        confirm.contains("name=\"confirm\" value=\"1\""),
        "{confirm}"
    );
    assert!(confirm.contains("name=\"keep\" value=\"1\""), "{confirm}");
    assert_eq!(h.load(game).await.0.next_seq, after);

    // Refused, changing nothing: without the cookie; confirmed at another position (stale);
    // confirmed without the position; another seat's, from its own page.
    assert_eq!(post(web, &undo, &[], &check).await.status, 403);
    let stale = post(
        web,
        &undo,
        &with_cookie,
        &format!("{check}&seq={}&confirm=1", after - 1),
    )
    .await;
    assert_eq!(stale.status, 409);
    let unplaced = post(web, &undo, &with_cookie, &format!("{check}&confirm=1")).await;
    assert_eq!(unplaced.status, 400);
    let theirs = personal_link(&mut h, other, thread).await;
    let (their_cookie, their_check) = credentials(&h, web, &theirs).await;
    let their_undo = post(
        web,
        &format!("{theirs}undo"),
        &[("Cookie", their_cookie.as_str())],
        &format!("check={their_check}&seq={after}&confirm=1"),
    )
    .await;
    assert_eq!(their_undo.status, 409);
    assert_eq!(h.load(game).await.0.next_seq, after);
    // Kept: nothing changes.
    let kept = post(web, &undo, &with_cookie, &format!("{check}&keep=1")).await;
    assert_eq!(kept.status, 200);
    assert!(
        kept.text()
            .contains(&bloodrage_bot::web::page::rich(&t!(Lang::En, "kept")))
    );
    assert_eq!(h.load(game).await.0.next_seq, after);

    // Taken back: stored as the player's undo, told in the game's thread (by the chat front end,
    // as a move made on the page), and the player is asked again.
    let told_before = h.public_messages(thread).len();
    let answer = post(
        web,
        &undo,
        &with_cookie,
        &format!("{check}&seq={after}&confirm=1"),
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    let text = answer.text();
    let said = between(
        &text,
        "id=\"said\" class=\"done\" role=\"status\"><p>",
        "</p>",
    );
    let taken = t!(
        Lang::En,
        "taken-back",
        what = bloodrage_bot::dialogue::moves::lowercase_first(&what).as_str()
    );
    assert_eq!(said, bloodrage_bot::web::page::rich(&taken));
    let loaded = h.store().logs().load(game).await.unwrap();
    assert_eq!(loaded.record.next_seq, after + 1);
    let stored = &loaded.log[after as usize];
    assert_eq!((stored.seat, stored.undoes), (turn, Some(after - 1)));
    assert_eq!(loaded.record.announced, Some(loaded.record.next_seq));
    assert!(
        h.public_messages(thread).len() > told_before,
        "the thread is told"
    );
    let again = Form::of(&text).expect("their choices again");
    assert_eq!(again.seq, (after + 1).to_string());
    assert!(
        again.picks.iter().any(|(p, _)| *p == pick),
        "the same choices"
    );
    driver.audit(&h).await;
    // The same confirmation again: stale.
    let twice = post(
        web,
        &undo,
        &with_cookie,
        &format!("{check}&seq={after}&confirm=1"),
    )
    .await;
    assert_eq!(twice.status, 409);
    assert_eq!(h.load(game).await.0.next_seq, after + 1);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_changes_their_orders_absence_quiet_hours_reminders_and_language_from_their_page()
{
    let mut h = Harness::new("web-settings").await;
    let web = h.start_web(Rate::default()).await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Set").await;
    let (game, thread) = (table.game, table.thread);
    let seat = (h.session().seats().seating(game).await.unwrap())
        .seat_of(BOB)
        .expect("Bob plays");
    let mine = personal_link(&mut h, BOB, thread).await;
    let page = get(web, &mine, &[]).await;
    let cookie = cookie_of(&page);
    let with_cookie = [("Cookie", cookie.as_str())];
    let html = page.text();
    // Each group of settings has its form, under the page's check.
    let settings = between(&html, "<section id=\"settings\"", "</section>");
    for what in ["orders", "away", "quiet", "reminders", "language"] {
        assert!(
            settings.contains(&format!("name=\"what\" value=\"{what}\"")),
            "{what}"
        );
    }
    let check = between(settings, "name=\"check\" value=\"", "\"").to_string();
    let url = format!("{mine}settings");
    let session = h.session();
    let said = |text: &str| {
        between(
            text,
            "id=\"said\" class=\"done\" role=\"status\"><p>",
            "</p>",
        )
        .to_string()
    };
    let before = h.load(game).await.0.next_seq;
    // A setting's form sent with the cookie the link left.
    let set = |form: String| {
        let (url, cookie) = (url.clone(), with_cookie);
        async move { post(web, &url, &cookie, &form).await }
    };

    // Standing orders in this game, as `/settings orders` sets them.
    let answer = set(format!(
        "check={check}&what=orders&decline=1&drafting=&save=1"
    ))
    .await;
    assert_eq!(answer.status, 200);
    let orders = session
        .games()
        .settings(game)
        .await
        .unwrap()
        .orders_of(seat);
    assert!(orders.has(StandingOrder::DeclineCalls));
    assert!(!orders.has(StandingOrder::NoLateCards));
    let text = answer.text();
    assert_eq!(
        said(&text),
        bloodrage_bot::web::page::rich(&t!(
            Lang::En,
            "orders",
            game = "Set",
            id = game,
            orders = orders_text(&orders, Lang::En)
        ))
    );
    assert!(
        text.contains("name=\"decline\" value=\"1\" checked>"),
        "the page shows the order now set"
    );
    // Quiet hours and a time zone (percent-encoded, as a browser sends it).
    let answer = set(format!(
        "check={check}&what=quiet&hours=23%3A00-08%3A00&zone=Europe%2FParis"
    ))
    .await;
    assert_eq!(answer.status, 200);
    let player = session.players().player(BOB).await.unwrap();
    assert_eq!(player.timezone.as_deref(), Some("Europe/Paris"));
    assert_eq!(player.quiet_hours.as_deref(), Some("23:00-08:00"));
    assert!(answer.text().contains("value=\"Europe/Paris\""));
    // Hours that are not hours: refused with why, nothing changed.
    let answer = set(format!("check={check}&what=quiet&hours=25%3A99")).await;
    assert_eq!(answer.status, 409);
    assert!(answer.text().contains("id=\"said\" class=\"refused\""));
    let player = session.players().player(BOB).await.unwrap();
    assert_eq!(player.quiet_hours.as_deref(), Some("23:00-08:00"));
    // An empty field of hours: none.
    let answer = set(format!(
        "check={check}&what=quiet&hours=&zone=Europe%2FParis"
    ))
    .await;
    assert_eq!(answer.status, 200);
    assert_eq!(
        session.players().player(BOB).await.unwrap().quiet_hours,
        None
    );
    // Reminders by DM, then the language of his messages.
    let answer = set(format!("check={check}&what=reminders&dm=1")).await;
    assert_eq!(said(&answer.text()), t!(Lang::En, "reminders-dm"));
    assert!(session.players().player(BOB).await.unwrap().remind_dm);
    let answer = set(format!("check={check}&what=language&language=fr")).await;
    assert_eq!(answer.status, 200);
    assert_eq!(
        session
            .players()
            .player(BOB)
            .await
            .unwrap()
            .language
            .as_deref(),
        Some("fr")
    );
    assert!(answer.text().contains("<option value=\"fr\" selected>"));
    // Away: a date that is not one is refused; one three days on is taken, and each game told;
    // then back.
    let answer = set(format!("check={check}&what=away&until=soon&go=1")).await;
    assert_eq!(answer.status, 409);
    assert!(
        session
            .players()
            .away_status(BOB, None)
            .await
            .unwrap()
            .until
            .is_none()
    );
    let back = super::deadlines::date_in(&h, 3);
    let answer = set(format!("check={check}&what=away&until={back}&go=1")).await;
    assert_eq!(answer.status, 200);
    let away = said(&answer.text());
    assert!(
        away.starts_with(&format!("You are away until {back} (")),
        "{away}"
    );
    assert!(
        session
            .players()
            .away_status(BOB, None)
            .await
            .unwrap()
            .until
            .is_some()
    );
    let answer = set(format!("check={check}&what=away&back=1")).await;
    assert_eq!(said(&answer.text()), t!(Lang::En, "welcome-back"));
    assert!(
        session
            .players()
            .away_status(BOB, None)
            .await
            .unwrap()
            .until
            .is_none()
    );

    // Refused, changing nothing: no cookie, another site, a setting of no kind, an unknown
    // language, a drafting of no kind.
    let refusals: Vec<(&str, Headers<'_>, String, u16)> = vec![
        (
            "no cookie",
            vec![],
            format!("check={check}&what=reminders"),
            403,
        ),
        (
            "another site",
            vec![
                ("Cookie", cookie.as_str()),
                ("Sec-Fetch-Site", "cross-site"),
            ],
            format!("check={check}&what=reminders"),
            403,
        ),
        (
            "no kind",
            with_cookie.to_vec(),
            format!("check={check}&what=colour"),
            400,
        ),
        (
            "an unknown language",
            with_cookie.to_vec(),
            format!("check={check}&what=language&language=de"),
            400,
        ),
        (
            "a drafting of no kind",
            with_cookie.to_vec(),
            format!("check={check}&what=orders&drafting=sometimes"),
            400,
        ),
    ];
    for (what, headers, body, status) in refusals {
        let answer = post(web, &url, &headers, &body).await;
        assert_eq!(answer.status, status, "{what}");
    }
    let player = session.players().player(BOB).await.unwrap();
    assert!(player.remind_dm);
    assert_eq!(player.language.as_deref(), Some("fr"));
    let orders = session
        .games()
        .settings(game)
        .await
        .unwrap()
        .orders_of(seat);
    assert!(orders.has(StandingOrder::DeclineCalls));
    // Settings are not moves.
    assert_eq!(h.load(game).await.0.next_seq, before);
    h.finish().await;
}
