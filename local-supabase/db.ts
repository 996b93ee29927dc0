/**
 * The database behind the local stack: PGlite (Postgres in WASM) by default, or a real PostgreSQL
 * server when `DATABASE_URL` is set. Everything runs through `transaction()`; on PGlite, which is a
 * single connection, transactions are serialized so two requests never interleave.
 *
 * The stack connects as a superuser that is not `postgres` (`supabase_admin`, like the platform's
 * own administrator): it runs the bootstrap, then switches to the non-superuser role `postgres`
 * for migrations and seed, and to the API roles for requests.
 */
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import pg from 'pg';

type Row = Record<string, unknown>;

export interface Tx {
  query<R extends Row = Row>(sql: string, params?: unknown[]): Promise<R[]>;
  exec(sql: string): Promise<void>;
}

export interface Db extends Tx {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A promise-chain mutex: runs tasks one at a time, in arrival order. */
function createLock(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The superuser the stack connects as; a new PGlite database is created with it. */
export const SUPERUSER = 'supabase_admin';
/** The role that runs migrations and seed and owns what they create, as on hosted Supabase. */
export const OWNER_ROLE = 'postgres';

/**
 * Names a file holding a data directory just made by initdb (PGlite's `dumpDataDir`, see
 * `writePgliteTemplate`). In-memory databases then start from a copy of it instead of running
 * initdb, which takes seconds of WASM each time: the stack tests make one database per file.
 */
export const PGLITE_TEMPLATE_ENV = 'LOCAL_SUPABASE_PGLITE_TEMPLATE';

const INIT_OPTIONS = {
  // Only used when the data directory is new: its bootstrap superuser is not `postgres`.
  initDbStartParams: ['-U', SUPERUSER],
  // pgvector, which hosted projects offer: the assistant's vector store needs it (a server
  // without it gets none, and the assistant searches lexically alone).
  extensions: { vector },
};

/** Writes a fresh, empty data directory (initdb's output, nothing else) to `file`. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const pglite = await PGlite.create(INIT_OPTIONS);
  try {
    const dump = await pglite.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

export async function openPglite(dataDir: string | undefined): Promise<Db> {
  const template = dataDir ? undefined : process.env[PGLITE_TEMPLATE_ENV];
  const pglite = await PGlite.create({
    ...INIT_OPTIONS,
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
  });
  const lock = createLock();
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Tx => ({
    async query<R extends Row = Row>(sql: string, params?: unknown[]) {
      const result = await q.query<R>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const direct = wrap(pglite);
  return {
    kind: 'pglite',
    query: (sql, params) => lock(() => direct.query(sql, params)),
    exec: (sql) => lock(() => direct.exec(sql)),
    transaction: (fn) => lock(() => pglite.transaction((tx) => fn(wrap(tx)))),
    close: () => lock(() => pglite.close()),
  };
}

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 8 });
  // An idle pooled connection the server ends (a dropped database, a restart) reports an error on
  // the pool; without a listener Node treats it as uncaught. The pool replaces the connection on
  // the next query, and a query that fails still rejects its own promise.
  pool.on('error', () => undefined);
  // Surface a bad URL at start-up rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const wrap = (client: pg.Pool | pg.PoolClient): Tx => ({
    async query<R extends Row = Row>(sql: string, params?: unknown[]) {
      const result = await client.query<R>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const direct = wrap(pool);
  return {
    kind: 'postgres',
    query: direct.query,
    exec: direct.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** A Postgres error as both drivers report it. */
export type PgError = Error & {
  code?: string;
  detail?: string;
  hint?: string;
};

export function isPgError(error: unknown): error is PgError {
  const code = error instanceof Error ? (error as PgError).code : undefined;
  return typeof code === 'string' && code.length === 5;
}
