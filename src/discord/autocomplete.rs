//! Autocomplete: only legal choices, at most 25 (Discord's limit), names and values at most 100
//! characters.

use super::panel::describe;
use super::{Context, play};
use crate::engine::Seat;
use crate::engine::base::Game;
use crate::engine::base::data::{CardId, ProvinceId, catalogue, normalise};
use crate::engine::base::{CardKind, Command, Figure, Place};
use crate::store::GameStatus;
use serenity::all::{
    AutocompleteChoice, CommandDataOption, CommandDataOptionValue, CreateAutocompleteResponse,
};

/// Discord's limit on autocomplete choices.
pub const MAX_CHOICES: usize = 25;

fn response(
    choices: impl IntoIterator<Item = (String, String)>,
    partial: &str,
) -> CreateAutocompleteResponse {
    let wanted = normalise(partial);
    let list: Vec<AutocompleteChoice> = choices
        .into_iter()
        .filter(|(name, value)| {
            wanted.is_empty()
                || normalise(name).contains(&wanted)
                || normalise(value).contains(&wanted)
        })
        .take(MAX_CHOICES)
        .map(|(name, value)| AutocompleteChoice::new(cut(&name), value))
        .collect();
    CreateAutocompleteResponse::new().set_choices(list)
}

fn cut(text: &str) -> String {
    text.chars().take(100).collect()
}

