/**
 * What chat-ai records for the team's insights, and the team's answers in replies: served on
 * loopback with an in-memory recorder (the database side is tested through the local stack in
 * supabase/tests/chat-insights.test.ts).
 */
import assert from 'node:assert/strict';

import { type CaseStudyRow, staticCaseStudySource } from './assistant/case-studies.ts';
import { createOpenAiProvider } from './assistant/providers/openai.ts';
import { MAX_SYSTEM_PROMPT_CHARS } from './assistant/providers/prompt.ts';
import { staticTeamAnswerSource, type TeamAnswer } from './assistant/team-answers.ts';
import { terms } from '../_shared/tokenize.ts';
import { chatBody, postJson, postStream, streamedText } from '../_testing/client.ts';
import { serveChat } from '../_testing/serve-chat.ts';
import { startFakeOpenAi } from '../_testing/fake-openai.ts';
import type { InsightsRecorder, QuestionRecord } from './insights/record.ts';
import { restInsightsRecorder } from './insights/record.ts';

const ONBOARDING: TeamAnswer = {
  id: '6f1c2b8e-0000-4000-8000-000000000001',
  question: 'Do you offer a support contract after go-live?',
  variants: ['Gibt es einen Wartungsvertrag nach dem Go-live?'],
  answer: {
    en: 'Yes: every project can continue with a monthly support contract.',
    de: 'Ja: Jedes Projekt kann mit einem monatlichen Wartungsvertrag weiterlaufen.',
  },
  link: '/ai-agents',
};

function memoryRecorder(): InsightsRecorder & {
  questions: QuestionRecord[];
  outcomes: [string, string][];
} {
  const questions: QuestionRecord[] = [];
  const outcomes: [string, string][] = [];
  return {
    questions,
    outcomes,
    question: (record) => {
      questions.push(record);
      return Promise.resolve();
    },
    outcome: (id, outcome) => {
      outcomes.push([id, outcome]);
      return Promise.resolve();
    },
  };
}

const serve = serveChat;

/** A fetch that hands each request's init to `handle` (typed the same on every Deno). */
const fakeFetch = (handle: (url: string, init: RequestInit | undefined) => Response) =>
  ((input: string | URL | Request, init?: RequestInit) =>
    Promise.resolve(handle(String(input), init))) as typeof fetch;

