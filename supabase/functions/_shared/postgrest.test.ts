import assert from 'node:assert/strict';

import { callRest } from './postgrest.ts';

/** The request `callRest` makes, captured instead of sent. */
async function requestOf(path: string, call: Omit<Parameters<typeof callRest>[1], 'fetch'>) {
  let seen: Request | undefined;
  await callRest(path, {
    ...call,
    fetch: (input, init) => {
      seen = new Request(input, init);
      return Promise.resolve(new Response('[]'));
    },
  });
  if (!seen) throw new Error('no request');
  return seen;
}

Deno.test(
  'postgrest: a call for a signed-in user carries their token, the key as apikey',
  async () => {
    const request = await requestOf('user_roles?select=role', {
      supabaseUrl: 'http://api.test/',
      key: 'sb_publishable_x',
      token: 'user.jwt.token',
    });
    assert.deepEqual(request.url, 'http://api.test/rest/v1/user_roles?select=role');
    assert.deepEqual(request.method, 'GET');
    assert.deepEqual(request.headers.get('apikey'), 'sb_publishable_x');
    assert.deepEqual(request.headers.get('authorization'), 'Bearer user.jwt.token');
  },
);

Deno.test(
  'postgrest: an opaque key is never a Bearer token; a body is JSON and POSTed',
  async () => {
    const request = await requestOf('rpc/rate_limit_hit', {
      supabaseUrl: 'http://api.test',
      key: 'sb_secret_y',
      body: { p_key: 'k' },
    });
    assert.deepEqual(request.method, 'POST');
    assert.deepEqual(request.headers.get('apikey'), 'sb_secret_y');
    assert.deepEqual(request.headers.get('authorization'), null);
    assert.deepEqual(request.headers.get('content-type'), 'application/json');
    assert.deepEqual(await request.json(), { p_key: 'k' });
  },
);

Deno.test(
  'postgrest: a legacy JWT key goes as apikey and as Bearer, as supabase-js sends it',
  async () => {
    const request = await requestOf('case_studies', {
      supabaseUrl: 'http://api.test',
      key: 'a.b.c',
    });
    assert.deepEqual(request.headers.get('authorization'), 'Bearer a.b.c');
  },
);
