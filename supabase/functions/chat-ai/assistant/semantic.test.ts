/**
 * The semantic half of the hybrid search: which texts are embedded and stored (each once for its
 * content, again when it changes, newly published ones first), what a question is ranked with,
 * and that a missing store or a failing embedder only ever means lexical search. The REST store's
 * reading of the database's answers is at the end.
 */
import assert from 'node:assert/strict';

import { fakeEmbedding } from '../../_testing/fake-embeddings.ts';
import { memoryVectorStore } from '../../_testing/memory-vector-store.ts';
import type { Embedder } from './embeddings.ts';
import { indexedTexts } from './retrieval.ts';
import { createSemanticSearch, type SemanticContext } from './semantic.ts';
import type { TeamAnswer } from './team-answers.ts';
import { restVectorStore } from './vector-store.ts';

/** An embedder of the fake's vectors that counts what it embeds; `failing` makes it give none. */
function countingEmbedder(options: { batchSize?: number } = {}) {
  const embedded: string[][] = [];
  let failing = false;
  const embedder: Embedder = {
    model: 'fake-model',
    batchSize: options.batchSize ?? 64,
    embed(texts) {
      embedded.push([...texts]);
      return Promise.resolve(failing ? undefined : texts.map((text) => fakeEmbedding(text)));
    },
  };
  return { embedder, embedded, fail: (value: boolean) => (failing = value) };
}

/** Collects the background tasks a ranking starts; `settle()` waits for them. */
function background() {
  const tasks: Promise<void>[] = [];
  return {
    run: (task: Promise<void>) => void tasks.push(task),
    settle: async () => {
      while (tasks.length) await tasks.shift();
    },
  };
}

const ANSWER: TeamAnswer = {
  id: '7a2d1c3e-0000-4000-8000-000000000001',
  question: 'Can we pay by bank transfer?',
  variants: [],
  answer: { en: 'Yes: invoices are paid by bank transfer within 30 days.' },
  link: null,
};
const context = (teamAnswers: TeamAnswer[] = [ANSWER]): SemanticContext => ({
  language: 'en',
  stories: [],
  teamAnswers,
});
const staticCount = indexedTexts({ language: 'en' }).length;

Deno.test('every text is embedded once; a changed one again; unchanged ones never', async () => {
  const { embedder, embedded } = countingEmbedder();
  const store = memoryVectorStore();
  const semantic = createSemanticSearch({ embedder, store });
  const tasks = background();

  // The first question finds no vectors yet; after the reply, every text gets one.
  assert.equal(await semantic.rank('How do invoices get paid?', context(), tasks.run), undefined);
  await tasks.settle();
  assert.equal(store.rows.size, staticCount + 1);
  const texts = embedded.slice(1).flat();
  assert.equal(texts.length, staticCount + 1);
  // The newly published text comes first.
  assert.match(texts[0] ?? '', /Can we pay by bank transfer/);

  // The next question is ranked by meaning, and nothing is embedded again but the question.
  embedded.length = 0;
  const ranked = await semantic.rank('Do you take bank transfers?', context(), tasks.run);
  await tasks.settle();
  assert.equal(ranked?.[0], `team:${ANSWER.id}`);
  assert.deepEqual(embedded, [['Do you take bank transfers?']]);

  // An edited answer is embedded again, alone.
  embedded.length = 0;
  const edited = { ...ANSWER, answer: { en: 'Yes: by bank transfer or direct debit.' } };
  await semantic.rank('Do you take bank transfers?', context([edited]), tasks.run);
  await tasks.settle();
  assert.equal(embedded.length, 2);
  assert.equal(embedded[1]?.length, 1);
  assert.match(embedded[1]?.[0] ?? '', /direct debit/);

  // Another instance reads what is stored and embeds nothing it already has.
  const { embedder: other, embedded: otherEmbedded } = countingEmbedder();
  const second = createSemanticSearch({ embedder: other, store });
  await second.rank('Do you take bank transfers?', context([edited]), tasks.run);
  await tasks.settle();
  assert.deepEqual(otherEmbedded, [['Do you take bank transfers?']]);
});

Deno.test('a sync embeds a bounded number of texts; the rest follow later requests', async () => {
  const { embedder, embedded } = countingEmbedder({ batchSize: 8 });
  const store = memoryVectorStore();
  const semantic = createSemanticSearch({ embedder, store });
  const tasks = background();
  await semantic.rank('Workshops?', context(), tasks.run);
  await tasks.settle();
  assert.deepEqual(store.saves, [32]);
  await semantic.rank('Workshops?', context(), tasks.run);
  await tasks.settle();
  assert.deepEqual(store.saves, [32, 32]);
  assert.equal(embedded.filter((texts) => texts.length > 1).length, 2);
});

