-- What a bot process owes the player whose move it has just stored: as SQLite's migration 0011.
CREATE TABLE replies (
    game_id    BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id    BIGINT NOT NULL,
    seq        BIGINT NOT NULL,
    handle     TEXT   NOT NULL,
    lang       TEXT   NOT NULL,
    holder     TEXT   NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
