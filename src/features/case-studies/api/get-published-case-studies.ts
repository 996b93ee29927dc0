import { queryOptions, useQuery } from '@tanstack/react-query';

import { CASE_STUDY_COLUMNS, type CaseStudy } from '@/lib/case-study';
import { caseStudyKeys } from '@/lib/case-study-keys';

/** SPEC.md §7 call 11: the published case studies, in display order. */
export async function getPublishedCaseStudies(): Promise<CaseStudy[]> {
  const { getSupabase } = await import('@/lib/supabase');
  const { data, error } = await getSupabase()
    .from('case_studies')
    .select(CASE_STUDY_COLUMNS)
    .eq('published', true)
    .order('display_order', { ascending: true });
  if (error) throw new Error(error.message);
  return data;
}

export const publishedCaseStudiesQuery = () =>
  queryOptions({ queryKey: caseStudyKeys.published(), queryFn: getPublishedCaseStudies });

export function usePublishedCaseStudies() {
  return useQuery(publishedCaseStudiesQuery());
}
