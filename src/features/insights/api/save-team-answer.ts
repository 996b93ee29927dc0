import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TablesInsert } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';

import { type TeamAnswer, teamAnswerKeys } from './get-team-answers';

export type TeamAnswerValues = Pick<
  TablesInsert<'team_answers'>,
  'question' | 'variants' | 'answer_en' | 'answer_de' | 'link' | 'published'
>;

/** Creates an answer (no id) or changes one; resolves with the saved row. */
async function saveTeamAnswer({
  id,
  values,
}: {
  id?: string;
  values: TeamAnswerValues;
}): Promise<TeamAnswer> {
  const table = getSupabase().from('team_answers');
  const { data, error } = id
    ? await table.update(values).eq('id', id).select().single()
    : await table.insert(values).select().single();
  if (error) throw new Error(error.message);
  return data;
}

export function useSaveTeamAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeamAnswer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamAnswerKeys.all }),
  });
}
