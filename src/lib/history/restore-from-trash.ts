import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TrashEntry } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import type { HistoryKind } from './kind';

/**
 * Puts an item from the trash back as it was (a story with its images, slug and redirects,
 * languages and place in the list). Resolves with whether it is published (then visitors get it
 * back).
 */
async function restoreFromTrash(item: TrashEntry): Promise<boolean> {
  const { data, error } = await getSupabase().rpc('restore_from_trash', { trash_id: item.id });
  if (error) throw new Error(error.message);
  return (data as { published?: unknown } | null)?.published === true;
}

export function useRestoreFromTrash(kind: HistoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreFromTrash,
    // A published item returns to what visitors see, as after publishing it.
    onSuccess: (published, item) => {
      if (published) kind.onPublicChange?.(`Restored "${item.title}" from the trash`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: kind.keys.all }),
  });
}
