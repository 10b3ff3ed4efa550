//! Buttons and select menus, routed by custom id in the global event handler (no collectors),
//! so they keep working after a restart and days later. Every press is acknowledged at once
//! (within Discord's 3 seconds) before any slow work.

use super::commands::{HOST_STAYS, lobby_now, lobby_settings, may_join, start_game, status_text};
use super::ids::{Action, ComponentId, decode_command};
use super::panel::{self, Path};
use super::play::{self, Outcome};
use super::{Data, Error};
use crate::engine::Seat;
use crate::engine::base::Decision;
use crate::engine::base::{Command, Game};
use crate::store::{GameRecord, GameStatus, StoreError};
use serenity::all::{
    ComponentInteraction, ComponentInteractionDataKind, CreateAttachment,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    EditInteractionResponse, FullEvent, Http, Interaction,
};
use std::sync::Arc;

/// The framework's event handler: routes component interactions.
pub async fn event(
    framework: poise::FrameworkContext<'_, Arc<Data>, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    if let FullEvent::InteractionCreate {
        interaction: Interaction::Component(press),
    } = event
    {
        let data = framework.user_data;
        let http = &framework.serenity_context.http;
        if let Err(e) = handle(http, data, press).await {
            let id = press.id.get();
            tracing::error!(interaction = id, custom_id = %press.data.custom_id, "button failed: {e:#}");
            let sorry = format!(
                "Sorry, something went wrong on my side; nothing was changed. (error id {id})"
            );
            let _ = tell(http, press, sorry).await;
        }
        data.handled(press.id.get());
    }
    Ok(())
}

/// A private answer to a press that has not been acknowledged yet.
async fn say(
    http: &Http,
    press: &ComponentInteraction,
    text: impl Into<String>,
) -> Result<(), Error> {
    press
        .create_response(
            http,
            CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .ephemeral(true)
                    .content(text.into()),
            ),
        )
        .await?;
    Ok(())
}

/// A private follow-up to a press that was acknowledged.
async fn tell(
    http: &Http,
    press: &ComponentInteraction,
    text: impl Into<String>,
) -> Result<(), Error> {
    press
        .create_followup(
            http,
            CreateInteractionResponseFollowup::new()
                .ephemeral(true)
                .content(text.into()),
        )
        .await?;
    Ok(())
}

