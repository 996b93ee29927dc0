import { getSupabase } from '@/lib/supabase';

/**
 * The questions of the last `days` days as CSV, written by the database from the same records and
 * period as the report (admins only), with a byte-order mark so spreadsheets read it as UTF-8.
 */
export async function exportInsightsCsv(days: number): Promise<Blob> {
  const { data, error } = await getSupabase().rpc('chat_insights_csv', { days });
  if (error) throw new Error(error.message);
  return new Blob(['\uFEFF', data], { type: 'text/csv;charset=utf-8' });
}
