/**
 * CORS and JSON responses for the public functions (SPEC: called from the browser with the anon
 * key). Every response, errors included, carries the CORS headers; OPTIONS is answered.
 * NOTE for the lead: same role as the chat branch's shared cors/json helpers; unify when merging.
 */

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-region, x-retry-count',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function jsonError(
  status: number,
  error: string,
  headers: Record<string, string> = {},
): Response {
  return json({ error }, status, headers);
}

export function preflight(): Response {
  return new Response('ok', { headers: corsHeaders });
}

/** The caller's address as the platform's proxy reports it (first hop of X-Forwarded-For). */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return (
    forwarded ||
    req.headers.get('x-real-ip')?.trim() ||
    req.headers.get('cf-connecting-ip')?.trim() ||
    'unknown'
  );
}
