//! A server's results in words, as every front end says them: the leaderboard (its text and
//! picture), a player's record and the clans' balance, from what the session computed of the
//! finished games it keeps ([`crate::session::stats`], [`crate::session::ratings`]). A front end
//! names a player its own way (a Discord mention).

use crate::engine::{ClanName, RuleSet};
use crate::present;
use crate::present::locale::{Lang, t};
use crate::present::stats::{LeaderLine, Leaderboard, decimal, leaderboard_png, trend_words};
use crate::session::ratings::Rater;
use crate::session::stats::{Balance, Period, PlayerRecord, Row};
use crate::vocabulary::Vocabulary as _;
use std::collections::{BTreeMap, HashMap};
use std::hash::BuildHasher;

/// How many lines the leaderboard shows before the asker's own.
pub const LEADERBOARD_LINES: usize = 10;

/// Which games a period counts, in words.
pub fn period_words(lang: Lang, period: Period) -> String {
    t!(
        lang,
        match period {
            Period::All => "period-all",
            Period::Year => "period-year",
            Period::Month => "period-month",
        }
    )
}

/// Who a rater is: in lines, a player as `player` names them (a front end's own way), on the
/// picture by the name they joined games under.
fn rater_words<S: BuildHasher>(
    rater: Rater,
    (names, player): (&HashMap<u64, String, S>, &dyn Fn(u64) -> String),
    lang: Lang,
) -> (String, String) {
    match rater {
        Rater::Player(user) => (
            player(user),
            names
                .get(&user)
                .cloned()
                .unwrap_or_else(|| format!("#{user}")),
        ),
        Rater::Computer(level) => {
            let words = t!(
                lang,
                "history-computer",
                level = present::locale::level(lang, level)
            );
            (words.clone(), words)
        }
    }
}

/// The lines shown: the first [`LEADERBOARD_LINES`], and the asker's if further down.
pub fn shown(rows: &[Row], asker: u64) -> Vec<Row> {
    let mut lines: Vec<Row> = rows.iter().take(LEADERBOARD_LINES).copied().collect();
    if let Some(own) = rows
        .iter()
        .skip(LEADERBOARD_LINES)
        .find(|r| r.rater == Rater::Player(asker))
    {
        lines.push(*own);
    }
    lines
}

/// The leaderboard's text and picture (`None`: nothing rated yet, the text says so): its players
/// named in the text as `player` names them, on the picture by `names`, `asker`'s line marked.
pub fn leaderboard_answer<S: BuildHasher>(
    rows: &[Row],
    (rules, period): (RuleSet, Period),
    (names, player): (&HashMap<u64, String, S>, &dyn Fn(u64) -> String),
    asker: u64,
    lang: Lang,
) -> (String, Option<Vec<u8>>) {
    let rules_words = present::locale::rule_set(lang, rules);
    let period_words = period_words(lang, period);
    if rows.is_empty() {
        return (
            t!(
                lang,
                "leaderboard-none",
                rules = rules_words.as_str(),
                period = period_words.as_str()
            ),
            None,
        );
    }
    let title = t!(lang, "leaderboard-title", rules = rules_words.as_str());
    let subtitle = t!(
        lang,
        "leaderboard-subtitle",
        period = period_words.as_str(),
        rated = rows.len()
    );
    let lines = shown(rows, asker);
    let mut text = format!("**{title}** · {subtitle}");
    let mut picture = Vec::new();
    let mut previous = 0;
    for row in &lines {
        let (mention, plain) = rater_words(row.rater, (names, player), lang);
        if previous != 0 && row.place > previous + 1 {
            text.push_str("\n…");
        }
        previous = row.place;
        let s = row.standing;
        text.push('\n');
        text.push_str(&t!(
            lang,
            "leaderboard-line",
            place = row.place,
            who = mention.as_str(),
            rating = decimal(s.rating, lang),
            uncertainty = decimal(s.uncertainty, lang),
            games = s.games,
            wins = s.wins,
            trend = trend_words(row.trend, lang)
        ));
        picture.push(LeaderLine {
            place: row.place,
            name: plain,
            rating: s.rating,
            uncertainty: s.uncertainty,
            games: s.games,
            wins: s.wins,
            trend: row.trend,
            asker: row.rater == Rater::Player(asker),
        });
    }
    if !rows.iter().any(|r| r.rater == Rater::Player(asker)) {
        text.push('\n');
        text.push_str(&t!(lang, "leaderboard-unrated"));
    }
    text.push('\n');
    text.push_str(&t!(lang, "leaderboard-how"));
    let png = leaderboard_png(&Leaderboard {
        title: &title,
        subtitle: &subtitle,
        lines: &picture,
        lang,
    });
    (text, Some(png))
}

