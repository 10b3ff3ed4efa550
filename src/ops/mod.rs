//! Running the bot as a service: its configuration from the environment (`config`), the process
//! (`process`: its exit statuses, the stop signals, and opening the database, the listener and the
//! backups before any front end connects), the optional health and metrics listener
//! (`METRICS_ADDR`: `/healthz` and `/metrics`), the health probe the container runs
//! (`bloodrage-bot health`), and the database's backups, on demand (`bloodrage-bot backup`) and
//! on a schedule (`BACKUP_DIR`). Depends on the session and the metrics only; the Discord adapter
//! is started on what `process::start` opened and says whether its gateway is connected.

pub mod backup;
pub mod config;
pub mod http;
pub mod process;

pub use backup::{Backups, backup_now, run_backups};
pub use config::{Config, DATABASE_WAIT, ROUNDS_EVERY, Shards, TOKEN_HELP};
pub use http::{Health, listen, probe};
pub use process::{Beside, Exit, Fatal, Stop, exit_of};
