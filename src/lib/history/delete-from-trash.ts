import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TrashEntry } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import type { HistoryKind } from './kind';

/**
 * "Endgültig löschen": the database deletes the item and all its revisions, and names the stored
 * files nothing refers to any more, which the kind then removes from storage.
 */
async function deleteFromTrash(kind: HistoryKind, item: TrashEntry): Promise<void> {
  const { data, error } = await getSupabase().rpc('delete_from_trash', { trash_id: item.id });
  if (error) throw new Error(error.message);
  await kind.removeFiles?.(data ?? []);
}

export function useDeleteFromTrash(kind: HistoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: TrashEntry) => deleteFromTrash(kind, item),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kind.keys.all }),
  });
}
