//! The web companion's HTML: a game's page (where it stands, the board, the replay, every move)
//! and the page a wrong link finds. Written here with every text escaped; no template engine (a
//! few fixed pages) and no script needed to read them (the script only adds the live update, the
//! slider and the arrow keys).

use crate::dialogue::controls::{Offer, OfferKind, Pick, Style};
use crate::dialogue::player::{self, Standing};
use crate::engine::StandingOrder;
use crate::present::Region;
use crate::present::locale::{Lang, t};
use crate::session::orders::Drafting;
use crate::vocabulary::Vocabulary;
use std::fmt::Write as _;

/// Everything a game's page shows.
#[derive(Debug, Clone)]
pub struct GamePage {
    /// The reader's language.
    pub lang: Lang,
    /// The game's number.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Its rule set's name.
    pub rules: String,
    /// Its status in a word (in progress, finished…).
    pub status_word: String,
    /// Whether it still moves (its live stream is worth opening).
    pub live: bool,
    /// The length of its log when the page was made (the live stream tells when it changes).
    pub seq: u64,
    /// Where it stands (Age, phase, who is awaited for what, scores), public.
    pub status: String,
    /// Who is awaited, for what, for how long: a line each.
    pub awaited: Vec<String>,
    /// The replay's step shown (0: the set-up).
    pub step: usize,
    /// How many steps the replay has: a step is a move told in the game's thread, with the
    /// decisions taken in secret before it.
    pub total: usize,
    /// Where each Age began: the Age, and the step shown when it began.
    pub ages: Vec<(u8, usize)>,
    /// What the step shown did, in lines.
    pub step_lines: Vec<String>,
    /// How many decisions taken in secret the step shown is made of when it has no line.
    pub secret: usize,
    /// Every step with public lines: its number and its lines.
    pub log: Vec<(usize, Vec<String>)>,
    /// On a player's personal view: their own cards, and their choices.
    pub mine: Option<Mine>,
    /// What the reader's last action came to (on the answer to an action).
    pub said: Option<Said>,
    /// The step's board in words, for a narrow screen: written over its map, and the rest as
    /// lines.
    pub words: crate::present::boards::Words,
    /// The places a tap on the board can find (on a player's page with choices; the board
    /// picture's own geometry, [`crate::present::Shows::regions`]).
    pub regions: Vec<Region>,
}

/// What an action from the page came to, shown at the top of the page that answers it.
#[derive(Debug, Clone)]
pub struct Said {
    /// In words (chat markup).
    pub text: String,
    /// Whether it was refused (nothing changed).
    pub refused: bool,
    /// The choice a hint suggests, marked among the choices.
    pub suggested: Option<Pick>,
    /// On an undo's preview: the log length it was made at, which the confirmation carries.
    pub confirm: Option<u64>,
}

impl Said {
    /// What was done.
    pub fn done(text: String) -> Said {
        Said {
            text,
            refused: false,
            suggested: None,
            confirm: None,
        }
    }

    /// Why nothing was done.
    pub fn refused(text: String) -> Said {
        Said {
            text,
            refused: true,
            suggested: None,
            confirm: None,
        }
    }
}

/// A player's own part of their personal view.
#[derive(Debug, Clone)]
pub struct Mine {
    /// Their seat's name (the player and the clan).
    pub name: String,
    /// Their hand, packet and quests, in words.
    pub hand: String,
    /// Until when the link works (a date and time, UTC).
    pub until: String,
    /// What they may decide now (none once the game is over or abandoned).
    pub offer: Option<Offer>,
    /// Whether they may take their last decision back now (the session's judgement).
    pub undo: bool,
    /// Where their own settings stand (none once the game is over or abandoned).
    pub settings: Option<Standing>,
    /// The check every action of the page carries ([`crate::session::Pages::action_check`]).
    pub check: String,
}

/// `text` safe inside HTML text and double-quoted attribute values (the only kind the pages
/// write).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// A line the presentation wrote for chat as HTML, escaped: Discord's markup rendered (a
/// heading `## `, small print `-# `, `**bold**`, `*emphasis*`, `` `code` ``, line breaks), never
/// shown as its signs.
pub fn rich(text: &str) -> String {
    text.split('\n')
        .map(rich_line)
        .collect::<Vec<_>>()
        .join("<br>")
}

