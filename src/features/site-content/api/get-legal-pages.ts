import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Tables } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';

/** The columns the admin reads of a legal page (each granted to it by name). */
export const LEGAL_COLUMNS =
  'id, kind, title_en, description_en, body_en, title_de, description_de, body_de, revised_on, published, version, updated_at' as const;

export type LegalPage = Pick<
  Tables<'legal_pages'>,
  | 'id'
  | 'kind'
  | 'title_en'
  | 'description_en'
  | 'body_en'
  | 'title_de'
  | 'description_de'
  | 'body_de'
  | 'revised_on'
  | 'published'
  | 'version'
  | 'updated_at'
>;

/** Keys of the legal pages in the data cache (every change invalidates `all`). */
export const legalPageKeys = {
  all: ['legal-pages'] as const,
  list: () => [...legalPageKeys.all, 'list'] as const,
  trash: () => [...legalPageKeys.all, 'trash'] as const,
  revisions: (id: string) => [...legalPageKeys.all, 'revisions', id] as const,
  revision: (revisionId: number) => ['legal-page-revision', revisionId] as const,
};

/** The three pages (privacy, terms, imprint) as they are saved now. */
export async function getLegalPages(): Promise<LegalPage[]> {
  const { data, error } = await getSupabase().from('legal_pages').select(LEGAL_COLUMNS);
  if (error) throw new Error(error.message);
  return data;
}

export function useLegalPages() {
  return useQuery(
    queryOptions({ queryKey: legalPageKeys.list(), queryFn: getLegalPages, staleTime: 30_000 }),
  );
}