async fn handle(http: &Http, data: &Data, press: &ComponentInteraction) -> Result<(), Error> {
    let Some(id) = ComponentId::parse(&press.data.custom_id) else {
        return say(
            http,
            press,
            "This button is from an older version of the bot. Use `/act` for your current choices.",
        )
        .await;
    };
    match &id.action {
        Action::Join | Action::Leave => join_or_leave(http, data, press, &id).await,
        Action::Start => {
            press
                .create_response(http, CreateInteractionResponse::Acknowledge)
                .await?;
            match start_game(http, data, id.game, press.user.id.get()).await? {
                Ok(()) => {
                    let record = data.store.record(id.game).await?;
                    press
                        .edit_response(
                            http,
                            EditInteractionResponse::new()
                                .content(format!(
                                    "**Blood Rage** — game #{} *{}* has started.",
                                    record.id, record.name
                                ))
                                .components(Vec::new()),
                        )
                        .await?;
                    Ok(())
                }
                Err(why) => tell(http, press, why).await,
            }
        }
        Action::Open => {
            press
                .create_response(
                    http,
                    CreateInteractionResponse::Defer(
                        CreateInteractionResponseMessage::new().ephemeral(true),
                    ),
                )
                .await?;
            let edit = match mine(data, id.game, press).await? {
                Err(why) => EditInteractionResponse::new().content(why),
                Ok((record, game, seat)) => {
                    panel_edit(&record, &game, seat, &Path::Root, None).await?
                }
            };
            press.edit_response(http, edit).await?;
            Ok(())
        }
        Action::Hand => {
            press
                .create_response(
                    http,
                    CreateInteractionResponse::Defer(
                        CreateInteractionResponseMessage::new().ephemeral(true),
                    ),
                )
                .await?;
            let edit = match mine(data, id.game, press).await? {
                Err(why) => EditInteractionResponse::new().content(why),
                Ok((record, game, seat)) => {
                    let png =
                        play::cards_png(format!("#{} {}", record.id, record.name), &game, seat)
                            .await?;
                    let about_cards = game
                        .pending()
                        .filter(|p| p.seats.contains(seat))
                        .is_some_and(|p| panel::about_cards(&p.decision));
                    let mut e = EditInteractionResponse::new()
                        .content(format!(
                            "**Your cards** in *{}* (#{}).",
                            record.name, record.id
                        ))
                        .new_attachment(CreateAttachment::bytes(png, "cards.png"));
                    if about_cards {
                        let p = panel::build(&game, record.id, record.next_seq, seat, &Path::Root);
                        e = e
                            .content(format!(
                                "**Your cards** in *{}* (#{}). {}",
                                record.name, record.id, p.content
                            ))
                            .components(p.rows);
                    }
                    e
                }
            };
            press.edit_response(http, edit).await?;
            Ok(())
        }
        Action::Kind(_) | Action::Group(..) | Action::Menu => {
            press
                .create_response(http, CreateInteractionResponse::Acknowledge)
                .await?;
            let path = match &id.action {
                Action::Kind(k) => Path::Kind(k.clone()),
                Action::Group(k, p) => Path::Group(k.clone(), p.clone()),
                _ => match selected(press)
                    .as_deref()
                    .and_then(|v| ComponentId::parse(&format!("br1:0:0:{v}")))
                {
                    Some(ComponentId {
                        action: Action::Kind(k),
                        ..
                    }) => Path::Kind(k),
                    Some(ComponentId {
                        action: Action::Group(k, p),
                        ..
                    }) => Path::Group(k, p),
                    _ => Path::Root,
                },
            };
            match mine(data, id.game, press).await? {
                Err(why) => tell(http, press, why).await,
                Ok((record, game, seat)) => {
                    let (path, note) = if id.seq == record.next_seq {
                        (path, None)
                    } else {
                        (
                            Path::Root,
                            Some("The game has moved on; here are your current choices."),
                        )
                    };
                    press
                        .edit_response(http, panel_edit(&record, &game, seat, &path, note).await?)
                        .await?;
                    Ok(())
                }
            }
        }
        Action::Command(command) => choose(http, data, press, &id, *command).await,
        Action::Select => match selected(press).as_deref().and_then(decode_command) {
            Some(command) => choose(http, data, press, &id, command).await,
            None => {
                say(
                    http,
                    press,
                    "That choice could not be read. Use `/act` for your current choices.",
                )
                .await
            }
        },
    }
}

/// The first value of a select menu.
fn selected(press: &ComponentInteraction) -> Option<String> {
    match &press.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
        _ => None,
    }
}

/// The game, and the presser's seat in it; `Err` carries what to tell someone who is not playing.
async fn mine(
    data: &Data,
    game: i64,
    press: &ComponentInteraction,
) -> Result<Result<(GameRecord, Game, Seat), String>, Error> {
    let loaded = match data.store.load(game).await {
        Ok(l) => l,
        Err(StoreError::NoSuchGame { .. }) => return Ok(Err("That game no longer exists.".into())),
        Err(e) => return Err(e.into()),
    };
    if loaded.record.status != GameStatus::Active {
        return Ok(Err(play::not_active(&loaded.record)));
    }
    match play::seat_of(&data.store, game, press.user.id).await? {
        Some(seat) => Ok(Ok((loaded.record, super::base(loaded.game), seat))),
        None => Ok(Err(
            "You are not playing in this game; `/game status` shows where it stands.".into(),
        )),
    }
}

/// The panel as an edit of the message it lives on (with the seat's cards when useful).
async fn panel_edit(
    record: &GameRecord,
    game: &Game,
    seat: Seat,
    path: &Path,
    note: Option<&str>,
) -> Result<EditInteractionResponse, Error> {
    let p = panel::build(game, record.id, record.next_seq, seat, path);
    let mut content = format!("**{}** (#{}) — {}", record.name, record.id, p.content);
    if let Some(n) = note {
        content = format!("{n}\n{content}");
    }
    let mut edit = EditInteractionResponse::new()
        .content(content)
        .components(p.rows)
        .clear_attachments();
    if p.show_cards {
        let png = play::cards_png(format!("#{} {}", record.id, record.name), game, seat).await?;
        edit = edit.new_attachment(CreateAttachment::bytes(png, "cards.png"));
    }
    Ok(edit)
}

