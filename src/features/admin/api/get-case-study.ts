import { ADMIN_CASE_STUDY_COLUMNS, type AdminCaseStudy } from '@/lib/case-study';
import { getSupabase } from '@/lib/supabase';

/**
 * One case study as it is saved now, with its version (after a refused save, to compare it with
 * the form). Null when it is gone (deleted meanwhile).
 */
export async function getAdminCaseStudy(id: string): Promise<AdminCaseStudy | null> {
  const { data, error } = await getSupabase()
    .from('case_studies')
    .select(ADMIN_CASE_STUDY_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}
