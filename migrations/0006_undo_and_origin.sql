-- Undo (the undo issue) and who decided. The log stays append-only: taking a decision back is a
-- row of its own. A row with `undoes` set takes back the decision stored at that seq (the last
-- one in effect when it was written); its payload repeats the command taken back, so the history
-- reads on its own. `origin` says who gave a command: the seat's player, the computer playing
-- the seat (a computer clan, a handed-over seat), or the computer answering for a player whose
-- deadline passed; only a player's own decisions may be undone.
-- Rows stored before this migration are players' commands (the computer clans came with
-- migration 0005, whose commands cannot be told apart any more: they read as the player's).
ALTER TABLE commands ADD COLUMN undoes INTEGER CHECK (undoes IS NULL OR undoes >= 0);
ALTER TABLE commands ADD COLUMN origin TEXT NOT NULL DEFAULT 'player'
    CHECK (origin IN ('player', 'computer', 'deadline'));
