/**
 * Brings a database to the state `supabase start` + `supabase db reset` would: bootstrap (what the
 * platform provides), then `supabase/migrations/*.sql` in order, then `supabase/seed.sql` on a fresh
 * database, then the local admin user.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { STACK_DIR, SUPABASE_DIR } from './config';
import { type Db, type Tx } from './db';

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

export function migrationFiles(dir = path.join(SUPABASE_DIR, 'migrations')): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => /^\d+_.*\.sql$/.test(file))
    .sort();
}

export type SetupReport = { applied: string[]; seeded: boolean };

export async function setupDatabase(
  db: Db,
  { seed = true }: { seed?: boolean } = {},
): Promise<SetupReport> {
  await db.exec(readFileSync(path.join(STACK_DIR, 'bootstrap.sql'), 'utf8'));
  const done = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).map((row) => row.version),
  );
  const fresh = done.size === 0;
  const applied: string[] = [];
  for (const file of migrationFiles()) {
    const version = file.split('_')[0]!;
    if (done.has(version)) continue;
    const sql = readFileSync(path.join(SUPABASE_DIR, 'migrations', file), 'utf8');
    await db.transaction(async (tx) => {
      try {
        await tx.exec(sql);
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        file.replace(/^\d+_|\.sql$/g, ''),
      ]);
    });
    applied.push(file);
  }
  let seeded = false;
  const seedFile = path.join(SUPABASE_DIR, 'seed.sql');
  if (seed && fresh && existsSync(seedFile)) {
    await db.exec(readFileSync(seedFile, 'utf8'));
    seeded = true;
  }
  return { applied, seeded };
}

/** Drops everything the bootstrap, migrations and seed created, so `setupDatabase` starts over. */
export async function wipeDatabase(db: Db): Promise<void> {
  await db.exec(`
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

export type UserRow = {
  id: string;
  email: string;
  encrypted_password: string | null;
};

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
  return { id: rows[0]!.id, created: true };
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
