# Blood Rage Discord bot: a multi-stage build.
#   docker build --build-arg GIT_COMMIT=$(git rev-parse --short=12 HEAD) -t bloodrage-bot .
#   docker run -d --name bloodrage --restart unless-stopped \
#     -e DISCORD_TOKEN=... -v bloodrage-data:/data bloodrage-bot
# The base images are pinned by exact tag. `scripts/image-check` builds this file without a Docker
# engine (buildah) and starts the bot in the image against a fake Discord.

# --- build ---------------------------------------------------------------------------------------
FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
# make builds jemalloc, the binary's allocator (tikv-jemalloc-sys); the slim image has gcc only.
RUN apt-get update -qq \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends make \
    && rm -rf /var/lib/apt/lists/*
# The image's binary carries no debug line tables and no symbols (28 MB instead of 142).
ENV CARGO_PROFILE_RELEASE_DEBUG=false \
    CARGO_PROFILE_RELEASE_STRIP=symbols
# Dependencies first, so that changing the bot's code does not rebuild them. The stub sources
# (the library, the binary and every target Cargo.toml declares) are derived from the manifest,
# so adding a target cannot break this step; a test checks it on the real manifest.
COPY Cargo.toml Cargo.lock ./
COPY scripts/stub-targets scripts/
RUN sh scripts/stub-targets \
    && cargo build --release --locked --no-default-features \
    && rm -rf src benches tests examples
COPY . .
# The commit the first log line names (.git is not copied in).
ARG GIT_COMMIT=unknown
ENV GIT_COMMIT=$GIT_COMMIT
# The stub build left newer timestamps behind: make sure the real sources are rebuilt.
RUN touch src/main.rs src/lib.rs build.rs && cargo build --release --locked --no-default-features --bin bloodrage-bot

# --- run -----------------------------------------------------------------------------------------
FROM debian:bookworm-slim
# No packages are needed: TLS roots are built in (webpki-roots), and the health probe is the
# binary itself. The bot runs as its own user, owning only /data.
RUN useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin bloodrage \
    && mkdir -p /data && chown bloodrage:bloodrage /data
COPY --from=build /src/target/release/bloodrage-bot /usr/local/bin/bloodrage-bot
USER bloodrage
WORKDIR /data
# Every game lives in this SQLite file; keep /data on a volume. A backup is taken at start and
# every day into /data/backups (the newest 7 kept); health and metrics listen on loopback for the
# HEALTHCHECK (publish the port and set METRICS_ADDR=0.0.0.0:9100 to scrape from outside).
ENV DATABASE_URL=sqlite:///data/bloodrage.db \
    BACKUP_DIR=/data/backups \
    METRICS_ADDR=127.0.0.1:9100 \
    RUST_LOG=info
VOLUME ["/data"]
# `docker stop` sends SIGTERM: the bot stops cleanly within 5 seconds (exit status 0).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["bloodrage-bot", "health"]
# DISCORD_TOKEN comes from the environment (docker run -e, or --env-file .env).
ENTRYPOINT ["bloodrage-bot"]
CMD ["serve"]
