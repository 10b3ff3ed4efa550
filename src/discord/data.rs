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
#[cfg(any(debug_assertions, feature = "testkit"))]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Handled {
    /// The interaction's id.
    pub interaction: u64,
}

/// When an interaction arrived, what kind it is, whether it was acknowledged yet.
struct Arrival {
    at: std::time::Instant,
    kind: &'static str,
    acknowledged: bool,
}

/// Shared state of the bot.
pub struct Data {
    /// The session core: applying commands, the cache of live games.
    pub session: Arc<Session>,
    /// Each user's DM channel, once known (also kept in the store).
    pub dm_channels: Mutex<HashMap<u64, u64>>,
    /// Whether the gateway is connected, for `/healthz`.
    pub health: Arc<crate::ops::Health>,
    /// When each interaction under way arrived, until it is acknowledged (for the metrics).
    received: Mutex<HashMap<u64, Arrival>>,
    /// Receives a note each time an interaction has been handled.
    #[cfg(any(debug_assertions, feature = "testkit"))]
    pub observer: Option<tokio::sync::mpsc::UnboundedSender<Handled>>,
}

impl Data {
    /// Shared state around a session.
    pub fn new(session: Arc<Session>) -> Data {
        Data {
            session,
            dm_channels: Mutex::new(HashMap::new()),
            health: Arc::default(),
            received: Mutex::new(HashMap::new()),
            #[cfg(any(debug_assertions, feature = "testkit"))]
            observer: None,
        }
    }

    /// Tells the test observer that an interaction is done (nothing in production).
    /// An interaction arrived (`kind`: `command`, `component`, `autocomplete`).
    pub fn received(&self, interaction: u64, kind: &'static str) {
        self.received
            .lock()
            .expect("the interaction table is never poisoned")
            .insert(
                interaction,
                Arrival {
                    at: std::time::Instant::now(),
                    kind,
                    acknowledged: false,
                },
            );
    }

    /// An interaction was acknowledged (its first answer, or a deferral): its latency is noted
    /// once.
    pub fn acknowledged(&self, interaction: u64) {
        let first = {
            let mut received = self
                .received
                .lock()
                .expect("the interaction table is never poisoned");
            received
                .get_mut(&interaction)
                .filter(|a| !a.acknowledged)
                .map(|a| {
                    a.acknowledged = true;
                    (a.at.elapsed(), a.kind)
                })
        };
        if let Some((took, kind)) = first {
            crate::metrics::observe(
                &crate::metrics::metrics()
                    .ack_seconds
                    .get_or_create(&crate::metrics::Kind { kind }),
                took,
            );
        }
    }

    /// An interaction was fully handled: `ok`, `refused` (the framework refused its options or
    /// checks) or `failed` (the player got an apology). An interaction not acknowledged yet is
    /// noted as acknowledged now.
    pub fn finished(&self, interaction: u64, outcome: &'static str) {
        self.acknowledged(interaction);
        let arrived = self
            .received
            .lock()
            .expect("the interaction table is never poisoned")
            .remove(&interaction);
        if let Some(Arrival { kind, .. }) = arrived {
            crate::metrics::metrics()
                .interactions
                .get_or_create(&crate::metrics::Interaction { kind, outcome })
                .inc();
        }
        self.handled(interaction);
    }

    /// Tells a test's observer that an interaction has been handled.
    pub fn handled(&self, interaction: u64) {
        #[cfg(any(debug_assertions, feature = "testkit"))]
        if let Some(o) = &self.observer {
            let _ = o.send(Handled { interaction });
        }
        #[cfg(not(any(debug_assertions, feature = "testkit")))]
        let _ = interaction;
    }
}
