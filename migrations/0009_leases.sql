-- Leases (several bot processes on one database): a duty that one process at a time does is
-- claimed by the process doing it (`holder`) until `until` (Unix seconds), renewed while it goes
-- on; a process that stops lets it lapse, and another claims it. `duties`: the rounds that take
-- deadlines, tell reminders, wake computer clans and catch up on untold moves; `announce.<game>`:
-- telling one game's moves. A lease means nothing in another database: migrate-store skips them.
CREATE TABLE leases (
    name   TEXT    NOT NULL PRIMARY KEY,
    holder TEXT    NOT NULL,
    until  INTEGER NOT NULL
) WITHOUT ROWID;
