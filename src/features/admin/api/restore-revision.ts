import { useMutation, useQueryClient } from '@tanstack/react-query';

import { caseStudyKeys } from '@/lib/case-study-keys';
import { conflictOf } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import { scheduleSiteRebuild } from './site-rebuild';

type RestoreInput = {
  revisionId: number;
  /** The story's version the admin saw: changed meanwhile, the restore is refused. */
  version: number;
  title: string;
};

/**
 * Brings an earlier revision's content back as a new version (the database writes that revision
 * too). Throws a `ConflictError` when the story changed since the admin looked at it.
 */
async function restoreRevision({ revisionId, version }: RestoreInput): Promise<boolean> {
  const { data, error } = await getSupabase().rpc('restore_revision', {
    revision_id: revisionId,
    version,
  });
  if (error) throw conflictOf(error) ?? new Error(error.message);
  const published = (data as { published?: unknown } | null)?.published;
  return published === true;
}

export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    // A published story's text changed: the public site is rebuilt as after an edit.
    onSuccess: (published, { title }) => {
      if (published) scheduleSiteRebuild(`Restored an earlier version of "${title}"`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseStudyKeys.all }),
  });
}
