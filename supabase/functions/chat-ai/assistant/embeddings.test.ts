/**
 * The embeddings clients: the OpenAI-compatible one against the fake endpoint (batches, order,
 * key, timeouts and errors giving no vectors instead of an exception), Supabase's built-in model
 * through a fake `Supabase.ai` global, and which one the environment configures.
 */
import assert from 'node:assert/strict';

import { fakeEmbedding, startFakeEmbeddings } from '../../_testing/fake-embeddings.ts';
import {
  embedderFromEnv,
  openAiEmbedder,
  SUPABASE_MODEL,
  supabaseAi,
  supabaseEmbedder,
} from './embeddings.ts';

const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] });

/** Runs `task` with console.error and console.warn silenced; returns what they were given. */
async function quietly<T>(task: () => Promise<T>): Promise<{ result: T; logged: string[] }> {
  const logged: string[] = [];
  const { error, warn } = console;
  console.error = console.warn = (...args: unknown[]) => logged.push(args.join(' '));
  try {
    return { result: await task(), logged };
  } finally {
    Object.assign(console, { error, warn });
  }
}

Deno.test('openai: texts are embedded in batches, in order, with the key and model', async () => {
  const fake = startFakeEmbeddings();
  try {
    const embedder = openAiEmbedder({
      model: 'text-embedding-test',
      baseUrl: `${fake.url}/`,
      apiKey: fake.apiKey,
      batchSize: 2,
    });
    const texts = ['Workshops for teams', 'Invoices', 'Onboarding agents', 'GDPR', 'Pricing'];
    const vectors = await embedder.embed(texts);
    assert.deepEqual(
      vectors,
      texts.map((text) => fakeEmbedding(text)),
    );
    assert.deepEqual(
      fake.requests.map((request) => [request.model, request.input.length]),
      [
        ['text-embedding-test', 2],
        ['text-embedding-test', 2],
        ['text-embedding-test', 1],
      ],
    );
    assert.equal(embedder.model, 'text-embedding-test');
  } finally {
    await fake.close();
  }
});

Deno.test(
  'openai: a slow, failing or refusing endpoint gives no vectors, never an error',
  async () => {
    const fake = startFakeEmbeddings({ slowMs: 5_000 });
    try {
      const embedder = openAiEmbedder({
        model: 'm',
        baseUrl: fake.url,
        apiKey: fake.apiKey,
        timeoutMs: 200,
      });
      const started = Date.now();
      const slow = await quietly(() => embedder.embed(['a question #slow']));
      assert.equal(slow.result, undefined);
      assert.ok(Date.now() - started < 2_000, 'the timeout ends the wait');
      assert.match(slow.logged.join('\n'), /did not answer in time/);

      const failing = await quietly(() => embedder.embed(['fine', 'broken #error']));
      assert.equal(failing.result, undefined);
      assert.match(failing.logged.join('\n'), /answered 500/);

      const wrongKey = openAiEmbedder({ model: 'm', baseUrl: fake.url, apiKey: 'wrong' });
      const refused = await quietly(() => wrongKey.embed(['a text']));
      assert.equal(refused.result, undefined);
      assert.match(refused.logged.join('\n'), /answered 401/);

      // The caller's own signal (a reply's budget) ends the wait too.
      const aborted = await quietly(() =>
        embedder.embed(['another #slow'], AbortSignal.timeout(50)),
      );
      assert.equal(aborted.result, undefined);
    } finally {
      await fake.close();
    }
  },
);

Deno.test('openai: an answer without every vector gives none', async () => {
  const embedder = openAiEmbedder({
    model: 'm',
    apiKey: 'k',
    fetch: () =>
      Promise.resolve(Response.json({ data: [{ index: 0, embedding: [0.1, 'x'] }, { index: 1 }] })),
  });
  const { result, logged } = await quietly(() => embedder.embed(['one', 'two']));
  assert.equal(result, undefined);
  assert.match(logged.join('\n'), /answered 0 vectors for 2 texts/);
});

