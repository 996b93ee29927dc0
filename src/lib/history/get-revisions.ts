import { queryOptions, useQuery } from '@tanstack/react-query';

import { REVISION_COLUMNS, type RevisionEntry } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import type { HistoryKind } from './kind';

/** The newest 200 revisions of an item, newest first (row-level security: admins only). */
async function getRevisions(kind: HistoryKind, id: string): Promise<RevisionEntry[]> {
  const { data, error } = await getSupabase()
    .from('revisions')
    .select(REVISION_COLUMNS)
    .eq('item_type', kind.itemType)
    .eq('item_id', id)
    .order('id', { ascending: false })
    .limit(200);
  if (error) throw new Error(error.message);
  return data;
}

const revisionsQuery = (kind: HistoryKind, id: string) =>
  queryOptions({ queryKey: kind.keys.revisions(id), queryFn: () => getRevisions(kind, id) });

/** An item's history, loaded while `enabled` (its "Versionen" dialog is open). */
export function useRevisions(kind: HistoryKind, id: string, enabled: boolean) {
  return useQuery({ ...revisionsQuery(kind, id), enabled });
}
