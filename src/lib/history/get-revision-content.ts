import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Json } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';

import type { HistoryKind } from './kind';

/** The full content of one revision, as the database kept it. */
async function getRevisionContent(revisionId: number): Promise<Json> {
  const { data, error } = await getSupabase()
    .from('revisions')
    .select('content')
    .eq('id', revisionId)
    .single();
  if (error) throw new Error(error.message);
  return data.content;
}

/** A revision's content never changes: read once, kept while the page is open. */
const revisionContentQuery = (kind: HistoryKind, revisionId: number) =>
  queryOptions({
    queryKey: kind.keys.revision(revisionId),
    queryFn: () => getRevisionContent(revisionId),
    staleTime: Infinity,
  });

export function useRevisionContent(kind: HistoryKind, revisionId: number) {
  return useQuery(revisionContentQuery(kind, revisionId));
}
