/**
 * CORS headers for functions called from the browser (supabase-js `functions.invoke`). Spread them
 * into every response, errors included, and answer `OPTIONS` with them.
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, accept, x-retry-count, x-region',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Expose-Headers': 'Retry-After, X-RateLimit-Remaining',
  'Access-Control-Max-Age': '86400',
};

/** The answer to a CORS preflight. */
export function preflightResponse(): Response {
  return new Response('ok', { headers: corsHeaders });
}
