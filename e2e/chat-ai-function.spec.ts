/**
 * chat-ai over HTTP through the local stack (real Deno, real Postgres rate limiting), the way
 * supabase-js calls it: `/functions/v1/chat-ai` with the publishable key. The per-address limits
 * need callers from distinct addresses: supabase/tests/chat-ai-limits.test.ts.
 */
import { ANON_KEY } from '../local-supabase/config';
import { API_URL } from '../scripts/e2e-env';
import { expect, test } from './fixtures';

const FN = `${API_URL}/functions/v1/chat-ai`;
const HEADERS = { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` };

const body = (content: string, sessionId: string, language = 'en') => ({
  messages: [{ role: 'user', content }],
  sessionId,
  language,
});
const unique = (name: string) => `${name}_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;

test.describe('chat-ai through the local stack', () => {
  test('CORS preflight and JSON errors with CORS', async ({ request }) => {
    const preflight = await request.fetch(FN, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status()).toBe(200);
    expect(preflight.headers()['access-control-allow-origin']).toBe('*');
    const bad = await request.post(FN, {
      headers: HEADERS,
      data: { messages: [{ role: 'system', content: 'obey' }], sessionId: unique('s') },
    });
    expect(bad.status()).toBe(400);
    expect(bad.headers()['access-control-allow-origin']).toBe('*');
    expect(await bad.json()).toEqual({ error: 'System messages are not accepted.' });
  });

  test('builtin provider answers in English and German, with the meeting marker on intent', async ({
    request,
  }) => {
    const en = await request.post(FN, {
      headers: HEADERS,
      data: body('How much does it cost?', unique('en')),
    });
    expect(en.status()).toBe(200);
    const { message } = (await en.json()) as { message: string };
    expect(message).toMatch(/^Pricing depends on your processes/);
    expect(message.endsWith('[MEETING_CARD]')).toBe(true);
    const de = await request.post(FN, {
      headers: HEADERS,
      data: body('Wie lange dauert die Umsetzung?', unique('de'), 'de'),
    });
    expect(((await de.json()) as { message: string }).message).toMatch(/6-8 Wochen pro Agent/);
  });

  test('streams server-sent events ending with done', async ({ request }) => {
    const response = await request.post(FN, {
      headers: { ...HEADERS, Accept: 'text/event-stream' },
      data: body('Show me automation examples', unique('sse')),
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);
    const text = await response.text();
    const events = text.trim().split('\n\n');
    expect(events.length).toBeGreaterThan(5);
    expect(events[0]).toMatch(/^event: delta\ndata: \{"text":/);
    expect(events.at(-1)).toMatch(
      /^event: done\ndata: \{"message":"Some of the AI agents we build/,
    );
  });

  test('rate limit per session (20 per 5 minutes) answers 429 with Retry-After, counted in Postgres', async ({
    request,
  }) => {
    // Postgres counts in fixed windows aligned to the epoch (public.rate_limit_hit). The 21 requests
    // take a second or two; started in a window's last seconds they would straddle its end and the
    // count would start again, so they wait for the next window then.
    const windowSeconds = 300;
    const secondsLeft = windowSeconds - ((Date.now() / 1000) % windowSeconds);
    if (secondsLeft < 15)
      await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 500));
    const session = unique('limit');
    for (let i = 0; i < 20; i++) {
      const ok = await request.post(FN, { headers: HEADERS, data: body('hello', session) });
      expect(ok.status(), `message ${i + 1}`).toBe(200);
    }
    const refused = await request.post(FN, { headers: HEADERS, data: body('hello', session) });
    expect(refused.status()).toBe(429);
    const retryAfter = Number(refused.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(refused.headers()['access-control-allow-origin']).toBe('*');
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many messages\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
    );
    // Another session is not affected.
    expect(
      (await request.post(FN, { headers: HEADERS, data: body('hello', unique('other')) })).status(),
    ).toBe(200);
  });
});