/// `text` with its first letter in lower case.
fn lowercase_first(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_lowercase().chain(chars).collect())
}

/// A choice from a panel: apply it, then show the next choice or a confirmation in its place.
async fn choose(
    http: &Http,
    data: &Data,
    press: &ComponentInteraction,
    id: &ComponentId,
    command: Command,
) -> Result<(), Error> {
    press
        .create_response(http, CreateInteractionResponse::Acknowledge)
        .await?;
    match play::act(http, data, id.game, press.user.id, &[command], Some(id.seq)).await? {
        Outcome::Refused(why) => tell(http, press, why).await,
        Outcome::Applied {
            game,
            seat,
            seq,
            done,
            announced,
        } => {
            let note = if announced {
                "Done.".to_string()
            } else {
                format!("Done. {}", play::DELAYED)
            };
            let record = data.store.record(id.game).await?;
            let record = GameRecord {
                next_seq: seq,
                ..record
            };
            let next_draft_pick = matches!(
                game.pending().map(|p| &p.decision),
                Some(Decision::Draft { .. })
            );
            let edit = if game.awaited().contains(seat)
                && !(press.guild_id.is_none() && next_draft_pick)
            {
                panel_edit(&record, &game, seat, &Path::Root, Some(&note)).await?
            } else {
                // In a DM the next draft packet arrives as a message of its own.
                let waiting = match game.pending() {
                    Some(_) if game.awaited().contains(seat) && next_draft_pick => {
                        " Your next packet follows."
                    }
                    Some(p) if p.decision.is_simultaneous() => {
                        " The game continues when everyone has chosen."
                    }
                    _ => "",
                };
                EditInteractionResponse::new()
                    .content(format!(
                        "Done: {}.{waiting}{}",
                        lowercase_first(&done),
                        if announced {
                            String::new()
                        } else {
                            format!(" {}", play::DELAYED)
                        }
                    ))
                    .components(Vec::new())
                    .clear_attachments()
            };
            press.edit_response(http, edit).await?;
            Ok(())
        }
    }
}

async fn join_or_leave(
    http: &Http,
    data: &Data,
    press: &ComponentInteraction,
    id: &ComponentId,
) -> Result<(), Error> {
    let store = &data.store;
    let _guard = data.lock(id.game).await;
    let record = match store.record(id.game).await {
        Ok(r) => r,
        Err(StoreError::NoSuchGame { .. }) => {
            return say(http, press, "That game no longer exists.").await;
        }
        Err(e) => return Err(e.into()),
    };
    if record.status != GameStatus::Lobby {
        let text = if record.status == GameStatus::Active {
            let status = status_text(data, &record).await?;
            format!("The game has already started, seats are fixed.\n{status}")
        } else {
            play::not_active(&record)
        };
        return say(http, press, text).await;
    }
    let (players, role) = lobby_settings(store, record.id).await?;
    let user = press.user.id.get();
    if id.action == Action::Join {
        let roles = press
            .member
            .as_ref()
            .map(|m| m.roles.clone())
            .unwrap_or_default();
        if !may_join(role, &roles) {
            return say(
                http,
                press,
                "This game is open only to members with its role.",
            )
            .await;
        }
        match store
            .join(record.id, user, press.user.display_name(), players)
            .await
        {
            Ok(_) => {}
            Err(StoreError::AlreadyJoined { .. }) => {
                return say(http, press, "You have already joined this game.").await;
            }
            Err(StoreError::GameFull { .. }) => {
                return say(http, press, format!("All {players} seats are taken.")).await;
            }
            Err(e) => return Err(e.into()),
        }
    } else if record.host_id == Some(user) {
        return say(http, press, HOST_STAYS).await;
    } else if !store.leave(record.id, user).await? {
        return say(http, press, "You had not joined this game.").await;
    }
    let (text, rows) = lobby_now(data, &record).await?;
    press
        .create_response(
            http,
            CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new()
                    .content(text)
                    .components(rows),
            ),
        )
        .await?;
    Ok(())
}
