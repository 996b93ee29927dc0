import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

import { ADMIN_CASE_STUDY_COLUMNS, type AdminCaseStudy } from '@/lib/case-study';
import { caseStudyKeys } from '@/lib/case-study-keys';
import { getSupabase } from '@/lib/supabase';

/**
 * Every case study (row-level security lets admins see drafts too), with its version, in display
 * order (ties by id, as the database compares orders when the list is reordered).
 */
async function getAllCaseStudies(): Promise<AdminCaseStudy[]> {
  const { data, error } = await getSupabase()
    .from('case_studies')
    .select(ADMIN_CASE_STUDY_COLUMNS)
    .order('display_order', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw new Error(error.message);
  return data;
}

/**
 * The admin list in the data cache. Every admin change invalidates it; within half a minute of a
 * load, returning to the page shows the cached list without asking again.
 */
export const allCaseStudiesQuery = () =>
  queryOptions({ queryKey: caseStudyKeys.admin(), queryFn: getAllCaseStudies, staleTime: 30_000 });

/**
 * Loads the list for the admin route's `clientLoader`, so the page renders with it: a cached list
 * at once (refreshed in the background when older than its stale time), else after loading it. A
 * failed load is not thrown: it stays in the cache as the query's error, and the page shows it with
 * a retry button instead of an error page.
 */
export async function loadAllCaseStudies(queryClient: QueryClient): Promise<void> {
  await queryClient
    .ensureQueryData({ ...allCaseStudiesQuery(), revalidateIfStale: true })
    .catch((error: unknown) => console.error('Loading the case studies failed', error));
}

/**
 * The admin list as the page reads it, after its route's loader has loaded it (or recorded the
 * failure: mounting does not try again, the page's retry button does).
 */
export function useAllCaseStudies() {
  return useQuery({ ...allCaseStudiesQuery(), retryOnMount: false });
}
