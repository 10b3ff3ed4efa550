//! SQLite's disk full under a running bot, on a real full filesystem (a small tmpfs mounted for
//! the test, filled by a file): a player who acts meanwhile is told privately the games are
//! unavailable for a moment and nothing is stored or half-done; the admin is told once (one
//! fault counted in the metrics, however many requests it turns away) and `/healthz` says 503
//! with the reason; once space is freed the same bot goes on by itself, every move there once,
//! and the file passes `PRAGMA integrity_check`. And a read-only database directory at start is
//! refused with one line saying what is wrong.

use super::driver::{Driver, start_game};
use super::harness::{ALICE, BOB, CAROL, Harness, TempDir};
use bloodrage_bot::session::{OpenError, Session};
use std::io::Write as _;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A filesystem of the test's own, unmounted when dropped.
struct Mount(PathBuf);

impl Mount {
    /// A tmpfs of `size` (`mount -t tmpfs -o size=…`) at `dir`.
    fn tmpfs(dir: &Path, size: &str) -> Mount {
        Mount::run(&[
            "-t",
            "tmpfs",
            "-o",
            &format!("size={size}"),
            "tmpfs",
            &dir.display().to_string(),
        ]);
        Mount(dir.to_path_buf())
    }

    /// `from` seen read-only at `dir` (a bind mount, then made read-only).
    fn read_only(from: &Path, dir: &Path) -> Mount {
        let (from, to) = (from.display().to_string(), dir.display().to_string());
        Mount::run(&["--bind", &from, &to]);
        let mount = Mount(dir.to_path_buf());
        Mount::run(&["-o", "remount,bind,ro", &to]);
        mount
    }

