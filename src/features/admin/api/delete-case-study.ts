import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CaseStudy } from '@/lib/case-study';
import { caseStudyKeys } from '@/lib/case-study-keys';
import { getSupabase } from '@/lib/supabase';

import { scheduleSiteRebuild } from './site-rebuild';
import { removeImages } from './storage';

/** SPEC.md §7 call 17, then its logo and images are removed from storage (call 18). */
export async function deleteCaseStudy(caseStudy: CaseStudy): Promise<void> {
  const { error } = await getSupabase().from('case_studies').delete().eq('id', caseStudy.id);
  if (error) throw new Error(error.message);
  await removeImages([caseStudy.logo, ...caseStudy.images]);
}

export function useDeleteCaseStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCaseStudy,
    onSuccess: (_data, caseStudy) => {
      if (caseStudy.published) scheduleSiteRebuild(`Deleted "${caseStudy.title}"`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseStudyKeys.all }),
  });
}
