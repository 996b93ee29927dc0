import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminCaseStudy } from '@/lib/case-study';
import { caseStudyKeys } from '@/lib/case-study-keys';
import { conflictOf } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import { scheduleSiteRebuild } from '@/components/admin/site-rebuild';

type ReorderInput = {
  /** Every case study in its new order. */
  ordered: readonly AdminCaseStudy[];
  /** The order the admin saw before moving: a list changed since refuses the new one. */
  expected: readonly AdminCaseStudy[];
};

/**
 * Saves a new order: each case study's display_order becomes its index. One database function
 * does it in one transaction, and only when the list is still the one the admin moved in;
 * otherwise it throws a `ConflictError` saying who changed it when.
 */
async function reorderCaseStudies({ ordered, expected }: ReorderInput): Promise<void> {
  const { error } = await getSupabase().rpc('reorder_case_studies', {
    ids: ordered.map((c) => c.id),
    expected: expected.map((c) => c.id),
  });
  if (error) throw conflictOf(error) ?? new Error(error.message);
}

/** Shows the new order at once; on failure the list is loaded again from the server. */
export function useReorderCaseStudies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCaseStudies,
    onMutate: async ({ ordered }) => {
      await queryClient.cancelQueries({ queryKey: caseStudyKeys.admin() });
      queryClient.setQueryData<AdminCaseStudy[]>(
        caseStudyKeys.admin(),
        ordered.map((c, index) => ({ ...c, display_order: index })),
      );
    },
    onSuccess: (_data, { ordered }) => {
      if (ordered.some((c) => c.published)) scheduleSiteRebuild('Reordered the case studies');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseStudyKeys.all }),
  });
}
