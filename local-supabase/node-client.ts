import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';

import type { Database } from '../src/lib/database.types';

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** Node 20 has no WebSocket; realtime is never used from Node here, so a stub satisfies the client. */
function NoWebSocket(): never {
  throw new Error('Realtime is not used from Node');
}

/** The unmodified supabase-js client, for Node (scripts and tests): no session storage, no realtime. */
export function nodeSupabaseClient(url: string, key: string) {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as unknown as Transport },
  });
}
