//! Discord ids are `u64`; SQLite integers are `i64`. The bits are kept as they are, so every id
//! round-trips (ids above `i64::MAX` are stored as negative numbers).

/// A Discord id as stored.
pub fn to_db(id: u64) -> i64 {
    i64::from_ne_bytes(id.to_ne_bytes())
}

/// A stored id back as a Discord id.
pub fn from_db(id: i64) -> u64 {
    u64::from_ne_bytes(id.to_ne_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_ids_round_trip_through_sqlite_integers() {
        for id in [
            1u64,
            175_928_847_299_117_063,
            i64::MAX as u64,
            i64::MAX as u64 + 1,
            u64::MAX,
        ] {
            assert_eq!(from_db(to_db(id)), id);
        }
        assert_eq!(to_db(u64::MAX), -1);
    }
}
