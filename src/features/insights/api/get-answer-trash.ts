import { useQuery } from '@tanstack/react-query';

import { TRASH_COLUMNS, type TrashEntry } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import { teamAnswerKeys } from './get-team-answers';

/** The answers in the trash, the most recently deleted first (admins only). */
async function getAnswerTrash(): Promise<TrashEntry[]> {
  const { data, error } = await getSupabase()
    .from('trash')
    .select(TRASH_COLUMNS)
    .eq('item_type', 'team_answer')
    .order('deleted_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data;
}

export function useAnswerTrash() {
  return useQuery({ queryKey: teamAnswerKeys.trash(), queryFn: getAnswerTrash, staleTime: 30_000 });
}
