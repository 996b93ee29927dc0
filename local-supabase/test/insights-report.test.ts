/**
 * The insights report (`public.chat_insights`) and its CSV export (`public.chat_insights_csv`)
 * through the API, as /admin/insights calls them: the admin gets the report of a period, with
 * labelled topics and similar unanswered questions grouped; anyone else is refused; the same data
 * gives the same report, in a stable order, and the report stays small however much was asked.
 * chat-ai's label writer (`record_chat_source_labels`) is for the service role alone. Runs on its
 * own stack and database (PGlite, or a new database on the server of DATABASE_URL).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../src/lib/database.types';
import { adminCredentials } from '../config';
import { nodeSupabaseClient } from '../node-client';
import { ownStack } from './databases';

type Report = {
  days: number;
  total: number;
  conversations: number;
  perDay: { day: string; count: number }[];
  topics: { source: string; label: string | null; count: number; example: string | null }[];
  topicCount: number;
  unanswered: { question: string; count: number; variants: string[]; otherWordings: number }[];
  unansweredGroupCount: number;
  outcomes: { meetingCard: number; booking: number; message: number };
  languages: { key: string; count: number }[];
  startPages: { key: string; count: number }[];
  startPageCount: number;
};

const STORY_ID = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01';
const STORY_TITLE = 'From 6 hours to 30 minutes: AI-generated quotes for custom machinery';

const stack = ownStack('local_supabase_insights_report');
let teamAnswerId: string;

const client = (key = stack().ctx.keys.publishable): SupabaseClient<Database> =>
  nodeSupabaseClient(stack().url, key);

async function signedIn(credentials: { email: string; password: string }) {
  const supabase = client();
  const { error } = await supabase.auth.signInWithPassword(credentials);
  if (error) throw error;
  return supabase;
}

async function newUser() {
  const supabase = client();
  const email = `insights-${Date.now()}@example.com`;
  const { error } = await supabase.auth.signUp({ email, password: 'correct-horse-42' });
  if (error) throw error;
  return supabase;
}

/** Questions as chat-ai records them, `daysAgo` days before now (superuser: any time). */
async function ask(
  rows: {
    conversation: string;
    question: string;
    daysAgo?: number;
    language?: 'en' | 'de';
    page?: string;
    sources?: string[];
    meeting?: boolean;
  }[],
): Promise<void> {
  await stack().ctx.db.query(
    `insert into public.chat_questions
       (conversation_id, asked_at, question, language, page, sources, meeting_offered)
     select r.conversation, now() - make_interval(days => r.days_ago), r.question, r.language,
            r.page, r.sources, r.meeting
       from jsonb_to_recordset($1::jsonb) as r(conversation text, days_ago int, question text,
            language text, page text, sources text[], meeting boolean)`,
    [
      JSON.stringify(
        rows.map((row) => ({
          conversation: row.conversation,
          days_ago: row.daysAgo ?? 0,
          question: row.question,
          language: row.language ?? 'en',
          page: row.page ?? '/',
          sources: row.sources ?? [],
          meeting: row.meeting ?? false,
        })),
      ),
    ],
  );
}

beforeAll(async () => {
  const [answer] = await stack().ctx.db.query<{ id: string }>(
    `insert into public.team_answers (question, answer_en, published)
     values ('Do you sign an NDA?', 'Yes.', true) returning id`,
  );
  teamAnswerId = answer?.id ?? '';
  // Two weeks of questions; one conversation of 40 days ago (in 90 days, not in 30).
  await ask([
    { conversation: 'conv_weekend_1', question: 'Do you work on weekends?', page: '/contact' },
    { conversation: 'conv_weekend_1', question: 'What does it cost?', sources: ['pricing'] },
    { conversation: 'conv_weekend_2', question: 'Do you work on weekends?', daysAgo: 1 },
    { conversation: 'conv_weekend_3', question: 'Do you work on weekends?', daysAgo: 2 },
    { conversation: 'conv_weekend_4', question: 'do you work on weekends', daysAgo: 2 },
    { conversation: 'conv_weekend_5', question: 'Do you also work on weekends?', daysAgo: 3 },
    { conversation: 'conv_bitcoin_1', question: 'Can we pay in Bitcoin?', daysAgo: 4 },
    {
      conversation: 'conv_german_01',
      question: 'Arbeiten Sie am Wochenende?',
      language: 'de',
      page: '/de',
      daysAgo: 5,
    },
    {
      conversation: 'conv_german_02',
      question: 'Arbeiten Sie am Wochenende?',
      language: 'de',
      page: '/de',
      daysAgo: 5,
    },
    {
      conversation: 'conv_german_03',
      question: 'Arbeiten Ihre Leute am Wochenende?',
      language: 'de',
      page: '/de',
      daysAgo: 6,
    },
    {
      conversation: 'conv_live_0001',
      question: 'How fast can we go live?',
      sources: ['faq-time-to-live'],
      meeting: true,
      page: '/ai-agents',
      daysAgo: 7,
    },
    {
      conversation: 'conv_live_0002',
      question: 'How fast can we go live?',
      sources: ['faq-time-to-live'],
      daysAgo: 8,
    },
    {
      conversation: 'conv_live_0003',
      question: 'When could an agent be live?',
      sources: ['faq-time-to-live'],
      daysAgo: 9,
    },
    { conversation: 'conv_hello_001', question: 'Hello!', sources: ['greeting'], daysAgo: 10 },
    {
      conversation: 'conv_pages_001',
      question: 'What is on the agents page?',
      sources: ['page:/ai-agents'],
      daysAgo: 11,
    },
    {
      conversation: 'conv_team_0001',
      question: 'NDA?',
      sources: [`team:${teamAnswerId}`],
      daysAgo: 12,
    },
    {
      conversation: 'conv_story_001',
      question: 'Tell me about Brenner',
      sources: [`story:${STORY_ID}`],
      daysAgo: 13,
    },
    {
      conversation: 'conv_old_00001',
      question: 'An old question?',
      daysAgo: 40,
    },
  ]);
  await stack().ctx.db.query(
    `insert into public.chat_outcomes (conversation_id, kind)
     values ('conv_live_0001', 'booking'), ('conv_weekend_1', 'message')`,
  );
  // chat-ai's labels, written as chat-ai writes them.
  const service = client(stack().ctx.keys.secret);
  const labelled = await service.rpc('record_chat_source_labels', {
    labels: [
      { source: 'faq-time-to-live', label: 'How fast can we go live?' },
      { source: 'page:/ai-agents', label: 'AI Agents' },
    ],
  });
  expect(labelled.error).toBeNull();
}, 120_000);

