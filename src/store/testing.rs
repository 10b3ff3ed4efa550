//! Databases for the tests, on both backends: an in-memory SQLite database, or a fresh database
//! on a real PostgreSQL server.
//!
//! The server is the one `BLOODRAGE_TEST_POSTGRES` names (a URL with the right to create
//! databases), or else a throwaway cluster this process starts once, from Debian's `postgresql`
//! package (`.ci/run` installs it when it is missing): `initdb` in a temporary directory, a free
//! port on 127.0.0.1, durability off (a test database is thrown away), and a watchdog that stops
//! the cluster and deletes its directory when the test process ends, however it ends. Each test
//! gets a database of its own, so tests run side by side. Nothing is mocked; without PostgreSQL
//! the PostgreSQL tests fail, saying how to install it.

use super::{Backend, Store};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// The environment variable naming a PostgreSQL server for the tests, instead of a cluster of
/// their own: `postgres://user:password@host:port/database` (any database of the server; the
/// tests create theirs beside it and leave them).
pub const SERVER_VARIABLE: &str = "BLOODRAGE_TEST_POSTGRES";

/// A fresh store on `backend`: an in-memory SQLite database, or a new PostgreSQL database.
pub async fn store(backend: Backend) -> Store {
    let url = match backend {
        Backend::Sqlite => "sqlite::memory:".to_string(),
        Backend::Postgres => postgres_database().await,
    };
    Store::open(&url).await.expect("the test database opens")
}

/// Makes every lease on `store` lapse now, as if its holder had stopped renewing it a lease ago
/// (leases are timed by the database's clock, which a test cannot move).
pub async fn lapse_leases(store: &Store) {
    sqlx::query("UPDATE leases SET until = 0")
        .execute(store.pool())
        .await
        .expect("the leases lapse");
}

/// Closes `connection`, as a killed process's is closed, and returns once the server has let
/// go of all it held (PostgreSQL ends a backend after its client has gone, not with it: until
/// then its advisory locks are still granted).
pub async fn kill_connection(store: &Store, mut connection: sqlx::AnyConnection) {
    use sqlx::Connection as _;
    let pid: i32 = sqlx::query_scalar("SELECT pg_backend_pid()")
        .fetch_one(&mut connection)
        .await
        .expect("the connection's backend is known");
    let _ = connection.close().await;
    for _ in 0..1000 {
        let held: bool = sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE pid = $1) \
             OR EXISTS (SELECT 1 FROM pg_locks WHERE pid = $1)",
        )
        .bind(pid)
        .fetch_one(store.pool())
        .await
        .expect("the server's backends are read");
        if !held {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    panic!("the server never ended the closed connection's backend {pid}");
}

/// Every (table, column) of a SQLite database but SQLite's and sqlx's own, sorted.
pub async fn sqlite_columns(store: &Store) -> Vec<(String, String)> {
    sqlx::query_as(
        "SELECT m.name, p.name FROM sqlite_master m JOIN pragma_table_info(m.name) p \
         WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name != '_sqlx_migrations' \
         ORDER BY 1, 2",
    )
    .fetch_all(store.pool())
    .await
    .expect("the schema is read")
}

/// The URL of a new, empty PostgreSQL database of its own for one test.
pub async fn postgres_database() -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let server = server();
    let name = format!(
        "bloodrage_test_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    sqlx::any::install_default_drivers();
    let mut admin = <sqlx::AnyConnection as sqlx::Connection>::connect(server)
        .await
        .unwrap_or_else(|e| panic!("the test PostgreSQL server {server} answers: {e}"));
    sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut admin)
        .await
        .unwrap_or_else(|e| panic!("a test database is created on {server}: {e}"));
    let _ = sqlx::Connection::close(admin).await;
    let (base, _) = server
        .rsplit_once('/')
        .expect("a server URL names a database");
    format!("{base}/{name}")
}

/// The test server's URL: `BLOODRAGE_TEST_POSTGRES`, or this process's own cluster.
fn server() -> &'static str {
    static SERVER: OnceLock<Result<String, String>> = OnceLock::new();
    let server = SERVER.get_or_init(|| match std::env::var(SERVER_VARIABLE) {
        Ok(url) if !url.trim().is_empty() => Ok(url),
        _ => start_cluster(),
    });
    match server {
        Ok(url) => url,
        Err(why) => panic!("no PostgreSQL for the tests: {why}"),
    }
}

