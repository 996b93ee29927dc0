import { useMutation, useQueryClient } from '@tanstack/react-query';

import { caseStudyKeys } from '@/lib/case-study-keys';
import type { TrashEntry } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import { removeStoredFiles } from './storage';

/**
 * "Endgültig löschen": the database deletes the story and all its revisions, and names the stored
 * files nothing refers to any more, which then leave storage.
 */
async function deleteFromTrash(item: TrashEntry): Promise<void> {
  const { data, error } = await getSupabase().rpc('delete_from_trash', { trash_id: item.id });
  if (error) throw new Error(error.message);
  await removeStoredFiles(data ?? []);
}

export function useDeleteFromTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFromTrash,
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseStudyKeys.all }),
  });
}
