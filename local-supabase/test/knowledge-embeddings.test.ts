/**
 * chat-ai's vector store (migration 20261130000000_knowledge_embeddings.sql) through the API, on
 * every server the migrations run on: where the server offers pgvector (PGlite, hosted), the
 * service role stores vectors, reads their content hashes and gets the texts nearest a question;
 * where it does not (Debian's PostgreSQL, the embedded 17), the same functions answer 501, which
 * chat-ai reads as "no vector store". Visitors, signed in or not, may call none of them. Runs on
 * its own stack and database (PGlite, or a new database on the server of DATABASE_URL).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import type { Database } from '../../src/lib/database.types';
import { adminCredentials } from '../config';
import { nodeSupabaseClient } from '../node-client';
import { offersVector, ownStack } from './databases';

const stack = ownStack('local_supabase_knowledge_embeddings');

const client = (key = stack().ctx.keys.publishable): SupabaseClient<Database> =>
  nodeSupabaseClient(stack().url, key);

const offersVectorHere = () => offersVector(stack().ctx.db);

const vector = (id: string, embedding: number[], hash = 'a') => ({
  id,
  language: 'en',
  content_hash: hash.repeat(64),
  embedding,
});

describe('the vector store of chat-ai', () => {
  it('stores, lists and ranks vectors where pgvector exists, and answers 501 elsewhere', async () => {
    const service = client(stack().ctx.keys.secret);
    const stored = await service.rpc('store_knowledge_embeddings', {
      model: 'test-model',
      embeddings: [
        vector('entry:a:en', [1, 0, 0]),
        vector('entry:b:en', [0, 1, 0]),
        vector('entry:c:en', [0.8, 0.6, 0]),
        vector('entry:short:en', [1, 0]),
      ],
    });
    const match = (ids: string[], count = 10) =>
      service.rpc('match_knowledge', {
        query_embedding: [0.9, 0.1, 0],
        model: 'test-model',
        ids,
        match_count: count,
      });
    const ids = ['entry:a:en', 'entry:b:en', 'entry:c:en', 'entry:short:en'];
    if (!(await offersVectorHere())) {
      const answers = [
        stored,
        await service.rpc('knowledge_embeddings_stored', { model: 'm' }),
        await match(ids),
      ].map((answer) => [answer.status, answer.error?.code]);
      expect(answers).toEqual(Array.from({ length: 3 }, () => [501, 'PT501']));
      return;
    }
    expect(stored.error).toBeNull();
    // Nearest first; only the ids asked for; a vector of another length is left out.
    expect((await match(ids)).data).toEqual(['entry:a:en', 'entry:c:en', 'entry:b:en']);
    expect((await match(['entry:b:en', 'entry:c:en'], 1)).data).toEqual(['entry:c:en']);
    // A changed text's vector replaces the earlier one, with its new hash.
    const changed = await service.rpc('store_knowledge_embeddings', {
      model: 'test-model',
      embeddings: [vector('entry:b:en', [1, 0.1, 0], 'b')],
    });
    expect(changed.error).toBeNull();
    expect((await match(ids, 1)).data).toEqual(['entry:b:en']);
    const hashes = await service.rpc('knowledge_embeddings_stored', { model: 'test-model' });
    expect(
      (hashes.data as { id: string; content_hash: string }[]).toSorted((a, b) =>
        a.id < b.id ? -1 : 1,
      ),
    ).toEqual([
      { id: 'entry:a:en', content_hash: 'a'.repeat(64) },
      { id: 'entry:b:en', content_hash: 'b'.repeat(64) },
      { id: 'entry:c:en', content_hash: 'a'.repeat(64) },
      { id: 'entry:short:en', content_hash: 'a'.repeat(64) },
    ]);
    // Another model's vectors are its own.
    const other = await service.rpc('knowledge_embeddings_stored', { model: 'other-model' });
    expect(other.data).toEqual([]);
  });

  it('is for the service role alone: visitors and even the admin get 42501', async () => {
    const admin = client();
    const { error } = await admin.auth.signInWithPassword(adminCredentials());
    expect(error).toBeNull();
    for (const caller of [client(), admin]) {
      const answers = [
        await caller.rpc('knowledge_embeddings_stored', { model: 'test-model' }),
        await caller.rpc('store_knowledge_embeddings', { model: 'test-model', embeddings: [] }),
        await caller.rpc('match_knowledge', {
          query_embedding: [1, 0, 0],
          model: 'test-model',
          ids: ['entry:a:en'],
          match_count: 1,
        }),
      ];
      expect(answers.map((answer) => answer.error?.code)).toEqual(['42501', '42501', '42501']);
    }
  });
});
