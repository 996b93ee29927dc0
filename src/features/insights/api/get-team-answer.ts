import { getSupabase } from '@/lib/supabase';

import type { TeamAnswer } from './get-team-answers';

/** One answer as it is saved now (after a refused save, to compare); null when it is gone. */
export async function getTeamAnswer(id: string): Promise<TeamAnswer | null> {
  const { data, error } = await getSupabase()
    .from('team_answers')
    .select('*')
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}
