import { useMutation, useQueryClient } from '@tanstack/react-query';

import { conflictOf } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import { teamAnswerKeys } from './get-team-answers';

/**
 * Brings an earlier revision's content back as a new version of the answer, when the answer is
 * still at `version` (else a `ConflictError`).
 */
async function restoreAnswerRevision({
  revisionId,
  version,
}: {
  revisionId: number;
  version: number;
}): Promise<void> {
  const { error } = await getSupabase().rpc('restore_revision', {
    revision_id: revisionId,
    version,
  });
  if (error) throw conflictOf(error) ?? new Error(error.message);
}

export function useRestoreAnswerRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreAnswerRevision,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamAnswerKeys.all }),
  });
}
