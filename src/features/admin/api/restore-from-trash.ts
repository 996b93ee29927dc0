import { useMutation, useQueryClient } from '@tanstack/react-query';

import { caseStudyKeys } from '@/lib/case-study-keys';
import type { TrashEntry } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import { scheduleSiteRebuild } from './site-rebuild';

/**
 * Puts a story from the trash back, with its images, slug and redirects, languages and place in
 * the list. Resolves with whether it is published (then visitors get it back).
 */
async function restoreFromTrash(item: TrashEntry): Promise<boolean> {
  const { data, error } = await getSupabase().rpc('restore_from_trash', { trash_id: item.id });
  if (error) throw new Error(error.message);
  return (data as { published?: unknown } | null)?.published === true;
}

export function useRestoreFromTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreFromTrash,
    // A published story returns to the public site: rebuilt as after publishing it.
    onSuccess: (published, item) => {
      if (published) scheduleSiteRebuild(`Restored "${item.title}" from the trash`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseStudyKeys.all }),
  });
}
