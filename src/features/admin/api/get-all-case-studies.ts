import { queryOptions, useQuery } from '@tanstack/react-query';

import { CASE_STUDY_COLUMNS, type CaseStudy } from '@/lib/case-study';
import { caseStudyKeys } from '@/lib/case-study-keys';
import { getSupabase } from '@/lib/supabase';

/** SPEC.md §7 call 10: every case study (RLS lets admins see drafts), in display order. */
export async function getAllCaseStudies(): Promise<CaseStudy[]> {
  const { data, error } = await getSupabase()
    .from('case_studies')
    .select(CASE_STUDY_COLUMNS)
    .order('display_order', { ascending: true });
  if (error) throw new Error(error.message);
  return data;
}

export const allCaseStudiesQuery = () =>
  queryOptions({ queryKey: caseStudyKeys.admin(), queryFn: getAllCaseStudies, staleTime: 0 });

/** Loads only once the page knows the user is an admin (SPEC.md §6). */
export function useAllCaseStudies({ enabled }: { enabled: boolean }) {
  return useQuery({ ...allCaseStudiesQuery(), enabled });
}
