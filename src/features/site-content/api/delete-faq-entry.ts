import { useMutation, useQueryClient } from '@tanstack/react-query';

import { scheduleSiteRebuild } from '@/components/admin/site-rebuild';
import { getSupabase } from '@/lib/supabase';

import { faqTitle } from '../lib/faq-draft';
import { type FaqEntry, faqKeys } from './get-faq-entries';

/** Deletes an entry: the database moves it to the trash, with its place in the list. */
async function deleteFaqEntry(entry: FaqEntry): Promise<void> {
  const { error } = await getSupabase().from('faq_entries').delete().eq('id', entry.id);
  if (error) throw new Error(error.message);
}

export function useDeleteFaqEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaqEntry,
    // A published entry leaves the static site.
    onSuccess: (_data, entry) => {
      if (entry.published) scheduleSiteRebuild(`Deleted the FAQ entry "${faqTitle(entry)}"`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqKeys.all }),
  });
}
