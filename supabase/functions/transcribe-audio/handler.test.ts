/**
 * transcribe-audio's limits over HTTP, with the in-memory limiter of the same semantics as
 * `public.rate_limit_hit` and a fake provider on loopback. (The HTTP contract and the real
 * Postgres counting are tested through the local stack in supabase/tests/transcribe-audio.test.ts.)
 */
import assert from 'node:assert/strict';

import { MAX_AUDIO_BYTES } from '../_shared/chat-contract.ts';
import type { RateLimitSettings } from '../_shared/rate-limit.ts';
import { serveHandler } from '../_testing/client.ts';
import { FROZEN_CLOCK, memoryRateLimiter } from '../_testing/memory-rate-limiter.ts';
import { createTranscribeHandler, DAILY_LIMIT_MESSAGE } from './handler.ts';

const LIMITS: RateLimitSettings = {
  perSession: 1,
  perIp: 1000,
  windowSeconds: 300,
  perDay: 100_000,
  clientIpHeader: 'cf-connecting-ip',
  failOpen: undefined,
};

const WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** A fake OpenAI-compatible transcription endpoint that counts its calls. */
function fakeProvider() {
  let calls = 0;
  const app = serveHandler(async (req) => {
    await req.formData();
    calls++;
    return Response.json({ text: 'hello' });
  });
  return { ...app, calls: () => calls };
}

function serve(limits: Partial<RateLimitSettings>, providerUrl: string) {
  return serveHandler(
    createTranscribeHandler({
      provider: { baseUrl: providerUrl.replace(/\/$/, ''), model: 'whisper-1', timeoutMs: 5000 },
      limiter: memoryRateLimiter(FROZEN_CLOCK),
      limits: { ...LIMITS, ...limits },
    }),
  );
}

async function send(url: string, headers: Record<string, string>, audio = base64(WEBM)) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ audio }),
  });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

Deno.test('made-up forwarding headers do not open new buckets: 429 per address', async () => {
  const provider = fakeProvider();
  const app = serve({ perIp: 3 }, provider.url);
  try {
    const statuses = [];
    for (let i = 1; i <= 4; i++) {
      const made = `203.0.113.${i}`;
      const answer = await send(app.url, {
        'cf-connecting-ip': '198.51.100.20',
        'x-forwarded-for': `${made}, 10.0.0.1`,
        'x-real-ip': made,
      });
      statuses.push(answer.status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    assert.equal(provider.calls(), 3);
  } finally {
    await app.close();
    await provider.close();
  }
});

Deno.test('callers without an address share one bucket', async () => {
  const provider = fakeProvider();
  const app = serve({ perIp: 2 }, provider.url);
  const original = console.warn;
  console.warn = () => {};
  try {
    const statuses = [];
    for (let i = 1; i <= 3; i++) {
      statuses.push((await send(app.url, { 'x-forwarded-for': `203.0.113.${i}` })).status);
    }
    assert.deepEqual(statuses, [200, 200, 429]);
  } finally {
    console.warn = original;
    await app.close();
    await provider.close();
  }
});

Deno.test('the daily budget for all callers ends in 429 with a clear message', async () => {
  const provider = fakeProvider();
  const app = serve({ perDay: 2 }, provider.url);
  try {
    assert.equal((await send(app.url, { 'cf-connecting-ip': '192.0.2.1' })).status, 200);
    assert.equal((await send(app.url, { 'cf-connecting-ip': '192.0.2.2' })).status, 200);
    const refused = await send(app.url, { 'cf-connecting-ip': '192.0.2.3' });
    assert.equal(refused.status, 429);
    assert.deepEqual(refused.json, { error: DAILY_LIMIT_MESSAGE });
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 86_400, `Retry-After ${retryAfter}`);
    assert.equal(provider.calls(), 2);
  } finally {
    await app.close();
    await provider.close();
  }
});

Deno.test(
  'a recording over 1 MiB is refused with 413 before any counting or provider call',
  async () => {
    const provider = fakeProvider();
    const app = serve({ perIp: 1 }, provider.url);
    try {
      const big = new Uint8Array(MAX_AUDIO_BYTES + 1);
      big.set(WEBM);
      let text = '';
      for (let i = 0; i < big.length; i += 0x8000) {
        text += String.fromCharCode(...big.subarray(i, i + 0x8000));
      }
      const refused = await send(app.url, { 'cf-connecting-ip': '192.0.2.9' }, btoa(text));
      assert.equal(refused.status, 413);
      assert.match(refused.json.error, /at most 1 MB/);
      // The address's one request is still there.
      assert.equal((await send(app.url, { 'cf-connecting-ip': '192.0.2.9' })).status, 200);
      assert.equal(provider.calls(), 1);
    } finally {
      await app.close();
      await provider.close();
    }
  },
);