    fn run(args: &[&str]) {
        let out = Command::new("mount")
            .args(args)
            .output()
            .expect("`mount` runs");
        assert!(
            out.status.success(),
            "mount {args:?} failed: {}. This test mounts a filesystem of its own: run it as root (CI does)",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

impl Drop for Mount {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.0).status();
    }
}

/// Fills the filesystem of `dir` with one file, until it takes no more bytes.
fn fill(dir: &Path) -> PathBuf {
    let path = dir.join("filler");
    let mut file = std::fs::File::create(&path).expect("the filler is created");
    let block = vec![0x5a_u8; 4096];
    loop {
        if let Err(e) = file.write_all(&block).and_then(|()| file.sync_data()) {
            assert_eq!(
                e.raw_os_error(),
                Some(28),
                "the filesystem fills up (ENOSPC): {e}"
            );
            return path;
        }
    }
}

/// A plain `GET` of the health listener: the status and the body.
pub(super) async fn get(addr: SocketAddr, path: &str) -> (u16, String) {
    let (status, _, body) = super::metrics::get(addr, path).await;
    (status, body)
}

/// The disk-full faults counted in the metrics (this process's; no other test fills a disk).
async fn disk_full_faults(addr: SocketAddr) -> u64 {
    let (_, text) = get(addr, "/metrics").await;
    text.lines()
        .find_map(|l| l.strip_prefix("bloodrage_database_faults_total{kind=\"disk_full\"} "))
        .map_or(0, |v| v.trim().parse().unwrap())
}

fn unavailable(told: &str) -> bool {
    told.contains("unavailable for a moment") && told.contains("nothing was changed")
}

/// What one try of the awaited player does: their `/act` and a press of its first choice.
enum Try {
    /// Taken (or a step of it): no refusal.
    Taken,
    /// Told the games are unavailable.
    Refused,
}

/// The awaited player's `/act`: the player and their panel, or `None` if refused.
async fn open(h: &mut Harness, game: i64, thread: u64, users: &[u64]) -> Option<(u64, u64)> {
    let (_, now) = h.load(game).await;
    let seat = now.awaited().iter().next().expect("someone is awaited");
    let user = users[seat.index()];
    let i = h.slash(user, thread, "act", &[]).await;
    let reply = h.private_reply(i);
    (!unavailable(&reply.content)).then_some((user, reply.id))
}

async fn act(h: &mut Harness, game: i64, thread: u64, users: &[u64]) -> Try {
    match open(h, game, thread, users).await {
        Some((user, panel)) => press(h, user, panel).await,
        None => Try::Refused,
    }
}

/// A press of the first choice on a player's panel.
async fn press(h: &mut Harness, user: u64, panel: u64) -> Try {
    let choice = super::outage::a_move(h, panel);
    let i = h.choose(user, panel, &choice).await;
    match h.replies(i).as_slice() {
        [] => Try::Taken,
        [told] if unavailable(&told.content) => {
            assert!(told.ephemeral, "told privately");
            Try::Refused
        }
        other => panic!(
            "the press was answered {:?}",
            other.iter().map(|m| &m.content).collect::<Vec<_>>()
        ),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_disk_under_sqlite_refuses_moves_cleanly_is_told_once_and_the_game_goes_on_once_space_is_freed()
 {
    let dir = TempDir::new("disk-full");
    let volume = dir.path("volume");
    std::fs::create_dir_all(&volume).unwrap();
    let mount = Mount::tmpfs(&volume, "6m");
    let mut h = Harness::fake_only("disk-full", None, |_| {});
    h.db_url = format!("sqlite://{}", volume.join("bloodrage.db").display());
    h.start_bot().await;
    let addr = h.start_metrics().await;
    let table = start_game(&mut h, &[ALICE, BOB, CAROL], "Full disk").await;
    let (game, thread) = (table.game, table.thread);
    let mut d = Driver::new(table.clone(), 4);
    for _ in 0..10 {
        assert!(d.step(&mut h).await);
    }
    assert_eq!(get(addr, "/healthz").await.0, 200);
    let faults = disk_full_faults(addr).await;

    // The awaited player's panel, opened before the disk fills.
    let (user, panel) = open(&mut h, game, thread, &table.users)
        .await
        .expect("the panel opens");
    let filler = fill(&volume);
    // Moves go on while the database's journal has room left in the space it holds; the first
    // that needs more is refused.
    let mut taken = 0;
    let mut first = Some((user, panel));
    loop {
        let before = h.store().logs().log(game).await.unwrap();
        let tried = match first.take() {
            Some((user, panel)) => press(&mut h, user, panel).await,
            None => act(&mut h, game, thread, &table.users).await,
        };
        match tried {
            Try::Taken => taken += 1,
            Try::Refused => {
                assert_eq!(
                    h.store().logs().log(game).await.unwrap(),
                    before,
                    "nothing is stored for a refused move"
                );
                break;
            }
        }
        assert!(taken < 400, "no move was refused on a full disk");
    }
    eprintln!("disk full: {taken} tries taken before the first refusal");
    let log = h.store().logs().log(game).await.unwrap();
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("the disk is full"), "{body}");
    // More tries are refused alike, and the fault is counted once.
    for _ in 0..3 {
        assert!(matches!(
            act(&mut h, game, thread, &table.users).await,
            Try::Refused
        ));
    }
    assert_eq!(h.store().logs().log(game).await.unwrap(), log);
    assert_eq!(
        disk_full_faults(addr).await,
        faults + 1,
        "one fault, told once"
    );

    // Space freed: health says so at its next probe, and the same bot goes on.
    std::fs::remove_file(filler).unwrap();
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!(status, 200, "{body}");
    for _ in 0..10 {
        assert!(d.step(&mut h).await);
    }
    let after = h.store().logs().log(game).await.unwrap();
    assert_eq!(
        after[..log.len()],
        log[..],
        "every move stored before is there once"
    );
    assert!(after.len() >= log.len() + 5, "the game went on");
    assert_eq!(disk_full_faults(addr).await, faults + 1);
    h.finish().await;

    let check = bloodrage_bot::store::Store::open(&format!(
        "sqlite://{}",
        volume.join("bloodrage.db").display()
    ))
    .await
    .unwrap();
    assert_eq!(check.integrity().await.unwrap(), "ok");
    check.logs().load(game).await.expect("the game replays");
    check.close().await;
    drop(mount);
}

#[tokio::test]
async fn a_read_only_database_directory_at_start_is_refused_with_one_line_saying_so() {
    let dir = TempDir::new("read-only");
    let (from, seen) = (dir.path("data"), dir.path("seen"));
    std::fs::create_dir_all(&from).unwrap();
    std::fs::create_dir_all(&seen).unwrap();
    let url = format!("sqlite://{}", from.join("bloodrage.db").display());
    Session::open(&url).await.unwrap().close().await;
    let _mount = Mount::read_only(&from, &seen);
    let url = format!("sqlite://{}", seen.join("bloodrage.db").display());
    let Err(OpenError::Database(why)) = Session::open(&url).await else {
        panic!("a read-only directory is refused");
    };
    assert!(
        why.contains("cannot write in the database directory") && why.contains("Read-only"),
        "{why}"
    );
}
