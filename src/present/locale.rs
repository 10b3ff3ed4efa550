//! Words in a player's language. Every sentence a player reads is a message of a Project Fluent
//! resource under `assets/locales/<language>/` (embedded in the binary), looked up by key with its
//! variables: `t!(lang, "lobby-joined", player = name)`. The Rust code chooses *which* message and
//! gives it its values; the resources hold the words, plurals and grammar of each language.
//!
//! A key missing from French falls back to English, and a key missing from English yields the key
//! itself; both stop a debug build (tests) at once, and a test checks that every key exists in both
//! languages with the same variables.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::LazyLock;

/// A language the bot speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub enum Lang {
    /// English (the default, and the words of the README and the logs).
    #[default]
    En,
    /// French, as the French rulebook words the game.
    Fr,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// Its code as stored in settings and typed in options ("en", "fr").
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// Its name in its own language, for menus ("English", "Français").
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
        }
    }

    /// The language of a code or of a Discord locale ("fr", "fr-FR", "en-GB", "en-US"), if the
    /// bot speaks it.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code
            .split(['-', '_'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            _ => None,
        }
    }

    /// The language to use for a Discord locale: the bot's own if it speaks it, English otherwise.
    pub fn of_locale(locale: &str) -> Lang {
        Lang::from_code(locale).unwrap_or_default()
    }

    /// The Discord locale under which the French (or English) command names are registered.
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &["en-US", "en-GB"],
            Lang::Fr => &["fr"],
        }
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// A value given to a message.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// Text, shown as it is.
    Str(String),
    /// A number: it also chooses the plural form ("1 Rage", "2 Rage"; "1 point", "2 points").
    Num(i64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}
impl From<std::borrow::Cow<'_, str>> for Arg {
    fn from(s: std::borrow::Cow<'_, str>) -> Arg {
        Arg::Str(s.into_owned())
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

/// The resource files, the same names in every language.
macro_rules! resources {
    ($($file:literal),* $(,)?) => {
        /// Every resource: (language, file name, text).
        pub(crate) const RESOURCES: &[(Lang, &str, &str)] = &[
            $((Lang::En, $file, include_str!(concat!("../../assets/locales/en/", $file, ".ftl"))),)*
            $((Lang::Fr, $file, include_str!(concat!("../../assets/locales/fr/", $file, ".ftl"))),)*
        ];
    };
}
resources!(
    "game", "bot", "commands", "base", "reprisal", "valhalla", "web"
);

struct Bundles {
    en: FluentBundle<FluentResource>,
    fr: FluentBundle<FluentResource>,
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("a language identifier");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Discord shows text as it is: no Unicode isolation marks around the values.
    bundle.set_use_isolating(false);
    for (_, file, text) in RESOURCES.iter().filter(|(l, _, _)| *l == lang) {
        let resource = FluentResource::try_new((*text).to_string())
            .unwrap_or_else(|(_, errors)| panic!("locales/{lang}/{file}.ftl: {errors:?}"));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("locales/{lang}/{file}.ftl: {errors:?}"));
    }
    add_articles(&mut bundle, lang);
    bundle
}

