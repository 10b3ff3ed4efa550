-- The web companion finds a game by its page's key (the game setting `web`, an unguessable
-- string, or `off`): an index on the settings' values by key, so that lookup reads one row.
CREATE INDEX game_settings_by_value ON game_settings (key, value);
