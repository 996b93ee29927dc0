import { CASE_STUDY_TEASER_LENGTH } from '@/content/case-studies';
import { CASE_STUDY_COLUMNS, type CaseStudy, type InLanguages } from '@/lib/case-study';
import { type PublicApiConfig, restSelect } from '@/lib/public-rest';
import { isUuid, slugProblem } from '@/lib/slug';

import { teaser } from '../lib/text';

/**
 * What a card of the public list shows: the title and the description, already cut to the teaser,
 * in each language the story is written in.
 */
export type CaseStudyCard = Pick<
  CaseStudy,
  'id' | 'slug' | 'client' | 'logo' | 'images' | 'image_meta' | 'updated_at'
> & { texts: InLanguages<{ title: string; teaser: string }> };

const CARD_COLUMNS =
  'id,slug,title,client,description,title_de,description_de,logo,images,image_meta,updated_at';
type CardRow = Omit<CaseStudyCard, 'texts'> &
  Pick<CaseStudy, 'title' | 'description' | 'title_de' | 'description_de'>;

/** A card's title and teaser in each language (the database keeps each language complete). */
function cardTexts(row: CardRow): CaseStudyCard['texts'] {
  const texts: CaseStudyCard['texts'] = {};
  const entry = (title: string | null, description: string | null) =>
    title !== null && description !== null
      ? { title, teaser: teaser(description, CASE_STUDY_TEASER_LENGTH) }
      : undefined;
  const en = entry(row.title, row.description);
  const de = entry(row.title_de, row.description_de);
  if (en) texts.en = en;
  if (de) texts.de = de;
  return texts;
}

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
  return rows.map((row) => {
    const { title: _t, description: _d, title_de: _td, description_de: _dd, ...card } = row;
    return { ...card, texts: cardTexts(row) };
  });
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
