-- The web companion's lookup of a game by its page's key: as SQLite's migration 0010.
CREATE INDEX game_settings_by_value ON game_settings (key, value);
