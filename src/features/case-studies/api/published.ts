import { caseStudiesContent } from '@/content/case-studies';
import { CASE_STUDY_COLUMNS, type CaseStudy } from '@/lib/case-study';
import { type PublicApiConfig, restSelect } from '@/lib/public-rest';
import { isUuid, slugProblem } from '@/lib/slug';

import { teaser } from '../lib/text';

/** What a card of the public list shows: the description is already cut to the teaser. */
export type CaseStudyCard = Pick<
  CaseStudy,
  'id' | 'slug' | 'title' | 'client' | 'logo' | 'images' | 'image_meta' | 'updated_at'
> & { teaser: string };

const CARD_COLUMNS = 'id,slug,title,client,description,logo,images,image_meta,updated_at';
type CardRow = Omit<CaseStudyCard, 'teaser'> & { description: string };

/**
 * The published case studies in display order, as list cards. Row-level
 * security shows the anonymous role published rows only; the filter says so explicitly.
 */
export async function listPublishedCaseStudies(
  config: PublicApiConfig,
  signal?: AbortSignal,
): Promise<CaseStudyCard[]> {
  const rows = await restSelect<CardRow>(
    config,
    'case_studies',
    { select: CARD_COLUMNS, published: 'eq.true', order: 'display_order.asc,id.asc' },
    { signal },
  );
  return rows.map(({ description, ...card }) => ({
    ...card,
    teaser: teaser(description, caseStudiesContent.teaserLength),
  }));
}

/**
 * One published case study by slug, or by id (the older address form). Null
 * when none is published under that name.
 */
export async function findPublishedCaseStudy(
  config: PublicApiConfig,
  slugOrId: string,
  signal?: AbortSignal,
): Promise<CaseStudy | null> {
  const byId = isUuid(slugOrId);
  // Nothing can be published under a name that is not a valid slug: no need to ask.
  if (!byId && slugProblem(slugOrId) !== null) return null;
  const rows = await restSelect<CaseStudy>(
    config,
    'case_studies',
    {
      select: CASE_STUDY_COLUMNS,
      [byId ? 'id' : 'slug']: `eq.${byId ? slugOrId.toLowerCase() : slugOrId}`,
      published: 'eq.true',
      limit: '1',
    },
    { signal },
  );
  return rows[0] ?? null;
}

/**
 * The story that was once published under `oldSlug` (the admin renamed it): its current slug, or
 * null. The database keeps every earlier slug of a story (`case_study_slug_redirects`, filled when
 * a slug changes) and shows visitors those of published stories only.
 */
export async function findRenamedCaseStudy(
  config: PublicApiConfig,
  oldSlug: string,
  signal?: AbortSignal,
): Promise<Pick<CaseStudy, 'slug'> | null> {
  if (isUuid(oldSlug) || slugProblem(oldSlug) !== null) return null;
  const [redirect] = await restSelect<{ case_study_id: string }>(
    config,
    'case_study_slug_redirects',
    { select: 'case_study_id', old_slug: `eq.${oldSlug}`, limit: '1' },
    { signal },
  );
  if (!redirect) return null;
  const [story] = await restSelect<Pick<CaseStudy, 'slug'>>(
    config,
    'case_studies',
    { select: 'slug', id: `eq.${redirect.case_study_id}`, published: 'eq.true', limit: '1' },
    { signal },
  );
  return story ?? null;
}
