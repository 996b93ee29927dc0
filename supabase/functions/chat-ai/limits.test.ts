/**
 * chat-ai's limits over HTTP: what one request may make the model read and write (413 beyond),
 * and the rate limits, with the in-memory limiter of the same fixed-window semantics as
 * `public.rate_limit_hit`: per session, per client address (only from the header the platform
 * sets; messages and outcome reports each), and the paid model's daily budget. Each bypass that
 * used to work ends in 413 or 429 here.
 */
import assert from 'node:assert/strict';

import { createBuiltinProvider } from './assistant/providers/builtin.ts';
import { createOpenAiProvider } from './assistant/providers/openai.ts';
import type { RateLimitSettings } from '../_shared/rate-limit.ts';
import { CHAT_LIMITS } from '../_shared/chat-contract.ts';
import { chatBody, postJson, postStream, serveHandler } from '../_testing/client.ts';
import { startFakeOpenAi } from '../_testing/fake-openai.ts';
import { FROZEN_CLOCK, memoryRateLimiter } from '../_testing/memory-rate-limiter.ts';
import { type ChatHandlerOptions, createChatHandler, DAILY_LIMIT_MESSAGE } from './handler.ts';

const HEADER = 'cf-connecting-ip';
const LIMITS: RateLimitSettings = {
  perSession: 1000,
  perIp: 1000,
  windowSeconds: 120,
  perDay: 100_000,
  clientIpHeader: HEADER,
  failOpen: undefined,
};
const TOO_MANY = /^Too many messages\. Please wait \d+ (seconds?|minutes?) and try again\.$/;

function serve(
  options: Partial<Omit<ChatHandlerOptions, 'limits'>> & { limits?: Partial<RateLimitSettings> },
) {
  const limiter = memoryRateLimiter(FROZEN_CLOCK);
  const app = serveHandler(
    createChatHandler({
      provider: options.provider ?? createBuiltinProvider({ chunkDelayMs: 0 }),
      limiter,
      limits: { ...LIMITS, ...options.limits },
    }),
  );
  return { ...app, limiter };
}

let counter = 0;
const randomIp = () => `${(counter++ % 200) + 1}.${Math.floor(Math.random() * 250)}.0.9`;
const from = (address: string, extra: Record<string, string> = {}) => ({
  [HEADER]: address,
  ...extra,
});

/** Sends `count` chat requests, each from a fresh session; returns the statuses. */
async function statuses(url: string, count: number, headers: () => Record<string, string>) {
  const result: number[] = [];
  for (let i = 0; i < count; i++)
    result.push((await postJson(url, chatBody('hello'), headers())).status);
  return result;
}

/** console.warn silenced (the missing-address warning is expected here). */
async function quietly<T>(run: () => Promise<T>): Promise<T> {
  const original = console.warn;
  console.warn = () => {};
  try {
    return await run();
  } finally {
    console.warn = original;
  }
}

Deno.test(
  'per session: 429 with Retry-After, JSON even for a stream, whatever the address',
  async () => {
    const app = serve({ limits: { perSession: 3 } });
    try {
      const body = chatBody('hello', { sessionId: 'session_limit_test_1' });
      for (let i = 0; i < 3; i++) {
        assert.equal((await postJson(app.url, body, from(randomIp()))).status, 200);
      }
      const refused = await postJson(app.url, body, from(randomIp()));
      assert.equal(refused.status, 429);
      assert.equal(refused.headers.get('access-control-allow-origin'), '*');
      const retryAfter = Number(refused.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 120, `Retry-After ${retryAfter}`);
      assert.match(String(refused.json.error), TOO_MANY);
      const streamed = await postStream(app.url, body, from(randomIp()));
      assert.equal(streamed.status, 429);
      assert.match(String(streamed.json?.error), TOO_MANY);
    } finally {
      await app.close();
    }
  },
);

