//! A player's own settings, as every front end answers them, in the player's words: their
//! standing orders in a game, their quiet hours and time zone, reminders by direct message, their
//! language, and their absences (`away`). Each call makes the change (or refuses it, changing
//! nothing it refuses) and returns the private answer; the front end only reads the options and
//! shows the answer. A server's own settings (the admins') stay with the front end, which knows
//! who is an admin.

use crate::engine::{Seat, StandingOrder};
use crate::present::locale::{Lang, semicolon, t};
use crate::session::orders::{Drafting, Orders, OrdersChange};
use crate::session::settings::PlayerSetting;
use crate::session::time::{self, AwayRefusal, HoursError, QuietHours};
use crate::session::web::PersonalLink;
use crate::session::{GameId, GameRecord, Session, StoreError};
use jiff::tz::TimeZone;

/// A player's standing orders in words.
pub fn orders_text(orders: &Orders, lang: Lang) -> String {
    if orders.is_empty() {
        return t!(lang, "orders-none");
    }
    let mut parts = Vec::new();
    if orders.has(StandingOrder::DeclineCalls) {
        parts.push(t!(lang, "orders-decline-calls"));
    }
    if orders.has(StandingOrder::NoLateCards) {
        parts.push(t!(lang, "orders-no-late-cards"));
    }
    let ages: Vec<String> = orders
        .0
        .iter()
        .filter_map(|o| match o {
            StandingOrder::AiDraftsAge(a) => Some(a.to_string()),
            _ => None,
        })
        .collect();
    if !ages.is_empty() {
        parts.push(t!(
            lang,
            "orders-ai-drafts",
            count = ages.len(),
            ages = ages.join(", ")
        ));
    }
    parts.join(&semicolon(lang))
}

/// Changes `seat`'s standing orders in `record`'s game and says what they now are (and, when the
/// computer was asked to draft but no draft is left, that it has nothing to draft).
pub async fn change_orders(
    session: &Session,
    (record, seat): (&GameRecord, Seat),
    change: OrdersChange,
    lang: Lang,
) -> Result<String, StoreError> {
    let drafts = change.drafting.is_some_and(|d| d != Drafting::Themselves);
    let (orders, ahead) = session
        .seats()
        .change_orders(record.id, seat, change)
        .await?;
    let note = if drafts && ahead.is_none() {
        format!(" {}", t!(lang, "orders-no-draft-left"))
    } else {
        String::new()
    };
    Ok(t!(
        lang,
        "orders",
        game = record.name.as_str(),
        id = record.id,
        orders = format!("{}{note}", orders_text(&orders, lang))
    ))
}

/// A time zone by its IANA name, or why not.
pub fn zone(name: &str, lang: Lang) -> Result<TimeZone, String> {
    time::zone(name).ok_or_else(|| t!(lang, "bad-time-zone", zone = name.trim()))
}

/// Quiet hours (`23:00-08:00`), or why not.
pub fn quiet_hours(text: &str, lang: Lang) -> Result<QuietHours, String> {
    QuietHours::parse(text).map_err(|e| match e {
        HoursError::Malformed => t!(lang, "bad-hours", hours = text.trim()),
        HoursError::Empty => t!(lang, "empty-quiet-hours"),
    })
}

/// What turns quiet hours off: "off" in English, "aucune" (none) in French, as the command's
/// option says.
const NO_QUIET_HOURS: [&str; 5] = ["off", "none", "aucune", "aucun", "non"];

