import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CaseStudy } from '@/lib/case-study';
import { parseImageMeta, storedFiles } from '@/lib/case-study-images';
import { caseStudyKeys } from '@/lib/case-study-keys';
import { getSupabase } from '@/lib/supabase';

import { scheduleSiteRebuild } from './site-rebuild';
import { removeImages } from './storage';

/** Deletes a case study; then its logo and images (with their smaller copies) leave storage. */
async function deleteCaseStudy(caseStudy: CaseStudy): Promise<void> {
  const { error } = await getSupabase().from('case_studies').delete().eq('id', caseStudy.id);
  if (error) throw new Error(error.message);
  await removeImages(
    storedFiles([caseStudy.logo, ...caseStudy.images], parseImageMeta(caseStudy.image_meta)),
  );
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
