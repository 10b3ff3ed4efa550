//! How the front ends name a seat's holder (`dialogue::seat_names`).

use bloodrage_bot::dialogue::seat_names;
use bloodrage_bot::engine::{GameConfig, Level, Seat};
use bloodrage_bot::present::locale::Lang;
use bloodrage_bot::session::{ComputerSeat, Seating};

/// Each holder of a seat is named as both front ends name it: a player by the front end's
/// own words for them with the clan (an unnamed player by the clan alone), a seat handed
/// over by its player and the computer's level, a computer clan by its level, an empty seat
/// by its clan.
#[test]
fn a_seat_is_named_by_who_holds_it_and_each_front_end_names_its_players() {
    let computer = |seat: u8, handed_by| ComputerSeat {
        seat: Seat(seat),
        level: Level::Hard,
        handed_by,
        since: 0,
    };
    let seating = Seating {
        seats: vec![(Seat(0), 10), (Seat(1), 11), (Seat(3), 13)],
        names: vec![(Seat(0), "Ann".into()), (Seat(1), "Bo".into())],
        computers: vec![computer(1, Some(11)), computer(2, None)],
    };
    let config = GameConfig::base(5, 1);
    let discord = seat_names(&seating, &config, Lang::En, |user, _| format!("<@{user}>"));
    let web = seat_names(&seating, &config, Lang::En, |_, label| label.to_string());
    let clans = config.clan_names();
    let clan = |i: usize| bloodrage_bot::present::locale::clan(Lang::En, clans.as_slice()[i]);
    assert_eq!(
        discord.mention,
        [
            format!("<@10> ({})", clan(0)),
            format!("<@11> ({}, played by the computer)", clan(1)),
            format!("{} (computer, hard)", clan(2)),
            format!("<@13> ({})", clan(3)),
            clan(4),
        ]
    );
    assert_eq!(
        web.mention,
        [
            format!("Ann ({})", clan(0)),
            format!("Bo ({}, played by the computer)", clan(1)),
            format!("{} (computer, hard)", clan(2)),
            clan(3),
            clan(4),
        ]
    );
    for names in [&discord, &web] {
        assert_eq!(
            names.plain,
            ["Ann", "Bo · computer (hard)", "Computer (hard)", "", ""]
        );
    }
}
