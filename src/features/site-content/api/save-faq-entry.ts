import { useMutation, useQueryClient } from '@tanstack/react-query';

import { conflictOf } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import type { FaqValues } from '../lib/faq-draft';
import { FAQ_COLUMNS, type FaqEntry, faqKeys } from './get-faq-entries';

type SaveInput =
  | { mode: 'create'; values: FaqValues; displayOrder: () => Promise<number> }
  /** A change of some fields (all of the form's, or the status alone). */
  | { mode: 'update'; id: string; baseVersion: number; values: Partial<FaqValues> };

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
  });
}
