import { queryOptions, useQuery } from '@tanstack/react-query';

import { caseStudyKeys } from '@/lib/case-study-keys';
import { REVISION_COLUMNS, type RevisionEntry } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

/** The newest 200 revisions of a case study, newest first (row-level security: admins only). */
async function getRevisions(id: string): Promise<RevisionEntry[]> {
  const { data, error } = await getSupabase()
    .from('revisions')
    .select(REVISION_COLUMNS)
    .eq('item_type', 'case_study')
    .eq('item_id', id)
    .order('id', { ascending: false })
    .limit(200);
  if (error) throw new Error(error.message);
  return data;
}

const revisionsQuery = (id: string) =>
  queryOptions({ queryKey: caseStudyKeys.revisions(id), queryFn: () => getRevisions(id) });

/** A case study's history, loaded while `enabled` (its "Versionen" dialog is open). */
export function useCaseStudyRevisions(id: string, enabled: boolean) {
  return useQuery({ ...revisionsQuery(id), enabled });
}