/// Where the PostgreSQL programs are, installing Debian's `postgresql` package first when they
/// are missing and this process may (root, with `apt-get`).
fn programs() -> Result<PathBuf, String> {
    if let Ok(bin) = installed() {
        return Ok(bin);
    }
    if root() && Path::new("/usr/bin/apt-get").exists() {
        eprintln!("installing Debian's postgresql package for the tests");
        let _ = run(
            "apt-get update",
            Command::new("apt-get").args(["update", "-qq"]),
        );
        run(
            "apt-get install postgresql",
            Command::new("apt-get")
                .args(["install", "-y", "-qq", "postgresql"])
                .env("DEBIAN_FRONTEND", "noninteractive"),
        )?;
    }
    installed()
}

/// Where the PostgreSQL programs are: Debian's newest `/usr/lib/postgresql/N/bin`, or `pg_config`'s.
fn installed() -> Result<PathBuf, String> {
    let debian = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .filter_map(|e| {
            let version: u32 = e.file_name().to_str()?.parse().ok()?;
            Some((version, e.path().join("bin")))
        })
        .filter(|(_, bin)| bin.join("initdb").exists())
        .max();
    if let Some((_, bin)) = debian {
        return Ok(bin);
    }
    let from_config = Command::new("pg_config").arg("--bindir").output();
    if let Ok(out) = from_config
        && out.status.success()
    {
        let bin = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        if bin.join("initdb").exists() {
            return Ok(bin);
        }
    }
    Err(format!(
        "PostgreSQL's programs are not installed: `apt-get install -y postgresql` (what .ci/run does), \
         or set {SERVER_VARIABLE} to a server's URL"
    ))
}

/// Whether this process runs as root (PostgreSQL's server refuses to).
fn root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// A command run as the `postgres` user when this process is root, else as this user.
fn command(root: bool, program: &Path) -> Command {
    if root {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(program);
        c
    } else {
        Command::new(program)
    }
}

/// Runs a set-up step, or says what failed.
fn run(what: &str, command: &mut Command) -> Result<(), String> {
    let out = command
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("{what} cannot run: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{what} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Starts a throwaway cluster for this process; returns its URL.
fn start_cluster() -> Result<String, String> {
    let cluster = Cluster::new()?;
    cluster.start()?;
    Ok(cluster.url())
}

/// A throwaway PostgreSQL cluster of one test's own, which it may stop and start again (the
/// database going away under the bot): made stopped, deleted once this process has ended.
#[derive(Debug)]
pub struct Cluster {
    bin: PathBuf,
    root: bool,
    dir: PathBuf,
    port: u16,
}

impl Cluster {
    /// Makes a cluster (`initdb`) on a free port, not started.
    ///
    /// # Errors
    /// PostgreSQL's programs missing (and not installable), or a step that failed, in words.
    pub fn new() -> Result<Cluster, String> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let bin = programs()?;
        let root = root();
        let dir = std::env::temp_dir().join(format!(
            "bloodrage-postgres-{}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos())
        ));
        std::fs::create_dir_all(&dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
        if root {
            run("chown", Command::new("chown").arg("postgres").arg(&dir))?;
        }
        let data = dir.join("data");
        run(
            "initdb",
            command(root, &bin.join("initdb"))
                .arg("-D")
                .arg(&data)
                .args([
                    "-A",
                    "trust",
                    "-U",
                    "postgres",
                    "-E",
                    "UTF8",
                    "--locale=C",
                    "--no-sync",
                ]),
        )?;
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map_err(|e| format!("no free port: {e}"))?
            .port();
        // Stops the cluster and deletes it once this process has ended (a panic, an abort, or
        // the end of the tests alike); its output goes nowhere, so nothing waits on it. It runs
        // as the cluster's user, who may not signal this process: it watches /proc instead.
        let watchdog = format!(
            "while [ -e /proc/{pid} ]; do sleep 1; done; \
             '{pg_ctl}' -D '{data}' -m immediate stop; rm -rf '{dir}'",
            pid = std::process::id(),
            pg_ctl = bin.join("pg_ctl").display(),
            data = data.display(),
            dir = dir.display(),
        );
        let shell = PathBuf::from("/bin/sh");
        command(root, &shell)
            .args(["-c", &watchdog])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("the cluster's watchdog cannot start: {e}"))?;
        Ok(Cluster {
            bin,
            root,
            dir,
            port,
        })
    }

    /// Its `postgres` database's URL (answering once started).
    pub fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    /// Starts the server and waits until it takes connections.
    ///
    /// # Errors
    /// `pg_ctl start` failed, in words.
    pub fn start(&self) -> Result<(), String> {
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c max_connections=400 \
             -c fsync=off -c synchronous_commit=off -c full_page_writes=off",
            self.port,
            self.dir.display()
        );
        run(
            "pg_ctl start",
            command(self.root, &self.bin.join("pg_ctl"))
                .arg("-D")
                .arg(self.dir.join("data"))
                .args(["-o", &options, "-l"])
                .arg(self.dir.join("log"))
                .args(["-w", "start"]),
        )
    }

    /// Stops the server as an administrator's restart does (`pg_ctl stop -m fast`: the
    /// connections are cut, what was committed stays) and waits until it is down.
    ///
    /// # Errors
    /// `pg_ctl stop` failed, in words.
    pub fn stop(&self) -> Result<(), String> {
        run(
            "pg_ctl stop",
            command(self.root, &self.bin.join("pg_ctl"))
                .arg("-D")
                .arg(self.dir.join("data"))
                .args(["-m", "fast", "-w", "stop"]),
        )
    }
}

