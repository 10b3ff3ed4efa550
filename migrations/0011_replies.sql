-- What a bot process owes the player whose move it has just stored: its answer to the press or
-- command that made the move (their next choice, or "Done"), through the front end's own handle
-- on it (for Discord, the interaction's token: good for 15 minutes). Written in the transaction
-- that stores the move, deleted once the player is answered; a row left by a process that
-- stopped first is answered by the process that finds it (the same one, restarted, or another
-- on the same database). One row per game and player: their latest move. Like a lease, it means
-- nothing in another database: migrate-store skips it.
CREATE TABLE replies (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL,
    -- The log's length once the move was stored.
    seq        INTEGER NOT NULL,
    -- The front end's handle on the player's request (`discord:<token>`).
    handle     TEXT    NOT NULL,
    -- The player's language (a code).
    lang       TEXT    NOT NULL,
    -- The process that owes the answer (its name in the leases).
    holder     TEXT    NOT NULL,
    -- When the move was stored (Unix seconds).
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
) WITHOUT ROWID;
