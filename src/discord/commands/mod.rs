//! Slash commands: `/game …` (the lobby and the game's life), the actions (`/act` and the typed
//! actions of every rule set), and the information commands (`shared` has what they share).

mod action;
mod game;
mod info;
mod options;
mod results;
mod settings;
mod shared;

use super::data::{Data, Error};
use crate::present::locale::{Lang, has, tr};
use std::sync::Arc;

type Command = poise::Command<Arc<Data>, Error>;

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
        assert!(fr(&command.description_localizations).is_some(), "{path}");
        for p in &command.parameters {
            assert!(fr(&p.name_localizations).is_some(), "{path} {}", p.name);
            assert!(
                fr(&p.description_localizations).is_some(),
                "{path} {}",
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

    /// A missing key stops `all()` in a test build; this also checks each language is given.
    #[test]
    fn every_command_option_and_choice_has_its_french_name_and_description() {
        for command in &all() {
            check(command, "");
        }
    }
}
