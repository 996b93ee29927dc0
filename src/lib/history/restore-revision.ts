import { useMutation, useQueryClient } from '@tanstack/react-query';

import { conflictOf } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import type { HistoryKind } from './kind';

type RestoreInput = {
  revisionId: number;
  /** The item's version the admin saw: changed meanwhile, the restore is refused. */
  version: number;
  /** What the item is called, for the reason of a site rebuild. */
  title: string;
};

/**
 * Brings an earlier revision's content back as a new version (the database writes that revision
 * too). Throws a `ConflictError` when the item changed since the admin looked at it. Resolves
 * with whether the item is published.
 */
async function restoreRevision({ revisionId, version }: RestoreInput): Promise<boolean> {
  const { data, error } = await getSupabase().rpc('restore_revision', {
    revision_id: revisionId,
    version,
  });
  if (error) throw conflictOf(error) ?? new Error(error.message);
  return (data as { published?: unknown } | null)?.published === true;
}

export function useRestoreRevision(kind: HistoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    // A published item's content changed: what visitors see is brought up to date as after an edit.
    onSuccess: (published, { title }) => {
      if (published) kind.onPublicChange?.(`Restored an earlier version of "${title}"`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: kind.keys.all }),
  });
}
