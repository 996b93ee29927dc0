import { queryOptions, useQuery } from '@tanstack/react-query';

import { CASE_STUDY_COLUMNS, type CaseStudy } from '@/lib/case-study';
import { caseStudyKeys } from '@/lib/case-study-keys';
import { getSupabase } from '@/lib/supabase';

/** Every case study (row-level security lets admins see drafts too), in display order. */
async function getAllCaseStudies(): Promise<CaseStudy[]> {
  const { data, error } = await getSupabase()
    .from('case_studies')
    .select(CASE_STUDY_COLUMNS)
    .order('display_order', { ascending: true });
  if (error) throw new Error(error.message);
  return data;
}

export const allCaseStudiesQuery = () =>
  queryOptions({ queryKey: caseStudyKeys.admin(), queryFn: getAllCaseStudies, staleTime: 0 });

/** The admin list. Only the admin page uses it, and its route lets only admins in. */
export function useAllCaseStudies() {
  return useQuery(allCaseStudiesQuery());
}
