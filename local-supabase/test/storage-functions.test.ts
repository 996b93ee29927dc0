/** Storage refusals and uploads as supabase-js sends them; edge functions behind /functions/v1. */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import { must } from '../http';
import { ANON_KEY, PUBLISHABLE_KEY, SERVICE_ROLE_KEY } from '../config';
import { requestFrom } from '../../supabase/tests/loopback-client';
import { adminClient, apiUrl, client, PNG_BYTES } from './helpers';

const bucket = 'case-studies';

function storageError(error: unknown): { statusCode?: string; message?: string } {
  return (error ?? {}) as { statusCode?: string; message?: string };
}

describe('storage', () => {
  it('refuses SVG, HTML and oversized files; accepts a raw-body upload with its content type', async () => {
    const admin = await adminClient();
    const files = admin.storage.from(bucket);
    const svg = await files.upload(
      `logo-${Date.now()}.svg`,
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
    );
    expect(storageError(svg.error).statusCode).toBe('415');
    expect(storageError(svg.error).message).toBe('mime type image/svg+xml is not supported');
    const html = await files.upload(
      `page-${Date.now()}.png`,
      new Blob(['<script>alert(1)</script>'], { type: 'text/html' }),
    );
    expect(storageError(html.error).statusCode).toBe('415');
    const big = await files.upload(
      `big-${Date.now()}.png`,
      new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }),
    );
    expect(storageError(big.error).statusCode).toBe('413');

    // ArrayBuffer body: sent raw with the contentType option.
    const name = `folder/${Date.now()}.webp`;
    const raw = await files.upload(
      name,
      PNG_BYTES.buffer.slice(PNG_BYTES.byteOffset, PNG_BYTES.byteOffset + PNG_BYTES.length),
      {
        contentType: 'image/webp',
        upsert: true,
      },
    );
    expect(raw.error).toBeNull();
    const res = await fetch(files.getPublicUrl(name).data.publicUrl);
    expect(res.headers.get('content-type')).toBe('image/webp');

    // Upsert replaces; the listing shows the file under its folder.
    const again = await files.upload(name, new Blob([PNG_BYTES], { type: 'image/png' }), {
      upsert: true,
    });
    expect(again.error).toBeNull();
    const listed = await files.list('folder');
    expect(listed.data?.map((f) => f.name)).toContain(name.split('/')[1]);
    expect((await files.remove([name])).data).toHaveLength(1);
  });

  it('an unknown bucket and a missing object are errors, not crashes', async () => {
    const admin = await adminClient();
    const nb = await admin.storage
      .from('no-such-bucket')
      .upload('a.png', new Blob([PNG_BYTES], { type: 'image/png' }));
    expect(storageError(nb.error).statusCode).toBe('404');
    const missing = await fetch(`${apiUrl()}/storage/v1/object/public/${bucket}/nothing-here.png`);
    expect(missing.ok).toBe(false);
    const dl = await client().storage.from(bucket).download('nothing-here.png');
    expect(dl.error).not.toBeNull();
  });
});

describe('functions', () => {
  it('runs the function in Deno with the hosted environment (verify_jwt = false)', async () => {
    const { data, error } = await client().functions.invoke('echo', { body: { hello: 'world' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      body: { hello: 'world' },
      authorization: `Bearer ${ANON_KEY}`,
      env: {
        SUPABASE_URL: apiUrl(),
        SUPABASE_ANON_KEY: true,
        SUPABASE_SERVICE_ROLE_KEY: true,
        SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE_KEY }),
        SUPABASE_SECRET_KEYS: true,
        SUPABASE_JWKS: true,
        AI_TEST_VALUE: 'forwarded',
        UNRELATED_SECRET: null,
      },
    });
  });

  it('sets the client-address header from the socket, like the platform proxy, never from the caller', async () => {
    const res = await requestFrom('127.0.0.9', `${apiUrl()}/functions/v1/echo`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        'Content-Type': 'application/json',
        'cf-connecting-ip': '203.0.113.1',
        'x-forwarded-for': '203.0.113.2',
      },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect((JSON.parse(res.text) as { client: unknown }).client).toEqual({
      'cf-connecting-ip': '127.0.0.9',
      'x-forwarded-for': '203.0.113.2, 127.0.0.9',
    });
  });

  it('passes a non-2xx answer through as FunctionsHttpError with a readable body', async () => {
    const { data, error } = await client().functions.invoke('echo?fail=1', { body: { x: 1 } });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const context = (error as FunctionsHttpError).context as Response;
    expect(context.status).toBe(400);
    expect(((await context.json()) as { body: unknown }).body).toEqual({ x: 1 });
  });

  it('streams server-sent events as they are produced, with CORS', async () => {
    const started = Date.now();
    const res = await fetch(`${apiUrl()}/functions/v1/echo?stream=1`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${ANON_KEY}`,
        Origin: 'http://localhost:5173',
      },
    });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const reader = must(res.body).getReader();
    const first = await reader.read();
    const firstAt = Date.now() - started;
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    const totalAt = Date.now() - started;
    expect(new TextDecoder().decode(first.value)).toContain('"n":1');
    expect(rest).toContain('data: [DONE]');
    // The first event arrived well before the stream ended (no buffering in the relay).
    expect(totalAt - firstAt).toBeGreaterThanOrEqual(300);
  });

  it('verify_jwt = true refuses a missing or forged token and accepts the anon key', async () => {
    const url = `${apiUrl()}/functions/v1/private-echo`;
    const none = await fetch(url, { method: 'POST', headers: { apikey: ANON_KEY } });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ msg: 'Error: Missing authorization header' });
    const forged = await fetch(url, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}x` },
    });
    expect(forged.status).toBe(401);
    const ok = await client().functions.invoke('private-echo', { body: {} });
    expect(ok.error).toBeNull();
  });

  it('answers preflight and unknown functions', async () => {
    const pre = await fetch(`${apiUrl()}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
      },
    });
    expect(pre.ok).toBe(true);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toContain('apikey');
    const unknown = await fetch(`${apiUrl()}/functions/v1/nope`, {
      method: 'POST',
      headers: { apikey: ANON_KEY },
    });
    expect(unknown.status).toBe(404);
  });
});