/// One line of chat markup as HTML (see [`rich`]).
fn rich_line(line: &str) -> String {
    let (open, close, body) = if let Some(rest) = ["# ", "## ", "### "]
        .iter()
        .find_map(|h| line.strip_prefix(h))
    {
        ("<strong class=\"heading\">", "</strong>", rest)
    } else if let Some(rest) = line.strip_prefix("-# ") {
        ("<small>", "</small>", rest)
    } else {
        ("", "", line)
    };
    let escaped = escape(body);
    let mut out = String::with_capacity(escaped.len() + 16);
    out.push_str(open);
    let (mut strong, mut em, mut code) = (false, false, false);
    let mut rest = escaped.as_str();
    while let Some(i) = rest.find(['*', '`']) {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        // As in Discord, a sign that nothing closes later in the line is only itself.
        if let Some(after) = tail.strip_prefix('`') {
            if code || after.contains('`') {
                out.push_str(if code { "</code>" } else { "<code>" });
                code = !code;
            } else {
                out.push('`');
            }
            rest = after;
        } else if code {
            // Inside code a star is a star.
            out.push('*');
            rest = &tail[1..];
        } else if let Some(after) = tail.strip_prefix("**") {
            if strong || after.contains("**") {
                out.push_str(if strong { "</strong>" } else { "<strong>" });
                strong = !strong;
            } else {
                out.push_str("**");
            }
            rest = after;
        } else {
            let after = &tail[1..];
            if em || after.replace("**", "").contains('*') {
                out.push_str(if em { "</em>" } else { "<em>" });
                em = !em;
            } else {
                out.push('*');
            }
            rest = after;
        }
    }
    out.push_str(rest);
    for (open, tag) in [(code, "</code>"), (em, "</em>"), (strong, "</strong>")] {
        if open {
            out.push_str(tag);
        }
    }
    out.push_str(close);
    out
}