/// A test written once and run on both databases, as `name::sqlite` and `name::postgres`: the
/// body gets the [`Backend`] as the name given in parentheses, and the attributes given (the
/// test's, `#[tokio::test]` among them) go on both.
#[macro_export]
macro_rules! on_both_backends {
    ($(#[$attr:meta])* async fn $name:ident($backend:ident) $body:block) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            async fn body($backend: $crate::store::Backend) $body

            $(#[$attr])*
            async fn sqlite() {
                body($crate::store::Backend::Sqlite).await;
            }

            $(#[$attr])*
            async fn postgres() {
                body($crate::store::Backend::Postgres).await;
            }
        }
    };
}

/// Where a [`Proxy`] cuts the next `COMMIT` a client sends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommitCut {
    /// The connection is cut instead of sending it: the server never commits.
    Before,
    /// It is sent, the server's answer is kept from the client, and the connection is cut: the
    /// server has committed, the client cannot know.
    After,
    /// As `After`, with every other connection cut too and every new one refused until
    /// [`Proxy::block`]`(false)`: the client cannot even ask what happened.
    AfterThenBlock,
}

/// A TCP proxy between a bot and its PostgreSQL server that a test cuts, as a network would:
/// every connection at once ([`Proxy::cut`]), new ones refused ([`Proxy::block`]), or one
/// connection in the middle of its transaction, around its `COMMIT` ([`Proxy::cut_at_commit`]:
/// sqlx sends it as a simple query, `Q` then `COMMIT\0`).
#[derive(Debug)]
pub struct Proxy {
    inner: std::sync::Arc<ProxyInner>,
    url: String,
    accept: tokio::task::JoinHandle<()>,
}

#[derive(Debug, Default)]
struct ProxyInner {
    target: String,
    links: std::sync::Mutex<Vec<tokio::task::AbortHandle>>,
    blocked: std::sync::atomic::AtomicBool,
    at_commit: std::sync::Mutex<Option<CommitCut>>,
    commit_cuts: AtomicU64,
}

impl Proxy {
    /// A proxy on a free port of 127.0.0.1 to the server of `url` (a PostgreSQL URL naming its
    /// host and port).
    ///
    /// # Panics
    /// If the URL names no host and port, or no port is free.
    pub async fn start(url: &str) -> Proxy {
        let rest = url.split_once("://").expect("a URL").1;
        let (userinfo, rest) = rest.rsplit_once('@').unwrap_or(("", rest));
        let (hostport, path) = rest.split_once('/').unwrap_or((rest, ""));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a free port");
        let local = listener.local_addr().expect("its address");
        let scheme = url.split_once("://").expect("a URL").0;
        let at = if userinfo.is_empty() { "" } else { "@" };
        let proxied = format!("{scheme}://{userinfo}{at}{local}/{path}");
        let inner = std::sync::Arc::new(ProxyInner {
            target: hostport.to_string(),
            ..ProxyInner::default()
        });
        let shared = inner.clone();
        let accept = tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                if shared.blocked.load(Ordering::SeqCst) {
                    drop(client);
                    continue;
                }
                let link = tokio::spawn(ProxyInner::link(shared.clone(), client));
                let mut links = shared
                    .links
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                links.retain(|l| !l.is_finished());
                links.push(link.abort_handle());
            }
        });
        Proxy {
            inner,
            url: proxied,
            accept,
        }
    }

    /// The URL of the database through the proxy.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Cuts every connection open through the proxy now.
    pub fn cut(&self) {
        let links = self
            .inner
            .links
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        for link in links.iter() {
            link.abort();
        }
    }

    /// While `blocked`, every new connection is closed at once.
    pub fn block(&self, blocked: bool) {
        self.inner.blocked.store(blocked, Ordering::SeqCst);
    }

    /// Cuts the connection that sends the next `COMMIT`, at `cut`.
    pub fn cut_at_commit(&self, cut: CommitCut) {
        *self
            .inner
            .at_commit
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Some(cut);
    }

    /// How many connections were cut at their `COMMIT` so far.
    pub fn commit_cuts(&self) -> u64 {
        self.inner.commit_cuts.load(Ordering::SeqCst)
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.accept.abort();
        self.cut();
    }
}

