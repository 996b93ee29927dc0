/**
 * chat-ai's limits through the local stack (real Deno, counts in Postgres): the gateway takes the
 * caller's address from the socket like the platform proxy, so made-up forwarding headers and
 * fresh session ids do not open new buckets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ANON_KEY } from '../../local-supabase/config';
import { type LocalStack } from '../../local-supabase/server';
import { freshLoopbackAddress, requestFrom } from './loopback-client';
import { startStackWithEnv } from './stack-with-env';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startStackWithEnv(
    {
      RATE_LIMIT_CHAT_PER_SESSION: '3',
      RATE_LIMIT_CHAT_PER_IP: '5',
      // Windows are fixed (aligned to the epoch): a day-long one keeps the counts of a test from
      // being split by a window boundary mid-test.
      RATE_LIMIT_CHAT_WINDOW_SECONDS: '86400',
    },
    ['chat-ai'],
  );
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

let session = 0;
const freshSession = () => `limits_${Date.now()}_${session++}`;

async function ask(
  from: string,
  init: { sessionId?: string; headers?: Record<string, string>; messages?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown>; retryAfter: number }> {
  const res = await requestFrom(from, `${stack.url}/functions/v1/chat-ai`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${ANON_KEY}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
    body: JSON.stringify({
      messages: init.messages ?? [{ role: 'user', content: 'hello' }],
      sessionId: init.sessionId ?? freshSession(),
      language: 'en',
    }),
  });
  return {
    status: res.status,
    body: JSON.parse(res.text) as Record<string, unknown>,
    retryAfter: Number(res.headers.get('retry-after')),
  };
}

describe('chat-ai limits through the local stack', () => {
  it('fresh session ids with made-up forwarding headers still end in 429 per address', async () => {
    const from = freshLoopbackAddress();
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const madeUp = `198.51.100.${i}`;
      const answer = await ask(from, {
        headers: {
          'x-forwarded-for': `${madeUp}, 10.0.0.1`,
          'cf-connecting-ip': madeUp,
          'x-real-ip': madeUp,
        },
      });
      statuses.push(answer.status);
      if (i === 6) {
        expect(answer.body.error).toMatch(/^Too many messages\. Please wait/);
        expect(answer.retryAfter).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // A caller from another address is not affected.
    expect((await ask(freshLoopbackAddress())).status).toBe(200);
  });

  it('limits one session whatever address it comes from', async () => {
    const sessionId = freshSession();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await ask(freshLoopbackAddress(), { sessionId })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses a huge history with 413, and does not count it', async () => {
    const from = freshLoopbackAddress();
    const history = [
      ...Array.from({ length: 39 }, (_, i) => ({
        role: i % 2 ? 'assistant' : 'user',
        content: 'x'.repeat(600),
      })),
      { role: 'user', content: 'and now?' },
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask(from, { messages: history })).status);
    expect(statuses).toEqual([413, 413, 413, 413, 413, 413]);
    expect((await ask(from)).status).toBe(200);
  });
});