/// A line of chat markup as plain text (for an image's description): its signs left out.
pub fn plain(text: &str) -> String {
    text.lines()
        .map(|line| {
            let line = ["# ", "## ", "### ", "-# "]
                .iter()
                .find_map(|h| line.strip_prefix(h))
                .unwrap_or(line);
            line.replace(['*', '`'], "")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The link to step `step` in `lang` (relative to the page), opening at the replay.
fn at(step: usize, lang: Lang) -> String {
    format!("?step={step}&amp;lang={}#replay", lang.code())
}

fn head(out: &mut String, title: &str, lang: Lang) {
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"referrer\" content=\"no-referrer\">\
         <title>{}</title><link rel=\"icon\" href=\"../../favicon.ico\">\
         <link rel=\"stylesheet\" href=\"../../static/page.css\"></head>",
        lang.code(),
        escape(title)
    );
}

/// A game's page.
pub fn game(p: &GamePage) -> String {
    let lang = p.lang;
    let mut out = String::with_capacity(16 * 1024);
    head(
        &mut out,
        &t!(lang, "web-title", name = p.name.as_str(), id = p.id),
        lang,
    );
    let latest = p.step == p.total;
    let _ = write!(
        out,
        "<body data-game=\"{}\" data-step=\"{}\" data-total=\"{}\" data-latest=\"{latest}\" data-lang=\"{}\" \
         data-seq=\"{}\" data-live=\"{}\">",
        p.id,
        p.step,
        p.total,
        lang.code(),
        p.seq,
        p.live
    );
    // Header: the game, its rule set and status, the language switch.
    let _ = write!(
        out,
        "<header><h1>{}</h1><p class=\"rules\">{}</p><nav class=\"languages\" aria-label=\"{}\">",
        escape(&t!(lang, "web-heading", id = p.id, name = p.name.as_str())),
        escape(&t!(
            lang,
            "web-rules",
            rules = p.rules.as_str(),
            status = p.status_word.as_str()
        )),
        escape(&t!(lang, "web-language")),
    );
    for other in Lang::ALL {
        let _ = if other == lang {
            write!(
                out,
                "<strong lang=\"{}\" aria-current=\"true\">{}</strong> ",
                other.code(),
                other.native_name()
            )
        } else {
            write!(
                out,
                "<a lang=\"{}\" href=\"?step={}&amp;lang={}\">{}</a> ",
                other.code(),
                p.step,
                other.code(),
                other.native_name()
            )
        };
    }
    out.push_str("</nav></header><main>");
    if let Some(said) = &p.said {
        let (class, role) = if said.refused {
            ("refused", "alert")
        } else {
            ("done", "status")
        };
        let _ = write!(
            out,
            "<div id=\"said\" class=\"{class}\" role=\"{role}\"><p>{}</p>",
            rich(&said.text)
        );
        if let (Some(seq), Some(mine)) = (said.confirm, &p.mine) {
            confirm_undo(&mut out, (seq, &mine.check), lang);
        }
        out.push_str("</div>");
    }
    // Where the game stands now: read out again when it changes.
    let _ = write!(
        out,
        "<section id=\"now\"><h2>{}</h2><div id=\"standing\" aria-live=\"polite\"><p id=\"status\">{}</p>",
        escape(&t!(lang, "web-now")),
        rich(&p.status)
    );
    if !p.awaited.is_empty() {
        out.push_str("<ul id=\"awaited\">");
        for line in &p.awaited {
            let _ = write!(out, "<li>{}</li>", rich(line));
        }
        out.push_str("</ul>");
    }
    out.push_str("</div>");
    if let Some(mine) = &p.mine {
        // A game over (or abandoned) asks nothing more of anyone.
        if let Some(offer) = &mine.offer {
            let suggested = p.said.as_ref().and_then(|s| s.suggested);
            act(&mut out, (offer, mine), (p.seq, suggested), (&p.name, lang));
        }
        let _ = write!(
            out,
            "<section id=\"mine\"><h2>{}</h2><p class=\"private\">{}</p><p id=\"hand\">{}</p>\
             <details id=\"cards-picture\"><summary>{}</summary><figure><a href=\"cards.png?lang={}\"><img id=\"cards\" src=\"cards.png?lang={}&amp;at={}\" alt=\"{}\" loading=\"lazy\" decoding=\"async\"></a></figure></details></section>",
            escape(&t!(lang, "web-mine", player = mine.name.as_str())),
            escape(&t!(lang, "web-mine-private", date = mine.until.as_str())),
            rich(&mine.hand),
            escape(&t!(lang, "web-cards-show")),
            lang.code(),
            lang.code(),
            p.seq,
            escape(&t!(lang, "web-cards-alt")),
        );
    }
    let _ = write!(
        out,
        "<p id=\"fresh\" role=\"status\" hidden>{} <a href=\"?lang={}#replay\">{}</a></p>\
         <p id=\"gone\" role=\"status\" hidden>{}</p><p id=\"slow\" role=\"status\" hidden>{}</p></section>",
        escape(&t!(lang, "web-new-moves")),
        lang.code(),
        escape(&t!(lang, "web-see-latest")),
        escape(&t!(lang, "web-link-gone")),
        escape(&t!(lang, "web-slow-down")),
    );
    // The replay: the step shown, its board and what it did.
    let _ = write!(
        out,
        "<section id=\"replay\"><h2>{}</h2><nav class=\"steps\" aria-label=\"{}\">",
        escape(&t!(lang, "web-replay")),
        escape(&t!(lang, "web-replay")),
    );
    let link = |out: &mut String, to: usize, id: &str, key: &str, enabled: bool| {
        let label = escape(&t!(lang, key));
        let _ = if enabled {
            write!(
                out,
                "<a id=\"{id}\" data-step=\"{to}\" href=\"{}\">{label}</a> ",
                at(to, lang)
            )
        } else {
            write!(out, "<span id=\"{id}\" class=\"off\">{label}</span> ")
        };
    };
    link(&mut out, 0, "first", "web-first", p.step > 0);
    link(
        &mut out,
        p.step.saturating_sub(1),
        "previous",
        "web-previous",
        p.step > 0,
    );
    let where_ = if p.step == 0 {
        t!(lang, "web-set-up")
    } else {
        t!(lang, "web-step", step = p.step, total = p.total)
    };
    let _ = write!(
        out,
        "<span id=\"where\" aria-live=\"polite\">{}</span> ",
        escape(&where_)
    );
    link(
        &mut out,
        (p.step + 1).min(p.total),
        "next",
        "web-next",
        !latest,
    );
    link(&mut out, p.total, "latest", "web-latest", !latest);
    let _ = write!(
        out,
        "</nav><form class=\"scrub\" method=\"get\" action=\"#replay\"><label>{} <input id=\"scrub\" type=\"range\" name=\"step\" min=\"0\" max=\"{}\" value=\"{}\"></label>\
         <input type=\"hidden\" name=\"lang\" value=\"{}\"><noscript><button>→</button></noscript></form><nav class=\"ages\" aria-label=\"{}\">",
        escape(&t!(lang, "web-scrub")),
        p.total,
        p.step,
        lang.code(),
        escape(&t!(lang, "web-ages")),
    );
    let shown_age = p
        .ages
        .iter()
        .filter(|(_, from)| *from <= p.step)
        .map(|(age, _)| *age)
        .next_back();
    for (age, step) in &p.ages {
        let current = if shown_age == Some(*age) {
            " aria-current=\"true\""
        } else {
            ""
        };
        let _ = write!(
            out,
            "<a data-step=\"{step}\" href=\"{}\"{current}>{}</a> ",
            at(*step, lang),
            escape(&t!(lang, "web-age", age = *age))
        );
    }
    let board = format!("board/{}?lang={}&amp;at={}", p.step, lang.code(), p.seq);
    let what = if p.step == 0 {
        t!(lang, "web-set-up")
    } else if p.step_lines.is_empty() {
        t!(lang, "web-secret-step", count = p.secret)
    } else {
        p.step_lines
            .iter()
            .map(|l| plain(l))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let alt = t!(
        lang,
        "web-board-alt",
        step = p.step,
        total = p.total,
        id = p.id,
        what = what
    );
    let _ = write!(
        out,
        "</nav><div class=\"stage\"><figure class=\"whole\"><a href=\"{board}\" title=\"{}\"><img id=\"board\" loading=\"lazy\" src=\"{board}\" alt=\"{}\" width=\"1600\" height=\"1300\"></a>",
        escape(&t!(lang, "web-board-full")),
        escape(&alt),
    );
    places(&mut out, p, "places", [0.0, 0.0, 1600.0, 1300.0]);
    out.push_str("</figure>");
    narrow(&mut out, p, &alt);
    out.push_str("<div id=\"step-lines\" aria-live=\"polite\">");
    if p.step > 0 && p.step_lines.is_empty() {
        let _ = write!(
            out,
            "<p>{}</p>",
            escape(&t!(lang, "web-secret-step", count = p.secret))
        );
    }
    for line in &p.step_lines {
        let _ = write!(out, "<p>{}</p>", rich(line));
    }
    out.push_str("</div></div></section>");
    // Every move.
    let _ = write!(
        out,
        "<section id=\"log\"><h2>{}</h2><p id=\"since\" role=\"status\" hidden>{}</p>",
        escape(&t!(lang, "web-every-move")),
        escape(&t!(lang, "web-since-last")),
    );
    if p.log.is_empty() {
        let _ = write!(out, "<p>{}</p>", escape(&t!(lang, "web-no-move")));
    } else {
        out.push_str("<ol>");
        for (step, lines) in &p.log {
            let class = if *step == p.step {
                " class=\"shown\" aria-current=\"step\""
            } else {
                ""
            };
            let _ = write!(
                out,
                "<li value=\"{step}\"{class}><a data-step=\"{step}\" href=\"{}\">",
                at(*step, lang)
            );
            for (i, line) in lines.iter().enumerate() {
                if i > 0 {
                    out.push_str("<br>");
                }
                out.push_str(&rich(line));
            }
            out.push_str("</a></li>");
        }
        out.push_str("</ol>");
    }
    out.push_str("</section>");
    if let Some(settings) = p
        .mine
        .as_ref()
        .and_then(|m| m.settings.as_ref().zip(Some(m.check.as_str())))
    {
        own_settings(&mut out, settings, lang);
    }
    let _ = write!(
        out,
        "</main><footer><p>{}</p></footer><script src=\"../../static/page.js\" defer></script></body></html>",
        escape(&t!(lang, "web-public-only"))
    );
    out
}

/// A player's own settings, each group folded with where it stands and a form to change it: a
/// setting's form names what it changes (`what`) and carries the page's action check.
fn own_settings(out: &mut String, (s, check): (&Standing, &str), lang: Lang) {
    let _ = write!(
        out,
        "<section id=\"settings\" aria-labelledby=\"settings-heading\"><h2 id=\"settings-heading\">{}</h2>",
        escape(&t!(lang, "web-settings"))
    );
    let form = |out: &mut String, summary: &str, now: &str, what: &str| {
        let _ = write!(
            out,
            "<details><summary>{}</summary><p class=\"now\">{}</p>\
             <form class=\"act\" method=\"post\" action=\"settings?lang={}\">\
             <input type=\"hidden\" name=\"check\" value=\"{}\"><input type=\"hidden\" name=\"what\" value=\"{what}\">",
            escape(&t!(lang, summary)),
            rich(now),
            lang.code(),
            escape(check),
        );
    };
    let save = |out: &mut String| {
        let _ = write!(
            out,
            "<div class=\"tools\"><button class=\"primary\" name=\"save\" value=\"1\">{}</button></div></form></details>",
            escape(&t!(lang, "web-save"))
        );
    };
    let checkbox = |out: &mut String, name: &str, on: bool, label: &str| {
        let checked = if on { " checked" } else { "" };
        let _ = write!(
            out,
            "<label><input type=\"checkbox\" name=\"{name}\" value=\"1\"{checked}> {}</label>",
            rich(&t!(lang, label))
        );
    };
    // Standing orders in this game.
    form(
        out,
        "web-orders",
        &player::orders_text(&s.orders, lang),
        "orders",
    );
    checkbox(
        out,
        "decline",
        s.orders.has(StandingOrder::DeclineCalls),
        "cmd-settings-orders-opt-decline-calls-desc",
    );
    checkbox(
        out,
        "late",
        s.orders.has(StandingOrder::NoLateCards),
        "cmd-settings-orders-opt-no-late-cards-desc",
    );
    let _ = write!(
        out,
        "<label>{} <select name=\"drafting\"><option value=\"\">{}</option>",
        rich(&t!(lang, "cmd-settings-orders-opt-ai-drafts-desc")),
        escape(&t!(lang, "web-drafting-keep"))
    );
    for drafting in Drafting::OFFERED {
        let _ = write!(
            out,
            "<option value=\"{}\">{}</option>",
            drafting.slug(),
            escape(&t!(lang, &format!("web-drafting-{}", drafting.slug())))
        );
    }
    out.push_str("</select></label>");
    save(out);
    // Away, in every game.
    form(out, "web-away", &s.away, "away");
    let _ = write!(
        out,
        "<label>{} <input type=\"date\" name=\"until\" required></label>\
         <div class=\"tools\"><button class=\"primary\" name=\"go\" value=\"1\">{}</button>\
         <button class=\"secondary\" name=\"back\" value=\"1\" formnovalidate>{}</button></div></form></details>",
        rich(&t!(lang, "cmd-away-opt-until-desc")),
        escape(&t!(lang, "web-away-go")),
        escape(&t!(lang, "web-away-back")),
    );
    // Quiet hours and time zone.
    form(
        out,
        "web-quiet",
        &player::quiet_words(&s.hours, &s.zone, lang),
        "quiet",
    );
    let _ = write!(
        out,
        "<label>{} <input type=\"text\" name=\"hours\" value=\"{}\" placeholder=\"23:00-08:00\" autocomplete=\"off\"></label>\
         <label>{} <input type=\"text\" name=\"zone\" value=\"{}\" placeholder=\"Europe/Paris\" autocomplete=\"off\"></label>",
        rich(&t!(lang, "cmd-settings-quiet-hours-opt-hours-desc")),
        escape(&s.hours),
        rich(&t!(lang, "cmd-settings-quiet-hours-opt-timezone-desc")),
        escape(&s.zone),
    );
    save(out);
    // Reminders by direct message.
    let reminders = t!(lang, "cmd-settings-reminders-desc");
    form(out, "web-reminders", &reminders, "reminders");
    checkbox(out, "dm", s.remind_dm, "cmd-settings-reminders-opt-dm-desc");
    save(out);
    // The language of their messages.
    let language = t!(lang, "cmd-settings-language-desc");
    form(out, "web-messages-language", &language, "language");
    let _ = write!(
        out,
        "<label>{} <select name=\"language\">",
        escape(&t!(lang, "web-messages-language"))
    );
    let options = [
        (
            "discord",
            None,
            "cmd-settings-language-opt-language-choice-discord",
        ),
        (
            "en",
            Some(Lang::En),
            "cmd-settings-language-opt-language-choice-english",
        ),
        (
            "fr",
            Some(Lang::Fr),
            "cmd-settings-language-opt-language-choice-french",
        ),
    ];
    for (value, chosen, key) in options {
        let selected = if s.language == chosen {
            " selected"
        } else {
            ""
        };
        let _ = write!(
            out,
            "<option value=\"{value}\"{selected}>{}</option>",
            escape(&t!(lang, key))
        );
    }
    out.push_str("</select></label>");
    save(out);
    out.push_str("</section>");
}

/// The step's board for a narrow screen (the page's style shows it instead of the board whole
/// there): its map without words, the words written over it where the board draws them (as
/// large as the board draws them, never smaller than 12 px), the places the reader's choices
/// name, and the rest of the board (its title, panel and footer) as lines of text.
fn narrow(out: &mut String, p: &GamePage, alt: &str) {
    use crate::present::boards;
    let lang = p.lang;
    let words = &p.words;
    let [_, _, width, height] = words.area;
    let _ = write!(
        out,
        "<figure class=\"narrow\"><div class=\"map\"><img id=\"map\" loading=\"lazy\" src=\"map/{}?lang={}&amp;at={}\" alt=\"{}\" width=\"{width}\" height=\"{height}\">\
         <svg class=\"words\" viewBox=\"0 0 {width} {height}\" aria-hidden=\"true\" font-family=\"DejaVu Sans Condensed, DejaVu Sans, sans-serif\" dominant-baseline=\"central\" paint-order=\"stroke\" stroke-width=\"{:.1}\" stroke-linejoin=\"round\">",
        p.step,
        lang.code(),
        p.seq,
        escape(alt),
        width * HALO,
    );
    // Before the page's script fits them to the screen (`data-size` is the size drawn), the
    // words are at least 12 px on a phone's screen.
    let least = boards::LEAST * width / boards::NARROW;
    for word in &words.map {
        let (x, anchor) = match boards::Anchor::of(word, width) {
            boards::Anchor::Start => (word.left, "start"),
            boards::Anchor::Middle => (word.left.midpoint(word.right), "middle"),
            boards::Anchor::End => (word.right, "end"),
        };
        let crate::render::Rgb(red, green, blue) = word.color;
        // A halo of the other kind of colour keeps a word readable where, larger than the
        // board draws it, it reaches out of what it is written on.
        let light = 299 * u32::from(red) + 587 * u32::from(green) + 114 * u32::from(blue) > 128_000;
        let _ = write!(
            out,
            "<text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"{:.1}\" data-size=\"{:.1}\" text-anchor=\"{anchor}\" fill=\"#{red:02x}{green:02x}{blue:02x}\" stroke=\"{}\"{}>{}</text>",
            word.top.midpoint(word.bottom),
            word.size.max(least),
            word.size,
            if light { "#000" } else { "#fff" },
            if word.bold {
                " font-weight=\"700\""
            } else {
                ""
            },
            escape(&word.content),
        );
    }
    out.push_str("</svg>");
    places(out, p, "map-places", words.area);
    out.push_str("</div><div class=\"board-lines\">");
    for line in &words.lines {
        let _ = write!(out, "<p>{}</p>", escape(line));
    }
    out.push_str("</div></figure>");
}

/// The width of the halo around a word written over the map, as a share of the map's width
/// (about 2 px on a phone).
const HALO: f32 = 0.005;

/// The places of the board the reader's choices name, over a picture of the board showing
/// `area` of it (left, top, width, height, in the board's pixels): a tap on one filters the
/// choices to those that name it (the page's script). None when no choice names a place.
fn places(out: &mut String, p: &GamePage, id: &str, [x, y, width, height]: [f32; 4]) {
    let Some(offer) = p.mine.as_ref().and_then(|m| m.offer.as_ref()) else {
        return;
    };
    let named: std::collections::BTreeSet<&str> = offer
        .kinds
        .iter()
        .flat_map(|k| &k.groups)
        .flat_map(|(_, offered)| offered)
        .flat_map(|o| &o.places)
        .map(String::as_str)
        .collect();
    if named.is_empty() {
        return;
    }
    let lang = p.lang;
    let _ = write!(
        out,
        "<svg id=\"{id}\" class=\"places\" viewBox=\"{x} {y} {width} {height}\" role=\"group\" aria-label=\"{}\">",
        escape(&t!(lang, "web-places"))
    );
    for region in p
        .regions
        .iter()
        .filter(|r| named.contains(r.place.as_str()))
    {
        let mut d = String::new();
        for (i, (x, y)) in region.outline.iter().enumerate() {
            let _ = write!(d, "{}{x:.1},{y:.1}", if i == 0 { "M" } else { "L" });
        }
        d.push('Z');
        let _ = write!(
            out,
            "<path d=\"{d}\" data-place=\"{}\" data-filter=\"{}\" tabindex=\"0\" role=\"button\" aria-label=\"{}\"><title>{}</title></path>",
            escape(&region.place),
            escape(&t!(
                lang,
                "web-places-filter",
                place = region.label.as_str()
            )),
            escape(&region.label),
            escape(&region.label),
        );
    }
    out.push_str("</svg>");
}

/// Most choices a group shows before it is folded (opened with a tap).
const UNFOLDED: usize = 6;

/// The player's choices: what is asked, then a button per choice, by kind; a kind of many
/// choices in groups, each folded. One form: the button pressed says which choice (its pick), the
/// form the log's length it was offered at and the page's action check. Under them, a hint when
/// something is asked, and the undo of their last decision when they may take it back.
fn act(
    out: &mut String,
    (offer, mine): (&Offer, &Mine),
    (seq, suggested): (u64, Option<Pick>),
    (game, lang): (&str, Lang),
) {
    let _ = write!(
        out,
        "<section id=\"act\" aria-labelledby=\"act-heading\"><h2 id=\"act-heading\">{}</h2>",
        escape(&t!(lang, "web-act"))
    );
    let asked = if offer.kinds.is_empty() {
        escape(&t!(lang, "web-act-none"))
    } else {
        rich(&offer.text)
    };
    let _ = write!(
        out,
        "<p id=\"asked\">{asked}</p><p id=\"filter\" role=\"status\" hidden><span></span> <button type=\"button\" class=\"secondary\" id=\"unfilter\">{}</button></p>",
        escape(&t!(lang, "web-places-all"))
    );
    if offer.kinds.is_empty() && !mine.undo {
        bell(out, game, lang);
        out.push_str("</section>");
        return;
    }
    let _ = write!(
        out,
        "<form class=\"act\" method=\"post\" action=\"act?lang={}\">\
         <input type=\"hidden\" name=\"check\" value=\"{}\"><input type=\"hidden\" name=\"seq\" value=\"{seq}\">",
        lang.code(),
        escape(&mine.check),
    );
    let one_kind = offer.kinds.len() == 1;
    for kind in &offer.kinds {
        if one_kind {
            out.push_str("<div class=\"kind\">");
        } else {
            let _ = write!(
                out,
                "<fieldset class=\"kind\"><legend>{} ({})</legend>",
                escape(&kind.name),
                kind.len()
            );
        }
        choices(out, kind, suggested, lang);
        out.push_str(if one_kind { "</div>" } else { "</fieldset>" });
    }
    out.push_str("<div class=\"tools\">");
    if !offer.kinds.is_empty() {
        let _ = write!(
            out,
            "<button class=\"secondary\" formaction=\"hint?lang={}\" name=\"hint\" value=\"1\">{}</button>",
            lang.code(),
            escape(&t!(lang, "web-hint"))
        );
    }
    if mine.undo {
        let _ = write!(
            out,
            "<button class=\"secondary\" formaction=\"undo?lang={}\" name=\"undo\" value=\"1\">{}</button>",
            lang.code(),
            escape(&t!(lang, "web-undo"))
        );
    }
    out.push_str("</div></form>");
    bell(out, game, lang);
    out.push_str("</section>");
}

/// The button that asks the browser to tell the player on this device when their turn comes
/// while the page is out of sight: the script shows it where the browser can tell (and the
/// player has not refused it).
fn bell(out: &mut String, game: &str, lang: Lang) {
    let _ = write!(
        out,
        "<p id=\"bell\"><button type=\"button\" id=\"notify\" hidden aria-pressed=\"false\" \
         data-on=\"{}\" data-off=\"{}\" data-title=\"{}\">{}</button></p>",
        escape(&t!(lang, "web-notify-on")),
        escape(&t!(lang, "web-notify-off")),
        escape(&t!(lang, "web-notify-title", game = game)),
        escape(&t!(lang, "web-notify-on")),
    );
}

/// The buttons under an undo's preview: take the decision back (at the log length the preview
/// was made at), or keep it.
fn confirm_undo(out: &mut String, (seq, check): (u64, &str), lang: Lang) {
    let _ = write!(
        out,
        "<form class=\"act\" method=\"post\" action=\"undo?lang={}\">\
         <input type=\"hidden\" name=\"check\" value=\"{}\"><input type=\"hidden\" name=\"seq\" value=\"{seq}\">\
         <div class=\"tools\"><button class=\"danger\" name=\"confirm\" value=\"1\">{}</button>\
         <button class=\"secondary\" name=\"keep\" value=\"1\">{}</button></div></form>",
        lang.code(),
        escape(check),
        escape(&t!(lang, "undo-take-back")),
        escape(&t!(lang, "undo-keep")),
    );
}

/// A kind's choices: buttons, or when there are many, a folded group of buttons per group.
fn choices(out: &mut String, kind: &OfferKind, suggested: Option<Pick>, lang: Lang) {
    let about = t!(lang, "web-card-text");
    let fold = kind.len() > UNFOLDED && kind.groups.len() > 1;
    for (group, offered) in &kind.groups {
        if fold {
            // The group of a suggested choice is open.
            let open = if offered.iter().any(|c| Some(c.pick) == suggested) {
                " open"
            } else {
                ""
            };
            let _ = write!(
                out,
                "<details{open}><summary>{} ({})</summary>",
                escape(group),
                offered.len()
            );
        }
        out.push_str("<div class=\"choices\">");
        for choice in offered {
            let class = match choice.style {
                Style::Primary => "primary",
                Style::Secondary => "secondary",
                Style::Success => "success",
                Style::Danger => "danger",
            };
            let marked = if Some(choice.pick) == suggested {
                " suggested\" aria-describedby=\"said"
            } else {
                ""
            };
            let places = if choice.places.is_empty() {
                String::new()
            } else {
                format!(" data-places=\"{}\"", escape(&choice.places.join(" ")))
            };
            let button = format!(
                "<button class=\"{class}{marked}\" name=\"pick\" value=\"{}\"{places}>{}</button>",
                choice.pick.encode(),
                escape(&choice.label)
            );
            // A card's text is a tap away, under its choice (hidden with it by a filter).
            match &choice.card {
                Some(card) => {
                    let _ = write!(
                        out,
                        "<div class=\"card-choice\">{button}<details class=\"about\">\
                         <summary aria-label=\"{} — {}\">{}</summary><p>{}</p></details></div>",
                        escape(&about),
                        escape(&choice.label),
                        escape(&about),
                        rich(card)
                    );
                }
                None => out.push_str(&button),
            }
        }
        out.push_str("</div>");
        if fold {
            out.push_str("</details>");
        }
    }
}

/// The page a wrong, old or turned-off link finds (the same for each: nothing says which).
pub fn not_found(lang: Lang) -> String {
    let mut out = String::new();
    let text = t!(lang, "web-not-found");
    head(&mut out, "Blood Rage", lang);
    let _ = write!(
        out,
        "<body><main><p>{}</p></main></body></html>",
        escape(&text)
    );
    out
}

/// The page a reader who asked too much finds: how long to wait, a link back to the page they
/// asked for (`back`, relative), and the page comes back by itself once the wait is over.
pub fn too_many(lang: Lang, wait: u64, back: &str) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"referrer\" content=\"no-referrer\">\
         <meta http-equiv=\"refresh\" content=\"{wait}\"><title>Blood Rage</title>\
         <link rel=\"stylesheet\" href=\"../../static/page.css\"></head>\
         <body><main><p>{}</p><p><a href=\"{}\">{}</a></p></main></body></html>",
        lang.code(),
        escape(&t!(lang, "web-too-many", seconds = wait)),
        escape(back),
        escape(&t!(lang, "web-try-again")),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chat_markup_becomes_html_and_everything_else_is_escaped() {
        assert_eq!(
            rich("**Age 2** <b>*x*</b> & \"q\"\nnext"),
            "<strong>Age 2</strong> &lt;b&gt;<em>x</em>&lt;/b&gt; &amp; &quot;q&quot;<br>next"
        );
        // A sign nothing closes is itself, as in Discord (a card's "The * means").
        assert_eq!(rich("**open"), "**open");
        assert_eq!(
            rich("**Troll**: The * means: 0 Rage. `x"),
            "<strong>Troll</strong>: The * means: 0 Rage. `x"
        );
        assert_eq!(
            rich("*a* and * b **c**"),
            "<em>a</em> and * b <strong>c</strong>"
        );
        // Discord's headings, small print and code are drawn, never shown as their signs.
        assert_eq!(
            rich("## Age 2\n-# Since Bo's last turn\nUse `/hand` *now*"),
            "<strong class=\"heading\">Age 2</strong><br><small>Since Bo's last turn</small><br>\
             Use <code>/hand</code> <em>now</em>"
        );
        assert_eq!(rich("`a*b` c"), "<code>a*b</code> c");
        assert_eq!(plain("## **Age 2**\n`/hand`"), "Age 2 /hand");
        for line in ["## Age 2", "-# x", "`/hand`", "**b** *e*"] {
            let html = rich(line);
            assert!(!html.contains(['#', '`', '*']), "{line}: {html}");
        }
    }
}
