# Blood Rage Discord bot: a multi-stage build.
#   docker build -t bloodrage-bot .
#   docker run -d --name bloodrage --restart unless-stopped \
#     -e DISCORD_TOKEN=... -v bloodrage-data:/data bloodrage-bot

# --- build ---------------------------------------------------------------------------------------
FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
# Dependencies first, so that changing the bot's code does not rebuild them.
COPY Cargo.toml Cargo.lock ./
RUN mkdir -p src benches \
    && echo 'fn main() {}' > src/main.rs \
    && touch src/lib.rs \
    && for b in engine store render; do echo 'fn main() {}' > benches/$b.rs; done \
    && cargo build --release --locked \
    && rm -rf src benches
COPY . .
# The stub build left newer timestamps behind: make sure the real sources are rebuilt.
RUN touch src/main.rs src/lib.rs && cargo build --release --locked --bin bloodrage-bot

# --- run -----------------------------------------------------------------------------------------
FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin bloodrage \
    && mkdir -p /data && chown bloodrage:bloodrage /data
COPY --from=build /src/target/release/bloodrage-bot /usr/local/bin/bloodrage-bot
USER bloodrage
WORKDIR /data
# Every game lives in this SQLite file; keep /data on a volume.
ENV DATABASE_URL=sqlite:///data/bloodrage.db \
    RUST_LOG=info
VOLUME ["/data"]
# DISCORD_TOKEN comes from the environment (docker run -e, or --env-file .env).
ENTRYPOINT ["bloodrage-bot"]
CMD ["serve"]
