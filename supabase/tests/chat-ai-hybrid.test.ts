/**
 * Hybrid search through a local stack (real Deno, PGlite with pgvector, the migrations): with an
 * embeddings endpoint configured (the fake one, `supabase/functions/_testing/fake-embeddings.ts`,
 * run in Deno), chat-ai stores a vector of every text it knows in `private.knowledge_embeddings`,
 * a team answer published now gets one within a minute, `match_knowledge` ranks by meaning, and
 * visitors reach neither the vectors nor the functions.
 */
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminCredentials, ANON_KEY, SECRET_KEY } from '../../local-supabase/config';
import { denoBinary, denoFunctionEnv } from '../../local-supabase/deno-runtime';
import type { LocalStack } from '../../local-supabase/server';
import { startStackWithEnv } from './stack-with-env';

const FAKE = path.resolve('supabase/functions/_testing/fake-embeddings.ts');
/** The fake model's knowledge of meaning: "wire" is a bank transfer, "payments" paying. */
const ALIASES = { wire: 'bank transfer', payments: 'pay' };
const MODEL = 'fake-embeddings';

let fake: { url: string; apiKey: string; child: ChildProcessByStdio<null, Readable, null> };
let stack: LocalStack;

/** Starts the fake embeddings server in Deno; it prints its address as one JSON line. */
async function startFake(): Promise<typeof fake> {
  const deno = denoBinary();
  if (!deno) throw new Error('Deno is not installed (npm ci installs it)');
  const child = spawn(
    deno,
    ['run', '--no-config', '--no-lock', '--allow-net', '--allow-env', FAKE],
    {
      env: {
        ...process.env,
        ...denoFunctionEnv(),
        FAKE_EMBEDDINGS_ALIASES: JSON.stringify(ALIASES),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const { value: line } = (await lines[Symbol.asyncIterator]().next()) as { value?: string };
  if (!line) throw new Error('the fake embeddings server did not start');
  return { ...(JSON.parse(line) as { url: string; apiKey: string }), child };
}

beforeAll(async () => {
  fake = await startFake();
  stack = await startStackWithEnv(
    {
      AI_EMBEDDINGS_MODEL: MODEL,
      AI_EMBEDDINGS_BASE_URL: fake.url,
      AI_EMBEDDINGS_API_KEY: fake.apiKey,
      AI_TEAM_ANSWER_CACHE_SECONDS: '1',
    },
    ['chat-ai'],
  );
}, 120_000);

afterAll(async () => {
  await stack?.close();
  fake?.child.kill();
});

let counter = 0;
async function ask(question: string): Promise<string> {
  const response = await fetch(`${stack.url}/functions/v1/chat-ai`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      messages: [{ role: 'user', content: question }],
      sessionId: `chat_${Date.now()}_hybrid${counter++}`,
      language: 'en',
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { message: string }).message;
}

/** The stored vectors (read in SQL: the API does not expose them). */
function storedRows() {
  return stack.ctx.db.query<{ id: string; model: string; language: string | null; dims: number }>(
    `select id, model, language, extensions.vector_dims(embedding) as dims
       from private.knowledge_embeddings order by id`,
  );
}

/** Waits until `check` holds of the stored vectors (they are written after the reply). */
async function eventually(check: (rows: Awaited<ReturnType<typeof storedRows>>) => boolean) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const rows = await storedRows();
    if (check(rows)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the vectors did not arrive');
}

async function token(credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function visitorToken(): Promise<string> {
  const credentials = { email: `visitor${Date.now()}@example.com`, password: 'a-long-password-1' };
  const response = await fetch(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  await response.body?.cancel();
  return token(credentials);
}

function rest(path: string, key: string, init: RequestInit & { bearer?: string } = {}) {
  return fetch(`${stack.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: key,
      ...(init.bearer ? { Authorization: `Bearer ${init.bearer}` } : {}),
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
}

/** The fake model's vector of a text, as chat-ai gets it. */
async function embedding(text: string): Promise<number[]> {
  const response = await fetch(`${fake.url}/embeddings`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${fake.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ model: MODEL, input: [text] }),
  });
  const body = (await response.json()) as { data: { embedding: number[] }[] };
  return body.data[0]?.embedding ?? [];
}

describe('chat-ai with an embeddings endpoint and pgvector', () => {
  it('stores a vector of every text it knows after a reply', async () => {
    await ask('What do your AI agents do?');
    // Written 100 a call: the knowledge base, the pages' passages and the published stories.
    const rows = await eventually((found) => found.length > 100);
    expect(rows.some((row) => row.id.startsWith('story:'))).toBe(true);
    expect(rows.some((row) => row.id.startsWith('passage:en:'))).toBe(true);
    expect(new Set(rows.map((row) => row.model))).toEqual(new Set([MODEL]));
    expect(new Set(rows.map((row) => row.dims))).toEqual(new Set([64]));
    expect(rows.some((row) => row.id === 'entry:services:en' && row.language === 'en')).toBe(true);
  });

  it('gives a team answer published now its vector, and ranks by meaning', async () => {
    const admin = await token(adminCredentials());
    const created = await rest('team_answers', ANON_KEY, {
      bearer: admin,
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({
        question: 'Can we pay by bank transfer?',
        variants: [],
        answer_en: 'Yes: invoices are paid by SEPA bank transfer within 30 days.',
        published: true,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const [row] = (await created.json()) as { id: string }[];
    const id = `team:${row?.id}`;
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the answers' cache time
    await ask('Which industries do you work with?');
    await eventually((rows) => rows.some((stored) => stored.id === id));

    // The service role (chat-ai's key) asks for the texts closest to a paraphrase.
    const match = await rest('rpc/match_knowledge', SECRET_KEY, {
      method: 'POST',
      body: JSON.stringify({
        query_embedding: await embedding('Do you accept wire payments?'),
        model: MODEL,
        ids: (await storedRows()).map((stored) => stored.id),
        match_count: 3,
      }),
    });
    expect(match.status, await match.clone().text()).toBe(200);
    const nearest = (await match.json()) as string[];
    expect(nearest).toHaveLength(3);
    expect(nearest[0]).toBe(id);
  });

  it('lets visitors neither read the vectors nor call the functions', async () => {
    const calls = {
      match_knowledge: { query_embedding: [1], model: MODEL, ids: ['x'], match_count: 1 },
      knowledge_embeddings_stored: { model: MODEL },
      store_knowledge_embeddings: { model: MODEL, embeddings: [] },
    };
    for (const bearer of [undefined, await visitorToken()]) {
      for (const [name, body] of Object.entries(calls)) {
        const response = await rest(`rpc/${name}`, ANON_KEY, {
          bearer,
          method: 'POST',
          body: JSON.stringify(body),
        });
        expect([response.status, ((await response.json()) as { code?: string }).code]).toEqual([
          bearer ? 403 : 401,
          '42501',
        ]);
      }
      // The table is not in the API's schema, and the API serves no other.
      const table = await rest('knowledge_embeddings?select=id', ANON_KEY, { bearer });
      expect(table.status).toBe(404);
      await table.body?.cancel();
      const other = await rest('knowledge_embeddings?select=id', ANON_KEY, {
        bearer,
        headers: { 'Accept-Profile': 'private' },
      });
      expect(other.status).toBe(406);
      await other.body?.cancel();
    }
    // Nor in SQL: row-level security on, no privilege for the visitors' roles.
    const [table] = await stack.ctx.db.query<{ rls: boolean; anon: boolean; user: boolean }>(
      `select c.relrowsecurity as rls,
              has_table_privilege('anon', c.oid, 'select') as anon,
              has_table_privilege('authenticated', c.oid, 'select') as user
         from pg_class c where c.oid = 'private.knowledge_embeddings'::regclass`,
    );
    expect(table).toEqual({ rls: true, anon: false, user: false });
  });
});
