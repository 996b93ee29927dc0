import { useMutation, useQueryClient } from '@tanstack/react-query';

import { scheduleSiteRebuild } from '@/components/admin/site-rebuild';
import { conflictOf } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import type { LegalValues } from '../lib/legal-draft';
import { LEGAL_COLUMNS, type LegalPage, legalPageKeys } from './get-legal-pages';

/**
 * Changes a legal page based on the version the form was loaded from: when someone else saved it
 * since, the database refuses and this throws a `ConflictError`. Resolves with the saved row.
 */
async function saveLegalPage({
  id,
  baseVersion,
  values,
}: {
  id: string;
  baseVersion: number;
  values: LegalValues;
}): Promise<LegalPage> {
  const { data, error } = await getSupabase()
    .from('legal_pages')
    .update({ ...values, base_version: baseVersion })
    .eq('id', id)
    .select(LEGAL_COLUMNS)
    .single();
  if (error) throw conflictOf(error) ?? new Error(error.message);
  return data;
}

export function useSaveLegalPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLegalPage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: legalPageKeys.all }),
    // The form never changes the status: a published page's new text is on the static site.
    onSuccess: (saved) => {
      if (saved.published) scheduleSiteRebuild(`Updated the ${saved.kind} page`);
    },
  });
}
