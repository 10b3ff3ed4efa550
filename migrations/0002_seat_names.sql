-- The display name of each seated player, for the board image (messages use mentions instead).
ALTER TABLE seats ADD COLUMN name TEXT NOT NULL DEFAULT '';
