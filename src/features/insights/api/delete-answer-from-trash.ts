import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TrashEntry } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import { teamAnswerKeys } from './get-team-answers';

/** "Endgültig löschen": the answer and all its revisions (answers have no files). */
export function useDeleteAnswerFromTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: TrashEntry) => {
      const { error } = await getSupabase().rpc('delete_from_trash', { trash_id: item.id });
      if (error) throw new Error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamAnswerKeys.all }),
  });
}
