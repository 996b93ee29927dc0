import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Tables } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';

/** The columns the admin reads of a FAQ entry (each granted to it by name). */
export const FAQ_COLUMNS =
  'id, question_en, answer_en, question_de, answer_de, display_order, published, version, updated_at' as const;

export type FaqEntry = Pick<
  Tables<'faq_entries'>,
  | 'id'
  | 'question_en'
  | 'answer_en'
  | 'question_de'
  | 'answer_de'
  | 'display_order'
  | 'published'
  | 'version'
  | 'updated_at'
>;

/**
 * Keys of the FAQ in the data cache: every change invalidates `all` (the list, the trash and the
 * histories); a revision's content never changes and is kept apart.
 */
export const faqKeys = {
  all: ['faq-entries'] as const,
  list: () => [...faqKeys.all, 'list'] as const,
  trash: () => [...faqKeys.all, 'trash'] as const,
  revisions: (id: string) => [...faqKeys.all, 'revisions', id] as const,
  revision: (revisionId: number) => ['faq-entry-revision', revisionId] as const,
};

/** Every entry, drafts included, in the order the site shows them (then by id, as the database). */
async function getFaqEntries(): Promise<FaqEntry[]> {
  const { data, error } = await getSupabase()
    .from('faq_entries')
    .select(FAQ_COLUMNS)
    .order('display_order')
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

/** One entry as it is saved now (after a refused save, to compare); null when it is gone. */
export async function getFaqEntry(id: string): Promise<FaqEntry | null> {
  const { data, error } = await getSupabase()
    .from('faq_entries')
    .select(FAQ_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

export const faqEntriesQuery = () =>
  queryOptions({ queryKey: faqKeys.list(), queryFn: getFaqEntries, staleTime: 30_000 });

export function useFaqEntries() {
  return useQuery(faqEntriesQuery());
}