Deno.test('a failing embedder or a database without a vector store: lexical only', async () => {
  const errors: unknown[] = [];
  const { error, warn } = console;
  console.error = console.warn = (...args: unknown[]) => errors.push(args);
  try {
    const { embedder, embedded, fail } = countingEmbedder();
    const store = memoryVectorStore();
    const semantic = createSemanticSearch({ embedder, store });
    const tasks = background();
    fail(true);
    assert.equal(
      await semantic.rank('Do you take bank transfers?', context(), tasks.run),
      undefined,
    );
    await tasks.settle();
    assert.equal(store.rows.size, 0);
    // A failed sync is not tried again at once.
    embedded.length = 0;
    fail(false);
    await semantic.rank('Do you take bank transfers?', context(), tasks.run);
    await tasks.settle();
    assert.deepEqual(embedded, [['Do you take bank transfers?']]);

    // No store: once known, questions are not even embedded.
    const absent = createSemanticSearch({ embedder, store: memoryVectorStore({ absent: true }) });
    embedded.length = 0;
    assert.equal(await absent.rank('Do you take bank transfers?', context(), tasks.run), undefined);
    await tasks.settle();
    assert.equal(await absent.rank('Invoices?', context(), tasks.run), undefined);
    await tasks.settle();
    assert.deepEqual(embedded, [['Do you take bank transfers?']]);

    // A question without a meaningful word is not embedded (search() finds nothing for it).
    embedded.length = 0;
    assert.equal(await semantic.rank('Hi!', context(), tasks.run), undefined);
    assert.deepEqual(embedded, []);
  } finally {
    Object.assign(console, { error, warn });
  }
});

/** A fetch that answers each call with `answer(path, body)` and records the calls. */
function fakeRest(answer: (path: string) => Response) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = ((input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    calls.push({ path, body: JSON.parse(String(init?.body ?? 'null')) });
    return Promise.resolve(answer(path));
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

Deno.test('the REST store: its functions, and a database without them or pgvector', async () => {
  const rest = fakeRest((path) =>
    path.endsWith('knowledge_embeddings_stored')
      ? Response.json([{ id: 'entry:services:en', content_hash: 'abc' }])
      : path.endsWith('match_knowledge')
        ? Response.json(['team:1', 'entry:services:en'])
        : new Response(null, { status: 204 }),
  );
  const store = restVectorStore({
    supabaseUrl: 'http://db.test',
    secretKey: 'sb_secret_x',
    ...rest,
  });
  assert.deepEqual(await store.stored('m'), new Map([['entry:services:en', 'abc']]));
  assert.equal(
    await store.save('m', [{ id: 'team:1', contentHash: 'h', embedding: [0.5, 0.5] }]),
    true,
  );
  assert.deepEqual(await store.nearest('m', [1, 0], ['team:1', 'entry:services:en'], 5), [
    'team:1',
    'entry:services:en',
  ]);
  assert.deepEqual(
    rest.calls.map((call) => [call.path, call.body]),
    [
      ['/rest/v1/rpc/knowledge_embeddings_stored', { model: 'm' }],
      [
        '/rest/v1/rpc/store_knowledge_embeddings',
        {
          model: 'm',
          embeddings: [{ id: 'team:1', language: null, content_hash: 'h', embedding: [0.5, 0.5] }],
        },
      ],
      [
        '/rest/v1/rpc/match_knowledge',
        {
          query_embedding: [1, 0],
          model: 'm',
          ids: ['team:1', 'entry:services:en'],
          match_count: 5,
        },
      ],
    ],
  );

  // 404: the migration has not run; 501: the database has no pgvector.
  for (const status of [404, 501]) {
    const absent = restVectorStore({
      supabaseUrl: 'http://db.test',
      secretKey: 'k',
      ...fakeRest(() => Response.json({ message: 'no' }, { status })),
    });
    assert.equal(await absent.stored('m'), 'absent');
    assert.equal(await absent.nearest('m', [1], ['a'], 1), 'absent');
  }
  const logged: unknown[] = [];
  const { error } = console;
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    const failing = restVectorStore({
      supabaseUrl: 'http://db.test',
      secretKey: 'k',
      ...fakeRest(() => Response.json({ message: 'boom' }, { status: 500 })),
    });
    assert.equal(await failing.stored('m'), undefined);
    assert.equal(await failing.save('m', [{ id: 'a', contentHash: 'h', embedding: [1] }]), false);
    assert.equal(logged.length, 2);
  } finally {
    console.error = error;
  }
});