/// The articles and prepositions a language puts before a noun or a name it is given as a value,
/// as functions of its messages:
///
/// - `{ A($figure) }`: "a Warrior", "an Elite"; "un Guerrier", "une Élite";
/// - `{ THE($figure) }`: "the Leader"; "le Chef", "la Valkyrie", "l'Élite";
/// - `{ DE($player) }`: "of Alice"; "de Bob", "d'Alice", "d'Yggdrasil" (a name, no article);
/// - `{ DU($figure) }`: "of the Leader"; "du Chef", "de la Valkyrie", "de l'Élite";
/// - `{ AU($figure) }`: "to the Leader"; "au Chef", "à la Valkyrie", "à l'Élite";
/// - `{ GENDER($figure) }`: `feminine` or `masculine`, to select a word that agrees with it
///   ("venue", "détruite").
///
/// `capital: "yes"` begins a sentence ("Le Chef", "L'Élite"). French genders come from the
/// message `feminine-words` of the French resources (words separated by `|`), as a word's
/// gender is part of its language; a word's first letter is read past Discord's markup
/// (`**Troll**`).
fn add_articles(bundle: &mut FluentBundle<FluentResource>, lang: Lang) {
    let feminine: Vec<String> = bundle
        .get_message("feminine-words")
        .and_then(|m| m.value())
        .map(|p| {
            let mut errors = Vec::new();
            bundle
                .format_pattern(p, None, &mut errors)
                .split('|')
                .map(|w| w.trim().to_string())
                .filter(|w| !w.is_empty())
                .collect()
        })
        .unwrap_or_default();
    let feminine = std::sync::Arc::new(feminine);
    for (name, kind) in [
        ("A", Article::A),
        ("THE", Article::The),
        ("DE", Article::De),
        ("DU", Article::Du),
        ("AU", Article::Au),
        ("GENDER", Article::Gender),
    ] {
        let feminine = feminine.clone();
        bundle
            .add_function(name, move |positional, named| {
                let word = match positional.first() {
                    Some(FluentValue::String(s)) => s.to_string(),
                    Some(FluentValue::Number(n)) => n.as_string().into_owned(),
                    _ => String::new(),
                };
                let capital =
                    matches!(named.get("capital"), Some(FluentValue::String(s)) if s == "yes");
                let text = article(lang, kind, &word, &feminine);
                FluentValue::from(if capital { capitalised(&text) } else { text })
            })
            .expect("each function is added once");
    }
}

/// What an article function of the messages puts before its word (see [`add_articles`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Article {
    A,
    The,
    De,
    Du,
    Au,
    Gender,
}

/// `word` with `kind` of article in `lang`.
fn article(lang: Lang, kind: Article, word: &str, feminine: &[String]) -> String {
    let vowel = starts_with_vowel(word);
    let female = is_feminine(word, feminine);
    match (lang, kind) {
        (_, Article::Gender) => if female { "feminine" } else { "masculine" }.to_string(),
        (_, Article::A) => indefinite(lang, word, feminine),
        (_, Article::The) => definite(lang, word, feminine),
        (Lang::En, Article::De) => format!("of {word}"),
        (Lang::En, Article::Du) => format!("of the {word}"),
        (Lang::En, Article::Au) => format!("to the {word}"),
        (Lang::Fr, Article::De) if vowel || starts_with(word, "Yy") => format!("d'{word}"),
        (Lang::Fr, Article::De) => format!("de {word}"),
        (Lang::Fr, Article::Du) if vowel => format!("de l'{word}"),
        (Lang::Fr, Article::Du) if female => format!("de la {word}"),
        (Lang::Fr, Article::Du) => format!("du {word}"),
        (Lang::Fr, Article::Au) if vowel => format!("à l'{word}"),
        (Lang::Fr, Article::Au) if female => format!("à la {word}"),
        (Lang::Fr, Article::Au) => format!("au {word}"),
    }
}

/// `text` with its first letter in capitals ("l'Élite" → "L'Élite").
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// A word as its first letter is read: past Discord's markup (`**`, `_`, `` ` ``).
fn bare(word: &str) -> &str {
    word.trim_start_matches(['*', '_', '`'])
}

/// Whether a word's first letter is one of `letters`.
fn starts_with(word: &str, letters: &str) -> bool {
    bare(word)
        .chars()
        .next()
        .is_some_and(|c| letters.contains(c))
}

/// Whether a word's first letter is a vowel (the English "an", the French elision).
fn starts_with_vowel(word: &str) -> bool {
    starts_with(word, "AEIOUaeiouÉÈÊéèêÀÂàâÎîÔôÛûÖö")
}

/// Whether a French noun phrase is feminine: it starts with a feminine word ("Élite (Ours)").
fn is_feminine(phrase: &str, feminine: &[String]) -> bool {
    let phrase = bare(phrase);
    feminine.iter().any(|f| {
        phrase
            .strip_prefix(f.as_str())
            .is_some_and(|rest| rest.is_empty() || rest.starts_with([' ', '*', '_']))
    })
}

