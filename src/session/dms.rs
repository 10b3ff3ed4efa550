//! Whether the bot may reach a player by direct message: a user whose DMs refused the bot is not
//! tried again at every message (Discord counts refused DMs against the bot) until they do
//! something an hour or more later (they may have opened them), ask for DMs, or a day has
//! passed. Kept as a player setting, so every process sharing the database knows it.
//!
//! Rooms: [`Players`], and the session core (see [`super::rooms`]).

use super::Players;
use super::Session;
use super::settings::PlayerSetting;

/// How long the bot waits before trying again the DMs of a user who refused them and did nothing
/// since.
pub const DM_RETRY_AFTER: i64 = 24 * 3600;
/// How long after a refusal a command of the user makes the bot try their DMs again: a player
/// who goes on playing in the thread is not tried at every pick, one who opened their DMs is tried
/// at their next command after this.
pub const DM_RETRY_ON_ACTION: i64 = 3600;

impl Session {
    /// Since when `user`'s DMs refuse the bot, if they do (a failed read is logged and counts as
    /// open: a DM tried too often is better than one never tried).
    async fn dms_closed_since(&self, user: u64) -> Option<i64> {
        match self.players().player(user).await {
            Ok(player) => player.dm_closed,
            Err(e) => {
                tracing::warn!(user, "reading whether DMs are closed failed: {e:#}");
                None
            }
        }
    }
}

impl Players<'_> {
    /// Whether a DM to `user` is tried now: their DMs never refused the bot, or did a day ago or
    /// more.
    pub async fn may_dm(&self, user: u64) -> bool {
        self.dms_closed_since(user)
            .await
            .is_none_or(|since| self.now() - since >= DM_RETRY_AFTER)
    }

    /// `user` did something (a command, a button): an hour or more after their DMs refused the
    /// bot, the next DM is tried. Costs no database read: the player's settings are kept.
    pub async fn user_acted(&self, user: u64) {
        let since = self.dms_closed_since(user).await;
        if since.is_some_and(|s| self.now() - s >= DM_RETRY_ON_ACTION) {
            self.dms_open(user).await;
        }
    }

    /// The next DM to `user` is tried whenever it comes (they asked for DMs, or one got through).
    pub async fn dms_open(&self, user: u64) {
        if self.dms_closed_since(user).await.is_some()
            && let Err(e) = self.set_player(user, PlayerSetting::DmClosed(None)).await
        {
            tracing::warn!(user, "forgetting closed DMs failed: {e:#}");
        }
    }

    /// `user`'s DMs refused the bot just now.
    pub async fn dms_refused(&self, user: u64) {
        let now = self.now();
        if let Err(e) = self
            .set_player(user, PlayerSetting::DmClosed(Some(now)))
            .await
        {
            tracing::warn!(user, "remembering closed DMs failed: {e:#}");
        }
    }
}
