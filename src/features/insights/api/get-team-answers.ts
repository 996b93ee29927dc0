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

export const teamAnswerKeys = { all: ['team-answers'] as const };

const teamAnswersQuery = () =>
  queryOptions({ queryKey: teamAnswerKeys.all, queryFn: getTeamAnswers, staleTime: 30_000 });

export function useTeamAnswers() {
  return useQuery(teamAnswersQuery());
}
