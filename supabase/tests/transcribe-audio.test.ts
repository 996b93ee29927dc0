/**
 * transcribe-audio over HTTP, through the local stack (real Deno, real Postgres rate limiting),
 * forwarding to a fake OpenAI-compatible provider on loopback. Each test calls from its own
 * loopback address: the stack's gateway counts clients by the socket, as the platform does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ANON_KEY } from '../../local-supabase/config';
import { type LocalStack } from '../../local-supabase/server';
import {
  type FakeTranscriptionServer,
  startFakeTranscriptionServer,
} from './fake-transcription-server';
import { freshLoopbackAddress, requestFrom } from './loopback-client';
import { startStackWithEnv } from './stack-with-env';

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const b64 = (bytes: ArrayLike<number>) => Buffer.from(Uint8Array.from(bytes)).toString('base64');

const SAMPLES = {
  webm: [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, ...ascii('webm')],
  ogg: [...ascii('OggS'), 0, 2, 0, 0, 0, 0],
  m4a: [0, 0, 0, 0x20, ...ascii('ftypM4A '), 0, 0, 0, 0],
  wav: [...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WAVEfmt ')],
  mp3: [...ascii('ID3'), 4, 0, 0, 0, 0, 0, 0],
  mp3Frame: [0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0],
  flac: [...ascii('fLaC'), 0, 0, 0, 0x22],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
  unknown: [0x00, 0x13, 0x37, 0xc0, 0xde, 0x01, 0x02, 0x03],
};

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

async function call(
  stack: LocalStack,
  init: {
    body?: unknown;
    rawBody?: string;
    method?: string;
    /** The loopback address to call from; a fresh one by default. */
    from?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const res = await requestFrom(
    init.from ?? freshLoopbackAddress(),
    `${stack.url}/functions/v1/transcribe-audio`,
    {
      method: init.method ?? 'POST',
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${ANON_KEY}`,
        'Content-Type': 'application/json',
        ...init.headers,
      },
      body:
        init.method === 'GET' || init.method === 'OPTIONS'
          ? undefined
          : (init.rawBody ?? JSON.stringify(init.body)),
    },
  );
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(res.text) as Record<string, unknown>;
  } catch {
    body = { raw: res.text };
  }
  expect(res.headers.get('access-control-allow-origin'), 'CORS on every response').toBe('*');
  return { status: res.status, body, headers: res.headers };
}

let configured: LocalStack;
let unconfigured: LocalStack;
let fake: FakeTranscriptionServer;

beforeAll(async () => {
  fake = await startFakeTranscriptionServer();
  configured = await startStackWithEnv(
    {
      TRANSCRIBE_BASE_URL: fake.baseUrl,
      TRANSCRIBE_API_KEY: 'test-transcribe-key',
      TRANSCRIBE_TIMEOUT_MS: '1500',
      RATE_LIMIT_TRANSCRIBE_PER_IP: '3',
      // Windows are fixed (aligned to the epoch): a day-long one keeps the counts of a test from
      // being split by a window boundary mid-test.
      RATE_LIMIT_TRANSCRIBE_WINDOW_SECONDS: '86400',
    },
    ['transcribe-audio'],
  );
  unconfigured = await startStackWithEnv({}, ['transcribe-audio']);
}, 120_000);

afterAll(async () => {
  await Promise.all([configured?.close(), unconfigured?.close(), fake?.close()]);
});

describe('transcribe-audio: the HTTP contract', () => {
  it('answers the CORS preflight', async () => {
    const res = await call(configured, { method: 'OPTIONS' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('refuses other methods than POST with 405 JSON', async () => {
    const res = await call(configured, { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it.each([
    ['missing audio', { body: {} }, 400, /audio is required/],
    ['empty audio', { body: { audio: '' } }, 400, /audio is required/],
    ['non-string audio', { body: { audio: 12345 } }, 400, /must be a base64 string/],
    ['audio as an array', { body: { audio: [1, 2, 3] } }, 400, /must be a base64 string/],
    ['a body that is not an object', { body: ['audio'] }, 400, /JSON object/],
    ['malformed JSON', { rawBody: '{"audio": ' }, 400, /not valid JSON/],
    ['bad base64', { body: { audio: 'this is not base64!' } }, 400, /not valid base64/],
    ['base64 with wrong padding', { body: { audio: 'GkXfow' } }, 400, /not valid base64/],
    [
      'a bad mime hint',
      { body: { audio: b64(SAMPLES.webm), mimeType: 'text/html' } },
      400,
      /mimeType/,
    ],
    ['an image, not audio', { body: { audio: b64(SAMPLES.png) } }, 415, /PNG image, not an audio/],
    [
      'plain text, not audio',
      { body: { audio: b64(ascii('hello world, no audio')) } },
      415,
      /plain text/,
    ],
    [
      'an unknown container',
      { body: { audio: b64(SAMPLES.unknown) } },
      415,
      /not in a supported container/,
    ],
  ])('answers %s with %i and a JSON error', async (_label, init, status, message) => {
    const before = fake.received.length;
    const res = await call(configured, init);
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(message);
    expect(fake.received.length, 'nothing forwarded').toBe(before);
  });

  it('refuses audio over 1 MiB (more than 60 s of speech) with 413, without calling the provider', async () => {
    const before = fake.received.length;
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(SAMPLES.webm);
    const res = await call(configured, { body: { audio: Buffer.from(big).toString('base64') } });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('audio is too large (at most 1 MB, about a minute of speech).');
    // What was accepted before (10 MB) is refused before it is even read in full.
    const old = new Uint8Array(10 * 1024 * 1024);
    old.set(SAMPLES.webm);
    const res10 = await call(configured, { body: { audio: Buffer.from(old).toString('base64') } });
    expect(res10.status).toBe(413);
    expect(res10.body.error).toMatch(/too large/);
    expect(fake.received.length).toBe(before);
  });

  it('accepts audio of exactly 1 MiB', async () => {
    const max = new Uint8Array(1024 * 1024);
    max.set(SAMPLES.webm);
    fake.reply = () => ({ body: { text: 'one megabyte' } });
    const res = await call(configured, { body: { audio: Buffer.from(max).toString('base64') } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ text: 'one megabyte' });
    expect(fake.received.at(-1)?.bytes.length).toBe(max.length);
  });
});

describe('transcribe-audio: forwarding to the provider', () => {
  it('forwards a webm recording as multipart audio.webm with the model and key, and answers { text }', async () => {
    fake.reply = () => ({ body: { text: '  How can AI reduce our costs?  ' } });
    const res = await call(configured, {
      body: { audio: b64(SAMPLES.webm), mimeType: 'audio/webm;codecs=opus' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ text: 'How can AI reduce our costs?' });
    const upload = fake.received.at(-1);
    expect(upload?.fileName).toBe('audio.webm');
    expect(upload?.model).toBe('whisper-1');
    expect(upload?.authorization).toBe('Bearer test-transcribe-key');
    expect(Array.from(upload?.bytes ?? [])).toEqual(SAMPLES.webm);
  });

  it.each([
    ['ogg', 'audio.ogg'],
    ['m4a', 'audio.m4a'],
    ['wav', 'audio.wav'],
    ['mp3', 'audio.mp3'],
    ['mp3Frame', 'audio.mp3'],
    ['flac', 'audio.flac'],
  ] as const)('names a %s recording %s', async (kind, fileName) => {
    fake.reply = () => ({ body: { text: kind } });
    const res = await call(configured, { body: { audio: b64(SAMPLES[kind]) } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ text: kind });
    expect(fake.received.at(-1)?.fileName).toBe(fileName);
  });

  it('names Safari recordings (audio/mp4) .m4a whatever the hint says', async () => {
    fake.reply = () => ({ body: { text: 'safari' } });
    const res = await call(configured, {
      body: { audio: b64(SAMPLES.m4a), mimeType: 'audio/mp4' },
    });
    expect(res.status).toBe(200);
    expect(fake.received.at(-1)?.fileName).toBe('audio.m4a');
  });

  it('answers an empty transcript as empty text', async () => {
    fake.reply = () => ({ body: { text: '   ' } });
    const res = await call(configured, { body: { audio: b64(SAMPLES.webm) } });
    expect(res).toMatchObject({ status: 200, body: { text: '' } });
  });

  it('answers 502 when the provider fails, without leaking its answer', async () => {
    fake.reply = () => ({ status: 500, body: { error: { message: 'secret internal detail' } } });
    const res = await call(configured, { body: { audio: b64(SAMPLES.webm) } });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatch(/transcription service failed/);
    expect(JSON.stringify(res.body)).not.toContain('secret internal detail');
  });

  it('answers 502 when the provider answers without text', async () => {
    fake.reply = () => ({ body: { transcript: 'wrong field' } });
    const res = await call(configured, { body: { audio: b64(SAMPLES.webm) } });
    expect(res.status).toBe(502);
  });

  it('answers 504 when the provider is too slow', async () => {
    fake.reply = () => ({ body: { text: 'too late' }, delayMs: 3000 });
    const res = await call(configured, { body: { audio: b64(SAMPLES.webm) } });
    expect(res.status).toBe(504);
    expect(res.body.error).toMatch(/took too long/);
  });
});

describe('transcribe-audio: limits and configuration', () => {
  it('rate-limits each address in Postgres: the 4th request within the window gets 429', async () => {
    fake.reply = () => ({ body: { text: 'ok' } });
    const from = freshLoopbackAddress();
    const statuses: number[] = [];
    let last: Answer | undefined;
    for (let i = 0; i < 4; i++) {
      last = await call(configured, { body: { audio: b64(SAMPLES.webm) }, from });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last?.body.error).toMatch(/Too many/);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await call(configured, { body: { audio: b64(SAMPLES.webm) } })).status).toBe(200);
  });

  it('cannot be bypassed with made-up X-Forwarded-For, CF-Connecting-IP or X-Real-IP headers', async () => {
    fake.reply = () => ({ body: { text: 'ok' } });
    const from = freshLoopbackAddress();
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const madeUp = `203.0.113.${i}`;
      const res = await call(configured, {
        body: { audio: b64(SAMPLES.webm) },
        from,
        headers: {
          'x-forwarded-for': `${madeUp}, 10.0.0.1`,
          'cf-connecting-ip': madeUp,
          'x-real-ip': madeUp,
        },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('answers 503 with a clear error when no provider is configured', async () => {
    const res = await call(unconfigured, { body: { audio: b64(SAMPLES.webm) } });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatch(/Voice input is not configured/);
  });

  it('still validates input when no provider is configured', async () => {
    const res = await call(unconfigured, { body: { audio: 42 } });
    expect(res.status).toBe(400);
  });
});
