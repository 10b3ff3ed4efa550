//! Records the commit the binary is built from (`BUILD_COMMIT`, shown in the first log line): the
//! `GIT_COMMIT` variable when set (the Docker build, which has no `.git`), else `git`, else
//! "unknown".

use std::process::Command;

fn main() {
    println!("cargo:rerun-if-env-changed=GIT_COMMIT");
    // A new commit changes HEAD, or the branch HEAD names.
    println!("cargo:rerun-if-changed=.git/HEAD");
    if let Ok(head) = std::fs::read_to_string(".git/HEAD")
        && let Some(branch) = head.trim().strip_prefix("ref: ")
    {
        println!("cargo:rerun-if-changed=.git/{branch}");
    }
    let commit = std::env::var("GIT_COMMIT")
        .ok()
        .filter(|c| !c.trim().is_empty())
        .or_else(|| {
            Command::new("git")
                .args(["rev-parse", "--short=12", "HEAD"])
                .output()
                .ok()
                .filter(|o| o.status.success())
                .and_then(|o| String::from_utf8(o.stdout).ok())
        })
        .map_or_else(|| "unknown".to_string(), |c| c.trim().to_string());
    println!("cargo:rustc-env=BUILD_COMMIT={commit}");
}
