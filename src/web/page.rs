//! The web companion's HTML: a game's page (where it stands, the board, the replay, every move)
//! and the page a wrong link finds. Written here with every text escaped; no template engine (a
//! few fixed pages) and no script needed to read them (the script only adds the live update, the
//! slider and the arrow keys).

use crate::present::locale::{Lang, t};
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
    /// Where it stands (Age, phase, who is awaited for what, scores), public.
    pub status: String,
    /// Who is awaited, for what, for how long: a line each.
    pub awaited: Vec<String>,
    /// The move shown (0: the set-up).
    pub step: usize,
    /// How many moves the game has had.
    pub total: usize,
    /// Where each Age began: the Age, and the move shown when it began.
    pub ages: Vec<(u8, usize)>,
    /// What the move shown did, in lines.
    pub step_lines: Vec<String>,
    /// Every move with public lines: its number and its lines.
    pub log: Vec<(usize, Vec<String>)>,
    /// On a player's personal view: their own cards.
    pub mine: Option<Mine>,
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

/// A line the presentation wrote for chat (`**bold**`, `*emphasis*`, line breaks) as HTML,
/// escaped.
pub fn rich(text: &str) -> String {
    let escaped = escape(text);
    let mut out = String::with_capacity(escaped.len());
    let mut strong = false;
    let mut em = false;
    let mut rest = escaped.as_str();
    while let Some(i) = rest.find(['*', '\n']) {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        if let Some(after) = tail.strip_prefix("**") {
            out.push_str(if strong { "</strong>" } else { "<strong>" });
            strong = !strong;
            rest = after;
        } else if let Some(after) = tail.strip_prefix('*') {
            out.push_str(if em { "</em>" } else { "<em>" });
            em = !em;
            rest = after;
        } else {
            out.push_str("<br>");
            rest = &tail[1..];
        }
    }
    out.push_str(rest);
    if em {
        out.push_str("</em>");
    }
    if strong {
        out.push_str("</strong>");
    }
    out
}

/// The link to move `step` in `lang` (relative to the page).
fn at(step: usize, lang: Lang) -> String {
    format!("?step={step}&amp;lang={}", lang.code())
}

fn head(out: &mut String, title: &str, lang: Lang) {
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"referrer\" content=\"no-referrer\">\
         <title>{}</title><link rel=\"stylesheet\" href=\"../../static/page.css\"></head>",
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
        "<body data-step=\"{}\" data-total=\"{}\" data-latest=\"{latest}\" data-lang=\"{}\">",
        p.step,
        p.total,
        lang.code()
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
                "<strong lang=\"{}\">{}</strong> ",
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
    // Where the game stands now.
    let _ = write!(
        out,
        "<section id=\"now\"><h2>{}</h2><p id=\"status\">{}</p>",
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
    if let Some(mine) = &p.mine {
        let _ = write!(
            out,
            "<section id=\"mine\"><h2>{}</h2><p class=\"private\">{}</p><p id=\"hand\">{}</p>\
             <figure><a href=\"cards.png?lang={}\"><img id=\"cards\" src=\"cards.png?lang={}\" alt=\"{}\"></a></figure></section>",
            escape(&t!(lang, "web-mine", player = mine.name.as_str())),
            escape(&t!(lang, "web-mine-private", date = mine.until.as_str())),
            rich(&mine.hand),
            lang.code(),
            lang.code(),
            escape(&t!(lang, "web-cards-alt")),
        );
    }
    let _ = write!(
        out,
        "<p id=\"fresh\" hidden>{} <a href=\"?lang={}\">{}</a></p></section>",
        escape(&t!(lang, "web-new-moves")),
        lang.code(),
        escape(&t!(lang, "web-see-latest"))
    );
    // The replay: the move shown, its board and what it did.
    let _ = write!(
        out,
        "<section id=\"replay\"><h2>{}</h2><nav class=\"steps\">",
        escape(&t!(lang, "web-replay"))
    );
    let link = |out: &mut String, to: usize, id: &str, key: &str, enabled: bool| {
        let label = escape(&t!(lang, key));
        let _ = if enabled {
            write!(out, "<a id=\"{id}\" href=\"{}\">{label}</a> ", at(to, lang))
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
    let _ = write!(out, "<span id=\"where\">{}</span> ", escape(&where_));
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
        "</nav><form class=\"scrub\" method=\"get\"><label>{} <input id=\"scrub\" type=\"range\" name=\"step\" min=\"0\" max=\"{}\" value=\"{}\"></label>\
         <input type=\"hidden\" name=\"lang\" value=\"{}\"><noscript><button>→</button></noscript></form><nav class=\"ages\">",
        escape(&t!(lang, "web-scrub")),
        p.total,
        p.step,
        lang.code()
    );
    for (age, step) in &p.ages {
        let _ = write!(
            out,
            "<a href=\"{}\">{}</a> ",
            at(*step, lang),
            escape(&t!(lang, "web-age", age = *age))
        );
    }
    let board = format!("board/{}?lang={}", p.step, lang.code());
    let _ = write!(
        out,
        "</nav><figure><a href=\"{board}\" title=\"{}\"><img id=\"board\" src=\"{board}\" alt=\"{}\" width=\"1600\" height=\"1300\"></a></figure>",
        escape(&t!(lang, "web-board-full")),
        escape(&t!(lang, "web-board-alt", step = p.step, id = p.id)),
    );
    out.push_str("<div id=\"step-lines\">");
    if p.step > 0 && p.step_lines.is_empty() {
        let _ = write!(out, "<p>{}</p>", escape(&t!(lang, "web-secret-step")));
    }
    for line in &p.step_lines {
        let _ = write!(out, "<p>{}</p>", rich(line));
    }
    out.push_str("</div></section>");
    // Every move.
    let _ = write!(
        out,
        "<section id=\"log\"><h2>{}</h2>",
        escape(&t!(lang, "web-every-move"))
    );
    if p.log.is_empty() {
        let _ = write!(out, "<p>{}</p>", escape(&t!(lang, "web-no-move")));
    } else {
        out.push_str("<ol>");
        for (step, lines) in &p.log {
            let class = if *step == p.step {
                " class=\"shown\""
            } else {
                ""
            };
            let _ = write!(
                out,
                "<li value=\"{step}\"{class}><a href=\"{}\">",
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
    let _ = write!(
        out,
        "</section></main><footer><p>{}</p></footer><script src=\"../../static/page.js\" defer></script></body></html>",
        escape(&t!(lang, "web-public-only"))
    );
    out
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chat_markup_becomes_html_and_everything_else_is_escaped() {
        assert_eq!(
            rich("**Age 2** <b>*x*</b> & \"q\"\nnext"),
            "<strong>Age 2</strong> &lt;b&gt;<em>x</em>&lt;/b&gt; &amp; &quot;q&quot;<br>next"
        );
        assert_eq!(rich("**open"), "<strong>open</strong>");
    }
}