async function report(days: number): Promise<Report> {
  const admin = await signedIn(adminCredentials());
  const { data, error } = await admin.rpc('chat_insights', { days });
  expect(error).toBeNull();
  return data as unknown as Report;
}

describe('public.chat_insights', () => {
  it('gives the admin the report of the period: counts, topics, groups, outcomes', async () => {
    const month = await report(30);
    expect(month.days).toBe(30);
    expect(month.total).toBe(17);
    expect(month.conversations).toBe(16);
    expect(month.perDay).toHaveLength(30);
    expect(month.perDay.reduce((sum, day) => sum + day.count, 0)).toBe(17);
    expect(month.perDay.at(-1)?.count).toBe(2);
    expect(month.perDay.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
    expect(month.topics).toEqual([
      {
        source: 'faq-time-to-live',
        label: 'How fast can we go live?',
        count: 3,
        example: 'How fast can we go live?',
      },
      {
        source: 'page:/ai-agents',
        label: 'AI Agents',
        count: 1,
        example: 'What is on the agents page?',
      },
      { source: 'pricing', label: null, count: 1, example: 'What does it cost?' },
      {
        source: `story:${STORY_ID}`,
        label: STORY_TITLE,
        count: 1,
        example: 'Tell me about Brenner',
      },
      { source: `team:${teamAnswerId}`, label: 'Do you sign an NDA?', count: 1, example: 'NDA?' },
    ]);
    expect(month.topicCount).toBe(5);
    expect(month.unanswered).toEqual([
      {
        question: 'Do you work on weekends?',
        count: 5,
        variants: ['Do you also work on weekends?'],
        otherWordings: 1,
      },
      {
        question: 'Arbeiten Sie am Wochenende?',
        count: 3,
        variants: ['Arbeiten Ihre Leute am Wochenende?'],
        otherWordings: 1,
      },
      { question: 'Can we pay in Bitcoin?', count: 1, variants: [], otherWordings: 0 },
    ]);
    expect(month.unansweredGroupCount).toBe(3);
    expect(month.outcomes).toEqual({ meetingCard: 1, booking: 1, message: 1 });
    expect(month.languages).toEqual([
      { key: 'en', count: 13 },
      { key: 'de', count: 3 },
    ]);
    // The first question of a conversation names its start page (conv_weekend_1: /contact).
    expect(month.startPages).toEqual([
      { key: '/', count: 11 },
      { key: '/de', count: 3 },
      { key: '/ai-agents', count: 1 },
      { key: '/contact', count: 1 },
    ]);
    expect(month.startPageCount).toBe(4);

    const quarter = await report(90);
    expect(quarter.total).toBe(18);
    expect(quarter.perDay).toHaveLength(90);
    expect(quarter.unanswered.map((group) => group.question)).toContain('An old question?');
    expect((await report(7)).total).toBe(10);
  });

  it('is the same report for the same data, in a stable order', async () => {
    // Rows of one insert share their time: the first question of a conversation is the first row.
    await ask([
      { conversation: 'conv_same_time', question: 'First?', page: '/partners' },
      { conversation: 'conv_same_time', question: 'Second?', page: '/imprint' },
    ]);
    const first = await report(30);
    const second = await report(30);
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(first.startPages.map((page) => page.key)).toContain('/partners');
    expect(first.startPages.map((page) => page.key)).not.toContain('/imprint');
  });

  it('refuses anyone but an admin, and a period outside 1 to 90 days', async () => {
    const user = await newUser();
    const byUser = await user.rpc('chat_insights', { days: 30 });
    expect([byUser.status, byUser.error?.code]).toEqual([403, '42501']);
    const byAnon = await client().rpc('chat_insights', { days: 30 });
    expect([byAnon.status, byAnon.error?.code]).toEqual([401, '42501']);
    const byService = await client(stack().ctx.keys.secret).rpc('chat_insights', { days: 30 });
    expect(byService.error?.code).toBe('42501');
    const admin = await signedIn(adminCredentials());
    for (const days of [0, 91]) {
      const wrong = await admin.rpc('chat_insights', { days });
      expect([wrong.status, wrong.error?.code]).toEqual([400, '22023']);
    }
  });

  it('stays small however much was asked: 15 topics, 50 groups of 200 characters', async () => {
    const words = (i: number) =>
      Array.from({ length: 300 }, (_, k) => `w${i}x${k}`)
        .join(' ')
        .slice(0, 1990);
    await ask(
      Array.from({ length: 120 }, (_, i) => ({
        conversation: `conv_long_${String(i).padStart(4, '0')}`,
        question: `${words(i)}?`,
        sources: i % 2 ? [`entry-${i}`] : [],
        page: `/page-${i}`,
      })),
    );
    const admin = await signedIn(adminCredentials());
    const response = await fetch(`${stack().url}/rest/v1/rpc/chat_insights`, {
      method: 'POST',
      headers: {
        apikey: stack().ctx.keys.publishable,
        Authorization: `Bearer ${(await admin.auth.getSession()).data.session?.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ days: 90 }),
    });
    const body = await response.text();
    expect(body.length).toBeLessThan(60_000);
    const big = JSON.parse(body) as Report;
    expect(big.topics).toHaveLength(15);
    expect(big.topicCount).toBe(65);
    expect(big.unanswered).toHaveLength(50);
    // Before: 6 groups in 90 days (weekends, German, Bitcoin, the old one, First?, Second?).
    expect(big.unansweredGroupCount).toBe(66);
    expect(big.startPages).toHaveLength(15);
    expect(big.startPageCount).toBe(125);
    expect(Math.max(...big.unanswered.map((group) => group.question.length))).toBe(200);
    expect(Math.max(...big.topics.map((topic) => topic.example?.length ?? 0))).toBe(200);
  });
});

describe('public.chat_insights_csv', () => {
  it('gives the admin every question of the period, oldest first, safe for spreadsheets', async () => {
    await ask([{ conversation: 'conv_csv_00001', question: '=HYPERLINK("x") "quoted"' }]);
    const admin = await signedIn(adminCredentials());
    const { data, error } = await admin.rpc('chat_insights_csv', { days: 7 });
    expect(error).toBeNull();
    const lines = (data ?? '').split('\r\n');
    expect(lines[0]).toBe(
      '"asked_at","conversation_id","language","page","question","sources","meeting_offered"',
    );
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 10 + 2 + 121 + 1);
    expect(lines[1]).toMatch(/^"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z","conv_german_03","de",/);
    const times = lines.slice(1, -1).map((line) => line.slice(1, 28));
    expect(times).toEqual([...times].sort());
    expect(lines.at(-2)).toMatch(
      /^"[^"]+","conv_csv_00001","en","\/","'=HYPERLINK\(""x""\) ""quoted""","","false"$/,
    );
  });

  it('refuses anyone but an admin', async () => {
    const user = await newUser();
    expect((await user.rpc('chat_insights_csv', { days: 7 })).error?.code).toBe('42501');
    expect((await client().rpc('chat_insights_csv', { days: 7 })).error?.code).toBe('42501');
  });
});

describe('public.record_chat_source_labels', () => {
  it('is chat-ai’s: the service role writes labels, changing one when its text changed', async () => {
    const service = client(stack().ctx.keys.secret);
    const changed = await service.rpc('record_chat_source_labels', {
      labels: [{ source: 'page:/ai-agents', label: 'AI agents for your business' }],
    });
    expect(changed.error).toBeNull();
    expect(
      await stack().ctx.db.query(
        `select source, label from public.chat_source_labels order by source collate "C"`,
      ),
    ).toEqual([
      { source: 'faq-time-to-live', label: 'How fast can we go live?' },
      { source: 'page:/ai-agents', label: 'AI agents for your business' },
    ]);
    const args: Database['public']['Functions']['record_chat_source_labels']['Args'] = {
      labels: [{ source: 'faq-time-to-live', label: 'Changed by a visitor' }],
    };
    const byAnon = await client().rpc('record_chat_source_labels', args);
    expect(byAnon.error?.code).toBe('42501');
    const byAdmin = await (
      await signedIn(adminCredentials())
    ).rpc('record_chat_source_labels', args);
    expect(byAdmin.error?.code).toBe('42501');
  });
});
