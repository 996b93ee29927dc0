import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CaseStudy } from '@/lib/case-study';
import { caseStudyKeys } from '@/lib/case-study-keys';

export class CaseStudyNotFoundError extends Error {
  constructor(id: string) {
    super(`Case study ${id} does not exist or is not published.`);
    this.name = 'CaseStudyNotFoundError';
  }
}

/** SPEC.md §7 call 12: one published case study by id; unknown or unpublished ids are errors. */
export async function getCaseStudy(id: string): Promise<CaseStudy> {
  const { getSupabase } = await import('@/lib/supabase');
  const { data, error } = await getSupabase()
    .from('case_studies')
    .select('*')
    .eq('id', id)
    .eq('published', true)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) throw new CaseStudyNotFoundError(id);
  return data;
}

export const caseStudyQuery = (id: string) =>
  queryOptions({
    queryKey: caseStudyKeys.detail(id),
    queryFn: () => getCaseStudy(id),
    // Retrying cannot make a missing case study appear; fail fast and send the visitor back.
    retry: (count, error) => !(error instanceof CaseStudyNotFoundError) && count < 1,
  });

export function useCaseStudy(id: string) {
  return useQuery(caseStudyQuery(id));
}