Deno.test(
  'per client address: counted across sessions; another address is not affected',
  async () => {
    const app = serve({ limits: { perIp: 5 } });
    try {
      assert.deepEqual(
        await statuses(app.url, 6, () => from('198.51.100.7')),
        [200, 200, 200, 200, 200, 429],
      );
      assert.equal((await postJson(app.url, chatBody('hello'), from('198.51.100.8'))).status, 200);
      const keys = app.limiter.keys();
      assert.ok(keys.some((key) => key.startsWith('chat:ip:')));
      assert.ok(
        !keys.some((key) => key.includes('198.51.100')),
        'only hashes of addresses are stored',
      );
    } finally {
      await app.close();
    }
  },
);

Deno.test(
  'bypass: fresh sessions with a made-up X-Forwarded-For or X-Real-IP end in 429',
  async () => {
    const app = serve({ limits: { perIp: 5 } });
    try {
      const spoofed = () =>
        from('203.0.113.50', {
          'x-forwarded-for': `${randomIp()}, 10.0.0.1`,
          'x-real-ip': randomIp(),
        });
      assert.deepEqual(await statuses(app.url, 6, spoofed), [200, 200, 200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  },
);

Deno.test('bypass: no address (or a malformed one) shares one bucket, never "no limit"', () =>
  quietly(async () => {
    const app = serve({ limits: { perIp: 5 } });
    try {
      const headers = [
        () => ({ 'x-forwarded-for': randomIp() }),
        () => ({}),
        () => from('not-an-address'),
        () => from('999.1.1.1'),
        () => from(`${randomIp()}:443`),
      ];
      let i = 0;
      assert.deepEqual(
        await statuses(app.url, 6, () => headers[i++ % headers.length]!()),
        [200, 200, 200, 200, 200, 429],
      );
      // Callers with a real address are not in that bucket.
      assert.equal((await postJson(app.url, chatBody('hello'), from('192.0.2.1'))).status, 200);
    } finally {
      await app.close();
    }
  }),
);

Deno.test('bypass: every address of one IPv6 /64 counts as one client', async () => {
  const app = serve({ limits: { perIp: 5 } });
  try {
    let host = 1;
    const sameSlash64 = () => from(`2001:db8:7:7::${(host++).toString(16)}`);
    assert.deepEqual(await statuses(app.url, 6, sameSlash64), [200, 200, 200, 200, 200, 429]);
    assert.equal(
      (await postJson(app.url, chatBody('hi'), from('2001:0db8:0007:0007:ffff:1:2:3'))).status,
      429,
    );
    assert.equal((await postJson(app.url, chatBody('hi'), from('2001:db8:7:8::1'))).status, 200);
    // IPv4-mapped IPv6 is the IPv4 address.
    assert.deepEqual(
      await statuses(app.url, 5, () => from('192.0.2.99')),
      [200, 200, 200, 200, 200],
    );
    assert.equal((await postJson(app.url, chatBody('hi'), from('::ffff:192.0.2.99'))).status, 429);
  } finally {
    await app.close();
  }
});

Deno.test('outcome reports: per client address too, counted apart from the messages', async () => {
  const app = serve({ limits: { perIp: 3 } });
  try {
    const report = (address: string) =>
      postJson(
        app.url,
        { sessionId: chatBody('x').sessionId, outcome: 'booking' },
        from(address, { 'x-forwarded-for': randomIp() }),
      );
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await report('198.51.100.20')).status);
    assert.deepEqual(statuses, [202, 202, 202, 429]);
    const refused = await report('198.51.100.20');
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
    assert.ok(refused.json.error);
    assert.equal((await report('198.51.100.21')).status, 202);
    // The address's messages are untouched.
    assert.equal((await postJson(app.url, chatBody('hello'), from('198.51.100.20'))).status, 200);
    const keys = app.limiter.keys();
    assert.ok(keys.some((key) => key.startsWith('chat:outcome:ip:')));
    assert.ok(!keys.some((key) => key.includes('198.51.100')), 'only hashes of addresses');
  } finally {
    await app.close();
  }
});

Deno.test(
  'the paid model has a daily budget for all callers: 429 with a clear message',
  async () => {
    const fake = startFakeOpenAi();
    const app = serve({
      provider: createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url }),
      limits: { perDay: 3 },
    });
    try {
      assert.deepEqual(await statuses(app.url, 3, () => from(randomIp())), [200, 200, 200]);
      const refused = await postJson(app.url, chatBody('hello'), from(randomIp()));
      assert.equal(refused.status, 429);
      assert.deepEqual(refused.json, { error: DAILY_LIMIT_MESSAGE });
      const retryAfter = Number(refused.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 86_400, `Retry-After ${retryAfter}`);
      assert.equal(fake.requests.length, 3, 'the model was not called once the budget was used');
    } finally {
      await app.close();
      await fake.close();
    }
  },
);

