//! Slash commands: `/game …` (the lobby and the game's life), the actions (`/act` and the typed
//! actions of every rule set), and the information commands (`shared` has what they share).

mod action;
mod game;
mod info;
mod options;
mod results;
mod settings;
pub(crate) mod shared;

use super::data::{Data, Error};
use crate::present::locale::{Lang, has, tr};
use crate::vocabulary::Vocabulary;
use std::sync::Arc;

type Command = poise::Command<Arc<Data>, Error>;

/// Each vocabulary a slash command offers, as its choices: the words it offers, each named by
/// its slug (and so keyed `…-choice-<slug>` in the locale files), declared once in its own module
/// (see [`crate::vocabulary`]) and mirrored nowhere.
macro_rules! slash_choices {
    ($($vocabulary:ty),* $(,)?) => {$(
        impl poise::ChoiceParameter for $vocabulary {
            fn list() -> std::borrow::Cow<'static, [poise::CommandParameterChoice]> {
                <$vocabulary as Vocabulary>::OFFERED
                    .iter()
                    .map(|word| poise::CommandParameterChoice {
                        name: word.slug().into(),
                        localizations: std::borrow::Cow::Borrowed(&[]),
                        __non_exhaustive: (),
                    })
                    .collect()
            }

            fn from_index(index: usize) -> Option<Self> {
                <$vocabulary as Vocabulary>::OFFERED.get(index).copied()
            }

            fn from_name(name: &str) -> Option<Self> {
                <$vocabulary as Vocabulary>::OFFERED
                    .iter()
                    .copied()
                    .find(|word| word.slug() == name)
            }

            fn name(&self) -> &'static str {
                self.slug()
            }

            fn localized_name(&self, _locale: &str) -> Option<&'static str> {
                None
            }
        }
    )*};
}

slash_choices!(
    crate::engine::RuleSet,
    crate::engine::Level,
    crate::session::settings::Pace,
    crate::session::settings::BoardPolicy,
    crate::session::orders::Drafting,
    crate::session::stats::Period,
);

/// Every slash command of the bot, with its descriptions and French names from the locale files.
pub fn all() -> Vec<Command> {
    let mut commands = vec![game::game(), action::act(), action::undo()];
    commands.extend(action::typed_actions());
    commands.extend([
        info::hand(),
        info::web(),
        info::hint(),
        info::board(),
        info::log(),
        info::rules(),
        info::card(),
        info::mygames(),
        results::leaderboard(),
        results::stats(),
        results::balance(),
        settings::settings(),
        settings::away(),
    ]);
    for command in &mut commands {
        localize(command, "cmd");
    }
    commands
}

/// The key of a name in the locale files: lowercase, words joined by `-`.
pub(crate) fn key_part(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_matches('-').to_string()
}

/// Pairs of (Discord locale, text) for every language but English, from `key`.
fn others(
    key: &str,
) -> Vec<(
    std::borrow::Cow<'static, str>,
    std::borrow::Cow<'static, str>,
)> {
    let mut out = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let text = tr(lang, key, &[]);
        for locale in lang.discord_locales() {
            out.push(((*locale).into(), text.clone().into()));
        }
    }
    out
}

