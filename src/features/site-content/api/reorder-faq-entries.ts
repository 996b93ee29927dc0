import { useMutation, useQueryClient } from '@tanstack/react-query';

import { scheduleSiteRebuild } from '@/components/admin/site-rebuild';
import { conflictOf } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import { type FaqEntry, faqKeys } from './get-faq-entries';

type ReorderInput = {
  /** Every entry in its new order. */
  ordered: readonly FaqEntry[];
  /** The order the admin saw before moving: a list changed since refuses the new one. */
  expected: readonly FaqEntry[];
};

/**
 * Saves a new order in one database call, only when the list is still the one the admin moved
 * in; otherwise it throws a `ConflictError` saying who changed it when.
 */
async function reorderFaqEntries({ ordered, expected }: ReorderInput): Promise<void> {
  const { error } = await getSupabase().rpc('reorder_faq_entries', {
    ids: ordered.map((entry) => entry.id),
    expected: expected.map((entry) => entry.id),
  });
  if (error) throw conflictOf(error) ?? new Error(error.message);
}

/** Shows the new order at once; on failure the list is loaded again from the server. */
export function useReorderFaqEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderFaqEntries,
    onMutate: async ({ ordered }) => {
      await queryClient.cancelQueries({ queryKey: faqKeys.list() });
      queryClient.setQueryData<FaqEntry[]>(
        faqKeys.list(),
        ordered.map((entry, index) => ({ ...entry, display_order: index })),
      );
    },
    // The static site shows the published entries in this order.
    onSuccess: (_data, { ordered }) => {
      if (ordered.some((entry) => entry.published)) scheduleSiteRebuild('Reordered the FAQ');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqKeys.all }),
  });
}
