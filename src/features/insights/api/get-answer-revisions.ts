import { queryOptions, useQuery } from '@tanstack/react-query';

import { REVISION_COLUMNS, type RevisionEntry } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import { teamAnswerKeys } from './get-team-answers';

/** The newest 200 revisions of an answer, newest first (row-level security: admins only). */
async function getAnswerRevisions(id: string): Promise<RevisionEntry[]> {
  const { data, error } = await getSupabase()
    .from('revisions')
    .select(REVISION_COLUMNS)
    .eq('item_type', 'team_answer')
    .eq('item_id', id)
    .order('id', { ascending: false })
    .limit(200);
  if (error) throw new Error(error.message);
  return data;
}

/** An answer's history, loaded while `enabled` (its "Versionen" dialog is open). */
export function useAnswerRevisions(id: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: teamAnswerKeys.revisions(id),
      queryFn: () => getAnswerRevisions(id),
    }),
    enabled,
  });
}
