/**
 * The team's insights through a local stack (real Deno, real Postgres with the migrations): what
 * chat-ai records of a question (redacted, nothing identifying anywhere in the database), who may
 * read it, Global Privacy Control, hand-off outcomes, and a team answer published in the admin
 * reaching the assistant. (The daily job that deletes records after 90 days:
 * local-supabase/test/chat-records-schedule.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminCredentials, ANON_KEY } from '../../local-supabase/config';
import type { LocalStack } from '../../local-supabase/server';
import { startStackWithEnv } from './stack-with-env';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startStackWithEnv({ AI_TEAM_ANSWER_CACHE_SECONDS: '1' }, ['chat-ai']);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

let counter = 0;
const newSession = () => `chat_${Date.now()}_insights${counter++}`;

async function ask(
  question: string,
  options: { sessionId?: string; page?: string; language?: string; gpc?: boolean } = {},
): Promise<string> {
  const response = await fetch(`${stack.url}/functions/v1/chat-ai`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      'Content-Type': 'application/json',
      ...(options.gpc ? { 'Sec-GPC': '1' } : {}),
    },
    body: JSON.stringify({
      messages: [{ role: 'user', content: question }],
      sessionId: options.sessionId ?? newSession(),
      language: options.language ?? 'en',
      page: options.page ?? '/',
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { message: string }).message;
}

async function reportOutcome(sessionId: string, outcome: string): Promise<number> {
  const response = await fetch(`${stack.url}/functions/v1/chat-ai`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ sessionId, outcome }),
  });
  await response.body?.cancel();
  return response.status;
}

async function signIn(credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function signUpUser(): Promise<string> {
  const credentials = { email: `visitor${Date.now()}@example.com`, password: 'a-long-password-1' };
  const response = await fetch(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  await response.body?.cancel();
  return signIn(credentials);
}

function rest(path: string, token?: string, init: RequestInit = {}) {
  return fetch(`${stack.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: ANON_KEY,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
}

type QuestionRow = {
  conversation_id: string;
  question: string;
  language: string;
  page: string;
  sources: string[];
  meeting_offered: boolean;
};

/** The recorded questions of a conversation, as the admin reads them (recording is in the background). */
async function recorded(conversationId: string, expected: number): Promise<QuestionRow[]> {
  const admin = await signIn(adminCredentials());
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await rest(
      `chat_questions?conversation_id=eq.${conversationId}&order=id`,
      admin,
    );
    expect(response.status).toBe(200);
    const rows = (await response.json()) as QuestionRow[];
    if (rows.length >= expected) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

describe('recording questions', () => {
  it('keeps the question redacted, with its page, language and sources; nothing identifying anywhere', async () => {
    const sessionId = newSession();
    await ask(
      'Hi, I am Anna Schmidt, write to anna.schmidt@example.com or call +49 171 5550199. What does it cost?',
      {
        sessionId,
        page: '/de/contact',
      },
    );
    await ask('Wie lange dauert die Einarbeitung neuer Mitarbeiter?', {
      sessionId,
      language: 'de',
      page: '/de/ai-agents',
    });
    const rows = await recorded(sessionId, 2);
    expect(
      rows.map(({ question, language, page, meeting_offered }) => ({
        question,
        language,
        page,
        meeting_offered,
      })),
    ).toEqual([
      {
        question: 'Hi, I am [name], write to [email] or call [phone]. What does it cost?',
        language: 'en',
        page: '/de/contact',
        meeting_offered: true,
      },
      {
        question: 'Wie lange dauert die Einarbeitung neuer Mitarbeiter?',
        language: 'de',
        page: '/de/ai-agents',
        meeting_offered: expect.any(Boolean),
      },
    ]);
    // Answered by something (the seeded stories or the pricing entry): not an unanswered question.
    expect(rows[0]?.sources).toEqual([expect.any(String)]);

    // Nowhere in the database: every text of every row of every table, as the owner sees it.
    const tables = await stack.ctx.db.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname in ('public', 'private', 'auth', 'storage', 'supabase_migrations')`,
    );
    expect(tables.length).toBeGreaterThan(5);
    for (const { name } of tables) {
      const [hit] = await stack.ctx.db.query<{ n: number }>(
        `select count(*)::int as n from ${name} t
          where t::text ilike any (array['%anna%', '%schmidt%', '%5550199%', '%127.0.0.1%'])`,
      );
      expect(hit?.n, name).toBe(0);
    }
  });

  it('is readable by admins only: anon is refused, a signed-in user sees nothing', async () => {
    const sessionId = newSession();
    await ask('What does it cost?', { sessionId });
    expect(await recorded(sessionId, 1)).toHaveLength(1);

    for (const table of ['chat_questions', 'chat_outcomes']) {
      const anon = await rest(`${table}?select=*`);
      expect(anon.status).toBe(401);
      await anon.body?.cancel();
      const user = await rest(`${table}?select=*`, await signUpUser());
      expect(user.status).toBe(200);
      expect(await user.json()).toEqual([]);
    }
    // Visitors write nothing directly, not even with the publishable key and a made-up row.
    const write = await rest('chat_questions', undefined, {
      method: 'POST',
      body: JSON.stringify({
        conversation_id: sessionId,
        question: 'x',
        language: 'en',
        page: '/',
      }),
    });
    expect(write.status).toBe(401);
    await write.body?.cancel();
  });

  it('records nothing for a browser sending Sec-GPC: 1', async () => {
    const sessionId = newSession();
    await ask('What does it cost?', { sessionId, gpc: true });
    await ask('Do you offer workshops?', { sessionId: `${sessionId}_control` });
    expect(await recorded(`${sessionId}_control`, 1)).toHaveLength(1);
    expect(await recorded(sessionId, 0)).toEqual([]);
  });
});

describe('outcomes', () => {
  it('links a message and a booking to a recorded conversation, and drops unknown ones', async () => {
    const sessionId = newSession();
    await ask('How do I book a call?', { sessionId });
    await recorded(sessionId, 1);
    expect(await reportOutcome(sessionId, 'message')).toBe(202);
    expect(await reportOutcome(sessionId, 'booking')).toBe(202);
    expect(await reportOutcome(sessionId, 'booking')).toBe(202);
    const unknown = newSession();
    expect(await reportOutcome(unknown, 'message')).toBe(202);

    const admin = await signIn(adminCredentials());
    let kinds: string[] = [];
    for (let attempt = 0; attempt < 50 && kinds.length < 2; attempt++) {
      const response = await rest(
        `chat_outcomes?conversation_id=eq.${sessionId}&order=kind`,
        admin,
      );
      kinds = ((await response.json()) as { kind: string }[]).map((row) => row.kind);
      if (kinds.length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(kinds).toEqual(['booking', 'message']);
    const none = await rest(`chat_outcomes?conversation_id=eq.${unknown}`, admin);
    expect(await none.json()).toEqual([]);
  });
});

describe('team answers', () => {
  it('a published answer reaches the assistant within seconds; a draft or other users never', async () => {
    const question = 'Do you sign a non-disclosure agreement before the first workshop?';
    const before = await ask(question);
    expect(before).not.toMatch(/mutual NDA/);

    const admin = await signIn(adminCredentials());
    const body = {
      question,
      variants: ['Unterschreiben Sie eine Geheimhaltungsvereinbarung?'],
      answer_en: 'Yes. We sign a mutual NDA before any workshop.',
      answer_de:
        'Ja. Wir unterzeichnen vor jedem Workshop eine gegenseitige Geheimhaltungsvereinbarung.',
      link: '/ai-speedboat-workshop',
      published: false,
    };
    // Not an admin: refused (RLS).
    const byUser = await rest('team_answers', await signUpUser(), {
      method: 'POST',
      body: JSON.stringify(body),
    });
    expect(byUser.status).toBe(403);
    await byUser.body?.cancel();

    const created = await rest('team_answers', admin, {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify(body),
    });
    expect(created.status).toBe(201);
    const [row] = (await created.json()) as { id: string }[];
    const id = row?.id;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await ask(question)).not.toMatch(/mutual NDA/); // a draft

    const published = await rest(`team_answers?id=eq.${id}`, admin, {
      method: 'PATCH',
      body: JSON.stringify({ published: true, base_version: 1 }),
    });
    expect(published.status).toBe(204);
    await published.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await ask(question)).toBe(
      'Yes. We sign a mutual NDA before any workshop.\n\n[Read more](/ai-speedboat-workshop)',
    );
    expect(
      await ask('Unterschreiben Sie eine Geheimhaltungsvereinbarung?', { language: 'de' }),
    ).toBe(
      'Ja. Wir unterzeichnen vor jedem Workshop eine gegenseitige Geheimhaltungsvereinbarung.\n\n[Mehr dazu](/de/ai-speedboat-workshop)',
    );
    // Visitors cannot read the team's answers directly.
    const anon = await rest('team_answers?select=*');
    expect(anon.status).toBe(401);
    await anon.body?.cancel();
  });
});
