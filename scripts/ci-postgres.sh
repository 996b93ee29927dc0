#!/usr/bin/env bash
# Runs the local stack's security suite against a real PostgreSQL 15 server (Debian's package):
# a throw-away cluster on a spare port, started as the postgres user (the server refuses root).
set -euo pipefail
cd "$(dirname "$0")/.."

PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [ -z "$PG_BIN" ]; then
  echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2
  exit 1
fi
PG_PORT="${CI_PG_PORT:-54329}"
PG_DIR="$(mktemp -d /tmp/ci-pg-XXXXXX)"
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres:postgres "$PG_DIR"
  RUN_AS=(runuser -u postgres --)
fi

cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
  -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PG_PORT"

DATABASE_URL="postgresql://postgres@127.0.0.1:$PG_PORT/postgres" \
  npx vitest run --project local-supabase local-supabase/test/security.test.ts
