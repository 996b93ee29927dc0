/**
 * A database of a test file's own, beside the shared test stack's: PGlite in memory, or, when the
 * suite runs against a PostgreSQL server (DATABASE_URL), a new database on that server.
 */
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

import type { Db } from '../db';
import { must } from '../http';
import { type LocalStack, type StackOptions, startLocalStack } from '../server';
import { FIXTURE_FUNCTIONS_DIR } from './paths';

export type ThrowawayDatabase = {
  /** Pass to `openDatabase` / `startLocalStack`; undefined means PGlite in memory. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
};

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function throwawayDatabase(name: string): Promise<ThrowawayDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { databaseUrl: undefined, drop: async () => {} };
  const ident = `"${name.replace(/"/g, '""')}"`;
  await onServer(serverUrl, `drop database if exists ${ident} with (force)`);
  await onServer(serverUrl, `create database ${ident}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${ident} with (force)`),
  };
}

/**
 * A stack of the test file's own on a throwaway database, for tests that change what every file
 * shares (the order of all stories, the clock, the whole chat log): started before the file's
 * tests, closed and dropped after them. Returns the running stack.
 */
export function ownStack(name: string, options: StackOptions = {}): () => LocalStack {
  let database: ThrowawayDatabase | undefined;
  let stack: LocalStack | undefined;
  beforeAll(async () => {
    database = await throwawayDatabase(name);
    stack = await startLocalStack({
      port: 0,
      dataDir: 'memory',
      databaseUrl: database.databaseUrl ?? '',
      quiet: true,
      functionsDir: FIXTURE_FUNCTIONS_DIR,
      ...options,
    });
  });
  afterAll(async () => {
    await stack?.close();
    await database?.drop();
  });
  return () => must(stack, `the stack of ${name}`);
}

/**
 * Whether the server offers pgvector: the migrations then create chat-ai's vector store (hosted
 * Supabase and PGlite do; Debian's PostgreSQL 15 and the embedded 17 do not).
 */
export async function offersVector(db: Db): Promise<boolean> {
  const [row] = await db.query<{ offered: boolean }>(
    `select exists (select 1 from pg_available_extensions where name = 'vector') as offered`,
  );
  return row?.offered ?? false;
}
