import { useMutation, useQueryClient } from '@tanstack/react-query';

import { caseStudyKeys } from '@/lib/case-study-keys';
import { conflictOf } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import { scheduleSiteRebuild } from '@/components/admin/site-rebuild';

type SetPublishedInput = { id: string; published: boolean; title: string; version: number };

/**
 * Publishes a case study or makes it a draft again, based on the version the list showed: when
 * someone else changed it since, the database refuses and this throws a `ConflictError`. A case
 * study deleted meanwhile (no row matched) is a failure too.
 */
async function setPublished({ id, published, version }: SetPublishedInput) {
  const { data, error } = await getSupabase()
    .from('case_studies')
    .update({ published, base_version: version })
    .eq('id', id)
    .select('id');
  if (error) throw conflictOf(error) ?? new Error(error.message);
  if (data.length === 0) throw new Error(`Case study ${id} matched no row`);
}

export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPublished,
    // Publishing and unpublishing both change the public site.
    onSuccess: (_data, { published, title }) =>
      scheduleSiteRebuild(`${published ? 'Published' : 'Unpublished'} "${title}"`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseStudyKeys.all }),
  });
}
