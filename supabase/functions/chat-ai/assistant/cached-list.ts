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

export function cachedListSource<T>(options: {
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
