import { queryOptions, useQuery } from '@tanstack/react-query';

import { CASE_STUDY_COLUMNS, type CaseStudy } from '@/lib/case-study';
import { caseStudyKeys } from '@/lib/case-study-keys';

/** The case study could not be loaded; `status` is the HTTP status (404 when there is no row). */
export class CaseStudyLoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CaseStudyLoadError';
  }
}

/** SPEC.md §7 call 12: one published case study by id; unknown or unpublished ids are errors. */
export async function getCaseStudy(id: string): Promise<CaseStudy> {
  const { getSupabase } = await import('@/lib/supabase');
  const { data, error, status } = await getSupabase()
    .from('case_studies')
    .select(CASE_STUDY_COLUMNS)
    .eq('id', id)
    .eq('published', true)
    .maybeSingle();
  if (error) throw new CaseStudyLoadError(error.message, status);
  if (!data)
    throw new CaseStudyLoadError(`Case study ${id} does not exist or is not published.`, 404);
  return data;
}

export const caseStudyQuery = (id: string) =>
  queryOptions({
    queryKey: caseStudyKeys.detail(id),
    queryFn: () => getCaseStudy(id),
    // Only a server or network failure is worth one more try; a missing, unpublished or malformed
    // id will not change, so the visitor goes back to the list at once.
    retry: (count, error) =>
      count < 1 &&
      !(error instanceof CaseStudyLoadError && error.status >= 400 && error.status < 500),
  });

export function useCaseStudy(id: string) {
  return useQuery(caseStudyQuery(id));
}
