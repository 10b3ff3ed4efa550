-- Async pacing (the pacing issue): answers the bot gives for a player without waiting, absences,
-- and server settings.

-- Two more origins of a command: `order`, a player's standing order answered by the bot; `forced`,
-- the seat's only legal command, answered at once. SQLite cannot change a CHECK constraint, so
-- the log is copied into a new table with the same rows and its append-only triggers made again
-- (dropping a table fires no DELETE trigger; nothing references the log).
CREATE TABLE commands_v7 (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL CHECK (seq >= 0),
    seat       INTEGER NOT NULL CHECK (seat >= 0),
    payload    TEXT    NOT NULL,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    undoes     INTEGER CHECK (undoes IS NULL OR undoes >= 0),
    origin     TEXT    NOT NULL DEFAULT 'player'
        CHECK (origin IN ('player', 'computer', 'deadline', 'order', 'forced')),
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

INSERT INTO commands_v7 (game_id, seq, seat, payload, created_at, undoes, origin)
    SELECT game_id, seq, seat, payload, created_at, undoes, origin FROM commands;

DROP TABLE commands;

ALTER TABLE commands_v7 RENAME TO commands;

CREATE TRIGGER commands_are_never_updated BEFORE UPDATE ON commands
BEGIN
    SELECT RAISE(ABORT, 'the command log is append-only');
END;

CREATE TRIGGER commands_are_never_deleted BEFORE DELETE ON commands
BEGIN
    SELECT RAISE(ABORT, 'the command log is append-only');
END;

-- A player's absence (`/away`): their deadlines and reminders in every game stand still from
-- `starts_at` to `ends_at` (Unix seconds). Ending an absence early moves `ends_at` to that time.
CREATE TABLE absences (
    id        INTEGER PRIMARY KEY,
    user_id   INTEGER NOT NULL,
    starts_at INTEGER NOT NULL,
    ends_at   INTEGER NOT NULL CHECK (ends_at >= starts_at)
);

CREATE INDEX absences_by_user ON absences (user_id, ends_at);

-- Settings of a Discord server (the yearly allowance of days away, ...).
CREATE TABLE guild_settings (
    guild_id INTEGER NOT NULL,
    key      TEXT    NOT NULL,
    value    TEXT    NOT NULL,
    PRIMARY KEY (guild_id, key)
) WITHOUT ROWID;
