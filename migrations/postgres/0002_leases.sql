-- Leases (several bot processes on one database): as SQLite's migration 0009.
CREATE TABLE leases (
    name   TEXT   NOT NULL PRIMARY KEY,
    holder TEXT   NOT NULL,
    until  BIGINT NOT NULL
);
