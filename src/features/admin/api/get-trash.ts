import { queryOptions, useQuery } from '@tanstack/react-query';

import { caseStudyKeys } from '@/lib/case-study-keys';
import { TRASH_COLUMNS, type TrashEntry } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

/** The case studies in the trash, the most recently deleted first (admins only). */
async function getTrash(): Promise<TrashEntry[]> {
  const { data, error } = await getSupabase()
    .from('trash')
    .select(TRASH_COLUMNS)
    .eq('item_type', 'case_study')
    .order('deleted_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data;
}

const trashQuery = () =>
  queryOptions({ queryKey: caseStudyKeys.trash(), queryFn: getTrash, staleTime: 30_000 });

/** The "Papierkorb" of the case studies, loaded beside (not before) the list. */
export function useCaseStudyTrash() {
  return useQuery(trashQuery());
}
