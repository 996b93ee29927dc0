/**
 * The read-only path to published data: a plain PostgREST GET with the publishable key, the same
 * request supabase-js sends for an anonymous `select` (an `apikey` header and the key as bearer).
 * Public pages and the build use it so that reading published case studies needs neither
 * supabase-js (about 50 kB gzip) nor a session; everything that signs in or writes uses the one
 * Supabase client of `./supabase`.
 *
 * Imports nothing through the `@/` alias: the build configuration (react-router.config.ts,
 * vite.config.ts) loads it too.
 */

export type PublicApiConfig = {
  /** The Supabase project URL, e.g. https://<ref>.supabase.co. */
  url: string;
  /** The publishable (anon) key. */
  key: string;
};

/** A failed read. `status` is the HTTP status, or 0 when the server could not be reached. */
class PublicApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PublicApiError';
  }
}

/**
 * `GET /rest/v1/<table>?<query>`: the rows the anonymous role may see. `query` holds PostgREST
 * parameters, e.g. `{ select: 'id,title', published: 'eq.true', order: 'display_order.asc' }`.
 */
export async function restSelect<Row>(
  config: PublicApiConfig,
  table: string,
  query: Record<string, string>,
  {
    signal,
    fetch: fetchImpl = globalThis.fetch,
  }: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<Row[]> {
  const url = new URL(`${config.url.replace(/\/+$/, '')}/rest/v1/${table}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.append(name, value);
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: {
        apikey: config.key,
        Authorization: `Bearer ${config.key}`,
        Accept: 'application/json',
      },
      signal,
    });
  } catch (error) {
    throw new PublicApiError(
      `Cannot reach ${url.origin}: ${error instanceof Error ? error.message : String(error)}`,
      0,
      { cause: error },
    );
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new PublicApiError(
      `${url.origin}${url.pathname} answered ${response.status}${body ? `: ${body.slice(0, 300)}` : ''}`,
      response.status,
    );
  }
  return (await response.json()) as Row[];
}