/// `word` with its indefinite article in `lang`.
pub(crate) fn indefinite(lang: Lang, word: &str, feminine: &[String]) -> String {
    match lang {
        Lang::En if starts_with_vowel(word) => format!("an {word}"),
        Lang::En => format!("a {word}"),
        Lang::Fr if is_feminine(word, feminine) => format!("une {word}"),
        Lang::Fr => format!("un {word}"),
    }
}

/// `word` with its definite article in `lang`.
pub(crate) fn definite(lang: Lang, word: &str, feminine: &[String]) -> String {
    match lang {
        Lang::En => format!("the {word}"),
        Lang::Fr if starts_with_vowel(word) => format!("l'{word}"),
        Lang::Fr if is_feminine(word, feminine) => format!("la {word}"),
        Lang::Fr => format!("le {word}"),
    }
}

static BUNDLES: LazyLock<Bundles> = LazyLock::new(|| Bundles {
    en: bundle(Lang::En),
    fr: bundle(Lang::Fr),
});

/// Loads every resource now (start-up), so a broken file stops the bot at once.
pub fn load() {
    LazyLock::force(&BUNDLES);
}

fn missing(what: &str) {
    // Tests (debug builds) stop at a missing message; the bot says the key and carries on.
    debug_assert!(false, "{what}");
    tracing::warn!("{what}");
}

/// The message `key` in `lang` with its values.
pub fn tr(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    let bundles = &*BUNDLES;
    let (bundle, message) = match lang {
        Lang::Fr => {
            if let Some(m) = bundles.fr.get_message(key) {
                (&bundles.fr, Some(m))
            } else {
                missing(&format!("no French message `{key}`"));
                (&bundles.en, bundles.en.get_message(key))
            }
        }
        Lang::En => (&bundles.en, bundles.en.get_message(key)),
    };
    let Some(pattern) = message.and_then(|m| m.value()) else {
        missing(&format!("no message `{key}`"));
        return key.to_string();
    };
    let mut values = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        match value {
            Arg::Str(s) => values.set(*name, FluentValue::from(s.as_str())),
            Arg::Num(n) => values.set(*name, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&values), &mut errors);
    if !errors.is_empty() {
        missing(&format!("message `{key}` ({lang}): {errors:?}"));
    }
    text.into_owned()
}

/// Whether a message exists (in English, the reference language).
pub fn has(key: &str) -> bool {
    BUNDLES.en.has_message(key)
}

/// The separator of a list that uses semicolons ("; ", and in French a non-breaking space
/// before it).
pub fn semicolon(lang: Lang) -> String {
    tr(lang, "sep-semicolon", &[])
}

/// Where French typography is broken in `text`: the places (as the text up to the sign) where
/// « : ; ! ? » is not preceded by a non-breaking space (U+00A0, or the narrow U+202F), where
/// « or » has no non-breaking space inside, and where « % » or « n° » is parted from its number
/// by an ordinary space or none. Code in backticks, Discord markup in angle brackets
/// (`<t:…:R>`, `<@…>`), times (`23:00`), links (`https://`) and emoji shortcodes are not prose
/// and are skipped.
pub fn french_typography_slips(text: &str) -> Vec<String> {
    const NBSP: [char; 2] = ['\u{a0}', '\u{202f}'];
    let chars: Vec<char> = text.chars().collect();
    let mut slips = Vec::new();
    // The slip as the text's last 40 characters up to the sign at `i`.
    let up_to = |i: usize| -> String { chars[i.saturating_sub(39)..=i].iter().collect() };
    let (mut code, mut markup) = (false, false);
    for (i, c) in chars.iter().copied().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        match c {
            '`' => code = !code,
            '<' if !code => markup = true,
            '>' if markup => markup = false,
            _ if code || markup => {}
            ':' | ';' | '!' | '?' => {
                let time = c == ':'
                    && before.is_some_and(|b| b.is_ascii_digit())
                    && after.is_some_and(|a| a.is_ascii_digit());
                let link = c == ':' && after == Some('/');
                // A sign at the very start, or after another sign ("?!"), stands alone.
                let alone = before.is_none_or(|b| "\n:;!?".contains(b));
                if !(time || link || alone || before.is_some_and(|b| NBSP.contains(&b))) {
                    slips.push(up_to(i));
                }
            }
            // "45 %" and "n° 12" keep their number with a non-breaking space.
            '%' if before == Some(' ') => {
                slips.push(up_to(i));
            }
            '°' if before == Some('n') && !after.is_some_and(|a| NBSP.contains(&a)) => {
                slips.push(up_to(i));
            }
            '«' if !after.is_some_and(|a| NBSP.contains(&a)) => {
                slips.push(chars[..=i].iter().collect());
            }
            '»' if !before.is_some_and(|b| NBSP.contains(&b)) => {
                slips.push(up_to(i));
            }
            _ => {}
        }
    }
    slips
}

