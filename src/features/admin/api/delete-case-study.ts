import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CaseStudy } from '@/lib/case-study';
import { caseStudyKeys } from '@/lib/case-study-keys';
import { getSupabase } from '@/lib/supabase';

import { scheduleSiteRebuild } from '@/components/admin/site-rebuild';

/**
 * Deletes a case study: the database moves it to the trash, with its images, slug and place, and
 * keeps it there for 30 days (files stay in storage while the trash refers to them).
 */
async function deleteCaseStudy(caseStudy: CaseStudy): Promise<void> {
  const { error } = await getSupabase().from('case_studies').delete().eq('id', caseStudy.id);
  if (error) throw new Error(error.message);
}

export function useDeleteCaseStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCaseStudy,
    onSuccess: (_data, caseStudy) => {
      if (caseStudy.published) scheduleSiteRebuild(`Deleted "${caseStudy.title}"`);
    },
    // Not awaited: the list then drops the entry whose button asked, and the caller's own
    // callbacks (its toast) must still run.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: caseStudyKeys.all }),
  });
}
