//! The session's notices in Discord: [`crate::dialogue::herald`] tells them, with Discord as its
//! outlet ([`super::announce::Discord`]). The session decides when; what Discord's own
//! interactions did (a player's move, an undo, a start) they tell themselves, after answering
//! the player.

use super::announce::Discord;
use super::data::Data;
use crate::dialogue::herald;
use crate::session::notices::Heard;
use crate::session::{Listener, Notice};
use serenity::all::Http;
use std::sync::{Arc, Weak};

/// Discord, listening to the session (it holds the bot's state weakly: the state holds the
/// session, which holds its listeners).
pub struct Herald {
    http: Arc<Http>,
    data: Weak<Data>,
}

impl Herald {
    /// A listener posting through `http`.
    pub fn new(http: Arc<Http>, data: &Arc<Data>) -> Herald {
        Herald {
            http,
            data: Arc::downgrade(data),
        }
    }
}

impl Listener for Herald {
    fn hear<'a>(&'a self, notice: &'a Notice) -> Heard<'a> {
        Box::pin(async move {
            if let Some(data) = self.data.upgrade() {
                let outlet = Discord {
                    http: &self.http,
                    data: &data,
                };
                herald::hear(&data.session, &outlet, notice).await;
            }
        })
    }
}
