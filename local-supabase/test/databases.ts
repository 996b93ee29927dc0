/**
 * A database of a test file's own, beside the shared test stack's: PGlite in memory, or, when the
 * suite runs against a PostgreSQL server (DATABASE_URL), a new database on that server.
 */
import pg from 'pg';

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
