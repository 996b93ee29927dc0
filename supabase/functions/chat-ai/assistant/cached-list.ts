import { callRest } from '../../_shared/postgrest.ts';

/**
 * A list read from the database, kept for a while: the assistant's view of the published case
 * studies and team answers. A read that fails gives an empty list (the assistant answers without
 * them) and is not retried for a few seconds, so an outage does not add a timeout to every reply;
 * concurrent callers share one read in flight.
 */
export interface ListSource<T> {
  /** The rows; never throws (an empty list when unavailable). */
  list(): Promise<T[]>;
}

/** After a failed read, the next one waits this long (meanwhile: an empty list). */
const RETRY_AFTER_FAILURE_MS = 5_000;

export function staticListSource<T>(rows: T[] = []): ListSource<T> {
  return { list: () => Promise.resolve(rows) };
}

function cachedListSource<T>(options: {
  /** Reads the rows; throws on failure. */
  read: () => Promise<T[]>;
  /** How long a read is reused. */
  ttlMs: number;
  /** What the rows are, for the log line of a failed read. */
  label: string;
  now?: () => number;
}): ListSource<T> {
  const now = options.now ?? Date.now;
  let cached: { rows: T[]; at: number } | undefined;
  let failedAt: number | undefined;
  let inFlight: Promise<T[]> | undefined;

  async function read(): Promise<T[]> {
    const startedAt = now();
    try {
      const rows = await options.read();
      cached = { rows, at: startedAt };
      failedAt = undefined;
      return rows;
    } catch (error) {
      console.error(`Could not read the ${options.label}:`, error);
      cached = undefined;
      failedAt = now();
      return [];
    } finally {
      inFlight = undefined;
    }
  }

  return {
    list() {
      const time = now();
      if (cached && time - cached.at < options.ttlMs) return Promise.resolve(cached.rows);
      if (failedAt !== undefined && time - failedAt < RETRY_AFTER_FAILURE_MS) {
        return Promise.resolve([]);
      }
      inFlight ??= read();
      return inFlight;
    },
  };
}

/**
 * A table's rows read through PostgREST (`table?query`) with a project key, kept for `ttlSeconds`
 * (never more than `maxAgeSeconds`, the default); rows that `isRow` refuses are left out, the
 * others turned into what the assistant uses by `toItem`.
 */
export function restListSource<Row, Item>(options: {
  table: string;
  query: Record<string, string>;
  supabaseUrl: string;
  key: string;
  maxAgeSeconds: number;
  ttlSeconds?: number;
  isRow: (value: unknown) => value is Row;
  toItem: (row: Row) => Item;
  label: string;
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}): ListSource<Item> {
  const { table, maxAgeSeconds } = options;
  const path = `${table}?${new URLSearchParams(options.query)}`;
  async function read(): Promise<Item[]> {
    const response = await callRest(path, {
      supabaseUrl: options.supabaseUrl,
      key: options.key,
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    });
    if (!response.ok) {
      throw new Error(`${table} answered ${response.status}: ${await response.text()}`);
    }
    const rows: unknown = await response.json();
    if (!Array.isArray(rows)) throw new Error(`${table} answered something else than rows`);
    return rows.filter(options.isRow).map(options.toItem);
  }
  const seconds = Math.min(Math.max(options.ttlSeconds ?? maxAgeSeconds, 0), maxAgeSeconds);
  return cachedListSource({ read, ttlMs: seconds * 1000, label: options.label, now: options.now });
}