/// Sets `user`'s time zone and quiet hours, each when given (the zone first: a bad zone changes
/// nothing, bad hours keep the new zone), and says what they now are, or what was wrong.
pub async fn change_quiet_hours(
    session: &Session,
    user: u64,
    (hours, timezone): (Option<&str>, Option<&str>),
    lang: Lang,
) -> Result<Result<String, String>, StoreError> {
    if let Some(name) = timezone {
        if let Err(why) = zone(name, lang) {
            return Ok(Err(why));
        }
        let name = name.trim().to_string();
        session
            .players()
            .set_player(user, PlayerSetting::Timezone(name))
            .await?;
    }
    if let Some(text) = hours {
        let quiet = if NO_QUIET_HOURS
            .iter()
            .any(|w| text.trim().eq_ignore_ascii_case(w))
        {
            String::new()
        } else {
            match quiet_hours(text, lang) {
                Ok(q) => q.to_setting(),
                Err(why) => return Ok(Err(why)),
            }
        };
        session
            .players()
            .set_player(user, PlayerSetting::QuietHours(quiet))
            .await?;
    }
    Ok(Ok(quiet_text(session, user, lang).await?))
}

/// `user`'s quiet hours and time zone, in words.
async fn quiet_text(session: &Session, user: u64, lang: Lang) -> Result<String, StoreError> {
    let settings = session.players().player(user).await?;
    Ok(quiet_words(
        settings.quiet_hours.as_deref().unwrap_or_default(),
        settings.timezone.as_deref().unwrap_or_default(),
        lang,
    ))
}

/// Quiet hours as stored (`23:00-08:00`; empty: none) in a time zone (empty: UTC), in words.
pub fn quiet_words(hours: &str, zone: &str, lang: Lang) -> String {
    let zone = if zone.is_empty() { "UTC" } else { zone };
    let quiet = if hours.is_empty() {
        t!(lang, "quiet-none")
    } else {
        format!("{hours} ({zone})")
    };
    t!(lang, "quiet-hours", quiet = quiet, zone = zone)
}

/// Whether `user`'s reminders also come by direct message; asking for them tries direct
/// messages again, whatever refused them before.
pub async fn change_reminders(
    session: &Session,
    user: u64,
    dm: bool,
    lang: Lang,
) -> Result<String, StoreError> {
    session
        .players()
        .set_player(user, PlayerSetting::RemindDm(dm))
        .await?;
    if dm {
        session.players().dms_open(user).await;
        Ok(t!(lang, "reminders-dm"))
    } else {
        Ok(t!(lang, "reminders-thread"))
    }
}

/// Sets `user`'s language when `choice` gives one (`Some(None)`: their client's again) and says
/// which language they now read, in it; `locale` is their client's now.
pub async fn change_language(
    session: &Session,
    user: u64,
    choice: Option<Option<Lang>>,
    locale: Option<&str>,
) -> Result<String, StoreError> {
    if let Some(lang) = choice {
        let code = lang.map_or("", Lang::code).to_string();
        session
            .players()
            .set_player(user, PlayerSetting::Language(code))
            .await?;
    }
    let lang = super::words::player_lang(session, user, locale).await;
    let chosen = session
        .players()
        .player(user)
        .await?
        .language
        .as_deref()
        .is_some_and(|code| Lang::from_code(code).is_some());
    let key = if chosen {
        "settings-language-chosen"
    } else {
        "settings-language-client"
    };
    Ok(t!(lang, key, language = lang.native_name()))
}

/// Why an absence was refused, and what to do.
pub fn away_refusal(refusal: &AwayRefusal, lang: Lang) -> String {
    match refusal {
        AwayRefusal::BadDate(date) => t!(lang, "bad-date", date = date.as_str()),
        AwayRefusal::OutOfRange => t!(lang, "date-out-of-range"),
        AwayRefusal::DayBegun => t!(lang, "day-begun"),
        AwayRefusal::TooMany {
            days,
            left,
            allowance,
        } => t!(
            lang,
            "too-many-days",
            days = *days,
            left = *left,
            allowance = *allowance
        ),
    }
}

