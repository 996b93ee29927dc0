import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TablesInsert } from '@/lib/database.types';
import { conflictOf } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import { type TeamAnswer, teamAnswerKeys } from './get-team-answers';

export type TeamAnswerValues = Pick<
  TablesInsert<'team_answers'>,
  'question' | 'variants' | 'answer_en' | 'answer_de' | 'link' | 'published'
>;

/**
 * Creates an answer (no id) or changes one, based on the version the form was loaded from: when
 * someone else saved it since, the database refuses and this throws a `ConflictError`. Resolves
 * with the saved row.
 */
async function saveTeamAnswer({
  id,
  baseVersion,
  values,
}: {
  id?: string;
  baseVersion?: number;
  values: TeamAnswerValues;
}): Promise<TeamAnswer> {
  const table = getSupabase().from('team_answers');
  const { data, error } = id
    ? await table
        .update({ ...values, base_version: baseVersion ?? null })
        .eq('id', id)
        .select()
        .single()
    : await table.insert(values).select().single();
  if (error) throw conflictOf(error) ?? new Error(error.message);
  return data;
}

export function useSaveTeamAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeamAnswer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamAnswerKeys.all }),
  });
}
