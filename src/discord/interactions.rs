//! Buttons and select menus, routed by custom id (they work after a restart and days later):
//! the lobby's Join / Leave / Start, Choose and My cards, the panel's menus, and choices.

use super::announce::Discord;
use super::data::{Data, Error};
use super::ids::{Action, ComponentId, Pick};
use super::language;
use super::lobby::{self, lobby_now};
use super::panel::{self, LIMITS, Path};
use crate::dialogue::lobby::start;
use crate::dialogue::moves::{self, Answer, answered};
use crate::dialogue::player::web_link;
use crate::dialogue::shown::{self, Offer};
use crate::dialogue::undo;
use crate::dialogue::which::my_seat_at;
use crate::dialogue::words::lobby_gone;
use crate::engine::Seat;
use crate::present;
use crate::present::locale::{Lang, t};
use crate::session::Current;
use crate::session::{GameRecord, LobbyRefusal, StoreError, Teller};
use serenity::all::{
    ComponentInteraction, ComponentInteractionDataKind, CreateAllowedMentions,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    EditInteractionResponse, FullEvent, Http, Interaction,
};
use std::sync::Arc;

/// The framework's event handler: routes component interactions.
pub async fn event(
    framework: poise::FrameworkContext<'_, Arc<Data>, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    match event {
        FullEvent::Ready { .. } => {
            let shard = framework.serenity_context.shard_id.0;
            framework.user_data.health.set_connected(shard, true);
        }
        FullEvent::ShardStageUpdate { event } => framework.user_data.health.set_connected(
            event.shard_id.0,
            event.new == serenity::all::ConnectionStage::Connected,
        ),
        _ => {}
    }
    if let FullEvent::InteractionCreate {
        interaction: Interaction::Component(press),
    } = event
    {
        let data = framework.user_data;
        let http = &framework.serenity_context.http;
        data.arrivals.received(press.id.get(), "component");
        data.session.players().user_acted(press.user.id.get()).await;
        let lang = language::player(&data.session, press.user.id.get(), Some(&press.locale)).await;
        let handled = handle(http, data, press, lang).await;
        if let Err(e) = &handled {
            let id = press.id.get();
            super::announce::note_discord_error(e);
            if super::failures::noted_fault(&data.session, e) {
                tracing::debug!(interaction = id, custom_id = %press.data.custom_id, "button failed: {e:#}");
            } else {
                tracing::error!(interaction = id, custom_id = %press.data.custom_id, "button failed: {e:#}");
            }
            let sorry = super::failures::sorry(lang, id, e);
            let _ = if e.downcast_ref::<Unanswered>().is_some() {
                say(http, press, sorry).await
            } else {
                tell(http, press, sorry).await
            };
        }
        data.finished(
            press.id.get(),
            if handled.is_ok() { "ok" } else { "failed" },
        );
    }
    Ok(())
}

/// A press failed before anything was answered to Discord (the context of its error).
#[derive(Debug, Clone, Copy)]
struct Unanswered;

impl std::fmt::Display for Unanswered {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("failed before the press was answered")
    }
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
                    .content(text.into())
                    .allowed_mentions(CreateAllowedMentions::new()),
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
                .content(text.into())
                .allowed_mentions(CreateAllowedMentions::new()),
        )
        .await?;
    Ok(())
}

/// Acknowledges a press with a private "thinking" reply to be edited.
async fn defer_private(http: &Http, press: &ComponentInteraction) -> Result<(), Error> {
    press
        .create_response(
            http,
            CreateInteractionResponse::Defer(
                CreateInteractionResponseMessage::new().ephemeral(true),
            ),
        )
        .await?;
    Ok(())
}

