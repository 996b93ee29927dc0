/**
 * The words an unanswered question is grouped by (`chat_questions.words`): chat-ai writes them with
 * its own tokenizer, with the secret key alone; a row written without them gets Postgres's
 * full-text stems, so /admin/insights groups alike questions either way. Runs on its own stack and
 * database (PGlite, or a new database on the server of DATABASE_URL).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import type { Database } from '../../src/lib/database.types';
import { adminCredentials } from '../config';
import { nodeSupabaseClient } from '../node-client';
import { ownStack } from './databases';

const stack = ownStack('local_supabase_chat_question_words');

const client = (key = stack().ctx.keys.publishable): SupabaseClient<Database> =>
  nodeSupabaseClient(stack().url, key);

async function signedIn(credentials: { email: string; password: string }) {
  const supabase = client();
  const { error } = await supabase.auth.signInWithPassword(credentials);
  if (error) throw error;
  return supabase;
}

describe('chat_questions.words', () => {
  it("groups by the words chat-ai writes (its tokenizer's), else by full-text search", async () => {
    // As chat-ai writes an unanswered question: with the secret key, its words beside it.
    const service = client(stack().ctx.keys.secret);
    const row = (conversation: string, question: string, words: string[] | null) => ({
      conversation_id: conversation,
      question,
      language: 'en',
      page: '/',
      sources: [],
      meeting_offered: false,
      words,
    });
    const written = await service
      .from('chat_questions')
      .insert([
        row('conv_words_1', 'Do you audit smart contracts?', ['audit', 'contract', 'smart']),
        row('conv_words_2', 'Smart contract audits, anyone?', [
          'smart',
          'contract',
          'audit',
          'audit',
        ]),
        row('conv_words_3', 'Can you audit our smart contracts?', null),
      ]);
    expect(written.error).toBeNull();
    const rows = await stack().ctx.db.query<{
      conversation_id: string;
      words: string[];
      group_id: string;
      id: string;
    }>(
      `select conversation_id, words, group_id::text, id::text from public.chat_questions
        where conversation_id like 'conv_words_%' order by id`,
    );
    expect(rows.map((r) => r.words)).toEqual([
      ['audit', 'contract', 'smart'],
      // One of each, in order.
      ['audit', 'contract', 'smart'],
      // Stemmed by Postgres's 'english' configuration when chat-ai sends none.
      ['audit', 'contract', 'smart'],
    ]);
    expect(new Set(rows.map((r) => r.group_id))).toEqual(new Set([rows[0]?.id]));
    // Anyone but chat-ai's key may not write them.
    const byAdmin = await (
      await signedIn(adminCredentials())
    )
      .from('chat_questions')
      .insert(row('conv_words_4', 'x', ['x']));
    expect(byAdmin.error?.code).toBe('42501');
  });
});