/// Wins in per cent of games, rounded.
pub fn percent(wins: u32, games: u32) -> u32 {
    if games == 0 {
        0
    } else {
        (f64::from(wins) * 100.0 / f64::from(games)).round() as u32
    }
}

/// Games and wins per key, in words.
fn tallies<K: Copy + Ord>(
    tallies: &BTreeMap<K, (u32, u32)>,
    name: impl Fn(K) -> String,
    lang: Lang,
) -> String {
    tallies
        .iter()
        .map(|(k, (games, wins))| {
            t!(
                lang,
                "stats-tally",
                name = name(*k),
                games = *games,
                wins = *wins,
                percent = percent(*wins, *games)
            )
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A player's record in words.
pub fn record_text(record: &PlayerRecord, who: &str, lang: Lang) -> String {
    if record.games() == 0 {
        return t!(lang, "stats-none", who = who);
    }
    let mut text = t!(lang, "stats-title", who = who);
    for (rules, r) in record.rules.values() {
        text.push_str("\n\n");
        text.push_str(&t!(
            lang,
            "stats-rules",
            rules = present::locale::rule_set(lang, *rules),
            games = r.games,
            wins = r.wins,
            percent = percent(r.wins, r.games),
            mean = decimal(r.mean(), lang),
            scoring = rules.slug()
        ));
        let clan = |c: ClanName| present::locale::clan(lang, c);
        text.push('\n');
        text.push_str(&t!(
            lang,
            "stats-by-clan",
            list = tallies(&r.by_clan, clan, lang)
        ));
        if !r.against.is_empty() {
            let list = r
                .against
                .iter()
                .map(|(level, (games, ahead))| {
                    t!(
                        lang,
                        "stats-against-level",
                        level = present::locale::level(lang, *level),
                        games = *games,
                        ahead = *ahead
                    )
                })
                .collect::<Vec<_>>()
                .join(" · ");
            text.push('\n');
            text.push_str(&t!(lang, "stats-against", list = list));
        }
        if let Some((score, game, name)) = &r.best {
            text.push('\n');
            text.push_str(&t!(
                lang,
                "stats-best",
                score = *score,
                scoring = rules.slug(),
                id = *game,
                game = name.as_str()
            ));
        }
    }
    text.push_str("\n\n");
    text.push_str(&match record.streak {
        0 => t!(lang, "stats-streak-none"),
        n if n > 0 => t!(lang, "stats-streak-wins", count = n),
        n => t!(lang, "stats-streak-losses", count = -n),
    });
    if let Some(clan) = record.favourite {
        text.push(' ');
        text.push_str(&t!(
            lang,
            "stats-favourite",
            clan = present::locale::clan(lang, clan)
        ));
    }
    text
}

/// The clans' balance in words.
pub fn balance_text(balance: &Balance, rules: Option<RuleSet>, lang: Lang) -> String {
    let rules_words = rules.map_or_else(
        || t!(lang, "balance-every-rule-set"),
        |r| present::locale::rule_set(lang, r),
    );
    if balance.games == 0 {
        return t!(lang, "balance-none", rules = rules_words.as_str());
    }
    let clan = |c: ClanName| present::locale::clan(lang, c);
    let seat = |s: crate::engine::Seat| t!(lang, "balance-seat", seat = s.index() + 1);
    [
        t!(
            lang,
            "balance-title",
            rules = rules_words.as_str(),
            games = balance.games
        ),
        t!(
            lang,
            "balance-by-clan",
            list = tallies(&balance.by_clan, clan, lang)
        ),
        t!(
            lang,
            "balance-by-seat",
            list = tallies(&balance.by_seat, seat, lang)
        ),
    ]
    .join("\n")
}
