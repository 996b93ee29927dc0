import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CaseStudy } from '@/lib/case-study';
import { caseStudyKeys } from '@/lib/case-study-keys';
import { getSupabase } from '@/lib/supabase';

import { scheduleSiteRebuild } from './site-rebuild';

/**
 * Saves a new order: each case study's display_order becomes its index. One database function
 * does it in one transaction, so a failure cannot leave half an order behind (rather than one
 * update per row, in parallel, where some could fail).
 */
async function reorderCaseStudies(ids: string[]): Promise<void> {
  const { error } = await getSupabase().rpc('reorder_case_studies', { ids });
  if (error) throw new Error(error.message);
}

/** Shows the new order at once; on failure the list is loaded again from the server. */
export function useReorderCaseStudies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: CaseStudy[]) => reorderCaseStudies(ordered.map((c) => c.id)),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: caseStudyKeys.admin() });
      queryClient.setQueryData<CaseStudy[]>(
        caseStudyKeys.admin(),
        ordered.map((c, index) => ({ ...c, display_order: index })),
      );
    },
    onSuccess: (_data, ordered) => {
      if (ordered.some((c) => c.published)) scheduleSiteRebuild('Reordered the case studies');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseStudyKeys.all }),
  });
}
