//! What every command and handler shares: the session core (and through it the store), the
//! DM channels known, and, in tests only, an observer and a fixed seed.

use crate::session::Session;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Error type of commands and handlers.
pub type Error = anyhow::Error;
/// Context of a slash command.
pub type Context<'a> = poise::Context<'a, Arc<Data>, Error>;

/// What a test observes when an interaction has been fully handled.
#[cfg(feature = "testkit")]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Handled {
    /// The interaction's id.
    pub interaction: u64,
}

/// Shared state of the bot.
pub struct Data {
    /// The session core: applying commands, the cache of live games.
    pub session: Arc<Session>,
    /// Each user's DM channel, once known (also kept in the store).
    pub dm_channels: Mutex<HashMap<u64, u64>>,
    /// Whether the gateway is connected, for `/healthz`.
    pub health: Arc<crate::ops::Health>,
    /// When each interaction under way arrived, until it is handled (for the metrics).
    pub arrivals: crate::metrics::Arrivals,
    /// Receives a note each time an interaction has been handled.
    #[cfg(feature = "testkit")]
    pub observer: Option<tokio::sync::mpsc::UnboundedSender<Handled>>,
}

impl Data {
    /// Shared state around a session.
    pub fn new(session: Arc<Session>) -> Data {
        Data {
            session,
            dm_channels: Mutex::new(HashMap::new()),
            health: Arc::default(),
            arrivals: crate::metrics::Arrivals::default(),
            #[cfg(feature = "testkit")]
            observer: None,
        }
    }

    /// An interaction was fully handled ([`crate::metrics::Arrivals::finished`]), and a test's
    /// observer told.
    pub fn finished(&self, interaction: u64, outcome: &'static str) {
        self.arrivals.finished(interaction, outcome);
        self.handled(interaction);
    }

    /// Tells a test's observer that an interaction has been handled.
    pub fn handled(&self, interaction: u64) {
        #[cfg(feature = "testkit")]
        if let Some(o) = &self.observer {
            let _ = o.send(Handled { interaction });
        }
        #[cfg(not(feature = "testkit"))]
        let _ = interaction;
    }
}
