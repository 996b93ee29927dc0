/**
 * Hybrid search through the handler: with an embeddings endpoint (the fake one: a hashed bag of
 * words, with a few words it "knows the meaning of") and a vector store (in memory, the
 * database's semantics), a text the lexical index ranks low but the embeddings rank first reaches
 * the model's context and reorders the built-in assistant's answers; a slow or failing endpoint
 * gives the lexical reply, and nothing is embedded without configuration.
 */
import assert from 'node:assert/strict';

import { openAiEmbedder } from './assistant/embeddings.ts';
import { createOpenAiProvider } from './assistant/providers/openai.ts';
import { createSemanticSearch } from './assistant/semantic.ts';
import { staticTeamAnswerSource, type TeamAnswer } from './assistant/team-answers.ts';
import { chatOptionsFromEnv } from './handler.ts';
import { chatBody, postJson } from '../_testing/client.ts';
import { type FakeEmbeddings, startFakeEmbeddings } from '../_testing/fake-embeddings.ts';
import { startFakeOpenAi } from '../_testing/fake-openai.ts';
import { memoryVectorStore } from '../_testing/memory-vector-store.ts';
import { serveChat } from '../_testing/serve-chat.ts';

const BANK_TRANSFER: TeamAnswer = {
  id: '7a2d1c3e-0000-4000-8000-000000000001',
  question: 'Can we pay by bank transfer?',
  variants: [],
  answer: { en: 'Yes: invoices are paid by SEPA bank transfer within 30 days.' },
  link: null,
};

/** Two answers to one question: the first fits its words best, the second its meaning. */
const MANAGER_WORKSHOPS: TeamAnswer = {
  id: '7a2d1c3e-0000-4000-8000-000000000002',
  question: 'Do you run workshops for managers?',
  variants: [],
  answer: {
    en: 'Yes. Leadership sessions cover strategy, governance, budgeting, hiring, vendor selection, procurement, roadmaps, risk registers, steering committees, quarterly planning and board reporting, tailored to each organisation.',
  },
  link: null,
};
const ONSITE_WORKSHOPS: TeamAnswer = {
  id: '7a2d1c3e-0000-4000-8000-000000000003',
  question: 'Do you also run workshops for managers on site?',
  variants: [],
  answer: { en: 'We run workshops for managers on site, in two days.' },
  link: null,
};

/** The fake model's knowledge of meaning: "wire" is a bank transfer, "payments" paying. */
const ALIASES = { wire: 'bank transfer', payments: 'pay' };

/** chat-ai with the fake embeddings and an in-memory store; `settle()` ends its background work. */
function hybridChat(
  fake: FakeEmbeddings,
  options: Parameters<typeof serveChat>[0] & { questionBudgetMs?: number } = {},
) {
  const tasks: Promise<unknown>[] = [];
  const store = memoryVectorStore();
  const semantic = createSemanticSearch({
    embedder: openAiEmbedder({ model: 'fake-embeddings', baseUrl: fake.url, apiKey: fake.apiKey }),
    store,
    questionBudgetMs: options.questionBudgetMs,
  });
  const app = serveChat({ ...options, semantic, waitUntil: (task) => void tasks.push(task) });
  return {
    ...app,
    store,
    async settle() {
      while (tasks.length) await tasks.shift();
    },
  };
}

