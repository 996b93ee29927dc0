/**
 * The functions' one way to call the project's PostgREST (`/rest/v1/…`), with supabase-js's rule
 * for the headers: `apikey` is a project key; `Authorization` carries the signed-in caller's access
 * token when the call acts for them, else the key itself only when it is a legacy JWT. An opaque
 * `sb_…` key is never a Bearer token: it is no JWT, and the gateway maps the `apikey` to its role.
 * A user's token passes through, so row-level security sees that user.
 */
export type RestCall = {
  supabaseUrl: string;
  /** The project key (publishable/anon, or secret/service role). */
  key: string;
  /** The caller's access token, when the request acts for a signed-in user. */
  token?: string;
  method?: 'GET' | 'POST';
  /** A JSON body (POST). */
  body?: unknown;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** Whether a key is a legacy JWT rather than an opaque `sb_publishable_…`/`sb_secret_…` key. */
const isJwt = (key: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(key);

/** `path` below `/rest/v1/`, with its query (e.g. `rpc/name`, `table?select=a`). */
export function callRest(path: string, call: RestCall): Promise<Response> {
  const doFetch = call.fetch ?? fetch;
  const headers: Record<string, string> = { apikey: call.key, Accept: 'application/json' };
  const bearer = call.token ?? (isJwt(call.key) ? call.key : undefined);
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  return doFetch(`${call.supabaseUrl.replace(/\/+$/, '')}/rest/v1/${path}`, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    signal: AbortSignal.timeout(call.timeoutMs ?? 3000),
  });
}