fn options(ctx: Context<'_>) -> Vec<CommandDataOption> {
    match ctx {
        poise::Context::Application(app) => {
            let mut list = app.interaction.data.options.clone();
            // Subcommands carry their own options.
            while let [
                CommandDataOption {
                    value: CommandDataOptionValue::SubCommand(inner),
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

/// The value of another option of the same command, as text.
fn option(ctx: Context<'_>, name: &str) -> Option<String> {
    options(ctx)
        .into_iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            CommandDataOptionValue::String(s)
            | CommandDataOptionValue::Autocomplete { value: s, .. } => Some(s),
            CommandDataOptionValue::Integer(i) => Some(i.to_string()),
            _ => None,
        })
}

/// The game and seat of the person typing (from the `game` option or the thread).
async fn mine(ctx: Context<'_>) -> Option<(Game, Seat)> {
    let store = &ctx.data().store;
    let record = match option(ctx, "game").and_then(|g| g.parse::<i64>().ok()) {
        Some(id) => store.record(id).await.ok()?,
        None => store.game_in_thread(ctx.channel_id().get()).await.ok()??,
    };
    if record.status != GameStatus::Active {
        return None;
    }
    let seat = play::seat_of(store, record.id, ctx.author().id)
        .await
        .ok()??;
    Some((super::base(store.load(record.id).await.ok()?.game), seat))
}

/// The distinct values `pick` finds among the legal commands, in their order.
fn distinct<T: PartialEq>(legal: &[Command], pick: impl Fn(&Command) -> Option<T>) -> Vec<T> {
    let mut found = Vec::new();
    for value in legal.iter().filter_map(pick) {
        if !found.contains(&value) {
            found.push(value);
        }
    }
    found
}

async fn legal(ctx: Context<'_>) -> Option<(Game, Seat, Vec<Command>)> {
    let (game, seat) = mine(ctx).await?;
    let legal = game.legal_commands(seat);
    Some((game, seat, legal))
}

/// The author's games.
pub async fn my_games(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let games = ctx
        .data()
        .store
        .games_of_user(ctx.author().id.get())
        .await
        .unwrap_or_default();
    let wanted = normalise(partial);
    let choices: Vec<AutocompleteChoice> = games
        .iter()
        .filter(|(r, _)| {
            wanted.is_empty()
                || normalise(&r.name).contains(&wanted)
                || r.id.to_string().contains(&wanted)
        })
        .take(MAX_CHOICES)
        .map(|(r, _)| {
            AutocompleteChoice::new(cut(&format!("#{} {} ({})", r.id, r.name, r.status)), r.id)
        })
        .collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}

/// Figures that may invade now.
pub async fn invade_figure(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let Some((game, seat, legal)) = legal(ctx).await else {
        return response([], partial);
    };
    let figures = distinct(&legal, |c| match c {
        Command::Invade { figure, .. } => Some(*figure),
        _ => None,
    });
    response(
        figures.into_iter().map(|f| {
            (
                format!("{} ({} Rage)", f.name(), game.invade_cost(seat, f)),
                f.slug().to_string(),
            )
        }),
        partial,
    )
}

/// Places the chosen figure may invade.
pub async fn invade_place(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let figure = option(ctx, "figure").and_then(|f| Figure::parse(&f));
    let Some((game, _, legal)) = legal(ctx).await else {
        return response([], partial);
    };
    let places = distinct(&legal, |c| match c {
        Command::Invade { figure: f, to } if figure.is_none_or(|want| want == *f) => Some(*to),
        _ => None,
    });
    let view = game.public_view();
    response(
        places.into_iter().map(|to| {
            let label = match to {
                Place::Province(p) => {
                    let province = &view.provinces[p.index()];
                    format!(
                        "{to} ({} of {} villages taken)",
                        province.figures.len(),
                        province.villages.unwrap_or(0)
                    )
                }
                Place::Fjord(_) => to.to_string(),
            };
            (label, to.slug().to_string())
        }),
        partial,
    )
}

/// Provinces the author may march from.
pub async fn march_from(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let Some((_, _, legal)) = legal(ctx).await else {
        return response([], partial);
    };
    let from = distinct(&legal, |c| match c {
        Command::March { from, .. } => Some(*from),
        _ => None,
    });
    response(
        from.into_iter()
            .map(|p| (p.name().to_string(), p.slug().to_string())),
        partial,
    )
}

/// Provinces the author may march to from the chosen one.
pub async fn march_to(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let from = option(ctx, "from").and_then(|f| ProvinceId::parse(&f));
    let Some((_, _, legal)) = legal(ctx).await else {
        return response([], partial);
    };
    let to = distinct(&legal, |c| match c {
        Command::March { from: f, to } if from.is_none_or(|want| want == *f) => Some(*to),
        _ => None,
    });
    response(
        to.into_iter()
            .map(|p| (p.name().to_string(), p.slug().to_string())),
        partial,
    )
}

/// Upgrade cards the author may play now.
pub async fn upgrade_card(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let Some((game, seat, legal)) = legal(ctx).await else {
        return response([], partial);
    };
    let cards = distinct(&legal, |c| match c {
        Command::Upgrade { card, .. } => Some(*card),
        _ => None,
    });
    response(
        cards.into_iter().map(|c| {
            (
                format!("{} ({} Rage)", c.def().name, game.upgrade_cost(seat, c)),
                c.slug().to_string(),
            )
        }),
        partial,
    )
}

/// Slots the chosen upgrade may go into.
pub async fn upgrade_slot(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let card = option(ctx, "card").and_then(|c| CardId::parse(&c));
    let Some((game, seat, legal)) = legal(ctx).await else {
        return CreateAutocompleteResponse::new();
    };
    let choices: Vec<AutocompleteChoice> = legal
        .iter()
        .filter_map(|c| match c {
            Command::Upgrade { card: k, slot } if card.is_none_or(|want| want == *k) => {
                Some((describe(&game, seat, c), *slot))
            }
            _ => None,
        })
        .filter(|(label, _)| normalise(label).contains(&normalise(partial)))
        .take(MAX_CHOICES)
        .map(|(label, slot)| AutocompleteChoice::new(cut(&label), i64::from(slot)))
        .collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}

/// Quest cards in the author's hand.
pub async fn quest_card(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let Some((_, _, legal)) = legal(ctx).await else {
        return response([], partial);
    };
    response(
        legal.iter().filter_map(|c| match c {
            Command::Quest { card } => Some((
                format!(
                    "{} ({} Glory)",
                    card.def().name,
                    card.def().glory.unwrap_or(0)
                ),
                card.slug().to_string(),
            )),
            _ => None,
        }),
        partial,
    )
}

/// Provinces the author may pillage (or challenge again).
pub async fn pillage_province(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let Some((game, _, legal)) = legal(ctx).await else {
        return response([], partial);
    };
    let view = game.public_view();
    response(
        legal.iter().filter_map(|c| match c {
            Command::Pillage { province } => Some((
                format!(
                    "{province} ({})",
                    view.provinces[province.index()].token.describe()
                ),
                province.slug().to_string(),
            )),
            Command::Challenge { province } => Some((
                format!("{province} again (Tyr's Challenge)"),
                province.slug().to_string(),
            )),
            _ => None,
        }),
        partial,
    )
}

/// Every card name of the catalogue (one per Age it appears in).
#[allow(clippy::unused_async)] // poise calls autocomplete functions as futures
pub async fn card_name(_ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let mut seen: Vec<String> = Vec::new();
    let mut choices = Vec::new();
    for row in &catalogue().rows {
        let key = format!("{} (Age {})", row.name, row.age);
        if seen.contains(&key) {
            continue;
        }
        seen.push(key.clone());
        let kind = match row.kind {
            CardKind::Battle => "battle",
            CardKind::Upgrade => "upgrade",
            CardKind::Monster => "monster",
            CardKind::Quest => "quest",
        };
        choices.push((
            format!("{key}, {kind}"),
            format!("{}@{}", row.name, row.age),
        ));
    }
    response(choices, partial)
}

/// Ruling ids and titles.
#[allow(clippy::unused_async)] // poise calls autocomplete functions as futures
pub async fn ruling(_ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    response(
        super::rules::index()
            .into_iter()
            .map(|(id, title)| (format!("{id} {title}"), id)),
        partial,
    )
}
