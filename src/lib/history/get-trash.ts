import { queryOptions, useQuery } from '@tanstack/react-query';

import { TRASH_COLUMNS, type TrashEntry } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import type { HistoryKind } from './kind';

/** The kind's items in the trash, the most recently deleted first (admins only). */
async function getTrash(kind: HistoryKind): Promise<TrashEntry[]> {
  const { data, error } = await getSupabase()
    .from('trash')
    .select(TRASH_COLUMNS)
    .eq('item_type', kind.itemType)
    .order('deleted_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data;
}

const trashQuery = (kind: HistoryKind) =>
  queryOptions({ queryKey: kind.keys.trash(), queryFn: () => getTrash(kind), staleTime: 30_000 });

/** The "Papierkorb" of a kind, loaded beside (not before) its list. */
export function useTrash(kind: HistoryKind) {
  return useQuery(trashQuery(kind));
}
