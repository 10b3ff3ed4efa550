-- Seats played by a computer clan (the AI issue): a seat with no player, filled with a computer
-- clan when the game was created or from its lobby, or a player's seat handed to the computer
-- until the player takes it back. A computer seat's moves are logged as that seat's commands,
-- like anyone's. Games made before this migration have no computer seats.
CREATE TABLE computer_seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL CHECK (seat >= 0),
    -- The level's stable name: `random`, `easy`, `medium` or `hard`.
    level   TEXT    NOT NULL,
    -- The player whose seat was handed over (NULL: a seat with no player).
    user_id INTEGER,
    -- Unix seconds.
    since   INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
