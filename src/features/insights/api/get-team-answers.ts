import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Tables } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';

export type TeamAnswer = Tables<'team_answers'>;

async function getTeamAnswers(): Promise<TeamAnswer[]> {
  const { data, error } = await getSupabase()
    .from('team_answers')
    .select('*')
    .order('updated_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data;
}

/**
 * Keys of the team answers in the data cache: every change invalidates `all` (the list, the trash
 * and the histories); a revision's content never changes and is kept apart.
 */
export const teamAnswerKeys = {
  all: ['team-answers'] as const,
  trash: () => [...teamAnswerKeys.all, 'trash'] as const,
  revisions: (id: string) => [...teamAnswerKeys.all, 'revisions', id] as const,
  revision: (revisionId: number) => ['team-answer-revision', revisionId] as const,
};

const teamAnswersQuery = () =>
  queryOptions({ queryKey: teamAnswerKeys.all, queryFn: getTeamAnswers, staleTime: 30_000 });

export function useTeamAnswers() {
  return useQuery(teamAnswersQuery());
}