/// A noun with its indefinite article in `lang` ("a Warrior", "an Elite"; "un Guerrier", "une
/// Élite").
pub fn a(lang: Lang, word: &str) -> String {
    tr(lang, "a-word", &[("word", Arg::from(word))])
}

/// A clan's name ("Wolf", "Loup").
pub fn clan(lang: Lang, clan: crate::engine::ClanName) -> String {
    use crate::engine::ClanName;
    tr(
        lang,
        match clan {
            ClanName::Wolf => "clan-wolf",
            ClanName::Serpent => "clan-serpent",
            ClanName::Raven => "clan-raven",
            ClanName::Bear => "clan-bear",
            ClanName::Ram => "clan-ram",
            ClanName::Stag => "clan-stag",
            ClanName::Boar => "clan-boar",
        },
        &[],
    )
}

/// The words of a vocabulary's word in `lang`: the message named `prefix` and the word's slug,
/// its underscores as dashes (`decision-` and `battle_card`: `decision-battle-card`).
pub fn word<V: crate::vocabulary::Vocabulary>(lang: Lang, prefix: &str, word: V) -> String {
    tr(lang, &key(prefix, word), &[])
}

/// The name of the message of a vocabulary's word (see [`word`]).
pub fn key<V: crate::vocabulary::Vocabulary>(prefix: &str, word: V) -> String {
    format!("{prefix}{}", word.slug().replace('_', "-"))
}

/// A computer level's name ("medium", "moyen").
pub fn level(lang: Lang, level: crate::engine::Level) -> String {
    word(lang, "level-", level)
}

/// A rule set's name as players know it.
pub fn rule_set(lang: Lang, rules: crate::engine::RuleSet) -> String {
    word(lang, "rules-", rules)
}

