-- Who each game waits on, and since when, as rows: reminders and deadlines become queries. A row
-- per awaited seat, rewritten with every move in the same transaction as the move; `since` starts
-- again when the seat acts or is asked something new. Active games made before this migration get
-- their rows when the bot starts (they need a replay to know who is awaited).
CREATE TABLE awaited (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL CHECK (seat >= 0),
    -- The kind of decision, as the engine names it: `draft`, `action`, `battle_card`, ...
    decision TEXT    NOT NULL,
    -- Unix seconds.
    since    INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

CREATE INDEX awaited_by_since ON awaited (since);

-- How much of the log the players have been told about (NULL: not even the start), a column
-- instead of a setting so that finding the games to catch up is one indexed query.
ALTER TABLE games ADD COLUMN announced INTEGER CHECK (announced >= 0);

UPDATE games SET announced = (
    SELECT CAST(value AS INTEGER) FROM game_settings s
    WHERE s.game_id = games.id AND s.key = 'announced'
);

DELETE FROM game_settings WHERE key = 'announced';

-- Who was last pinged, per game: version 1 wrote the decision as a debugging name
-- ("Discriminant(5)|0,2"); it becomes the engine's name of the decision ("battle_card|0,2"), so
-- nobody is pinged twice for the same wait after the upgrade.
INSERT INTO game_settings (game_id, key, value)
SELECT game_id, 'pinged',
       CASE substr(value, 1, instr(value, '|') - 1)
           WHEN 'Discriminant(0)' THEN 'draft'
           WHEN 'Discriminant(1)' THEN 'action'
           WHEN 'Discriminant(2)' THEN 'free_invade'
           WHEN 'Discriminant(3)' THEN 'march'
           WHEN 'Discriminant(4)' THEN 'call_to_battle'
           WHEN 'Discriminant(5)' THEN 'battle_card'
           WHEN 'Discriminant(6)' THEN 'count_quest'
           WHEN 'Discriminant(7)' THEN 'late_card'
           WHEN 'Discriminant(8)' THEN 'spare'
           WHEN 'Discriminant(9)' THEN 'save'
           WHEN 'Discriminant(10)' THEN 'prowess'
           WHEN 'Discriminant(11)' THEN 'raise'
           WHEN 'Discriminant(12)' THEN 'succor'
           WHEN 'Discriminant(13)' THEN 'thors_domain'
           WHEN 'Discriminant(14)' THEN 'blessing'
           WHEN 'Discriminant(15)' THEN 'lord_of_hammers'
           WHEN 'Discriminant(16)' THEN 'sacrifice'
           WHEN 'Discriminant(17)' THEN 'keep'
           ELSE ''
       END || substr(value, instr(value, '|'))
FROM game_settings WHERE key = 'awaited' AND instr(value, '|') > 0;

DELETE FROM game_settings WHERE key = 'awaited';

CREATE INDEX games_behind ON games (status, announced, next_seq) WHERE thread_id IS NOT NULL;
