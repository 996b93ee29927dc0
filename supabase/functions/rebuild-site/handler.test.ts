/**
 * rebuild-site against a stand-in of the Supabase APIs it calls (auth `/user`, the caller's
 * `user_roles` row, the `request_site_rebuild` / `release_site_rebuild` functions) and of a static
 * host's build hook. The debounce itself is Postgres's (local-supabase/test/site-rebuilds.test.ts);
 * here the stand-in answers with scripted decisions, and the tests check what the function does
 * with each.
 */
import assert from 'node:assert/strict';

import { createRebuildHandler, hookTitle, type RebuildOptions } from './handler.ts';

const ANON_KEY = 'anon-key';
const ADMIN_TOKEN = 'admin-token';
const USER_TOKEN = 'user-token';

type Decision = Record<string, unknown>;
type Call = { path: string; search: string; body: unknown; auth: string | null };

function startBackend() {
  const calls: Call[] = [];
  const decisions: Decision[] = [];
  let hookStatus = 200;
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (req) => {
    const url = new URL(req.url);
    const text = await req.text();
    const auth = req.headers.get('authorization');
    calls.push({
      path: url.pathname,
      search: url.search,
      body: text ? JSON.parse(text) : null,
      auth,
    });
    const token = auth?.replace(/^Bearer /, '');
    if (url.pathname === '/auth/v1/user') {
      if (token === ADMIN_TOKEN) return Response.json({ id: 'admin-id' });
      if (token === USER_TOKEN) return Response.json({ id: 'user-id' });
      return Response.json({ code: 401, msg: 'invalid JWT' }, { status: 401 });
    }
    if (url.pathname === '/rest/v1/user_roles') {
      return Response.json(token === ADMIN_TOKEN ? [{ role: 'admin' }] : []);
    }
    if (url.pathname === '/rest/v1/rpc/request_site_rebuild') {
      return Response.json(decisions.shift() ?? { send: false, pending: false });
    }
    if (url.pathname === '/rest/v1/rpc/release_site_rebuild')
      return new Response(null, { status: 204 });
    if (url.pathname === '/hook' || url.pathname === '/build_hooks/abc') {
      return new Response(hookStatus === 200 ? '{}' : 'nope', { status: hookStatus });
    }
    return new Response('not found', { status: 404 });
  });
  const { port } = server.addr as Deno.NetAddr;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    decisions,
    failHook: (status: number) => (hookStatus = status),
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    close: () => server.shutdown(),
  };
}

function handlerFor(
  backend: ReturnType<typeof startBackend>,
  options: Partial<RebuildOptions> = {},
) {
  const background: Promise<unknown>[] = [];
  const slept: number[] = [];
  const handler = createRebuildHandler({
    supabaseUrl: backend.url,
    anonKey: ANON_KEY,
    hookUrl: `${backend.url}/hook`,
    minIntervalSeconds: 60,
    waitUntil: (task) => background.push(task),
    sleep: (ms) => {
      slept.push(ms);
      return Promise.resolve();
    },
    ...options,
  });
  return { handler, background, slept };
}

function post(body: unknown, token: string | null = ADMIN_TOKEN): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', apikey: ANON_KEY };
  if (token) headers.Authorization = `Bearer ${token}`;
  return new Request('http://function.local/', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

Deno.test('OPTIONS answers the CORS preflight; other methods get 405', async () => {
  const backend = startBackend();
  try {
    const { handler } = handlerFor(backend);
    const preflight = await handler(new Request('http://function.local/', { method: 'OPTIONS' }));
    await preflight.body?.cancel();
    assert.equal(preflight.status, 200);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    const get = await handler(new Request('http://function.local/'));
    assert.equal(get.status, 405);
    assert.equal(typeof (await json(get)).error, 'string');
  } finally {
    await backend.close();
  }
});

Deno.test(
  'refuses callers without a valid session: no token, the anon key, a bad token',
  async () => {
    const backend = startBackend();
    try {
      const { handler } = handlerFor(backend);
      for (const token of [null, ANON_KEY, 'forged']) {
        const response = await handler(post({ reason: 'x' }, token));
        assert.equal(response.status, 401, `token ${token}`);
        assert.match(String((await json(response)).error), /sign in/i);
      }
      assert.equal(backend.callsTo('/hook').length, 0);
    } finally {
      await backend.close();
    }
  },
);

Deno.test('refuses a signed-in user who is not an admin', async () => {
  const backend = startBackend();
  try {
    const { handler } = handlerFor(backend);
    const response = await handler(post({ reason: 'x' }, USER_TOKEN));
    assert.equal(response.status, 403);
    assert.deepEqual(await json(response), { error: 'Only admins can rebuild the site.' });
    assert.equal(backend.callsTo('/rest/v1/rpc/request_site_rebuild').length, 0);
    // The role was read with the caller's own token (row-level security: own rows only).
    assert.equal(backend.callsTo('/rest/v1/user_roles')[0]?.auth, `Bearer ${USER_TOKEN}`);
  } finally {
    await backend.close();
  }
});

Deno.test('refuses malformed bodies with 400/415 JSON', async () => {
  const backend = startBackend();
  try {
    const { handler } = handlerFor(backend);
    assert.equal((await handler(post('{oops'))).status, 400);
    assert.equal((await handler(post([1, 2]))).status, 400);
    assert.equal((await handler(post({ reason: 42 }))).status, 400);
    assert.equal((await handler(post({ reason: 'x'.repeat(301) }))).status, 400);
    const text = await handler(
      new Request('http://function.local/', {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'text/plain' },
        body: 'hi',
      }),
    );
    assert.equal(text.status, 415);
  } finally {
    await backend.close();
  }
});