/** Lets the handler's background recording run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

Deno.test(
  'each question is recorded with its page, language, sources and meeting card',
  async () => {
    const recorder = memoryRecorder();
    const app = await serve({ recorder });
    try {
      const body = chatBody('What does it cost?', { page: '/de/contact?x=1#form', language: 'en' });
      const reply = await postStream(app.url, body);
      assert.equal(reply.status, 200);
      await postJson(app.url, chatBody('What is the weather in Paris?', { page: '/about' }));
      await settle();
      assert.deepEqual(
        recorder.questions.map(({ question, page, language, sources, meetingOffered }) => ({
          question,
          page,
          language,
          sources,
          meetingOffered,
        })),
        [
          {
            question: 'What does it cost?',
            page: '/de/contact',
            language: 'en',
            sources: ['pricing'],
            meetingOffered: true,
          },
          {
            question: 'What is the weather in Paris?',
            page: '/about',
            language: 'en',
            sources: ['off-topic'],
            meetingOffered: false,
          },
        ],
      );
      assert.equal(recorder.questions[0]?.conversationId, body.sessionId);
    } finally {
      await app.close();
    }
  },
);

Deno.test('a question nothing answers is recorded without sources', async () => {
  const recorder = memoryRecorder();
  const app = await serve({ recorder });
  try {
    await postJson(app.url, chatBody('Does your team work on weekends?'));
    await settle();
    assert.deepEqual(recorder.questions[0]?.sources, []);
  } finally {
    await app.close();
  }
});

Deno.test('a browser sending Sec-GPC: 1 is not recorded, questions nor outcomes', async () => {
  const recorder = memoryRecorder();
  const app = await serve({ recorder });
  try {
    const body = chatBody('What does it cost?');
    assert.equal((await postJson(app.url, body, { 'Sec-GPC': '1' })).status, 200);
    const outcome = await postJson(
      app.url,
      { sessionId: body.sessionId, outcome: 'booking' },
      { 'Sec-GPC': '1' },
    );
    assert.equal(outcome.status, 202);
    await settle();
    assert.deepEqual(recorder.questions, []);
    assert.deepEqual(recorder.outcomes, []);
  } finally {
    await app.close();
  }
});

Deno.test('outcomes: 202 and recorded; anything else is a 400', async () => {
  const recorder = memoryRecorder();
  const app = await serve({ recorder });
  try {
    const ok = await postJson(app.url, { sessionId: 'chat_1_abcdefgh', outcome: 'message' });
    assert.deepEqual([ok.status, ok.json], [202, { ok: true }]);
    const wrong = await postJson(app.url, { sessionId: 'chat_1_abcdefgh', outcome: 'purchase' });
    assert.deepEqual(
      [wrong.status, wrong.json],
      [400, { error: 'outcome must be one of: message, booking.' }],
    );
    const noSession = await postJson(app.url, { outcome: 'booking' });
    assert.equal(noSession.status, 400);
    await settle();
    assert.deepEqual(recorder.outcomes, [['chat_1_abcdefgh', 'message']]);
  } finally {
    await app.close();
  }
});

Deno.test('a page that is not a site path is a 400', async () => {
  const app = await serve();
  try {
    const response = await postJson(app.url, chatBody('hi', { page: 'https://evil.example/' }));
    assert.equal(response.status, 400);
    assert.match(String(response.json.error), /page must be a path/);
  } finally {
    await app.close();
  }
});

Deno.test('a recording that hangs or fails never delays or breaks the reply', async () => {
  const hanging: InsightsRecorder = {
    question: () => new Promise(() => {}),
    outcome: () => new Promise(() => {}),
  };
  const failing = restInsightsRecorder({
    supabaseUrl: 'http://127.0.0.1:9',
    secretKey: 'sb_secret_x',
    timeoutMs: 200,
  });
  const original = console.error;
  const logged: unknown[] = [];
  console.error = (...args: unknown[]) => logged.push(args[0]);
  const tasks: Promise<unknown>[] = [];
  const apps = [
    await serve({ recorder: hanging }),
    await serve({ recorder: failing, waitUntil: (task) => tasks.push(task) }),
  ];
  try {
    for (const app of apps) {
      const started = performance.now();
      const reply = await postJson(app.url, chatBody('What does it cost?'));
      assert.equal(reply.status, 200);
      assert.ok(performance.now() - started < 150, 'the reply did not wait for the recording');
    }
    await Promise.all(tasks);
    assert.deepEqual(logged, ['Could not record the chat insight:']);
  } finally {
    console.error = original;
    await Promise.all(apps.map((app) => app.close()));
  }
});

Deno.test('the recorder writes the redacted question, nothing else about the visitor', async () => {
  const sent: { url: string; body: unknown; headers: Headers }[] = [];
  const recorder = restInsightsRecorder({
    supabaseUrl: 'http://api.test',
    secretKey: 'sb_secret_abc',
    fetch: fakeFetch((url, init) => {
      sent.push({ url, body: JSON.parse(String(init?.body)), headers: new Headers(init?.headers) });
      return new Response(null, { status: 201 });
    }),
  });
  await recorder.question({
    conversationId: 'chat_1_abcdefgh',
    question: 'I am Anna Schmidt, anna@example.com, +49 30 1234567: what does it cost?',
    language: 'en',
    page: '/',
    sources: ['pricing'],
    meetingOffered: true,
  });
  assert.equal(sent[0]?.url, 'http://api.test/rest/v1/chat_questions');
  assert.equal(sent[0]?.headers.get('apikey'), 'sb_secret_abc');
  assert.deepEqual(sent[0]?.body, [
    {
      conversation_id: 'chat_1_abcdefgh',
      question: 'I am [name], [email], [phone]: what does it cost?',
      language: 'en',
      page: '/',
      sources: ['pricing'],
      meeting_offered: true,
      words: null,
    },
  ]);
});

Deno.test(
  "an unanswered question carries its words as the assistant's tokenizer reads them",
  async () => {
    const bodies: unknown[] = [];
    const recorder = restInsightsRecorder({
      supabaseUrl: 'http://api.test',
      secretKey: 'sb_secret_abc',
      fetch: fakeFetch((_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return new Response(null, { status: 201 });
      }),
    });
    for (const [question, language] of [
      ['Do you audit smart contracts?', 'en'],
      ['Prüfen Sie auch Verträge?', 'de'],
    ] as const) {
      await recorder.question({
        conversationId: 'chat_1_abcdefgh',
        question,
        language,
        page: '/',
        sources: [],
        meetingOffered: false,
      });
    }
    const words = bodies.map((rows) => (rows as { words: string[] }[])[0]?.words);
    assert.deepEqual(words, [
      [...terms('Do you audit smart contracts?', ['en'])].sort(),
      [...terms('Prüfen Sie auch Verträge?', ['de'])].sort(),
    ]);
    // Stop words out, endings cut: the same words for another wording of the same question.
    assert.deepEqual(words[0], [...terms('Auditing a smart contract, do you?', ['en'])].sort());
  },
);

Deno.test('questions of a busy moment are written together, in one insert', async () => {
  const bodies: unknown[] = [];
  const recorder = restInsightsRecorder({
    supabaseUrl: 'http://api.test',
    secretKey: 'sb_secret_abc',
    batchMs: 20,
    fetch: fakeFetch((_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 201 });
    }),
  });
  const record = (question: string) =>
    recorder.question({
      conversationId: 'chat_1_abcdefgh',
      question,
      language: 'en',
      page: '/',
      sources: [],
      meetingOffered: false,
    });
  // Each caller's promise resolves once its batch is written.
  await Promise.all([record('first'), record('second')]);
  await record('third');
  assert.deepEqual(
    bodies.map((rows) => (rows as { question: string }[]).map((row) => row.question)),
    [['first', 'second'], ['third']],
  );
});

Deno.test(
  'built-in: a published team answer comes first, in the reply language, with its page',
  async () => {
    const recorder = memoryRecorder();
    const app = await serve({ recorder, teamAnswers: staticTeamAnswerSource([ONBOARDING]) });
    try {
      const en = await postStream(
        app.url,
        chatBody('Do you offer support contracts after go-live?'),
      );
      assert.equal(
        streamedText(en.events),
        'Yes: every project can continue with a monthly support contract.\n\n[Read more](/ai-agents)',
      );
      const de = await postJson(
        app.url,
        chatBody('Gibt es nach dem Go-live einen Wartungsvertrag?', { language: 'de' }),
      );
      assert.equal(
        de.json.message,
        'Ja: Jedes Projekt kann mit einem monatlichen Wartungsvertrag weiterlaufen.\n\n[Mehr dazu](/de/ai-agents)',
      );
      // Unrelated questions are not answered with it.
      const other = await postJson(app.url, chatBody('What does it cost?'));
      assert.doesNotMatch(String(other.json.message), /support contract/);
      await settle();
      assert.deepEqual(
        recorder.questions.map((q) => q.sources),
        [[`team:${ONBOARDING.id}`], [`team:${ONBOARDING.id}`], ['pricing']],
      );
    } finally {
      await app.close();
    }
  },
);

Deno.test('openai: the team answers are in the system prompt, before the facts', async () => {
  const fake = startFakeOpenAi();
  const app = await serve({
    provider: createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url }),
    teamAnswers: staticTeamAnswerSource([ONBOARDING]),
  });
  try {
    await postJson(app.url, chatBody('Gibt es nach dem Go-live einen Wartungsvertrag?'));
    const system = String(fake.requests[0]?.messages[0]?.content);
    assert.match(system, /TEAM ANSWERS/);
    assert.match(system, /Jedes Projekt kann mit einem monatlichen Wartungsvertrag weiterlaufen/);
    assert.match(system, /Page: \/de\/ai-agents/);
    assert.ok(system.indexOf('TEAM ANSWERS') < system.indexOf('FACTS:'));
  } finally {
    await Promise.all([app.close(), fake.close()]);
  }
});

Deno.test(
  'openai: the prompt holds the best fitting team answers, whatever the team published, within its bound',
  async () => {
    const fake = startFakeOpenAi();
    const long = (words: string, length: number) => `${words} `.repeat(length).slice(0, length);
    // As many answers as are read (500), each as long as the admin allows (2,000 characters).
    const published: TeamAnswer[] = Array.from({ length: 500 }, (_, i) => ({
      id: `6f1c2b8e-0000-4000-8000-${String(i).padStart(12, '0')}`,
      question: `Which agents and integrations fit department ${i}?`,
      variants: [long('Welche Agenten und Integrationen passen zu uns', 500)],
      answer: { en: long('Agents, integrations and workshops', 2000), de: long('Agenten', 2000) },
      link: '/ai-agents',
    }));
    const stories: CaseStudyRow[] = Array.from({ length: 100 }, (_, i) => ({
      id: `story-${i}`,
      slug: `story-${i}`,
      client: `Client ${i} GmbH`,
      title: long(`Support contracts after go-live for client ${i}`, 200),
      description: long('Support contracts after go-live, agents and integrations', 5000),
      results: long('Hours saved every week', 2000),
    }));
    const app = await serve({
      provider: createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url }),
      teamAnswers: staticTeamAnswerSource([...published, ONBOARDING]),
      caseStudies: staticCaseStudySource(stories),
    });
    try {
      await postJson(app.url, chatBody('Do you offer support contracts after go-live?'));
      const system = String(fake.requests[0]?.messages[0]?.content);
      assert.ok(system.length <= MAX_SYSTEM_PROMPT_CHARS, `${system.length} characters`);
      assert.match(system, /every project can continue with a monthly support contract/);
      const team = system.slice(system.indexOf('TEAM ANSWERS'), system.indexOf('FACTS:'));
      assert.ok(team.split('\n### ').length - 1 <= 4, 'at most four team answers');
    } finally {
      await Promise.all([app.close(), fake.close()]);
    }
  },
);
