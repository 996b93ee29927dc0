import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';

import { faqKeys } from './get-faq-entries';

/** Deletes an entry: the database moves it to the trash, with its place in the list. */
async function deleteFaqEntry(id: string): Promise<void> {
  const { error } = await getSupabase().from('faq_entries').delete().eq('id', id);
  if (error) throw new Error(error.message);
}

export function useDeleteFaqEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaqEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqKeys.all }),
  });
}