impl ProxyInner {
    /// Carries one connection both ways until either side closes or the proxy cuts it.
    async fn link(inner: std::sync::Arc<ProxyInner>, client: tokio::net::TcpStream) {
        use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
        let Ok(server) = tokio::net::TcpStream::connect(&inner.target).await else {
            return;
        };
        let (mut from_client, mut to_client) = client.into_split();
        let (mut from_server, mut to_server) = server.into_split();
        let mute = std::sync::atomic::AtomicBool::new(false);
        let up = async {
            let mut buf = vec![0_u8; 64 * 1024];
            loop {
                let n = from_client.read(&mut buf).await?;
                if n == 0 {
                    return Ok::<(), std::io::Error>(());
                }
                let chunk = &buf[..n];
                let commit = chunk.windows(7).any(|w| w == b"COMMIT\0");
                let cut = if commit {
                    inner
                        .at_commit
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner)
                        .take()
                } else {
                    None
                };
                match cut {
                    None => to_server.write_all(chunk).await?,
                    Some(CommitCut::Before) => {
                        inner.commit_cuts.fetch_add(1, Ordering::SeqCst);
                        return Ok(());
                    }
                    Some(cut) => {
                        mute.store(true, Ordering::SeqCst);
                        to_server.write_all(chunk).await?;
                        // The server commits and answers; the answer goes nowhere.
                        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
                        if cut == CommitCut::AfterThenBlock {
                            // The whole network goes: every other connection too.
                            inner.blocked.store(true, Ordering::SeqCst);
                            let links = inner
                                .links
                                .lock()
                                .unwrap_or_else(std::sync::PoisonError::into_inner);
                            for link in links.iter() {
                                link.abort();
                            }
                        }
                        inner.commit_cuts.fetch_add(1, Ordering::SeqCst);
                        return Ok(());
                    }
                }
            }
        };
        let down = async {
            let mut buf = vec![0_u8; 64 * 1024];
            loop {
                let n = from_server.read(&mut buf).await?;
                if n == 0 {
                    return Ok::<(), std::io::Error>(());
                }
                if !mute.load(Ordering::SeqCst) {
                    to_client.write_all(&buf[..n]).await?;
                }
            }
        };
        tokio::select! {
            _ = up => {}
            _ = down => {}
        }
    }
}