/// Sets the descriptions (English) and the names and descriptions in every other language of a
/// command, its options and their choices, and of its subcommands, from keys
/// `cmd-<command>[-<sub>]`, `…-desc`, `…-opt-<option>`, `…-opt-<option>-desc` and
/// `…-opt-<option>-choice-<choice>`. The English names stay those of the code: Discord sends
/// them whatever the reader's language.
fn localize(command: &mut Command, prefix: &str) {
    let key = format!("{prefix}-{}", key_part(&command.name));
    command.description = Some(tr(Lang::En, &format!("{key}-desc"), &[]).into());
    command.name_localizations = others(&key).into();
    command.description_localizations = others(&format!("{key}-desc")).into();
    for p in &mut command.parameters {
        let option = format!("{key}-opt-{}", key_part(&p.name));
        p.description = Some(tr(Lang::En, &format!("{option}-desc"), &[]).into());
        p.name_localizations = others(&option).into();
        p.description_localizations = others(&format!("{option}-desc")).into();
        let mut choices = p.choices.to_vec();
        for c in &mut choices {
            let choice = format!("{option}-choice-{}", key_part(&c.name));
            if has(&choice) {
                c.name = tr(Lang::En, &choice, &[]).into();
            }
            c.localizations = others(&choice).into();
        }
        p.choices = choices.into();
    }
    for sub in &mut command.subcommands {
        localize(sub, &key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(command: &Command, path: &str) {
        let path = format!("{path} {}", command.name);
        let fr = |list: &[(
            std::borrow::Cow<'static, str>,
            std::borrow::Cow<'static, str>,
        )]| {
            list.iter()
                .find(|(l, _)| l == "fr")
                .map(|(_, t)| t.to_string())
        };
        let name = fr(&command.name_localizations).expect("a French name");
        assert!(
            !name.is_empty() && name == name.to_lowercase(),
            "{path}: {name}"
        );
        let description = fr(&command.description_localizations).expect("a French description");
        // Discord refuses the whole registration over one description longer than 100.
        assert!(description.chars().count() <= 100, "{path}: {description}");
        for p in &command.parameters {
            assert!(fr(&p.name_localizations).is_some(), "{path} {}", p.name);
            let description = fr(&p.description_localizations).expect("a French description");
            assert!(
                description.chars().count() <= 100,
                "{path} {}: {description}",
                p.name
            );
            for c in p.choices.iter() {
                assert!(
                    fr(&c.localizations).is_some(),
                    "{path} {} {}",
                    p.name,
                    c.name
                );
            }
        }
        for sub in &command.subcommands {
            check(sub, &path);
        }
    }

    /// A command as written in a text: its path (a command and perhaps a subcommand) and the
    /// options it names, in a language (`None`: English, `Some("fr")`).
    fn named_in(commands: &[Command], written: &str, lang: Option<&str>) -> Result<(), String> {
        let name_of = |names: &[(
            std::borrow::Cow<'static, str>,
            std::borrow::Cow<'static, str>,
        )],
                       english: &str| match lang {
            None => english.to_string(),
            Some(code) => names
                .iter()
                .find(|(l, _)| l == code)
                .map_or_else(|| english.to_string(), |(_, n)| n.to_string()),
        };
        let mut words = written.split_whitespace();
        let first = words.next().unwrap_or("").trim_start_matches('/');
        let mut command = commands
            .iter()
            .find(|c| name_of(&c.name_localizations, &c.name) == first)
            .ok_or_else(|| format!("no command /{first}"))?;
        let mut rest: Vec<&str> = words.collect();
        if !command.subcommands.is_empty() {
            let Some(sub) = rest.first().filter(|w| !w.contains(':')) else {
                return Ok(());
            };
            command = command
                .subcommands
                .iter()
                .find(|c| name_of(&c.name_localizations, &c.name) == *sub)
                .ok_or_else(|| format!("no /{first} {sub}"))?;
            rest.remove(0);
        }
        for word in rest {
            let Some((option, _)) = word.split_once(':') else {
                continue;
            };
            let option = option.trim_start_matches('[');
            if !command
                .parameters
                .iter()
                .any(|p| name_of(&p.name_localizations, &p.name) == option)
            {
                return Err(format!("no option {option} of /{first}"));
            }
        }
        Ok(())
    }

    /// Every command named in the rulings (each in its language), the README and the messages
    /// of each language exists, with the subcommand and options it is named with: a text that
    /// tells players to use a command that is gone (or was renamed) fails here.
    #[test]
    fn every_command_the_rulings_the_readme_and_the_messages_name_exists() {
        let commands = all();
        let mut texts: Vec<(String, Option<&str>, String)> = vec![
            (
                "RULINGS.md".into(),
                None,
                include_str!("../../../RULINGS.md").into(),
            ),
            (
                "RULINGS.fr.md".into(),
                Some("fr"),
                include_str!("../../../RULINGS.fr.md").into(),
            ),
            (
                "README.md".into(),
                None,
                include_str!("../../../README.md").into(),
            ),
        ];
        for (lang, file, text) in crate::present::locale::RESOURCES {
            let code = (*lang != crate::present::locale::Lang::En).then(|| lang.code());
            texts.push((
                format!("{}/{file}.ftl", lang.code()),
                code,
                (*text).to_string(),
            ));
        }
        let mut named = 0;
        let mut wrong = Vec::new();
        for (file, lang, text) in &texts {
            // Commands in code spans: `/partie revenir`, `/game settings undo:off`.
            for (i, span) in text.split('`').enumerate() {
                if i % 2 == 1 && span.starts_with('/') && span.len() > 1 {
                    let first = span[1..].chars().next().unwrap_or(' ');
                    if !first.is_alphabetic() {
                        continue;
                    }
                    // The README names the web companion's and health listener's paths too,
                    // and commands in both languages.
                    let path =
                        span[1..].contains(['/', '.']) || ["/healthz", "/metrics"].contains(&span);
                    if file == "README.md" && path {
                        continue;
                    }
                    named += 1;
                    let found = named_in(&commands, span, *lang).or_else(|why| {
                        if file == "README.md" {
                            named_in(&commands, span, Some("fr"))
                        } else {
                            Err(why)
                        }
                    });
                    if let Err(why) = found {
                        wrong.push(format!("{file}: `{span}`: {why}"));
                    }
                }
            }
            // And in the messages' running text: "use /act".
            if std::path::Path::new(file)
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("ftl"))
            {
                for (i, _) in text.match_indices('/') {
                    let before = text[..i].chars().next_back();
                    let word: String = text[i + 1..]
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '_')
                        .collect();
                    if before.is_some_and(|b| b == ' ' || b == '(')
                        && !word.is_empty()
                        && word.chars().next().is_some_and(char::is_alphabetic)
                    {
                        named += 1;
                        if let Err(why) = named_in(&commands, &format!("/{word}"), *lang) {
                            wrong.push(format!("{file}: /{word}: {why}"));
                        }
                    }
                }
            }
        }
        assert!(named > 100, "{named} commands named");
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// A missing key stops `all()` in a test build; this also checks each language is given.
    #[test]
    fn every_command_option_and_choice_has_its_french_name_and_description() {
        for command in &all() {
            check(command, "");
        }
    }

    /// Every option that asks for a rule set offers each registered one, once, named from the
    /// locale files by its slug: a rule set added to the registry is offered with no edit here.
    #[test]
    fn every_rule_set_is_offered_once_wherever_a_command_asks_for_one() {
        fn rules_options(command: &Command, found: &mut Vec<Vec<String>>) {
            for p in &command.parameters {
                if p.name == "rules" {
                    found.push(p.choices.iter().map(|c| c.name.to_string()).collect());
                }
            }
            for sub in &command.subcommands {
                rules_options(sub, found);
            }
        }
        let mut found = Vec::new();
        for command in &all() {
            rules_options(command, &mut found);
        }
        assert_eq!(
            found.len(),
            4,
            "/game new, /leaderboard, /stats and /balance"
        );
        let base = tr(Lang::En, "cmd-game-new-opt-rules-choice-base", &[]);
        for choices in found {
            assert_eq!(choices.len(), crate::engine::RuleSet::ALL.len());
            assert_eq!(choices[0], base);
            let unique: std::collections::BTreeSet<_> = choices.iter().collect();
            assert_eq!(unique.len(), choices.len(), "{choices:?}");
        }
    }
}
