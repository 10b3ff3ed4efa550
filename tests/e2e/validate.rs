//! Discord's limits, checked by the fake on every request (testing reference, section 5).

use axum::body::Bytes;
use serde_json::Value;
use std::collections::BTreeSet;

const MAX_CONTENT: usize = 2000;
const MAX_ROWS: usize = 5;
const MAX_BUTTONS: usize = 5;
const MAX_OPTIONS: usize = 25;
const MAX_FILES: usize = 10;
const MAX_FILE_BYTES: usize = 10 * 1024 * 1024;

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

/// A message body (create, edit, interaction response) and its files.
pub fn message(json: &Value, files: &[(usize, String, Bytes)]) -> Result<(), String> {
    if chars(&json["content"]) > MAX_CONTENT {
        return Err(format!("content of {} characters", chars(&json["content"])));
    }
    if json["embeds"].as_array().is_some_and(|e| e.len() > 10) {
        return Err("more than 10 embeds".into());
    }
    if files.len() > MAX_FILES {
        return Err(format!("{} files", files.len()));
    }
    for (_, name, bytes) in files {
        if bytes.len() > MAX_FILE_BYTES {
            return Err(format!("file {name} of {} bytes", bytes.len()));
        }
        if !name.contains('.') {
            return Err(format!(
                "file {name} without an extension is not shown inline"
            ));
        }
    }
    if let Some(rows) = json.get("components").and_then(Value::as_array) {
        if rows.len() > MAX_ROWS {
            return Err(format!("{} action rows", rows.len()));
        }
        let mut ids = BTreeSet::new();
        for row in rows {
            if row["type"] != 1 {
                return Err("a top-level component that is not an action row".into());
            }
            let items = row["components"]
                .as_array()
                .ok_or("an action row without components")?;
            if items.is_empty() {
                return Err("an empty action row".into());
            }
            let selects = items.iter().filter(|c| c["type"] != 2).count();
            if selects > 0 && items.len() != 1 {
                return Err("a select menu sharing its row".into());
            }
            if items.len() > MAX_BUTTONS {
                return Err(format!("{} buttons in a row", items.len()));
            }
            for c in items {
                let id = c["custom_id"]
                    .as_str()
                    .ok_or("a component without custom_id")?;
                if id.is_empty() || id.len() > 100 {
                    return Err(format!("custom_id of {} characters", id.len()));
                }
                if !ids.insert(id.to_string()) {
                    return Err(format!("duplicate custom_id {id}"));
                }
                match c["type"].as_u64() {
                    Some(2) => {
                        if chars(&c["label"]) > 80 {
                            return Err(format!(
                                "button label of {} characters",
                                chars(&c["label"])
                            ));
                        }
                    }
                    Some(3) => {
                        let options = c["options"].as_array().ok_or("a select without options")?;
                        if options.is_empty() || options.len() > MAX_OPTIONS {
                            return Err(format!("a select with {} options", options.len()));
                        }
                        if chars(&c["placeholder"]) > 150 {
                            return Err("placeholder over 150 characters".into());
                        }
                        let mut values = BTreeSet::new();
                        for o in options {
                            if chars(&o["label"]) == 0
                                || chars(&o["label"]) > 100
                                || chars(&o["value"]) > 100
                            {
                                return Err(format!("select option {o}"));
                            }
                            if !values.insert(o["value"].as_str().unwrap_or("").to_string()) {
                                return Err(format!("duplicate select value {}", o["value"]));
                            }
                        }
                    }
                    other => return Err(format!("component type {other:?}")),
                }
            }
        }
    }
    Ok(())
}

/// An autocomplete result.
pub fn autocomplete(data: &Value) -> Result<(), String> {
    let choices = data["choices"]
        .as_array()
        .ok_or("autocomplete without choices")?;
    if choices.len() > MAX_OPTIONS {
        return Err(format!("{} autocomplete choices", choices.len()));
    }
    for c in choices {
        let name = chars(&c["name"]);
        if name == 0 || name > 100 {
            return Err(format!("choice name of {name} characters"));
        }
        if c["value"].is_string() && chars(&c["value"]) > 100 {
            return Err("choice value over 100 characters".into());
        }
    }
    Ok(())
}

fn name_ok(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name == name.to_lowercase()
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_' || c == '\'')
}

fn description_ok(v: &Value) -> bool {
    (1..=100).contains(&chars(v))
}

/// The languages besides English every name and description must have (French).
const LOCALES: &[&str] = &["fr"];

/// The name of `v` in `locale` (its own name for English).
fn name_in<'a>(v: &'a Value, locale: Option<&str>) -> &'a Value {
    match locale {
        None => &v["name"],
        Some(l) => &v["name_localizations"][l],
    }
}

