import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TrashEntry } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import { teamAnswerKeys } from './get-team-answers';

/** Puts an answer from the trash back as it was (published ones are used again at once). */
export function useRestoreAnswerFromTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: TrashEntry) => {
      const { error } = await getSupabase().rpc('restore_from_trash', { trash_id: item.id });
      if (error) throw new Error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamAnswerKeys.all }),
  });
}