/** A fake `Supabase` global with the AI API: records each run, answers Float32Arrays. */
function fakeSupabase(options: { slowMs?: number } = {}) {
  const sessions: string[] = [];
  const runs: { input: string; options: unknown }[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  class Session {
    constructor(model: string) {
      sessions.push(model);
    }
    run(input: string, runOptions: unknown): Promise<unknown> {
      runs.push({ input, options: runOptions });
      const vector = Float32Array.from(fakeEmbedding(input));
      if (!options.slowMs) return Promise.resolve(vector);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve(vector);
        }, options.slowMs);
        timers.add(timer);
      });
    }
  }
  return {
    scope: { Supabase: { ai: { Session } } },
    sessions,
    runs,
    stop: () => timers.forEach((timer) => clearTimeout(timer)),
  };
}

Deno.test('supabase: the built-in gte-small, mean-pooled and normalised, one session', async () => {
  const fake = fakeSupabase();
  const supabase = supabaseAi(fake.scope);
  assert.ok(supabase);
  const embedder = supabaseEmbedder(supabase);
  assert.equal(embedder.model, SUPABASE_MODEL);
  const vectors = await embedder.embed(['Workshops', 'Agents']);
  const again = await embedder.embed(['Pricing']);
  assert.equal(vectors?.length, 2);
  assert.ok(vectors?.every((vector) => Array.isArray(vector) && vector.length > 0));
  assert.equal(again?.length, 1);
  assert.deepEqual(fake.sessions, ['gte-small']);
  assert.deepEqual(
    fake.runs.map((run) => [run.input, run.options]),
    ['Workshops', 'Agents', 'Pricing'].map((input) => [
      input,
      { mean_pool: true, normalize: true },
    ]),
  );
});

Deno.test('supabase: a model that takes too long gives no vectors', async () => {
  const fake = fakeSupabase({ slowMs: 2_000 });
  try {
    const embedder = supabaseEmbedder(supabaseAi(fake.scope)!, { timeoutMs: 100 });
    const { result, logged } = await quietly(() => embedder.embed(['a question']));
    assert.equal(result, undefined);
    assert.match(logged.join('\n'), /did not answer in time/);
  } finally {
    fake.stop();
  }
});

Deno.test('the environment: a model named, or the built-in asked for; nothing else', async () => {
  // Nothing configured, or only the chat's key and endpoint: no embeddings.
  assert.equal(embedderFromEnv(env({})), null);
  assert.equal(embedderFromEnv(env({ AI_API_KEY: 'sk-chat', AI_BASE_URL: 'http://x/v1' })), null);
  // A model named: the embeddings endpoint, falling back to the chat's key and endpoint.
  assert.equal(
    embedderFromEnv(env({ AI_EMBEDDINGS_MODEL: 'text-embedding-3-small', AI_API_KEY: 'sk' }))
      ?.model,
    'text-embedding-3-small',
  );
  assert.equal(
    embedderFromEnv(env({ AI_EMBEDDINGS_MODEL: 'nomic', AI_EMBEDDINGS_BASE_URL: 'http://x/v1' }))
      ?.model,
    'nomic',
  );
  // A model without a key or an endpoint to ask.
  const { result: keyless } = await quietly(() =>
    Promise.resolve(embedderFromEnv(env({ AI_EMBEDDINGS_MODEL: 'm' }))),
  );
  assert.equal(keyless, null);
  // The built-in model, where the runtime has it (the hosted Edge Runtime), and not elsewhere.
  const fake = fakeSupabase();
  assert.equal(embedderFromEnv(env({ AI_EMBEDDINGS: 'supabase' }), fake.scope)?.model, 'gte-small');
  const { result: plainDeno, logged } = await quietly(() =>
    Promise.resolve(embedderFromEnv(env({ AI_EMBEDDINGS: 'supabase' }), {})),
  );
  assert.equal(plainDeno, null);
  assert.match(logged.join('\n'), /hosted Edge Runtime/);
});
