import { useMutation, useQueryClient } from '@tanstack/react-query';

import { scheduleSiteRebuild } from '@/components/admin/site-rebuild';
import { conflictOf } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import { type FaqValues, faqTitle } from '../lib/faq-draft';
import { FAQ_COLUMNS, type FaqEntry, faqKeys } from './get-faq-entries';

type SaveInput =
  | { mode: 'create'; values: FaqValues; displayOrder: () => Promise<number> }
  /**
   * A change of some fields (all of the form's, or the status alone); `wasPublished` is the
   * entry's status as the admin saw it.
   */
  | {
      mode: 'update';
      id: string;
      baseVersion: number;
      wasPublished: boolean;
      values: Partial<FaqValues>;
    };

/**
 * Creates an entry at the end of the list, or changes one based on the version the admin saw:
 * when someone else saved it since, the database refuses and this throws a `ConflictError`; an
 * entry deleted meanwhile (no row matched) is a failure too. Resolves with the saved row.
 */
async function saveFaqEntry(input: SaveInput): Promise<FaqEntry> {
  const table = getSupabase().from('faq_entries');
  const { data, error } =
    input.mode === 'create'
      ? await table
          .insert({ ...input.values, display_order: await input.displayOrder() })
          .select(FAQ_COLUMNS)
          .single()
      : await table
          .update({ ...input.values, base_version: input.baseVersion })
          .eq('id', input.id)
          .select(FAQ_COLUMNS)
          .single();
  if (error) throw conflictOf(error) ?? new Error(error.message);
  return data;
}

export function useSaveFaqEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFaqEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqKeys.all }),
    // The static site shows published entries: an entry that is or was published changed it.
    onSuccess: (saved, input) => {
      const was = input.mode === 'update' && input.wasPublished;
      if (!was && !saved.published) return;
      const change = !was ? 'Published' : !saved.published ? 'Unpublished' : 'Updated';
      scheduleSiteRebuild(`${change} the FAQ entry "${faqTitle(saved)}"`);
    },
  });
}
