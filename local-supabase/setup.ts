/**
 * Brings a database to the state `supabase start` + `supabase db reset` would: bootstrap (what the
 * platform provides, as the stack's superuser; pg_cron's SQL surface where the server lacks the
 * extension, pg-cron.sql), then `supabase/migrations/*.sql` in order and
 * `supabase/seed.sql` on a fresh database (both as the non-superuser owner role `postgres`, as
 * hosted Supabase runs them), then the local admin user.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { STACK_DIR, SUPABASE_DIR } from './config';
import { type Db, OWNER_ROLE, SUPERUSER, type Tx } from './db';
import { must } from './http';
import {
  checkHistory,
  migrationFiles,
  readHistory,
  readMigration,
  recordMigration,
  recordMissingStatements,
} from './migrations';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

export type SetupReport = {
  /** The migration files applied now, in order. */
  applied: string[];
  seeded: boolean;
  /** How many migrations supabase/migrations/ holds (all applied once setup is done). */
  total: number;
};

export type SetupOptions = {
  /** Apply supabase/seed.sql to a fresh database (default true). */
  seed?: boolean;
  /** Migration files to leave out (tests that prove what a migration guards). */
  skipMigrations?: readonly string[];
  /** SQL run as the superuser between bootstrap and migrations (tests that vary the platform). */
  beforeMigrations?: string;
  /** Apply only the migrations of these versions (rebuilding an older database step by step). */
  onlyVersions?: ReadonlySet<string>;
};

/** A PGlite database made before the 2026 bootstrap: its superuser is `postgres` itself. */
export async function madeByOlderStack(db: Db): Promise<boolean> {
  const rows = await db.query<{ name: string; superuser: boolean }>(
    'select rolname as name, rolsuper as superuser from pg_roles where rolname = current_user',
  );
  return db.kind === 'pglite' && rows[0]?.name === OWNER_ROLE && rows[0].superuser;
}

/**
 * The stack must connect as a superuser (it creates roles and event triggers) that is not
 * `postgres`, since `postgres` is the non-superuser owner the migrations run as.
 */
async function assertStackSuperuser(db: Db): Promise<void> {
  const rows = await db.query<{ name: string; superuser: boolean }>(
    'select rolname as name, rolsuper as superuser from pg_roles where rolname = current_user',
  );
  const me = must(rows[0], 'current role');
  if (me.superuser && me.name !== OWNER_ROLE) return;
  throw new Error(
    db.kind === 'pglite'
      ? `This PGlite database was created by an older local stack (its superuser is ${me.name}); ` +
          'recreate it with `npm run db:reset` (or start with --reset).'
      : `DATABASE_URL connects as ${me.name}; it must name a superuser other than ${OWNER_ROLE} ` +
          `(e.g. a cluster made with \`initdb -U ${SUPERUSER}\`), because migrations run as the ` +
          `non-superuser role ${OWNER_ROLE}, as on hosted Supabase.`,
  );
}

/**
 * Runs the rest of the transaction as the owner role with its hosted search_path: what a
 * migration or the seed may do is what `postgres` may do on a hosted project.
 */
export async function actAsOwner(tx: Tx): Promise<void> {
  await tx.exec(
    `set local role ${OWNER_ROLE}; set local search_path = "$user", public, extensions`,
  );
}

export async function setupDatabase(
  db: Db,
  { seed = true, skipMigrations = [], beforeMigrations, onlyVersions }: SetupOptions = {},
): Promise<SetupReport> {
  await assertStackSuperuser(db);
  const files = migrationFiles().map((file) => readMigration(file));
  const history = await readHistory(db);
  checkHistory(history, files);
  await db.exec(readFileSync(path.join(STACK_DIR, 'bootstrap.sql'), 'utf8'));
  // Hosted projects have pg_cron; a server without it gets its SQL surface (the stack runs the jobs).
  if (!(await offersPgCron(db)))
    await db.exec(readFileSync(path.join(STACK_DIR, 'pg-cron.sql'), 'utf8'));
  // Hosted projects let `postgres` enable pgvector; PGlite's is not a trusted extension, so the
  // superuser enables it (in `extensions`, as hosted) where the server offers it, and the
  // migration that uses it finds it there. A server without it keeps none (no vector store).
  await db.exec(`do $$ begin
    if exists (select 1 from pg_available_extensions where name = 'vector') then
      create extension if not exists vector with schema extensions;
    end if;
  end $$`);
  if (beforeMigrations) await db.exec(beforeMigrations);
  const done = new Set(history.map((row) => row.version));
  await recordMissingStatements(
    db,
    files.filter((file) => done.has(file.version)),
  );
  const fresh = done.size === 0;
  const applied: string[] = [];
  for (const migration of files) {
    if (done.has(migration.version) || skipMigrations.includes(migration.file)) continue;
    if (onlyVersions && !onlyVersions.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      try {
        await actAsOwner(tx);
        await tx.exec(migration.sql);
        await tx.exec('reset role; reset search_path');
      } catch (error) {
        throw new Error(`Migration ${migration.file} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      await recordMigration(tx, migration);
    });
    applied.push(migration.file);
  }
  let seeded = false;
  const seedFile = path.join(SUPABASE_DIR, 'seed.sql');
  if (seed && fresh && existsSync(seedFile)) {
    const sql = readFileSync(seedFile, 'utf8');
    await db.transaction(async (tx) => {
      await actAsOwner(tx);
      await tx.exec(sql);
    });
    seeded = true;
  }
  return { applied, seeded, total: files.length };
}

/** Whether the server has the pg_cron extension to offer (hosted projects do). */
async function offersPgCron(db: Db): Promise<boolean> {
  const [row] = await db.query<{ offered: boolean }>(
    `select exists (select 1 from pg_available_extensions where name = 'pg_cron') as offered`,
  );
  return row?.offered ?? false;
}

/** Drops everything the bootstrap, migrations and seed created, so `setupDatabase` starts over. */
export async function wipeDatabase(db: Db): Promise<void> {
  await db.exec(`
    drop extension if exists pg_cron;
    drop schema if exists cron cascade;
    drop schema if exists public cascade;
    drop schema if exists private cascade;
    drop schema if exists storage cascade;
    drop schema if exists auth cascade;
    drop schema if exists local_dev cascade;
    drop schema if exists supabase_migrations cascade;
    create schema public;
    grant usage on schema public to public;
  `);
}

/** Creates a confirmed user (or returns the existing one with that e-mail). */
export async function ensureUser(
  tx: Tx,
  email: string,
  password: string,
): Promise<{ id: string; created: boolean }> {
  const existing = await tx.query<{ id: string }>(
    'select id from auth.users where lower(email) = lower($1)',
    [email],
  );
  if (existing[0]) return { id: existing[0].id, created: false };
  const rows = await tx.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at)
     values ($1, $2, now()) returning id`,
    [email, await hashPassword(password)],
  );
  return { id: must(rows[0], 'new user').id, created: true };
}

/** The admin user of the local stack, with the `admin` role. Idempotent. */
export async function ensureAdmin(
  db: Db,
  { email, password }: { email: string; password: string },
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const user = await ensureUser(tx, email, password);
    await tx.query(
      `insert into public.user_roles (user_id, role) values ($1, 'admin')
       on conflict (user_id, role) do nothing`,
      [user.id],
    );
    return user;
  });
}