async fn handle(
    http: &Http,
    data: &Data,
    press: &ComponentInteraction,
    lang: Lang,
) -> Result<(), Error> {
    let Some(id) = ComponentId::parse(&press.data.custom_id) else {
        return say(http, press, t!(lang, "old-button")).await;
    };
    // Defence in depth: Discord only lets a user press what is in their own DMs, but a menu in a
    // DM belongs to the player it was sent to, and nobody else's press counts.
    if press.guild_id.is_none()
        && let Some(owner) = super::announce::dm_owner(data, press.channel_id.get()).await?
        && owner != press.user.id.get()
    {
        return say(http, press, t!(lang, "not-your-menu")).await;
    }
    match &id.action {
        Action::Join | Action::Leave => join_or_leave(http, data, press, &id, lang).await,
        Action::AddComputer | Action::RemoveComputer => {
            let add = id.action == Action::AddComputer;
            let user = press.user.id.get();
            match data
                .session
                .lobbies()
                .change_computers(id.game, user, add)
                .await?
            {
                Ok(()) => {
                    let record = data.session.games().record(id.game).await?;
                    update_lobby(http, data, press, &record).await
                }
                Err(why) => say(http, press, lobby::refusal(lang, why, id.game)).await,
            }
        }
        Action::Start => {
            press
                .create_response(http, CreateInteractionResponse::Acknowledge)
                .await?;
            let (outlet, user) = (Discord { http, data }, press.user.id.get());
            match start(&data.session, &outlet, id.game, user, lang).await? {
                Ok(()) => {
                    let record = data.session.games().record(id.game).await?;
                    let (text, rows) = lobby_now(&data.session, &record).await?;
                    press
                        .edit_response(
                            http,
                            EditInteractionResponse::new()
                                .content(text)
                                .components(rows)
                                .allowed_mentions(CreateAllowedMentions::new()),
                        )
                        .await?;
                    Ok(())
                }
                Err(why) => tell(http, press, why).await,
            }
        }
        Action::Open => {
            defer_private(http, press).await?;
            data.arrivals.acknowledged(press.id.get());
            let edit = match mine(data, &id, press, lang).await? {
                Err(why) => EditInteractionResponse::new().content(why),
                Ok((current, seat)) => panel_edit(&current, seat, Path::Root, None, lang).await?,
            };
            press.edit_response(http, edit).await?;
            Ok(())
        }
        Action::Hand => {
            defer_private(http, press).await?;
            data.arrivals.acknowledged(press.id.get());
            let edit = match mine(data, &id, press, lang).await? {
                Err(why) => EditInteractionResponse::new().content(why),
                Ok((current, seat)) => hand_edit(&current, seat, lang).await?,
            };
            press.edit_response(http, edit).await?;
            Ok(())
        }
        Action::Web => {
            defer_private(http, press).await?;
            data.arrivals.acknowledged(press.id.get());
            let user = press.user.id.get();
            let until = |expires: i64| format!("<t:{expires}:f>");
            let text = web_link(&data.session, id.game, user, lang, until).await?;
            press
                .edit_response(http, EditInteractionResponse::new().content(text))
                .await?;
            Ok(())
        }
        Action::Kind(_) | Action::Group(..) | Action::Menu | Action::LegacyPath => {
            press
                .create_response(http, CreateInteractionResponse::Acknowledge)
                .await?;
            let path = match &id.action {
                Action::Menu => selected(press)
                    .as_deref()
                    .and_then(|v| ComponentId::menu_target(id.game, id.seq, v))
                    .and_then(|c| Path::of(&c.action)),
                other => Path::of(other),
            };
            let path = path.unwrap_or(Path::Root);
            match mine(data, &id, press, lang).await? {
                Err(why) => tell(http, press, why).await,
                Ok((current, seat)) => {
                    let moved_on = t!(lang, "moved-on");
                    let (path, note) = if id.seq == current.record.next_seq {
                        (path, None)
                    } else {
                        (Path::Root, Some(moved_on.as_str()))
                    };
                    press
                        .edit_response(http, panel_edit(&current, seat, path, note, lang).await?)
                        .await?;
                    Ok(())
                }
            }
        }
        Action::Undo | Action::UndoConfirm | Action::UndoKeep => {
            press
                .create_response(http, CreateInteractionResponse::Acknowledge)
                .await?;
            let (outlet, user) = (Discord { http, data }, (press.user.id.get(), lang));
            let edit = match id.action {
                Action::Undo => {
                    match undo::preview_post(&data.session, &outlet, id.game, user).await? {
                        Ok(post) => EditInteractionResponse::new()
                            .content(post.text)
                            .components(panel::rows(post.at, &post.rows))
                            .clear_attachments(),
                        Err(why) => EditInteractionResponse::new()
                            .content(why)
                            .components(Vec::new()),
                    }
                }
                Action::UndoConfirm => {
                    match undo::confirm(&data.session, &outlet, id.game, user, id.seq).await? {
                        Ok((current, seat, note)) => {
                            if current.game.awaited().contains(seat) {
                                panel_edit(&current, seat, Path::Root, Some(&note), lang).await?
                            } else {
                                EditInteractionResponse::new()
                                    .content(note)
                                    .components(Vec::new())
                            }
                        }
                        Err(why) => EditInteractionResponse::new()
                            .content(why)
                            .components(Vec::new()),
                    }
                }
                _ => EditInteractionResponse::new()
                    .content(t!(lang, "kept"))
                    .components(Vec::new()),
            };
            press.edit_response(http, edit).await?;
            Ok(())
        }
        Action::Choice(pick) => choose(http, data, press, (&id, lang), Chosen::Pick(*pick)).await,
        Action::Select => match selected(press).as_deref().and_then(Pick::parse) {
            Some(pick) => choose(http, data, press, (&id, lang), Chosen::Pick(pick)).await,
            None => say(http, press, t!(lang, "unreadable-choice")).await,
        },
        Action::LegacyCommand(code) => {
            choose(http, data, press, (&id, lang), Chosen::Legacy(code.clone())).await
        }
        Action::LegacySelect => match selected(press) {
            Some(code) => choose(http, data, press, (&id, lang), Chosen::Legacy(code)).await,
            None => say(http, press, t!(lang, "unreadable-choice")).await,
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

/// The game, and the presser's seat in it ([`crate::dialogue::which::my_seat_at`]); `Err`
/// carries what to tell someone who may not use it.
async fn mine(
    data: &Data,
    id: &ComponentId,
    press: &ComponentInteraction,
    lang: Lang,
) -> Result<Result<(Current, Seat), String>, Error> {
    let (at, user) = ((id.game, id.seq), press.user.id.get());
    Ok(my_seat_at(&data.session, at, user, lang).await?)
}

/// The panel as an edit of the message it lives on (with the seat's cards when useful).
async fn panel_edit(
    current: &Current,
    seat: Seat,
    path: Path,
    note: Option<&str>,
    lang: Lang,
) -> Result<EditInteractionResponse, Error> {
    let shown = shown::panel(current, seat, (path, note), None, (lang, &LIMITS)).await?;
    Ok(panel::edit(shown))
}

/// The seat's cards, with its panel when the decision is about them.
async fn hand_edit(
    current: &Current,
    seat: Seat,
    lang: Lang,
) -> Result<EditInteractionResponse, Error> {
    let (name, id) = (current.record.name.as_str(), current.record.id);
    let title = t!(lang, "your-cards-in", game = name, id = id);
    let shown = shown::cards(
        current,
        seat,
        (title, " ", Offer::AboutCards),
        (lang, &LIMITS),
    )
    .await?;
    Ok(panel::edit(shown))
}

/// What a choice component carries.
enum Chosen {
    /// A pick among the seat's legal commands.
    Pick(Pick),
    /// A version 1 command code.
    Legacy(String),
}

/// How long a choice may take to be stored before Discord is told the click arrived anyway
/// (Discord allows 3 seconds; storing takes well under a millisecond).
const STORE_BY: std::time::Duration = std::time::Duration::from_secs(2);

/// A choice from a panel: store it, then acknowledge the click (so a click Discord showed as
/// received is never lost, even if the bot dies right after), tell the players, and show the
/// next choice or a confirmation in the panel's place.
async fn choose(
    http: &Http,
    data: &Data,
    press: &ComponentInteraction,
    (id, lang): (&ComponentId, Lang),
    chosen: Chosen,
) -> Result<(), Error> {
    let _moving = data.session.moving(id.game);
    let handle = super::announce::handle(&press.token);
    let decide = async {
        let resolve = |current: &Current, seat: Seat| match &chosen {
            Chosen::Pick(pick) => pick.resolve(&current.game.legal_commands(seat)),
            Chosen::Legacy(code) => present::rules(current.game.rules()).legacy_command(code),
        };
        let user = (press.user.id.get(), lang);
        // The answer owed to the player is stored with the move: were this process to stop
        // before giving it, another (or this one restarted) would, through the press's token.
        let owed = (Some(handle.as_str()), Teller::Asker);
        let at = (id.game, id.seq);
        let mention = &super::seats::mention;
        Ok::<_, Error>(moves::choose(&data.session, at, user, resolve, owed, mention).await?)
    };
    tokio::pin!(decide);
    let acknowledge = || async {
        press
            .create_response(http, CreateInteractionResponse::Acknowledge)
            .await?;
        data.arrivals.acknowledged(press.id.get());
        Ok::<(), serenity::Error>(())
    };
    let mut outcome = tokio::select! {
        outcome = &mut decide => {
            // A move that could not be stored (the database closing under a stop) is not
            // acknowledged as received: the apology is the press's first answer.
            let outcome = outcome.map_err(|e| e.context(Unanswered))?;
            if moves::stored_at(&outcome).is_some() {
                crate::testkit::die_at("stored");
            }
            acknowledge().await?;
            outcome
        }
        () = tokio::time::sleep(STORE_BY) => {
            acknowledge().await?;
            decide.await?
        }
    };
    if moves::stored_at(&outcome).is_some() {
        crate::testkit::die_at("acknowledged");
    }
    moves::tell(
        &data.session,
        &Discord { http, data },
        id.game,
        &mut outcome,
    )
    .await;
    let answer = Answer::Pressed {
        private: press.guild_id.is_none(),
    };
    let stored = moves::stored_at(&outcome);
    crate::testkit::die_at("told");
    match answered(outcome, answer, (lang, &LIMITS)).await? {
        Err(why) => tell(http, press, why).await,
        Ok(shown) => {
            press.edit_response(http, panel::edit(shown)).await?;
            if let Some(seq) = stored {
                data.session
                    .telling()
                    .replied(id.game, press.user.id.get(), seq)
                    .await?;
            }
            Ok(())
        }
    }
}

async fn join_or_leave(
    http: &Http,
    data: &Data,
    press: &ComponentInteraction,
    id: &ComponentId,
    lang: Lang,
) -> Result<(), Error> {
    let session = &data.session;
    let user = press.user.id.get();
    let changed = if id.action == Action::Join {
        let roles: Vec<u64> = press
            .member
            .as_ref()
            .map(|m| m.roles.iter().map(|r| r.get()).collect())
            .unwrap_or_default();
        session
            .lobbies()
            .join_lobby(id.game, (user, press.user.display_name()), &roles)
            .await
    } else {
        session.lobbies().leave_lobby(id.game, user).await
    };
    let changed = match changed {
        Ok(changed) => changed,
        Err(StoreError::NoSuchGame { .. }) => {
            return say(http, press, t!(lang, "no-longer-exists")).await;
        }
        Err(e) => return Err(e.into()),
    };
    let record = session.games().record(id.game).await?;
    match changed {
        Ok(()) => update_lobby(http, data, press, &record).await,
        Err(LobbyRefusal::NotLobby) => {
            let text = lobby_gone(session, &record, lang, &super::seats::mention).await?;
            say(http, press, text).await
        }
        Err(why) => say(http, press, lobby::refusal(lang, why, id.game)).await,
    }
}

/// Answers a press on the lobby message by redrawing it as it stands.
async fn update_lobby(
    http: &Http,
    data: &Data,
    press: &ComponentInteraction,
    record: &GameRecord,
) -> Result<(), Error> {
    let (text, rows) = lobby_now(&data.session, record).await?;
    press
        .create_response(
            http,
            CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new()
                    .content(text)
                    .components(rows)
                    .allowed_mentions(CreateAllowedMentions::new()),
            ),
        )
        .await?;
    Ok(())
}
