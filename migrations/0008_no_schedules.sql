-- The `schedules` table was never used: a seat's reminders and deadline derive from when it became
-- awaited (the `awaited` rows) and the game's pace, so nothing is scheduled ahead. Its rows, if
-- any, were never read; dropping it loses nothing.
DROP INDEX IF EXISTS schedules_one_pending_per_kind;
DROP INDEX IF EXISTS schedules_due;
DROP TABLE IF EXISTS schedules;
