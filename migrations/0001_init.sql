-- Games, seats, the append-only command log, schedules and settings (STYLE.md §5).
-- Discord ids are u64 stored as i64 (see store::id). Times are UTC ISO-8601 text, except schedule
-- due times (Unix seconds), which are compared.

CREATE TABLE games (
    id            INTEGER PRIMARY KEY,
    -- GameConfig as JSON: rule set, players, seed, options, clans.
    config        TEXT    NOT NULL,
    -- Version of the rules code the game was created with.
    rules_version INTEGER NOT NULL,
    status        TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    name          TEXT    NOT NULL DEFAULT '',
    guild_id      INTEGER,
    channel_id    INTEGER,
    thread_id     INTEGER,
    host_id       INTEGER,
    -- Number of commands in the log: the seq the next command must have.
    next_seq      INTEGER NOT NULL DEFAULT 0 CHECK (next_seq >= 0),
    -- Outcome as JSON once finished.
    outcome       TEXT,
    created_at    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX games_by_status ON games (status);
CREATE INDEX games_by_thread ON games (thread_id);

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL CHECK (seat >= 0),
    user_id  INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
) WITHOUT ROWID;

CREATE INDEX seats_by_user ON seats (user_id);

-- The command log: a game is its config plus these rows, replayed in seq order.
CREATE TABLE commands (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL CHECK (seq >= 0),
    seat       INTEGER NOT NULL CHECK (seat >= 0),
    payload    TEXT    NOT NULL,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

CREATE TRIGGER commands_are_never_updated BEFORE UPDATE ON commands
BEGIN
    SELECT RAISE(ABORT, 'the command log is append-only');
END;

CREATE TRIGGER commands_are_never_deleted BEFORE DELETE ON commands
BEGIN
    SELECT RAISE(ABORT, 'the command log is append-only');
END;

-- Things to do later: reminders to awaited players, turn deadlines.
CREATE TABLE schedules (
    id       INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind     TEXT    NOT NULL,
    seat     INTEGER,
    -- Unix seconds.
    due_at   INTEGER NOT NULL,
    payload  TEXT    NOT NULL DEFAULT '{}',
    done     INTEGER NOT NULL DEFAULT 0 CHECK (done IN (0, 1))
);

CREATE INDEX schedules_due ON schedules (done, due_at);
CREATE UNIQUE INDEX schedules_one_pending_per_kind ON schedules (game_id, kind, COALESCE(seat, -1)) WHERE done = 0;

CREATE TABLE game_settings (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    key     TEXT    NOT NULL,
    value   TEXT    NOT NULL,
    PRIMARY KEY (game_id, key)
) WITHOUT ROWID;

CREATE TABLE user_settings (
    user_id INTEGER NOT NULL,
    key     TEXT    NOT NULL,
    value   TEXT    NOT NULL,
    PRIMARY KEY (user_id, key)
) WITHOUT ROWID;
