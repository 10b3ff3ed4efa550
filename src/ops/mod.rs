//! Running the bot as a service: the optional health and metrics listener (`METRICS_ADDR`:
//! `/healthz` and `/metrics`), the health probe the container runs (`bloodrage-bot health`), and
//! the database's backups, on demand (`bloodrage-bot backup`) and on a schedule (`BACKUP_DIR`).
//! Depends on the store and the metrics only; the Discord adapter starts these and says whether
//! its gateway is connected.

pub mod backup;
pub mod http;

pub use backup::{Backups, backup_now, run_backups};
pub use http::{Health, listen, probe};
