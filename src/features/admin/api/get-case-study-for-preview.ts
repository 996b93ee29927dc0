import { CASE_STUDY_COLUMNS, type CaseStudy } from '@/lib/case-study';
import { getSupabase } from '@/lib/supabase';

/**
 * Any case study by id, drafts included, for the admin's preview. Row-level security shows drafts
 * to admins only; null when there is no such row (or the caller may not see it).
 */
export async function getCaseStudyForPreview(id: string): Promise<CaseStudy | null> {
  const { data, error } = await getSupabase()
    .from('case_studies')
    .select(CASE_STUDY_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}
