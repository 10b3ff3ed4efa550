//! Discord's limits on what a message holds, and splitting text to fit them.

/// Discord's limit on a message's content.
pub const MESSAGE_LIMIT: usize = 2000;
/// Most options in a select menu (and autocomplete suggestions).
pub const MAX_OPTIONS: usize = 25;
/// Most action rows in a message.
pub const MAX_ROWS: usize = 5;
/// Most buttons in a row.
pub const MAX_BUTTONS: usize = 5;
/// Longest button label.
pub const MAX_LABEL: usize = 80;
/// Longest select option label, and autocomplete suggestion name.
pub const MAX_OPTION_LABEL: usize = 100;

pub use crate::frontend::controls::cut;

/// Joins lines into messages of at most `MESSAGE_LIMIT` characters (a line longer than that is cut).
pub fn into_messages(lines: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in lines {
        let line: String = line.chars().take(MESSAGE_LIMIT - 1).collect();
        if current.chars().count() + line.chars().count() + 1 > MESSAGE_LIMIT {
            out.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push('\n');
        }
        current.push_str(&line);
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_never_exceed_discords_limit() {
        let lines: Vec<String> = (0..300)
            .map(|i| format!("line {i} {}", "x".repeat(i % 50)))
            .collect();
        let messages = into_messages(&lines);
        assert!(messages.len() > 1);
        assert!(messages.iter().all(|m| m.chars().count() <= MESSAGE_LIMIT));
        assert_eq!(messages.join("\n"), lines.join("\n"));
        let long = vec!["y".repeat(5000)];
        assert!(
            into_messages(&long)
                .iter()
                .all(|m| m.chars().count() <= MESSAGE_LIMIT)
        );
    }
}
