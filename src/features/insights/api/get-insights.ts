import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';

import type { OutcomeRecord, QuestionRecord } from '../lib/insights';

/** Rows per request: hosted projects answer at most 1,000 rows per request by default. */
const PAGE_SIZE = 1000;
const QUESTION_COLUMNS = 'conversation_id,asked_at,question,language,page,sources,meeting_offered';

export type InsightRecords = { questions: QuestionRecord[]; outcomes: OutcomeRecord[] };

/** Every record since `since`, read page by page (row-level security: admins only). */
async function readAll<T>(
  table: 'chat_questions' | 'chat_outcomes',
  columns: string,
  timeColumn: 'asked_at' | 'happened_at',
  since: string,
): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error } = await getSupabase()
      .from(table)
      .select(columns)
      .gte(timeColumn, since)
      .order(timeColumn, { ascending: false })
      .range(from, from + PAGE_SIZE - 1);
    if (error) throw new Error(error.message);
    const page = data as unknown as T[];
    rows.push(...page);
    if (page.length < PAGE_SIZE) return rows;
  }
}

async function getInsightRecords(days: number): Promise<InsightRecords> {
  const since = new Date(Date.now() - days * 86_400_000).toISOString();
  const [questions, outcomes] = await Promise.all([
    readAll<QuestionRecord>('chat_questions', QUESTION_COLUMNS, 'asked_at', since),
    readAll<OutcomeRecord>(
      'chat_outcomes',
      'conversation_id,kind,happened_at',
      'happened_at',
      since,
    ),
  ]);
  return { questions, outcomes };
}

const insightsQuery = (days: number) =>
  queryOptions({
    queryKey: ['insights', days],
    queryFn: () => getInsightRecords(days),
    staleTime: 60_000,
  });

export function useInsightRecords(days: number) {
  return useQuery(insightsQuery(days));
}
