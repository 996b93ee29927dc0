/**
 * Supabase's own judges on the project's schema, from the pinned Supabase CLI:
 *   * `supabase db lint`: plpgsql_check over every PL/pgSQL function of `public` and `private`;
 *   * `supabase db advisors`: the dashboard's security and performance advisors (splinter).
 * Both run against a fresh database on the PostgreSQL server of DATABASE_URL (a superuser's URL)
 * with every migration applied and the seed loaded, exactly as the local stack sets one up. Any
 * warning or error fails; INFO findings are listed (on a new database every index is "unused").
 * The CLI also reads supabase/config.toml and refuses it when it is invalid. The server needs
 * plpgsql_check (Debian: postgresql-15-plpgsql-check); `scripts/ci-postgres.sh` runs this.
 *
 *   DATABASE_URL=postgresql://supabase_admin@127.0.0.1:54329/postgres npx tsx scripts/supabase-judges.ts
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

import { openDatabase } from '../local-supabase/server';
import { setupDatabase } from '../local-supabase/setup';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = path.join(ROOT, 'node_modules', '.bin', 'supabase');
const DATABASE = 'supabase_judges';

type Advice = { name: string; level: 'INFO' | 'WARN' | 'ERROR'; detail: string };

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function cli(args: string[], url: string): { status: number; stdout: string } {
  const result = spawnSync(CLI, [...args, '--db-url', url, '--workdir', ROOT], {
    encoding: 'utf8',
    // The CLI's usage telemetry stays off; it honours the common opt-out.
    env: { ...process.env, DO_NOT_TRACK: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.error) throw result.error;
  return { status: result.status ?? 1, stdout: result.stdout };
}

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('supabase-judges: set DATABASE_URL to a PostgreSQL superuser’s URL');
  process.exit(2);
}

await onServer(serverUrl, `drop database if exists ${DATABASE} with (force)`);
await onServer(serverUrl, `create database ${DATABASE}`);
const url = new URL(serverUrl);
url.pathname = `/${DATABASE}`;
// The CLI asks for TLS unless told otherwise; a local cluster has none.
url.searchParams.set('sslmode', 'disable');
let failed = false;
try {
  const { db } = await openDatabase({ databaseUrl: url.toString() });
  try {
    await setupDatabase(db);
    // `db lint` creates the extension as the (non-superuser) owner role, which Postgres allows only
    // for trusted extensions; hosted Supabase has it preinstalled, so here the superuser adds it,
    // in `extensions`, and puts that schema on the path as hosted does (the CLI calls its
    // functions unqualified).
    await db.query('create extension if not exists plpgsql_check schema extensions');
    await db.query(`alter database ${DATABASE} set search_path = "$user", public, extensions`);
  } finally {
    await db.close();
  }

  console.log(execFileSync(CLI, ['--version'], { encoding: 'utf8' }).trim(), '(Supabase CLI)');
  const lint = cli(['db', 'lint', '--level', 'warning', '--fail-on', 'warning'], url.toString());
  process.stdout.write(lint.stdout);
  if (lint.status !== 0) failed = true;

  const advisors = cli(
    ['db', 'advisors', '--type', 'all', '--level', 'info', '--output-format', 'json'],
    url.toString(),
  );
  if (advisors.status !== 0) throw new Error(`supabase db advisors exited ${advisors.status}`);
  const { results } = JSON.parse(advisors.stdout) as { results: Advice[] };
  const serious = results.filter((advice) => advice.level !== 'INFO');
  const counts = new Map<string, number>();
  for (const { name } of results.filter((advice) => advice.level === 'INFO')) {
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  console.log(
    `supabase db advisors: ${serious.length} warnings or errors; INFO: ${
      [...counts].map(([name, count]) => `${name} ×${count}`).join(', ') || 'none'
    }`,
  );
  for (const advice of serious) console.log(`  ${advice.level} ${advice.name}: ${advice.detail}`);
  if (serious.length > 0) failed = true;
} finally {
  await onServer(serverUrl, `drop database if exists ${DATABASE} with (force)`);
}
process.exit(failed ? 1 : 0);
