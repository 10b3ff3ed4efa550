//! The leak audit of the players' own pages: whole games of every rule set played from the pages
//! themselves (each choice sent from its seat's page, as a browser sends it), every page and
//! every action's answer read. What a page shows of the game to its seat (its hand and its cards'
//! picture, what it is asked and every choice with its card text, where the game stands) is
//! exactly what the same page shows when every card hidden from that seat is dealt again (the
//! engine's determinization from the seat's view): nothing hidden from a seat reaches its page.

use super::http::{get, post};
use bloodrage_bot::dialogue::controls;
use bloodrage_bot::engine::rng::GameRng;
use bloodrage_bot::engine::{AnyGame, RuleSet, Seat};
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::present::{self, Names};
use bloodrage_bot::session::web::PersonalLink;
use bloodrage_bot::store::GameStatus;
use bloodrage_bot::vocabulary::Vocabulary as _;
use bloodrage_bot::web::page::{escape, rich};

/// The text of `html` between `from` and the next `to` (empty when `from` is not in it: a game
/// over has no part for what a seat is asked).
fn between<'a>(html: &'a str, from: &str, to: &str) -> &'a str {
    if html.contains(from) {
        super::driver::between(html, from, to)
    } else {
        ""
    }
}

/// What a personal page shows its seat of the game, as the page has it: its hand, what it is
/// asked, its choices (each with its card's text), where the game stands.
fn seen(html: &str) -> Vec<String> {
    let mut seen = vec![
        between(html, "<p id=\"hand\">", "</p><details").to_string(),
        between(html, "<p id=\"asked\">", "</p>").to_string(),
        between(html, "<p id=\"status\">", "</p>").to_string(),
    ];
    let act = between(html, "<section id=\"act\"", "</section>");
    for choice in act.split("name=\"pick\" value=\"").skip(1) {
        let label = between(choice, ">", "</button>");
        let card = if choice.contains("<details class=\"about\">") {
            between(choice, "</summary><p>", "</p></details>")
        } else {
            ""
        };
        seen.push(format!("{label} | {card}"));
    }
    seen
}

