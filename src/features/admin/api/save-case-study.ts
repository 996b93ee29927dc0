import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CaseStudy } from '@/lib/case-study';
import { caseStudyKeys } from '@/lib/case-study-keys';
import { getSupabase } from '@/lib/supabase';

import type { CaseStudyText } from '../lib/schema';
import { scheduleSiteRebuild } from './site-rebuild';
import { removeImages, uploadImage } from './storage';

export type SaveCaseStudyInput = CaseStudyText & {
  images: string[];
  /** A newly chosen logo file; the current logo stays when none was chosen (SPEC.md §5). */
  logoFile: File | null;
} & ({ mode: 'create'; displayOrder: number } | { mode: 'update'; existing: CaseStudy });

/** The database refused the slug because another case study has it (unique violation). */
export class SlugTakenError extends Error {
  constructor() {
    super('The slug is already used by another case study.');
    this.name = 'SlugTakenError';
  }
}

/**
 * SPEC.md §7 calls 14 and 15, with the logo uploaded first (call 18). New case studies are
 * appended at the end and get no explicit `published` (the database default, a draft); the
 * database fills `created_by` with the signed-in user (the API may not write that column).
 */
export async function saveCaseStudy(input: SaveCaseStudyInput): Promise<void> {
  const supabase = getSupabase();
  const logo = input.logoFile ? await uploadImage(input.logoFile, 'logo') : null;
  const fields = {
    title: input.title,
    slug: input.slug,
    client: input.client,
    description: input.description,
    results: input.results,
    images: input.images,
  };
  const { error } =
    input.mode === 'create'
      ? await supabase.from('case_studies').insert({
          ...fields,
          logo,
          display_order: input.displayOrder,
        })
      : await supabase
          .from('case_studies')
          .update(logo ? { ...fields, logo } : fields)
          .eq('id', input.existing.id);
  if (error) {
    // Nothing points at the logo just uploaded: do not leave it behind.
    if (logo) await removeImages([logo]);
    if (error.code === '23505' && error.message.includes('case_studies_slug_key')) {
      throw new SlugTakenError();
    }
    throw new Error(error.message);
  }
  if (input.mode === 'update' && logo && input.existing.logo) {
    await removeImages([input.existing.logo]);
  }
}

export function useSaveCaseStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCaseStudy,
    onSuccess: (_data, input) => {
      // New entries are drafts; an edit changes the public site only if the story is published.
      if (input.mode === 'update' && input.existing.published) {
        scheduleSiteRebuild(`Updated "${input.title}"`);
      }
      return queryClient.invalidateQueries({ queryKey: caseStudyKeys.all });
    },
  });
}
