-- The finished games' results, filed once each: as SQLite's migration 0012.
CREATE TABLE unfiled (
    game_id BIGINT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE
);
INSERT INTO unfiled (game_id) SELECT id FROM games WHERE status = 'finished';
CREATE FUNCTION queue_finished() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.status = 'finished' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'finished') THEN
        INSERT INTO unfiled (game_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER game_finished AFTER INSERT OR UPDATE OF status ON games
    FOR EACH ROW EXECUTE FUNCTION queue_finished();

CREATE TABLE results (
    game_id   BIGINT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    guild_id  BIGINT,
    thread_id BIGINT,
    rules     TEXT   NOT NULL,
    name      TEXT   NOT NULL,
    started   BIGINT NOT NULL,
    ended     BIGINT NOT NULL
);
CREATE INDEX results_by_server ON results (guild_id, ended, game_id);
CREATE INDEX results_by_table ON results (guild_id, rules, ended, game_id);

CREATE TABLE result_seats (
    game_id BIGINT NOT NULL REFERENCES results(game_id) ON DELETE CASCADE,
    seat    BIGINT NOT NULL,
    clan    TEXT   NOT NULL,
    user_id BIGINT,
    level   TEXT,
    played  BIGINT NOT NULL,
    score   BIGINT NOT NULL,
    place   BIGINT NOT NULL,
    name    TEXT   NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX result_seats_by_player ON result_seats (user_id, game_id);

CREATE TABLE standings (
    guild_id    BIGINT           NOT NULL,
    rules       TEXT             NOT NULL,
    rater       TEXT             NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    uncertainty DOUBLE PRECISION NOT NULL,
    games       BIGINT           NOT NULL,
    wins        BIGINT           NOT NULL,
    recent      TEXT             NOT NULL,
    PRIMARY KEY (guild_id, rules, rater)
);

CREATE TABLE tallies (
    guild_id BIGINT NOT NULL,
    rules    TEXT   NOT NULL,
    kind     TEXT   NOT NULL,
    item     TEXT   NOT NULL,
    played   BIGINT NOT NULL,
    wins     BIGINT NOT NULL,
    PRIMARY KEY (guild_id, rules, kind, item)
);

CREATE TABLE known_names (
    guild_id BIGINT NOT NULL,
    user_id  BIGINT NOT NULL,
    name     TEXT   NOT NULL,
    ended    BIGINT NOT NULL,
    game_id  BIGINT NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