fn description_in<'a>(v: &'a Value, locale: Option<&str>) -> &'a Value {
    match locale {
        None => &v["description"],
        Some(l) => &v["description_localizations"][l],
    }
}

/// The characters Discord counts for a command's size in one language.
fn size(v: &Value, locale: Option<&str>) -> usize {
    let own = chars(name_in(v, locale)) + chars(description_in(v, locale));
    let options: usize = v["options"]
        .as_array()
        .map_or(0, |o| o.iter().map(|o| size(o, locale)).sum());
    let choices: usize = v["choices"].as_array().map_or(0, |c| {
        c.iter()
            .map(|c| chars(name_in(c, locale)) + c["value"].to_string().len())
            .sum()
    });
    own + options + choices
}

fn options(list: &Value, path: &str) -> Result<(), String> {
    let Some(list) = list.as_array() else {
        return Ok(());
    };
    if list.len() > 25 {
        return Err(format!("{path}: {} options", list.len()));
    }
    let mut names = BTreeSet::new();
    let mut optional_seen = false;
    for locale in LOCALES {
        let mut names = BTreeSet::new();
        for o in list {
            let name = name_in(o, Some(locale)).as_str().unwrap_or("");
            if !name_ok(name) || !names.insert(name.to_string()) {
                return Err(format!(
                    "{path}: bad, missing or duplicate option name `{name}` ({locale}) for {}",
                    o["name"]
                ));
            }
            if !description_ok(description_in(o, Some(locale))) {
                return Err(format!(
                    "{path} {name}: description of {} characters ({locale})",
                    chars(description_in(o, Some(locale)))
                ));
            }
            for c in o["choices"].as_array().into_iter().flatten() {
                let n = chars(name_in(c, Some(locale)));
                if n == 0 || n > 100 {
                    return Err(format!(
                        "{path} {name}: choice {} of {n} characters ({locale})",
                        c["name"]
                    ));
                }
            }
        }
    }
    for o in list {
        let name = o["name"].as_str().unwrap_or("");
        if !name_ok(name) || !names.insert(name.to_string()) {
            return Err(format!("{path}: bad or duplicate option name `{name}`"));
        }
        if !description_ok(&o["description"]) {
            return Err(format!(
                "{path} {name}: description of {} characters",
                chars(&o["description"])
            ));
        }
        if o["choices"].as_array().is_some_and(|c| c.len() > 25) {
            return Err(format!("{path} {name}: more than 25 choices"));
        }
        if o["autocomplete"] == true && o["choices"].as_array().is_some_and(|c| !c.is_empty()) {
            return Err(format!("{path} {name}: autocomplete with choices"));
        }
        let kind = o["type"].as_u64().unwrap_or(0);
        if kind == 1 || kind == 2 {
            options(&o["options"], &format!("{path} {name}"))?;
        } else {
            let required = o["required"] == true;
            if required && optional_seen {
                return Err(format!(
                    "{path}: required option `{name}` after an optional one"
                ));
            }
            optional_seen |= !required;
        }
    }
    Ok(())
}

/// Command definitions as registered.
pub fn commands(list: &Value) -> Result<(), String> {
    let list = list.as_array().ok_or("commands are not a list")?;
    if list.len() > 100 {
        return Err("more than 100 commands".into());
    }
    let mut names = BTreeSet::new();
    for c in list {
        let name = c["name"].as_str().unwrap_or("");
        if !name_ok(name) || !names.insert(name.to_string()) {
            return Err(format!("bad or duplicate command name `{name}`"));
        }
        if !description_ok(&c["description"]) {
            return Err(format!(
                "/{name}: description of {} characters",
                chars(&c["description"])
            ));
        }
        options(&c["options"], &format!("/{name}"))?;
        for locale in [None].into_iter().chain(LOCALES.iter().map(|l| Some(*l))) {
            if size(c, locale) > 8000 {
                return Err(format!(
                    "/{name}: definition of {} characters ({locale:?})",
                    size(c, locale)
                ));
            }
        }
    }
    for locale in LOCALES {
        let mut names = BTreeSet::new();
        for c in list {
            let name = name_in(c, Some(locale)).as_str().unwrap_or("");
            if !name_ok(name) || !names.insert(name.to_string()) {
                return Err(format!(
                    "bad, missing or duplicate command name `{name}` ({locale}) for {}",
                    c["name"]
                ));
            }
            if !description_ok(description_in(c, Some(locale))) {
                return Err(format!("/{name}: description ({locale})"));
            }
        }
    }
    Ok(())
}