/// A message in `lang`: `t!(lang, "key")` or `t!(lang, "key", name = value, …)`; the values are
/// anything that converts into an [`Arg`] (text or a number).
macro_rules! t {
    ($lang:expr, $key:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::present::locale::tr(
            $lang,
            $key,
            &[$((stringify!($name), $crate::present::locale::Arg::from($value))),*],
        )
    };
}
pub(crate) use t;

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast;
    use std::collections::{BTreeMap, BTreeSet};

    #[test]
    fn french_messages_put_a_non_breaking_space_before_high_signs_and_inside_quotes() {
        assert!(
            french_typography_slips("Décision\u{a0}: oui\u{a0}; «\u{a0}chef\u{a0}» ?!").len() == 1
        );
        assert_eq!(
            french_typography_slips("à 23:00, `/partie x:True`, <t:12:R>, https://a").len(),
            0
        );
        assert_eq!(french_typography_slips("Oui : non").len(), 1);
        assert_eq!(french_typography_slips("45 %, n°12, n° 3").len(), 3);
        assert_eq!(french_typography_slips("45\u{a0}%, n°\u{a0}12").len(), 0);
        assert_eq!(french_typography_slips("Oui: non").len(), 1);
        let mut slips = Vec::new();
        for (lang, file, text) in RESOURCES {
            if *lang != Lang::Fr {
                continue;
            }
            let resource = fluent_syntax::parser::parse(*text).expect("the resource parses");
            for entry in resource.body {
                if let ast::Entry::Message(m) = entry
                    && let Some(value) = &m.value
                {
                    let text = literal(value);
                    for slip in french_typography_slips(&text) {
                        slips.push(format!("{file}.ftl {}: …{slip}", m.id.name));
                    }
                }
            }
        }
        assert!(slips.is_empty(), "{} slips: {slips:#?}", slips.len());
    }

    /// A message's text with each placeable as `X` (a select: its variants one after another).
    fn literal(p: &ast::Pattern<&str>) -> String {
        let mut out = String::new();
        for element in &p.elements {
            match element {
                ast::PatternElement::TextElement { value } => out.push_str(value),
                ast::PatternElement::Placeable {
                    expression: ast::Expression::Select { variants, .. },
                } => {
                    for v in variants {
                        out.push_str(&literal(&v.value));
                        out.push('\n');
                    }
                }
                ast::PatternElement::Placeable { .. } => out.push('X'),
            }
        }
        out
    }

    #[test]
    fn a_noun_takes_the_article_its_language_and_first_letter_or_gender_ask_for() {
        assert_eq!(a(Lang::En, "Warrior"), "a Warrior");
        assert_eq!(a(Lang::En, "Elite"), "an Elite");
        assert_eq!(a(Lang::En, "Elf"), "an Elf");
        assert_eq!(a(Lang::En, "Bear Warrior"), "a Bear Warrior");
        assert_eq!(a(Lang::Fr, "Guerrier"), "un Guerrier");
        assert_eq!(a(Lang::Fr, "Élite"), "une Élite");
        assert_eq!(a(Lang::Fr, "Élite (Ours)"), "une Élite (Ours)");
        assert_eq!(a(Lang::Fr, "Valkyrie"), "une Valkyrie");
        assert_eq!(a(Lang::Fr, "Elfe"), "un Elfe");
        assert_eq!(
            tr(
                Lang::Fr,
                "back-recall",
                &[("figure", "Élite".into()), ("to", "Gimle".into())]
            ),
            "le retour d'une Élite du Valhalla à Gimle"
        );
    }

    /// The variables a pattern uses, and the messages and terms it refers to.
    fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_variables(expression, out);
            }
        }
    }

    fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                inline_variables(selector, out);
                for v in variants {
                    variables(&v.value, out);
                }
            }
            ast::Expression::Inline(inline) => inline_variables(inline, out),
        }
    }

    fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(format!("${}", id.name));
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline_variables(a, out);
                }
            }
            ast::InlineExpression::Placeable { expression } => {
                expression_variables(expression, out);
            }
            _ => {}
        }
    }

    /// Every message (and attribute) of a language, with its variables.
    fn catalogue(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
        let mut out = BTreeMap::new();
        for (_, file, text) in RESOURCES.iter().filter(|(l, _, _)| *l == lang) {
            let resource = fluent_syntax::parser::parse(*text)
                .unwrap_or_else(|(_, e)| panic!("locales/{lang}/{file}.ftl: {e:?}"));
            for entry in resource.body {
                if let ast::Entry::Message(m) = entry {
                    let mut vars = BTreeSet::new();
                    if let Some(v) = &m.value {
                        variables(v, &mut vars);
                    }
                    let key = m.id.name.to_string();
                    assert!(
                        out.insert(key.clone(), vars).is_none(),
                        "{key} twice in {lang}"
                    );
                    for a in &m.attributes {
                        let mut vars = BTreeSet::new();
                        variables(&a.value, &mut vars);
                        out.insert(format!("{key}.{}", a.id.name), vars);
                    }
                }
            }
        }
        out
    }

    #[test]
    fn every_message_exists_in_both_languages_with_the_same_variables() {
        let en = catalogue(Lang::En);
        let fr = catalogue(Lang::Fr);
        let only_en: Vec<_> = en.keys().filter(|k| !fr.contains_key(*k)).collect();
        let only_fr: Vec<_> = fr.keys().filter(|k| !en.contains_key(*k)).collect();
        assert!(only_en.is_empty(), "missing in French: {only_en:?}");
        assert!(only_fr.is_empty(), "missing in English: {only_fr:?}");
        for (key, vars) in &en {
            assert_eq!(vars, &fr[key], "variables of {key}");
        }
        assert!(en.len() > 100, "{} messages", en.len());
    }

    #[test]
    fn every_resource_loads_and_every_message_formats_in_both_languages() {
        load();
        for lang in Lang::ALL {
            for key in catalogue(lang).keys().filter(|k| !k.contains('.')) {
                // Formatting with no values reports unknown variables but must not fail to parse.
                let bundle = match lang {
                    Lang::En => &BUNDLES.en,
                    Lang::Fr => &BUNDLES.fr,
                };
                assert!(
                    bundle.get_message(key).and_then(|m| m.value()).is_some(),
                    "{key}"
                );
            }
        }
    }

    /// The variables that hold a number somewhere (a count, a cost, an Age…): every variable a
    /// message selects a plural on, and these.
    const NUMBERS: &[&str] = &[
        "age",
        "ages",
        "allowance",
        "amount",
        "axes",
        "bonus",
        "cap",
        "copies",
        "cost",
        "count",
        "days",
        "expected",
        "fists",
        "games",
        "glory",
        "have",
        "held",
        "helmets",
        "horns",
        "hours",
        "invade",
        "joined",
        "kept",
        "kills",
        "left",
        "minutes",
        "missed",
        "moved",
        "moves",
        "n",
        "need",
        "now",
        "on_board",
        "percent",
        "picks",
        "pillaged",
        "placed",
        "players",
        "points",
        "quests",
        "rage",
        "rank",
        "rated",
        "removed",
        "reserve",
        "round",
        "rounds",
        "score",
        "seated",
        "seconds",
        "slots",
        "step",
        "steps",
        "str",
        "strength",
        "taken",
        "total",
        "used",
        "villages",
        "wins",
    ];

    /// Words that are the same in the singular and the plural, and verbs that follow a number.
    const INVARIABLE: &[&str] = &[
        "fois", "mois", "Axes", "PV", "VP", "choix", "has", "is", "begins",
    ];

    /// Every message of `lang` formatted with each of its number variables at 0, 1 and 2 (the
    /// others at a stand-in), as (key, variable, [text at 0, at 1, at 2]).
    fn formatted_with_small_numbers(lang: Lang) -> Vec<(String, String, [String; 3])> {
        let mut selected = BTreeSet::new();
        for (_, _, text) in RESOURCES {
            let resource = fluent_syntax::parser::parse(*text).expect("the resource parses");
            for entry in resource.body {
                if let ast::Entry::Message(m) = entry
                    && let Some(value) = &m.value
                {
                    selectors(value, &mut selected);
                }
            }
        }
        let mut out = Vec::new();
        for (key, vars) in catalogue(lang) {
            if key.contains('.') {
                continue;
            }
            let vars: Vec<String> = vars
                .iter()
                .map(|v| v.trim_start_matches('$').to_string())
                .collect();
            for v in &vars {
                if !(NUMBERS.contains(&v.as_str()) || selected.contains(v)) {
                    continue;
                }
                let texts = [0, 1, 2].map(|n| {
                    let args: Vec<(&str, Arg)> = vars
                        .iter()
                        .map(|w| {
                            let value = if w == v {
                                Arg::Num(n)
                            } else {
                                Arg::Str("Xq".into())
                            };
                            (w.as_str(), value)
                        })
                        .collect();
                    tr(lang, &key, &args)
                });
                out.push((key.clone(), v.clone(), texts));
            }
        }
        out
    }

    /// The variables a pattern selects a variant on.
    fn selectors(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable {
                expression: ast::Expression::Select { selector, variants },
            } = element
            {
                // A plural (or a number's own variant), not a choice among words.
                let plural = variants.iter().any(|v| match &v.key {
                    ast::VariantKey::NumberLiteral { .. } => true,
                    ast::VariantKey::Identifier { name } => {
                        ["zero", "one", "two", "few", "many"].contains(name)
                    }
                });
                if let ast::InlineExpression::VariableReference { id } = selector
                    && plural
                {
                    out.insert(id.name.to_string());
                }
                for v in variants {
                    selectors(&v.value, out);
                }
            }
        }
    }

    /// The numbers written in a text, in order.
    fn numbers(text: &str) -> Vec<&str> {
        text.split(|c: char| !c.is_ascii_digit())
            .filter(|n| !n.is_empty())
            .collect()
    }

    /// Every message says the number it is given, whatever plural category the number falls in:
    /// a variant never writes a literal number (French puts 0 in the `one` category, so a `[one]`
    /// writing "1" says "1 victoire" for none), and a noun after a number agrees with it (a
    /// message without a plural selector says "1 figurines").
    #[test]
    fn every_message_says_0_1_and_2_with_the_right_number_and_plural_in_both_languages() {
        load();
        let mut slips = Vec::new();
        let mut formatted = 0;
        for lang in Lang::ALL {
            for (key, v, [zero, one, two]) in formatted_with_small_numbers(lang) {
                formatted += 1;
                let ones = |t: &str| numbers(t).iter().filter(|n| **n == "1").count();
                if ones(&zero) != ones(&two) {
                    slips.push(format!("{lang} {key} (${v} = 0): {zero}"));
                }
                // "2 figurines" next to "1 figurines": the noun did not follow the number.
                let words = |t: &str, n: char| -> Vec<String> {
                    let chars: Vec<char> = t.chars().collect();
                    let mut found = Vec::new();
                    for i in 0..chars.len() {
                        let alone = i == 0 || !chars[i - 1].is_alphanumeric();
                        if chars[i] == n
                            && alone
                            && chars
                                .get(i + 1)
                                .is_some_and(|c| *c == ' ' || *c == '\u{a0}')
                        {
                            let word: String = chars[i + 2..]
                                .iter()
                                .take_while(|c| c.is_alphabetic())
                                .collect();
                            if !word.is_empty() {
                                found.push(word);
                            }
                        }
                    }
                    found
                };
                for word in words(&two, '2') {
                    let plural = word.ends_with('s') || (lang == Lang::Fr && word.ends_with('x'));
                    if plural
                        && !INVARIABLE.contains(&word.as_str())
                        && words(&one, '1').contains(&word)
                    {
                        slips.push(format!("{lang} {key} (${v} = 1): {one}"));
                    }
                }
            }
        }
        assert!(formatted > 300, "{formatted} messages formatted");
        assert!(
            slips.is_empty(),
            "{} slips:\n{}",
            slips.len(),
            slips.join("\n")
        );
    }

    #[test]
    fn plurals_follow_each_language() {
        assert_eq!(t!(Lang::En, "glory-count", count = 1), "1 Glory point");
        assert_eq!(t!(Lang::En, "glory-count", count = 0), "0 Glory points");
        assert_eq!(t!(Lang::Fr, "glory-count", count = 0), "0 point de Gloire");
        assert_eq!(t!(Lang::Fr, "glory-count", count = 1), "1 point de Gloire");
        assert_eq!(t!(Lang::Fr, "glory-count", count = 2), "2 points de Gloire");
    }

    #[test]
    fn languages_from_discord_locales() {
        assert_eq!(Lang::of_locale("fr"), Lang::Fr);
        assert_eq!(Lang::of_locale("en-GB"), Lang::En);
        assert_eq!(Lang::of_locale("de"), Lang::En);
        assert_eq!(Lang::from_code("FR"), Some(Lang::Fr));
        assert_eq!(Lang::from_code("es-ES"), None);
    }
}
