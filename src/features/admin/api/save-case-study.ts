import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminCaseStudy } from '@/lib/case-study';
import { type ImageMetaMap, pickImageMeta } from '@/lib/case-study-images';
import { caseStudyKeys } from '@/lib/case-study-keys';
import { conflictOf } from '@/lib/revisions';
import { getSupabase } from '@/lib/supabase';

import type { CaseStudyText } from '../lib/schema';
import { scheduleSiteRebuild } from '@/components/admin/site-rebuild';
import { filesOfUploads, removeImages, type StoredImage, uploadImage } from './storage';

export type SaveCaseStudyInput = CaseStudyText & {
  images: string[];
  /** What the form knows of its images (and of the current logo): sizes and smaller copies. */
  imageMeta: ImageMetaMap;
  /** A newly chosen logo file; the current logo stays when none was chosen. */
  logoFile: File | null;
} & (
    | {
        mode: 'create';
        /** The new entry's place at the end of the list; may wait for the list to load. */
        displayOrder: () => Promise<number>;
      }
    | {
        mode: 'update';
        existing: AdminCaseStudy;
        /** The version the form's content is based on: someone else's newer one refuses the save. */
        baseVersion: number;
      }
  );

/** Why a save failed, when it is something the admin should be told. */
export type SaveFailure = 'gone' | 'order-unknown' | 'failed';

export class SaveCaseStudyError extends Error {
  constructor(
    readonly failure: SaveFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SaveCaseStudyError';
  }
}

/**
 * The database refused the slug because another case study has it (unique violation), or one in
 * the trash keeps it (`inTrash`).
 */
export class SlugTakenError extends Error {
  constructor(readonly inTrash = false) {
    super(
      inTrash
        ? 'The slug belongs to a case study in the trash.'
        : 'The slug is already used by another case study.',
    );
    this.name = 'SlugTakenError';
  }
}

/**
 * Creates or updates a case study, the new logo uploaded first. New case studies are appended at
 * the end of the list and get no explicit `published` (the database default, a draft). An update
 * states the version it is based on: when someone else saved in between, the database refuses
 * it and this throws a `ConflictError` saying who and when. An update that matches no row (deleted
 * meanwhile, or no longer allowed) is a failure, not a success. Replaced images and logos stay in
 * storage: the earlier version refers to them (the database removes them with it).
 */
async function saveCaseStudy(input: SaveCaseStudyInput): Promise<void> {
  const supabase = getSupabase();
  let displayOrder = 0;
  if (input.mode === 'create') {
    try {
      displayOrder = await input.displayOrder();
    } catch (error) {
      throw new SaveCaseStudyError(
        'order-unknown',
        `The list could not be loaded: ${String(error)}`,
      );
    }
  }

  const logo: StoredImage | null = input.logoFile
    ? await uploadImage(input.logoFile, 'logo')
    : null;
  const logoUrl = logo?.url ?? (input.mode === 'update' ? input.existing.logo : null);
  const meta: ImageMetaMap = logo ? { ...input.imageMeta, [logo.url]: logo.meta } : input.imageMeta;
  // A language the story is not written in is stored as no text at all (null), not as ''.
  const text = (value: string) => (value === '' ? null : value);
  const fields = {
    slug: input.slug,
    client: input.client,
    title: text(input.title),
    description: text(input.description),
    results: text(input.results),
    title_de: text(input.title_de),
    description_de: text(input.description_de),
    results_de: text(input.results_de),
    images: input.images,
    image_meta: pickImageMeta(meta, [...input.images, logoUrl]),
  };

  let failure: Error | null = null;
  const refused = (error: { code: string; message: string; details: string | null }) =>
    conflictOf(error) ??
    (error.code === '23505' && error.message.includes('case_studies_slug_key')
      ? new SlugTakenError()
      : error.code === '23505' && error.message.includes('case_studies_slug_in_trash')
        ? new SlugTakenError(true)
        : new SaveCaseStudyError('failed', error.message));
  if (input.mode === 'create') {
    const { error } = await supabase.from('case_studies').insert({
      ...fields,
      logo: logo?.url ?? null,
      display_order: displayOrder,
    });
    if (error) failure = refused(error);
  } else {
    const based = { base_version: input.baseVersion };
    const { data, error } = await supabase
      .from('case_studies')
      .update(logo ? { ...fields, logo: logo.url, ...based } : { ...fields, ...based })
      .eq('id', input.existing.id)
      .select('id');
    if (error) failure = refused(error);
    else if (data.length === 0)
      failure = new SaveCaseStudyError('gone', `Case study ${input.existing.id} matched no row`);
  }
  if (failure) {
    // Nothing points at the logo just uploaded: do not leave it behind.
    if (logo) await removeImages(filesOfUploads([logo]));
    throw failure;
  }
}

export function useSaveCaseStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCaseStudy,
    // After a failure too: an entry deleted meanwhile must leave the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseStudyKeys.all }),
    onSuccess: (_data, input) => {
      // New entries are drafts; an edit changes the public site only if the story is published.
      if (input.mode === 'update' && input.existing.published) {
        scheduleSiteRebuild(`Updated "${input.title_de || input.title}"`);
      }
    },
  });
}
