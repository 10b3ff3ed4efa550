//! Slash command options: turning the parameters a rule set's presentation declares into
//! Discord options, reading what a player entered, suggestions within Discord's limits, and the
//! `game` option every game command has.

use crate::discord::data::{Context, Data, Error};
use crate::discord::message::{MAX_OPTION_LABEL, MAX_OPTIONS, cut};
use crate::present::fold;
use crate::present::{Param, ParamKind, Suggestion, SuggestionValue};
use serenity::all::{
    AutocompleteChoice, CommandDataOption, CommandDataOptionValue, CommandOptionType,
    CreateAutocompleteResponse, CreateCommandOption,
};
use std::sync::Arc;

/// A suggestion callback, as poise calls it.
pub type Suggest = for<'a> fn(
    poise::ApplicationContext<'a, Arc<Data>, Error>,
    &'a str,
) -> poise::BoxFuture<'a, CreateAutocompleteResponse>;

fn text_option(o: CreateCommandOption) -> CreateCommandOption {
    o.kind(CommandOptionType::String)
}

fn integer_option(o: CreateCommandOption) -> CreateCommandOption {
    o.kind(CommandOptionType::Integer)
}

fn boolean_option(o: CreateCommandOption) -> CreateCommandOption {
    o.kind(CommandOptionType::Boolean)
}

/// The Discord option for a declared parameter.
pub fn parameter(
    param: &Param,
    suggest: Option<Suggest>,
) -> poise::CommandParameter<Arc<Data>, Error> {
    let kind: fn(CreateCommandOption) -> CreateCommandOption = match param.kind {
        ParamKind::Text => text_option,
        ParamKind::Integer => integer_option,
        ParamKind::Boolean => boolean_option,
    };
    poise::CommandParameter {
        name: param.name.into(),
        name_localizations: Vec::new().into(),
        description: None,
        description_localizations: Vec::new().into(),
        required: param.required,
        channel_types: None,
        choices: Vec::new().into(),
        type_setter: Some(kind),
        autocomplete_callback: suggest.filter(|_| param.suggest),
        __non_exhaustive: (),
    }
}

/// The options of the command being run or completed (inside its subcommand, if any).
pub fn entered(ctx: Context<'_>) -> Vec<CommandDataOption> {
    match ctx {
        poise::Context::Application(app) => {
            let mut list = app.interaction.data.options.clone();
            while let [
                CommandDataOption {
                    value:
                        CommandDataOptionValue::SubCommand(inner)
                        | CommandDataOptionValue::SubCommandGroup(inner),
                    ..
                },
            ] = list.as_slice()
            {
                list = inner.clone();
            }
            list
        }
        poise::Context::Prefix(_) => Vec::new(),
    }
}

/// Every option entered, as text (numbers and yes/no written out; the focused one as typed so
/// far), by name.
pub fn values(ctx: Context<'_>) -> Vec<(String, String)> {
    entered(ctx)
        .into_iter()
        .filter_map(|o| {
            let value = match o.value {
                CommandDataOptionValue::String(s)
                | CommandDataOptionValue::Autocomplete { value: s, .. } => s,
                CommandDataOptionValue::Integer(i) => i.to_string(),
                CommandDataOptionValue::Boolean(b) => b.to_string(),
                CommandDataOptionValue::Number(n) => n.to_string(),
                _ => return None,
            };
            Some((o.name, value))
        })
        .collect()
}

/// The option being completed.
pub fn focused(ctx: Context<'_>) -> Option<String> {
    entered(ctx).into_iter().find_map(|o| match o.value {
        CommandDataOptionValue::Autocomplete { .. } => Some(o.name),
        _ => None,
    })
}

/// The suggestions that match what was typed (in their label or value), within Discord's
/// limits: 25 at most, names of at most 100 characters.
pub fn response(suggestions: Vec<Suggestion>, partial: &str) -> CreateAutocompleteResponse {
    let wanted = fold(partial);
    let list: Vec<AutocompleteChoice> = suggestions
        .into_iter()
        .filter(|s| {
            let value = match &s.value {
                SuggestionValue::Text(t) => fold(t),
                SuggestionValue::Integer(i) => i.to_string(),
            };
            wanted.is_empty() || fold(&s.label).contains(&wanted) || value.contains(&wanted)
        })
        .take(MAX_OPTIONS)
        .map(|s| {
            let name = cut(&s.label, MAX_OPTION_LABEL);
            match s.value {
                SuggestionValue::Text(t) => AutocompleteChoice::new(name, t),
                SuggestionValue::Integer(i) => AutocompleteChoice::new(name, i),
            }
        })
        .collect();
    CreateAutocompleteResponse::new().set_choices(list)
}

/// Text suggestions from `(label, value)` pairs.
pub fn texts(pairs: impl IntoIterator<Item = (String, String)>) -> Vec<Suggestion> {
    pairs
        .into_iter()
        .map(|(label, value)| Suggestion {
            label,
            value: SuggestionValue::Text(value),
        })
        .collect()
}
