//! Rebuilds when a migration changes: `sqlx::migrate!()` embeds the files of `migrations/`.

fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
