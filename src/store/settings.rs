//! The settings tables: a game's settings, a player's, a server's (`game_settings`,
//! `user_settings`, `guild_settings`), each a key and its text, read and written whole. What the
//! settings mean is the session's business (`crate::session::settings`).
//!
//! Rooms: [`Settings`] (see [`super::rooms`]).

use super::{CLEAR_GAME_SETTING, GameId, SET_GAME_SETTING, Settings, StoreError, id};

impl Settings<'_> {
    /// A game-wide setting.
    pub async fn game_setting(
        &self,
        game: GameId,
        key: &str,
    ) -> Result<Option<String>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT value FROM game_settings WHERE game_id = $1 AND key = $2")
                .bind(game)
                .bind(key)
                .fetch_optional(self.db())
                .await?,
        )
    }

    /// Every setting of a game, as stored.
    pub async fn game_settings(&self, game: GameId) -> Result<Vec<(String, String)>, StoreError> {
        Ok(
            sqlx::query_as("SELECT key, value FROM game_settings WHERE game_id = $1 ORDER BY key")
                .bind(game)
                .fetch_all(self.db())
                .await?,
        )
    }

    /// Every setting of a user, as stored.
    pub async fn user_settings(&self, user: u64) -> Result<Vec<(String, String)>, StoreError> {
        Ok(
            sqlx::query_as("SELECT key, value FROM user_settings WHERE user_id = $1 ORDER BY key")
                .bind(id::to_db(user))
                .fetch_all(self.db())
                .await?,
        )
    }

    /// Removes a game-wide setting.
    pub async fn clear_game_setting(&self, game: GameId, key: &str) -> Result<(), StoreError> {
        sqlx::query(CLEAR_GAME_SETTING)
            .bind(game)
            .bind(key)
            .execute(self.db())
            .await?;
        Ok(())
    }

    /// Sets a game-wide setting.
    pub async fn set_game_setting(
        &self,
        game: GameId,
        key: &str,
        value: &str,
    ) -> Result<(), StoreError> {
        sqlx::query(SET_GAME_SETTING)
            .bind(game)
            .bind(key)
            .bind(value)
            .execute(self.db())
            .await?;
        Ok(())
    }

    /// Sets and clears several of a game's settings at once, in one transaction: all of them
    /// are written, or none (`None`: the setting is cleared).
    pub async fn set_game_settings(
        &self,
        game: GameId,
        rows: &[(String, Option<String>)],
    ) -> Result<(), StoreError> {
        let mut tx = self.write(Some(game)).await?;
        for (key, value) in rows {
            match value {
                Some(value) => {
                    sqlx::query(SET_GAME_SETTING)
                        .bind(game)
                        .bind(key.as_str())
                        .bind(value.as_str())
                        .execute(&mut *tx)
                        .await?;
                }
                None => {
                    sqlx::query(CLEAR_GAME_SETTING)
                        .bind(game)
                        .bind(key.as_str())
                        .execute(&mut *tx)
                        .await?;
                }
            }
        }
        self.commit(tx).await?;
        Ok(())
    }

    /// A user's setting.
    pub async fn user_setting(&self, user: u64, key: &str) -> Result<Option<String>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT value FROM user_settings WHERE user_id = $1 AND key = $2")
                .bind(id::to_db(user))
                .bind(key)
                .fetch_optional(self.db())
                .await?,
        )
    }

    /// Sets a user's setting.
    pub async fn set_user_setting(
        &self,
        user: u64,
        key: &str,
        value: &str,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO user_settings (user_id, key, value) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value",
        )
        .bind(id::to_db(user))
        .bind(key)
        .bind(value)
        .execute(self.db())
        .await?;
        Ok(())
    }

    /// Removes a user's setting (nothing if it is not set).
    pub async fn delete_user_setting(&self, user: u64, key: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM user_settings WHERE user_id = $1 AND key = $2")
            .bind(id::to_db(user))
            .bind(key)
            .execute(self.db())
            .await?;
        Ok(())
    }

    /// The user whose setting `key` has this value, if one has.
    pub async fn user_with_setting(
        &self,
        key: &str,
        value: &str,
    ) -> Result<Option<u64>, StoreError> {
        let user: Option<i64> = sqlx::query_scalar(
            "SELECT user_id FROM user_settings WHERE key = $1 AND value = $2 LIMIT 1",
        )
        .bind(key)
        .bind(value)
        .fetch_optional(self.db())
        .await?;
        Ok(user.map(id::from_db))
    }

    /// A server's setting, written with `value` first if it has none (whichever process writes
    /// it first, every process reads the same).
    pub async fn guild_setting_or(
        &self,
        guild: u64,
        key: &str,
        value: &str,
    ) -> Result<String, StoreError> {
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, key, value) VALUES ($1, $2, $3) \
             ON CONFLICT (guild_id, key) DO NOTHING",
        )
        .bind(id::to_db(guild))
        .bind(key)
        .bind(value)
        .execute(self.db())
        .await?;
        Ok(self
            .guild_setting(guild, key)
            .await?
            .unwrap_or_else(|| value.to_string()))
    }

    /// The game whose setting `key` is `value`, if one has it (the web companion's page keys;
    /// an index makes it one row's read).
    pub async fn game_with_setting(
        &self,
        key: &str,
        value: &str,
    ) -> Result<Option<GameId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT game_id FROM game_settings WHERE key = $1 AND value = $2 LIMIT 1",
        )
        .bind(key)
        .bind(value)
        .fetch_optional(self.db())
        .await?)
    }

    /// A server's setting.
    pub async fn guild_setting(&self, guild: u64, key: &str) -> Result<Option<String>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT value FROM guild_settings WHERE guild_id = $1 AND key = $2")
                .bind(id::to_db(guild))
                .bind(key)
                .fetch_optional(self.db())
                .await?,
        )
    }

    /// Sets a server's setting.
    pub async fn set_guild_setting(
        &self,
        guild: u64,
        key: &str,
        value: &str,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, key, value) VALUES ($1, $2, $3) \
             ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value",
        )
        .bind(id::to_db(guild))
        .bind(key)
        .bind(value)
        .execute(self.db())
        .await?;
        Ok(())
    }
}
