-- What changed, for the other bot processes on this database. Each process keeps what it read of
-- the games' rows, who they wait on, their settings and seats, and the players' settings and
-- absences; it reads this feed every second and forgets what it names (src/session/others.rs).
-- Triggers write it, so every writer is heard: a bot process, the command line, an admin's SQL.
-- PostgreSQL only: a SQLite file has one bot process.
CREATE TABLE changes (
    id   BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind TEXT        NOT NULL,
    key  BIGINT      NOT NULL,
    at   TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX changes_by_time ON changes (at);

-- note_change(kind, column): the row's `column` is the key.
CREATE FUNCTION note_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    changed JSONB;
BEGIN
    IF TG_OP = 'DELETE' THEN
        changed := to_jsonb(OLD);
    ELSE
        changed := to_jsonb(NEW);
    END IF;
    INSERT INTO changes (kind, key) VALUES (TG_ARGV[0], (changed ->> TG_ARGV[1])::BIGINT);
    RETURN NULL;
END
$$;

CREATE TRIGGER games_changed AFTER UPDATE ON games
    FOR EACH ROW EXECUTE FUNCTION note_change('game', 'id');
CREATE TRIGGER awaited_changed AFTER INSERT OR UPDATE OR DELETE ON awaited
    FOR EACH ROW EXECUTE FUNCTION note_change('game', 'game_id');
CREATE TRIGGER game_settings_changed AFTER INSERT OR UPDATE OR DELETE ON game_settings
    FOR EACH ROW EXECUTE FUNCTION note_change('settings', 'game_id');
CREATE TRIGGER seats_changed AFTER INSERT OR UPDATE OR DELETE ON seats
    FOR EACH ROW EXECUTE FUNCTION note_change('seating', 'game_id');
CREATE TRIGGER computer_seats_changed AFTER INSERT OR UPDATE OR DELETE ON computer_seats
    FOR EACH ROW EXECUTE FUNCTION note_change('seating', 'game_id');
CREATE TRIGGER user_settings_changed AFTER INSERT OR UPDATE OR DELETE ON user_settings
    FOR EACH ROW EXECUTE FUNCTION note_change('player', 'user_id');
CREATE TRIGGER absences_changed AFTER INSERT OR UPDATE OR DELETE ON absences
    FOR EACH ROW EXECUTE FUNCTION note_change('absences', 'user_id');
