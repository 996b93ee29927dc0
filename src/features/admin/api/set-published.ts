import { useMutation, useQueryClient } from '@tanstack/react-query';

import { caseStudyKeys } from '@/lib/case-study-keys';
import { getSupabase } from '@/lib/supabase';

/** SPEC.md §7 call 16. */
export async function setPublished({ id, published }: { id: string; published: boolean }) {
  const { error } = await getSupabase().from('case_studies').update({ published }).eq('id', id);
  if (error) throw new Error(error.message);
}

export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPublished,
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseStudyKeys.all }),
  });
}
