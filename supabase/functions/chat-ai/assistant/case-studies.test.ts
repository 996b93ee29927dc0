/**
 * The published case studies as chat-ai reads them: through PostgREST with the anon key, public
 * columns only, published only, at most 60 seconds old.
 */
import assert from 'node:assert/strict';

import {
  CASE_STUDY_COLUMNS,
  type CaseStudyRow,
  caseStudyPath,
  restCaseStudySource,
  storiesIn,
} from './case-studies.ts';

const story = (id: string, title = `Story ${id}`): CaseStudyRow => ({
  id,
  slug: `story-${id}`,
  title,
  client: `Client ${id}`,
  description: 'Challenge.',
  results: 'Result one\nResult two',
  title_de: null,
  description_de: null,
  results_de: null,
});

/** A stand-in for PostgREST that answers with `rows()` and records each request. */
function fakeRest(rows: () => unknown, status = () => 200) {
  const requests: { url: URL; apikey: string | null; authorization: string | null }[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, (req) => {
    requests.push({
      url: new URL(req.url),
      apikey: req.headers.get('apikey'),
      authorization: req.headers.get('authorization'),
    });
    return Response.json(rows(), { status: status() });
  });
  const url = `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}`;
  return { url, requests, close: () => server.shutdown() };
}

const JWT_ANON_KEY = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';

Deno.test(
  'reads published stories as a visitor: anon key, public columns, display order',
  async () => {
    const rest = fakeRest(() => [story('1'), story('2')]);
    try {
      const source = restCaseStudySource({ supabaseUrl: `${rest.url}/`, anonKey: JWT_ANON_KEY });
      assert.deepEqual(await source.list(), [story('1'), story('2')]);
      const [request] = rest.requests;
      assert.equal(request?.url.pathname, '/rest/v1/case_studies');
      assert.equal(request?.url.searchParams.get('select'), CASE_STUDY_COLUMNS);
      assert.equal(
        CASE_STUDY_COLUMNS,
        'id,slug,title,client,description,results,title_de,description_de,results_de',
      );
      assert.equal(request?.url.searchParams.get('published'), 'is.true');
      assert.equal(request?.url.searchParams.get('order'), 'display_order.asc');
      assert.equal(request?.apikey, JWT_ANON_KEY);
      assert.equal(request?.authorization, `Bearer ${JWT_ANON_KEY}`);
    } finally {
      await rest.close();
    }
  },
);

Deno.test('a new-style publishable key goes as apikey only, never as a Bearer token', async () => {
  const rest = fakeRest(() => []);
  try {
    const source = restCaseStudySource({ supabaseUrl: rest.url, anonKey: 'sb_publishable_abc123' });
    await source.list();
    assert.equal(rest.requests[0]?.apikey, 'sb_publishable_abc123');
    assert.equal(rest.requests[0]?.authorization, null);
  } finally {
    await rest.close();
  }
});

Deno.test(
  'a story published now is known within 60 seconds, and not read again before',
  async () => {
    let rows = [story('1')];
    let clock = 1_000_000;
    const rest = fakeRest(() => rows);
    try {
      const source = restCaseStudySource({
        supabaseUrl: rest.url,
        anonKey: JWT_ANON_KEY,
        now: () => clock,
      });
      assert.deepEqual(
        (await source.list()).map((s) => s.id),
        ['1'],
      );
      rows = [story('1'), story('2')]; // published now
      clock += 59_999;
      assert.deepEqual(
        (await source.list()).map((s) => s.id),
        ['1'],
      );
      assert.equal(rest.requests.length, 1);
      clock += 1;
      assert.deepEqual(
        (await source.list()).map((s) => s.id),
        ['1', '2'],
      );
      assert.equal(rest.requests.length, 2);
      rows = [story('2')]; // unpublished: gone within a minute too
      clock += 60_000;
      assert.deepEqual(
        (await source.list()).map((s) => s.id),
        ['2'],
      );
    } finally {
      await rest.close();
    }
  },
);

Deno.test(
  'a longer cache than 60 seconds is not possible; concurrent readers share one read',
  async () => {
    let clock = 0;
    const rest = fakeRest(() => [story('1')]);
    try {
      const source = restCaseStudySource({
        supabaseUrl: rest.url,
        anonKey: JWT_ANON_KEY,
        ttlSeconds: 3600,
        now: () => clock,
      });
      await Promise.all([source.list(), source.list(), source.list()]);
      assert.equal(rest.requests.length, 1);
      clock += 60_000;
      await source.list();
      assert.equal(rest.requests.length, 2);
    } finally {
      await rest.close();
    }
  },
);

Deno.test(
  'a failed read answers without stories (never older ones) and retries after 5 s',
  async () => {
    let clock = 0;
    let failing = false;
    const rest = fakeRest(
      () => (failing ? { message: 'down' } : [story('1'), { id: 2, title: null }]),
      () => (failing ? 503 : 200),
    );
    const original = console.error;
    console.error = () => {};
    try {
      const source = restCaseStudySource({
        supabaseUrl: rest.url,
        anonKey: JWT_ANON_KEY,
        now: () => clock,
      });
      // Malformed rows are left out.
      assert.deepEqual(await source.list(), [story('1')]);
      failing = true;
      clock += 60_000;
      assert.deepEqual(await source.list(), []);
      assert.equal(rest.requests.length, 2);
      clock += 4_999;
      assert.deepEqual(await source.list(), []);
      assert.equal(rest.requests.length, 2);
      failing = false;
      clock += 1;
      assert.deepEqual(await source.list(), [story('1')]);
    } finally {
      console.error = original;
      await rest.close();
    }
  },
);

Deno.test(
  'every link to a story is built by caseStudyPath, German replies link the German page',
  () => {
    assert.equal(caseStudyPath('story-b5f3', 'en'), '/case-studies/story-b5f3');
    assert.equal(caseStudyPath('story-b5f3', 'de'), '/de/case-studies/story-b5f3');
  },
);

Deno.test('a reply uses each story in its language, or in the other one, marked', () => {
  const german = {
    ...story('2'),
    title_de: 'Geschichte 2',
    description_de: 'Herausforderung.',
    results_de: 'Ergebnis',
  };
  const germanOnly = {
    ...german,
    id: '3',
    slug: 'story-3',
    title: null,
    description: null,
    results: null,
  };
  assert.deepEqual(
    storiesIn([story('1'), german, germanOnly], 'de').map(({ title, language, path }) => ({
      title,
      language,
      path,
    })),
    [
      { title: 'Story 1', language: 'en', path: '/de/case-studies/story-1' },
      { title: 'Geschichte 2', language: 'de', path: '/de/case-studies/story-2' },
      { title: 'Geschichte 2', language: 'de', path: '/de/case-studies/story-3' },
    ],
  );
  assert.deepEqual(
    storiesIn([germanOnly], 'en').map(({ title, language, path }) => ({ title, language, path })),
    [{ title: 'Geschichte 2', language: 'de', path: '/case-studies/story-3' }],
  );
});