Deno.test('without a hook it says so and records nothing', async () => {
  const backend = startBackend();
  try {
    const { handler } = handlerFor(backend, { hookUrl: undefined });
    const response = await handler(post({ reason: 'Published "A"' }));
    assert.equal(response.status, 200);
    assert.deepEqual(await json(response), { status: 'not-configured' });
    assert.equal(backend.callsTo('/rest/v1/rpc/request_site_rebuild').length, 0);
  } finally {
    await backend.close();
  }
});

Deno.test('calls the hook once with the reasons when the database says send', async () => {
  const backend = startBackend();
  try {
    const { handler } = handlerFor(backend);
    backend.decisions.push({ send: true, reasons: ['Updated "A"', 'Published "B"'] });
    const response = await handler(post({ reason: 'Published "B"' }));
    assert.equal(response.status, 202);
    assert.deepEqual(await json(response), { status: 'triggered' });
    const [rpc] = backend.callsTo('/rest/v1/rpc/request_site_rebuild');
    assert.deepEqual(rpc?.body, { p_reason: 'Published "B"', p_min_interval_seconds: 60 });
    assert.equal(rpc?.auth, `Bearer ${ADMIN_TOKEN}`);
    const hooks = backend.callsTo('/hook');
    assert.equal(hooks.length, 1);
    assert.deepEqual(hooks[0]?.body, {
      reason: 'Updated "A"; Published "B"',
      reasons: ['Updated "A"', 'Published "B"'],
    });
  } finally {
    await backend.close();
  }
});

Deno.test(
  'inside the window it answers queued and sends what is pending once the window ends',
  async () => {
    const backend = startBackend();
    try {
      const { handler, background, slept } = handlerFor(backend);
      backend.decisions.push(
        { send: false, pending: true, retry_after_seconds: 42 },
        // The trailing request, after the window: everything pending by then.
        { send: true, reasons: ['Published "A"', 'Updated "A"'] },
      );
      const response = await handler(post({ reason: 'Updated "A"' }));
      assert.equal(response.status, 202);
      assert.deepEqual(await json(response), { status: 'queued', retryAfterSeconds: 42 });
      assert.equal(response.headers.get('retry-after'), '42');
      assert.equal(backend.callsTo('/hook').length, 0);

      await Promise.all(background);
      assert.deepEqual(slept, [42_000]);
      const rpcs = backend.callsTo('/rest/v1/rpc/request_site_rebuild');
      assert.deepEqual(rpcs[1]?.body, { p_reason: null, p_min_interval_seconds: 60 });
      assert.equal(backend.callsTo('/hook').length, 1);
    } finally {
      await backend.close();
    }
  },
);

Deno.test(
  'a trailing request that finds nothing pending (another instance sent) stops',
  async () => {
    const backend = startBackend();
    try {
      const { handler, background } = handlerFor(backend);
      backend.decisions.push(
        { send: false, pending: true, retry_after_seconds: 5 },
        { send: false, pending: false },
      );
      await (await handler(post({ reason: 'Deleted "A"' }))).body?.cancel();
      await Promise.all(background);
      assert.equal(backend.callsTo('/rest/v1/rpc/request_site_rebuild').length, 2);
      assert.equal(backend.callsTo('/hook').length, 0);
    } finally {
      await backend.close();
    }
  },
);

Deno.test('a failing hook answers 502 and puts the reasons back as pending', async () => {
  const backend = startBackend();
  try {
    const { handler } = handlerFor(backend);
    backend.failHook(500);
    backend.decisions.push({ send: true, reasons: ['Published "A"'] });
    const response = await handler(post({ reason: 'Published "A"' }));
    assert.equal(response.status, 502);
    assert.deepEqual(await json(response), {
      error: 'The static host did not accept the build request.',
    });
    const [release] = backend.callsTo('/rest/v1/rpc/release_site_rebuild');
    assert.deepEqual(release?.body, { p_reasons: ['Published "A"'] });
  } finally {
    await backend.close();
  }
});

Deno.test('a Netlify build hook also gets the reasons as its deploy title', async () => {
  const backend = startBackend();
  try {
    const seen: URL[] = [];
    const { handler } = handlerFor(backend, {
      hookUrl: 'https://api.netlify.com/build_hooks/abc',
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (url.hostname === 'api.netlify.com') {
          seen.push(url);
          return Promise.resolve(new Response('{}'));
        }
        return fetch(input, init);
      },
    });
    backend.decisions.push({ send: true, reasons: ['Published "A"'] });
    assert.equal((await handler(post({ reason: 'Published "A"' }))).status, 202);
    assert.equal(seen[0]?.searchParams.get('trigger_title'), 'Published "A"');
  } finally {
    await backend.close();
  }
});

Deno.test('hookTitle keeps long lists within a deploy title', () => {
  assert.equal(hookTitle(['a', 'b']), 'a; b');
  const title = hookTitle(Array.from({ length: 50 }, (_, i) => `Updated "Story number ${i}"`));
  assert.equal(title.length, 250);
  assert.ok(title.endsWith('…'));
});