/// `user`'s absences (on the server `guild`, whose allowance counts): with no `until`, where
/// they stand; `back` (`retour` in French) ends the absence under way; else they are away until
/// that date; `Err` is why not (nothing changed).
pub async fn away(
    session: &Session,
    (user, guild): (u64, Option<u64>),
    until: Option<&str>,
    lang: Lang,
) -> Result<Result<String, String>, StoreError> {
    let Some(until) = until else {
        return Ok(Ok(away_text(session, (user, guild), lang).await?));
    };
    if ["back", "retour"].contains(&until.trim().to_lowercase().as_str()) {
        let back = session.players().come_back(user).await?;
        return Ok(Ok(t!(lang, if back { "welcome-back" } else { "not-away" })));
    }
    Ok(match session.players().go_away(user, guild, until).await? {
        Err(why) => Err(away_refusal(&why, lang)),
        Ok(away) => Ok(t!(
            lang,
            "you-are-away",
            date = away.until.as_str(),
            days = away.days,
            left = away.left,
            allowance = away.allowance,
            games = away.games
        )),
    })
}

/// Where `user`'s absences stand (on the server `guild`, whose allowance counts), in words.
async fn away_text(
    session: &Session,
    (user, guild): (u64, Option<u64>),
    lang: Lang,
) -> Result<String, StoreError> {
    let away = session.players().away_status(user, guild).await?;
    let status = match &away.until {
        Some(date) => t!(lang, "away-until", date = date.as_str()),
        None => t!(lang, "not-away"),
    };
    Ok(t!(
        lang,
        "away-used",
        status = status,
        used = away.used,
        allowance = away.allowance
    ))
}

/// Where a player's own settings stand, for a page that shows them beside the means to change
/// them: in a game, their standing orders; everywhere, their absences, quiet hours and time
/// zone, reminders and language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// Their standing orders in the game (in words: [`orders_text`]).
    pub orders: Orders,
    /// Where their absences stand, in words (on the game's server).
    pub away: String,
    /// Their quiet hours as stored (`23:00-08:00`; empty: none; in words: [`quiet_words`]).
    pub hours: String,
    /// Their time zone's name (empty: UTC).
    pub zone: String,
    /// Whether their reminders come by direct message too.
    pub remind_dm: bool,
    /// The language they chose (none: their Discord client's).
    pub language: Option<Lang>,
}

/// Where `user`'s own settings stand, as the player of `seat` in `record`'s game ([`Standing`]).
pub async fn standing(
    session: &Session,
    (record, seat): (&GameRecord, Seat),
    user: u64,
    lang: Lang,
) -> Result<Standing, StoreError> {
    let orders = session.games().settings(record.id).await?.orders_of(seat);
    let settings = session.players().player(user).await?;
    Ok(Standing {
        orders,
        away: away_text(session, (user, record.guild_id), lang).await?,
        hours: settings.quiet_hours.clone().unwrap_or_default(),
        zone: settings.timezone.clone().unwrap_or_default(),
        remind_dm: settings.remind_dm,
        language: settings.language.as_deref().and_then(Lang::from_code),
    })
}

/// `user`'s own link to `game`'s page, from which they see their cards and take their turns, in
/// words (only they may see it: a private answer, a private message), its end worded by `until`
/// (a date as the front end shows one); or why there is none.
pub async fn web_link(
    session: &Session,
    game: GameId,
    user: u64,
    lang: Lang,
    until: impl Fn(i64) -> String,
) -> Result<String, StoreError> {
    let record = session.games().record(game).await?;
    Ok(match session.pages().personal_link(game, user).await? {
        None => t!(lang, "not-playing"),
        Some(PersonalLink::NoWeb) => t!(lang, "web-pages-not-served"),
        Some(PersonalLink::ServerOff) => t!(lang, "web-page-server-off"),
        Some(PersonalLink::Link(link, expires)) => t!(
            lang,
            "web-personal-link",
            game = record.name.as_str(),
            id = record.id,
            link = link,
            until = until(expires)
        ),
    })
}

/// Whether `record`'s players may play from its web pages: the bot serves them and the game's
/// server allows them.
pub async fn web_on(session: &Session, record: &GameRecord) -> Result<bool, StoreError> {
    Ok(session.pages().public_url().is_some()
        && session.pages().web_allowed(record.guild_id).await?)
}