Deno.test('model context: a team answer only the embeddings find is in the prompt', async () => {
  const fake = startFakeEmbeddings({ aliases: ALIASES });
  const openai = startFakeOpenAi();
  // A window too small for everything the site knows: the prompt holds the best fitting part.
  const provider = createOpenAiProvider({
    apiKey: openai.apiKey,
    baseUrl: openai.url,
    contextTokens: 10_000,
  });
  const teamAnswers = staticTeamAnswerSource([BANK_TRANSFER]);
  const lexical = serveChat({ provider, teamAnswers });
  const hybrid = hybridChat(fake, { provider, teamAnswers });
  try {
    const question = 'Do you accept wire payments?';
    await postJson(lexical.url, chatBody(question));
    // The first question finds no vectors yet; after it, every text has one.
    await postJson(hybrid.url, chatBody(question));
    await hybrid.settle();
    assert.ok(hybrid.store.rows.has(`fake-embeddings team:${BANK_TRANSFER.id}`));
    await postJson(hybrid.url, chatBody(question));
    const [alone, first, fused] = openai.requests.map((r) => String(r.messages[0]?.content));
    assert.doesNotMatch(alone ?? '', /SEPA bank transfer/);
    assert.doesNotMatch(first ?? '', /SEPA bank transfer/);
    assert.match(fused ?? '', /TEAM ANSWERS[^]*SEPA bank transfer within 30 days/);
  } finally {
    await Promise.all([lexical.close(), hybrid.close(), fake.close(), openai.close()]);
  }
});

Deno.test('built-in: of two fitting answers, the one closer in meaning is given', async () => {
  const fake = startFakeEmbeddings();
  const teamAnswers = staticTeamAnswerSource([MANAGER_WORKSHOPS, ONSITE_WORKSHOPS]);
  const lexical = serveChat({ teamAnswers });
  const hybrid = hybridChat(fake, { teamAnswers });
  try {
    const question = 'Do you run workshops for managers?';
    const alone = await postJson(lexical.url, chatBody(question));
    assert.match(String(alone.json.message), /^Yes\. Leadership sessions/);
    await postJson(hybrid.url, chatBody(question));
    await hybrid.settle();
    const fused = await postJson(hybrid.url, chatBody(question));
    assert.match(String(fused.json.message), /^We run workshops for managers on site/);
  } finally {
    await Promise.all([lexical.close(), hybrid.close(), fake.close()]);
  }
});

Deno.test('a slow or failing embeddings endpoint: the lexical reply, in time', async () => {
  const fake = startFakeEmbeddings({ slowMs: 5_000 });
  const teamAnswers = staticTeamAnswerSource([MANAGER_WORKSHOPS, ONSITE_WORKSHOPS]);
  const lexical = serveChat({ teamAnswers });
  const hybrid = hybridChat(fake, { teamAnswers, questionBudgetMs: 300 });
  const { error } = console;
  console.error = () => {};
  try {
    await postJson(hybrid.url, chatBody('Warm up'));
    await hybrid.settle();
    for (const tag of ['#slow', '#error']) {
      const question = `Do you run workshops for managers? ${tag}`;
      const started = Date.now();
      const reply = await postJson(hybrid.url, chatBody(question));
      assert.ok(Date.now() - started < 3_000, `${tag}: the reply did not wait for the endpoint`);
      const alone = await postJson(lexical.url, chatBody(question));
      assert.equal(reply.json.message, alone.json.message);
    }
    await hybrid.settle();
  } finally {
    console.error = error;
    await Promise.all([lexical.close(), hybrid.close(), fake.close()]);
  }
});

Deno.test('nothing is embedded unless a model is named (or the built-in one asked for)', () => {
  const platform = {
    SUPABASE_URL: 'http://127.0.0.1:9',
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_test' }),
  };
  const env = (values: Record<string, string>) => ({
    get: (name: string) => ({ ...platform, ...values })[name as keyof typeof values],
  });
  // The chat's key and endpoint alone start no embedding calls.
  assert.equal(chatOptionsFromEnv(env({})).semantic, null);
  assert.equal(
    chatOptionsFromEnv(env({ AI_API_KEY: 'sk-chat', AI_BASE_URL: 'http://127.0.0.1:9/v1' }))
      .semantic,
    null,
  );
  assert.ok(chatOptionsFromEnv(env({ AI_EMBEDDINGS_MODEL: 'm', AI_API_KEY: 'sk' })).semantic);
  // Without the database's secret key there is nowhere to keep vectors.
  assert.equal(
    chatOptionsFromEnv({
      get: (name) => ({ AI_EMBEDDINGS_MODEL: 'm', AI_API_KEY: 'sk' })[name as 'AI_API_KEY'],
    }).semantic,
    null,
  );
});
