import assert from 'node:assert/strict';

import type { InsightsRecorder, QuestionRecord } from './record.ts';
import { withSourceLabels } from './labels.ts';
import { sourceLabels } from './source-labels.generated.ts';

const QUESTION: QuestionRecord = {
  conversationId: 'chat_1_abcdefgh',
  question: 'How fast can we go live?',
  language: 'en',
  page: '/',
  sources: ['faq-time-to-live'],
  meetingOffered: false,
};

function setUp(answers: number[]) {
  const calls: { url: string; body: unknown }[] = [];
  const recorded: QuestionRecord[] = [];
  const inner: InsightsRecorder = {
    question: (record) => {
      recorded.push(record);
      return Promise.resolve();
    },
    outcome: () => Promise.resolve(),
  };
  const fetch = ((input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return Promise.resolve(new Response(null, { status: answers.shift() ?? 204 }));
  }) as typeof globalThis.fetch;
  const recorder = withSourceLabels(inner, {
    supabaseUrl: 'http://db.test',
    secretKey: 'sb_secret_test',
    fetch,
  });
  return { recorder, calls, recorded };
}

Deno.test('the site’s labels are written once, with the first recorded question', async () => {
  const { recorder, calls, recorded } = setUp([]);
  await recorder.question(QUESTION);
  await recorder.question({ ...QUESTION, question: 'And the price?' });
  assert.equal(recorded.length, 2);
  assert.equal(calls.length, 1);
  assert.equal(calls[0]?.url, 'http://db.test/rest/v1/rpc/record_chat_source_labels');
  const { labels } = calls[0]?.body as { labels: { source: string; label: string }[] };
  assert.equal(labels.length, Object.keys(sourceLabels).length);
  assert.deepEqual(
    labels.find((l) => l.source === 'page:/#faq'),
    { source: 'page:/#faq', label: 'Frequently asked questions' },
  );
  assert.ok(labels.some((l) => l.source === 'faq-time-to-live' && l.label.length > 0));
});

Deno.test(
  'a failed write is tried again with the next question; questions are recorded',
  async () => {
    const { recorder, calls, recorded } = setUp([500, 204]);
    const logged = console.error;
    console.error = () => {};
    try {
      await recorder.question(QUESTION);
      await recorder.question(QUESTION);
      await recorder.question(QUESTION);
    } finally {
      console.error = logged;
    }
    assert.equal(recorded.length, 3);
    assert.equal(calls.length, 2);
  },
);
