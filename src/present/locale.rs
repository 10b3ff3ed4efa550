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
resources!("game", "bot", "commands", "base", "reprisal", "valhalla");

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
    bundle
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
        },
        &[],
    )
}

/// A computer level's name ("medium", "moyen").
pub fn level(lang: Lang, level: crate::engine::Level) -> String {
    use crate::engine::Level;
    tr(
        lang,
        match level {
            Level::Random => "level-random",
            Level::Easy => "level-easy",
            Level::Medium => "level-medium",
            Level::Hard => "level-hard",
        },
        &[],
    )
}

/// A rule set's name as players know it.
pub fn rule_set(lang: Lang, rules: crate::engine::RuleSet) -> String {
    use crate::engine::RuleSet;
    tr(
        lang,
        match rules {
            RuleSet::Base => "rules-base",
            RuleSet::Reprisal => "rules-reprisal",
            RuleSet::Valhalla => "rules-valhalla",
        },
        &[],
    )
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
