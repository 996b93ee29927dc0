import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';

import { type InsightsReport, parseInsightsReport } from '../lib/insights';

/** The report of the last `days` days, computed by the database (admins only). */
async function getInsightsReport(days: number): Promise<InsightsReport> {
  const { data, error } = await getSupabase().rpc('chat_insights', { days });
  if (error) throw new Error(error.message);
  return parseInsightsReport(data);
}

const insightsQuery = (days: number) =>
  queryOptions({
    queryKey: ['insights', days],
    queryFn: () => getInsightsReport(days),
    staleTime: 60_000,
  });

export function useInsightsReport(days: number) {
  return useQuery(insightsQuery(days));
}
