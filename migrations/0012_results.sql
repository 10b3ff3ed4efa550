-- The finished games' results, filed once each: what the ratings, the statistics and `/game
-- history` read, so that none of them reads every finished game again (nor holds them all in a
-- process's memory). Derived from the games and their logs, never the truth: `ratings
-- --recompute` rates every filed game again, and `migrate-store` copies none of it (the target
-- files its finished games again). src/store/results.rs.

-- The finished games not filed yet: queued by a trigger whenever a game becomes finished (or is
-- written finished, as a copy writes it), whoever writes it; a process files them and deletes
-- them in one transaction. Every game finished before this migration is queued here.
CREATE TABLE unfiled (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE
);
INSERT INTO unfiled (game_id) SELECT id FROM games WHERE status = 'finished';
CREATE TRIGGER game_finished AFTER UPDATE OF status ON games
    WHEN NEW.status = 'finished' AND OLD.status <> 'finished'
BEGIN
    INSERT OR IGNORE INTO unfiled (game_id) VALUES (NEW.id);
END;
CREATE TRIGGER game_written_finished AFTER INSERT ON games
    WHEN NEW.status = 'finished'
BEGIN
    INSERT OR IGNORE INTO unfiled (game_id) VALUES (NEW.id);
END;

-- A filed game: where, which rule set, its name, when it began and ended (Unix seconds). The
-- order games ended in is (ended, game_id).
CREATE TABLE results (
    game_id   INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    guild_id  INTEGER,
    thread_id INTEGER,
    rules     TEXT    NOT NULL,
    name      TEXT    NOT NULL,
    started   INTEGER NOT NULL,
    ended     INTEGER NOT NULL
);
-- A server's history, the latest first; a server's games of one rule set, in order.
CREATE INDEX results_by_server ON results (guild_id, ended, game_id);
CREATE INDEX results_by_table ON results (guild_id, rules, ended, game_id);

-- Each seat of a filed game at its end. Who held it: a player (user_id, no level), the computer
-- for its player (user_id and level: handed over, or missed deadlines), the computer alone
-- (level only), nobody (neither). `played`: a seat the computer holds alone that a player gave
-- commands for (its player resigned).
CREATE TABLE result_seats (
    game_id INTEGER NOT NULL REFERENCES results(game_id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    clan    TEXT    NOT NULL,
    user_id INTEGER,
    level   TEXT,
    played  INTEGER NOT NULL,
    score   INTEGER NOT NULL,
    place   INTEGER NOT NULL,
    name    TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
-- A player's games.
CREATE INDEX result_seats_by_player ON result_seats (user_id, game_id);

-- Every rater's standing on a server for a rule set, after every game filed there: `rater` is
-- `player:<id>` or `computer:<level>`; `recent` the ratings after their latest games (separated
-- by spaces, the oldest first, each the shortest text that reads back as the same float), for
-- the leaderboard's trend.
CREATE TABLE standings (
    guild_id    INTEGER NOT NULL,
    rules       TEXT    NOT NULL,
    rater       TEXT    NOT NULL,
    rating      REAL    NOT NULL,
    uncertainty REAL    NOT NULL,
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    recent      TEXT    NOT NULL,
    PRIMARY KEY (guild_id, rules, rater)
) WITHOUT ROWID;

-- Counts over a server's filed games of a rule set: `games` (item ''), and seats played and won
-- by `clan` (item: the clan) and by `seat` (item: the seat's number).
CREATE TABLE tallies (
    guild_id INTEGER NOT NULL,
    rules    TEXT    NOT NULL,
    kind     TEXT    NOT NULL,
    item     TEXT    NOT NULL,
    played   INTEGER NOT NULL,
    wins     INTEGER NOT NULL,
    PRIMARY KEY (guild_id, rules, kind, item)
) WITHOUT ROWID;

-- The name each player last joined a filed game of a server under (the one that ended last).
CREATE TABLE known_names (
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    ended    INTEGER NOT NULL,
    game_id  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
) WITHOUT ROWID;