/// The same, made from `game` as `seat` would be shown it.
pub(super) fn shown(game: &AnyGame, seat: Seat, names: &Names) -> Vec<String> {
    let shows = present::game(game);
    let offer = controls::offer(game, seat, Lang::En);
    // A game over asks nothing of anyone: the page has no part for it.
    let asked = if game.outcome().is_some() {
        String::new()
    } else if offer.kinds.is_empty() {
        escape(&t!(Lang::En, "web-act-none"))
    } else {
        rich(&offer.text)
    };
    let mut shown = vec![
        rich(&shows.hand(seat, Lang::En)),
        asked,
        rich(&shows.status(names, Lang::En)),
    ];
    for kind in offer.kinds.iter().filter(|_| game.outcome().is_none()) {
        for (_, choices) in &kind.groups {
            for choice in choices {
                let card = choice.card.as_deref().map(rich).unwrap_or_default();
                shown.push(format!("{} | {card}", escape(&choice.label)));
            }
        }
    }
    shown
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_players_page_or_answer_shows_anything_hidden_from_them_through_whole_games_of_every_rule_set()
 {
    let (_dir, store, session, web) = super::web::unlimited("web-seat-audit").await;
    let mut rng = 0x5EED_u64;
    let mut next = move |n: usize| {
        rng = rng
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((rng >> 33) % n as u64) as usize
    };
    for &rules in RuleSet::ALL {
        let players = 3;
        let config = (rules.registered().default_config)(players, 77);
        let name = format!("{} seats", rules.slug());
        let id = super::web::seated(&store, &config, (GameStatus::Lobby, &name)).await;
        store
            .games()
            .set_status(id, GameStatus::Active, None)
            .await
            .unwrap();
        session.games().started(id).await.unwrap();
        // Each seat's page (its path and the cookie its first visit left).
        let mut pages = Vec::new();
        for seat in 0..players {
            let Some(PersonalLink::Link(link, _)) = session
                .pages()
                .personal_link(id, 700 + u64::from(seat))
                .await
                .unwrap()
            else {
                panic!("{rules:?}: a page for seat {seat}");
            };
            let path = link[link.find("/me/").unwrap()..].to_string();
            let first = get(web, &path, &[]).await;
            let cookie = super::web_play::cookie_of(&first);
            pages.push((path, cookie));
        }
        let record = session.games().record(id).await.unwrap();
        let names = bloodrage_bot::web::names(&session, &record, Lang::En)
            .await
            .unwrap();
        // Audits `html`, `seat`'s page, against the game as it stands and its twins.
        let audit = |html: &str, seat: Seat, game: &AnyGame, n: u64| {
            let seen = seen(html);
            assert_eq!(seen, shown(game, seat, &names), "{rules:?} move {n}");
            let mut twins = 0;
            for k in 0..3 {
                let mut rng = GameRng::from_seed(n * 8 + k + 1);
                let twin = game.determinize(seat, &mut rng);
                // (A twin that forgets the other seats' secret picks under way is not the
                // same game as the seat sees it: left out, as in the public page's audit.)
                if twin.awaited() != game.awaited() {
                    continue;
                }
                assert_eq!(
                    seen,
                    shown(&twin, seat, &names),
                    "{rules:?} move {n}: seat {}'s page differs when what is hidden from it is dealt again",
                    seat.0
                );
                twins += 1;
            }
            twins
        };
        let (mut moves, mut twins, mut pictures) = (0u64, 0, 0);
        loop {
            let current = session.game(id).await.unwrap();
            let game = current.game.clone();
            if game.outcome().is_some() {
                break;
            }
            assert!(moves < 3_000, "{rules:?}: the game ends");
            // The page of a seat not awaited, now and then (one awaited is read below).
            let awaited: Vec<Seat> = game.awaited().iter().collect();
            let idle = Seat(next(usize::from(players)) as u8);
            if !awaited.contains(&idle) || moves % 5 == 0 {
                let (path, cookie) = &pages[idle.index()];
                let html = get(web, path, &[("Cookie", cookie)]).await.text();
                twins += audit(&html, idle, &game, moves);
            }
            // The cards' picture of a seat, now and then: as drawn for its twins.
            if moves % 40 == 0 {
                let (path, cookie) = &pages[idle.index()];
                let served = get(
                    web,
                    &format!("{path}cards.png?lang=en"),
                    &[("Cookie", cookie)],
                )
                .await;
                assert_eq!(served.status, 200);
                let title = format!("#{id} {} · Your cards", record.name);
                let mut rng = GameRng::from_seed(moves + 99);
                let twin = game.determinize(idle, &mut rng);
                let drawn = present::game(&twin).cards_png(idle, &title, Lang::En);
                assert!(
                    drawn == served.body,
                    "{rules:?} move {moves}: seat {}'s cards differ when what is hidden from it is dealt again",
                    idle.0
                );
                pictures += 1;
            }
            // An awaited seat chooses on its page, and reads the answer.
            let seat = awaited[next(awaited.len())];
            let (path, cookie) = &pages[seat.index()];
            let html = get(web, path, &[("Cookie", cookie)]).await.text();
            twins += audit(&html, seat, &game, moves);
            let form = super::web_play::Form::of(&html)
                .unwrap_or_else(|| panic!("{rules:?} move {moves}: choices for seat {}", seat.0));
            assert!(!form.picks.is_empty(), "{rules:?} move {moves}: no choice");
            let fields = form.fields(&form.picks[next(form.picks.len())].0);
            let answer = post(
                web,
                &format!("{path}act?lang=en"),
                &[("Cookie", cookie)],
                &fields,
            )
            .await;
            assert_eq!(
                answer.status,
                200,
                "{rules:?} move {moves}: {}",
                answer.text()
            );
            moves += 1;
            let after = session.game(id).await.unwrap();
            assert!(after.record.next_seq > current.record.next_seq);
            twins += audit(&answer.text(), seat, &after.game, moves);
        }
        eprintln!("{rules:?}: {moves} choices from the pages, {twins} twins, {pictures} pictures");
        assert!(twins >= moves as usize, "{rules:?}: only {twins} twins");
        assert!(pictures >= 3, "{rules:?}: only {pictures} pictures");
    }
}