Deno.test('requests refused per caller do not use up the daily budget', async () => {
  const fake = startFakeOpenAi();
  const app = serve({
    provider: createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url }),
    limits: { perSession: 1, perDay: 3 },
  });
  try {
    const flood = chatBody('hello', { sessionId: 'one_session_flooding' });
    const flooded = [];
    for (let i = 0; i < 10; i++)
      flooded.push((await postJson(app.url, flood, from(randomIp()))).status);
    assert.deepEqual(flooded, [200, ...Array(9).fill(429)]);
    assert.deepEqual(await statuses(app.url, 3, () => from(randomIp())), [200, 200, 429]);
    assert.equal(fake.requests.length, 3);
  } finally {
    await app.close();
    await fake.close();
  }
});

Deno.test('the free built-in assistant has no daily budget', async () => {
  const app = serve({ limits: { perDay: 1 } });
  try {
    assert.deepEqual(await statuses(app.url, 3, () => from(randomIp())), [200, 200, 200]);
  } finally {
    await app.close();
  }
});

const long = (n: number) => 'x'.repeat(n);
const turns = (n: number, size = 2) =>
  Array.from({ length: n }, (_, i) => ({
    role: i % 2 ? 'assistant' : 'user',
    content: long(size),
  }));

Deno.test('a huge history is refused with 413 before anything is counted or paid for', async () => {
  const fake = startFakeOpenAi();
  const app = serve({
    provider: createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url }),
    limits: { perSession: 1, perIp: 1, perDay: 1 },
  });
  try {
    const cases: [string, { role: string; content: string }[], RegExp][] = [
      ['21 messages', turns(21), /^messages must hold at most 20 entries\.$/],
      [
        'a 2001-character message',
        [{ role: 'user', content: long(2001) }],
        /^messages\[0\]\.content must be at most 2000 characters\.$/,
      ],
      [
        'over 8000 characters in total',
        [...turns(4, 2000), { role: 'user', content: 'x' }],
        /^messages must hold at most 8000 characters in total\.$/,
      ],
      // What the limits were before: 40 messages, 24,000 characters.
      [
        'the old maximum',
        [...turns(39, 600), { role: 'user', content: 'x' }],
        /at most 20 entries/,
      ],
    ];
    for (const [name, messages, error] of cases) {
      const response = await postJson(app.url, chatBody('x', { messages }), from('192.0.2.10'));
      assert.equal(response.status, 413, name);
      assert.match(String(response.json.error), error, name);
    }
    assert.equal(fake.requests.length, 0);
    // Nothing was counted: the address, the session and the day still have their one request.
    assert.equal((await postJson(app.url, chatBody('hello'), from('192.0.2.10'))).status, 200);
  } finally {
    await app.close();
    await fake.close();
  }
});

Deno.test(
  'at the limits the model reads the conversation and may write at most 600 tokens',
  async () => {
    const fake = startFakeOpenAi();
    const app = serve({
      provider: createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url }),
    });
    try {
      const messages = [...turns(3, 2000), ...turns(16, 10), { role: 'user', content: long(1840) }];
      assert.equal(messages.length, CHAT_LIMITS.maxMessages);
      assert.equal(
        messages.reduce((sum, m) => sum + m.content.length, 0),
        CHAT_LIMITS.maxTotalChars,
      );
      const response = await postJson(app.url, chatBody('x', { messages }), from('192.0.2.11'));
      assert.equal(response.status, 200);
      const sent = fake.requests.at(-1)!;
      assert.equal(sent.maxTokens, 600);
      assert.deepEqual(sent.messages.slice(1), messages);
    } finally {
      await app.close();
      await fake.close();
    }
  },
);
