import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** Node 20 has no WebSocket; realtime is never used from Node here, so a stub satisfies the client. */
function NoWebSocket(): never {
  throw new Error('Realtime is not used from Node');
}

/**
 * The unmodified supabase-js client, for Node (scripts and tests): no session storage, no
 * realtime. It knows no project's tables: a caller that wants typed queries declares the client
 * as `SupabaseClient<Database>` with the project's generated types.
 */
export function nodeSupabaseClient(url: string, key: string) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as unknown as Transport },
  });
}
