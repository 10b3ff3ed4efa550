//! Discord's limits: the fake enforces them (so a violation fails a test), and every panel the bot
//! can build for any position of random games stays inside them.

use super::harness::{ALICE, GAMES, Harness};
use super::validate;
use bloodrage_bot::dialogue::controls;
use bloodrage_bot::discord::ids::ComponentId;
use bloodrage_bot::discord::panel::{self, Path};
use bloodrage_bot::engine::{AnyGame, GameConfig, Seat};
use bloodrage_bot::sim;
use serde_json::{Value, json};
use serenity::all::{
    ButtonStyle, ChannelId, CreateActionRow, CreateButton, CreateMessage, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption,
};
use std::time::Duration;

fn rows_json(rows: &[CreateActionRow]) -> Value {
    serde_json::to_value(rows).expect("rows serialise")
}

/// The panels reachable from the root for a seat: the root, each kind, each group.
fn check_panels(game: &AnyGame, seat: Seat) -> usize {
    let mut paths = vec![Path::Root];
    let mut seen = 0;
    while let Some(path) = paths.pop() {
        let lang = bloodrage_bot::present::locale::Lang::En;
        let p = controls::panel(game, seat, path, lang, &panel::LIMITS);
        let rows = panel::rows((1, 12345), &p.rows);
        let body = json!({"content": format!("**A game name of sixty characters, the longest allowed here** (#123456) — {}", p.content), "components": rows_json(&rows)});
        if let Err(e) = validate::message(&body, &[]) {
            panic!("panel {path:?} for {seat} breaks Discord's limits: {e}\n{body:#}");
        }
        seen += 1;
        for row in body["components"].as_array().unwrap() {
            for c in row["components"].as_array().unwrap() {
                let action = c["custom_id"]
                    .as_str()
                    .unwrap()
                    .splitn(4, ':')
                    .nth(3)
                    .unwrap()
                    .to_string();
                let mut targets = vec![action.clone()];
                if action == "m" {
                    targets = c["options"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|o| o["value"].as_str().unwrap().to_string())
                        .collect();
                }
                for t in targets {
                    let next = match ComponentId::menu_target(1, 12345, &t).map(|c| c.action) {
                        Some(bloodrage_bot::discord::ids::Action::Kind(k)) => Path::Kind(k),
                        Some(bloodrage_bot::discord::ids::Action::Group(k, g)) => Path::Group(k, g),
                        _ => continue,
                    };
                    assert_ne!(next, path, "a menu leads somewhere else");
                    paths.push(next);
                }
            }
        }
    }
    seen
}

#[test]
fn every_panel_of_random_games_stays_within_discords_limits() {
    let mut panels = 0;
    for g in 0..24u64 {
        let players = 2 + (g % 4) as u8;
        let seed = 31_000 + g;
        let mut game = AnyGame::new(&GameConfig::base(players, seed)).unwrap();
        let mut position = 0;
        while let Some((seat, command)) = sim::choose(&game, seed, position) {
            for s in game.awaited().iter() {
                panels += check_panels(&game, s);
            }
            game.apply(seat, &command).unwrap();
            position += 1;
        }
    }
    assert!(panels > 5_000, "{panels} panels checked");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_enforces_the_three_second_rule_and_discords_limits() {
    let mut h = Harness::new("limits").await;

    // An acknowledgement after the deadline is refused with 10062 and recorded as a violation.
    h.fake.state.lock().unwrap().ack_deadline = Duration::ZERO;
    let i = h.slash(ALICE, GAMES, "rules", &[]).await;
    let late = h.fake.unexpected_violations();
    assert!(late.iter().any(|v| v.contains("more than 3 s")), "{late:?}");
    assert!(
        h.replies(i).is_empty(),
        "a late answer never reaches the user"
    );
    {
        let mut s = h.fake.state.lock().unwrap();
        s.expected.push("more than 3 s".into());
        s.ack_deadline = Duration::from_secs(3);
        // Provoked on purpose: the teardown audit must not count it as forgotten.
        s.interactions.get_mut(&i).unwrap().response = Some(0);
    }
    assert!(h.fake.unexpected_violations().is_empty());
    // The same command in time is answered.
    let i = h.slash(ALICE, GAMES, "rules", &[]).await;
    assert!(h.private_reply(i).content.contains("B-17"));

    // Limits the bot's own requests must respect: each breach is a 50035 and a violation.
    let http = bloodrage_bot::discord::http(&bloodrage_bot::ops::Config {
        token: super::fake::TOKEN.into(),
        database_url: String::new(),
        database_wait: bloodrage_bot::ops::DATABASE_WAIT,
        dev_guild: None,
        api_base: Some(h.fake.rest_url.clone()),
        rounds_every: bloodrage_bot::ops::ROUNDS_EVERY,
        metrics_addr: None,
        backups: None,
        shards: None,
    });
    let channel = ChannelId::new(GAMES);
    let button = |id: String| CreateButton::new(id).label("x").style(ButtonStyle::Primary);
    let six_rows: Vec<CreateActionRow> = (0..6)
        .map(|r| CreateActionRow::Buttons(vec![button(format!("b{r}"))]))
        .collect();
    let options: Vec<CreateSelectMenuOption> = (0..26)
        .map(|i| CreateSelectMenuOption::new(format!("o{i}"), format!("v{i}")))
        .collect();
    let big_select = vec![CreateActionRow::SelectMenu(CreateSelectMenu::new(
        "menu",
        CreateSelectMenuKind::String { options },
    ))];
    let long_id = vec![CreateActionRow::Buttons(vec![button("x".repeat(101))])];
    let six_buttons = vec![CreateActionRow::Buttons(
        (0..6).map(|i| button(format!("b{i}"))).collect(),
    )];
    for (what, rows) in [
        ("6 action rows", six_rows),
        ("a select with 26 options", big_select),
        ("custom_id of 101 characters", long_id),
        ("6 buttons in a row", six_buttons),
    ] {
        let e = channel
            .send_message(
                &http,
                CreateMessage::new().content("limits").components(rows),
            )
            .await
            .expect_err(what);
        match e {
            serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => {
                assert_eq!(
                    (r.status_code.as_u16(), r.error.code),
                    (400, 50035),
                    "{what}"
                );
            }
            other => panic!("{what}: {other}"),
        }
        let v = h.fake.unexpected_violations();
        assert!(
            v.iter().any(|v| v.contains(what)),
            "{what} is recorded: {v:?}"
        );
        h.fake.state.lock().unwrap().expected.push(what.into());
    }
    // Serenity itself refuses content over 2000 characters, before any request.
    let e = channel
        .send_message(&http, CreateMessage::new().content("x".repeat(2001)))
        .await;
    assert!(matches!(e, Err(serenity::Error::Model(_))), "{e:?}");
    // An unknown route is a violation too (the bot never lists its servers).
    assert!(http.get_guilds(None, None).await.is_err());
    assert!(
        h.fake
            .unexpected_violations()
            .iter()
            .any(|v| v.contains("unknown route"))
    );
    h.fake
        .state
        .lock()
        .unwrap()
        .expected
        .push("unknown route".into());
    h.finish().await;
}
