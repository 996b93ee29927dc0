import { type CaseStudy, caseStudyPath } from '@/lib/case-study';

/** A published case study as a link target. */
export type StoryRef = Pick<CaseStudy, 'slug' | 'client'>;

/** Client names compare without regard to case and spacing ("Brenner  GmbH" = "brenner gmbh"). */
const clientKey = (client: string) => client.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');

/**
 * The one lookup that ties a story told elsewhere on the site (the workshop page) to its case
 * study: the first published case study of the same client, in display order. Stories without one
 * are left out, so a draft or deleted case study never becomes a link that bounces to the list.
 */
export function linkStories<T extends { client: string }>(
  stories: readonly T[],
  published: readonly StoryRef[],
): (T & { href: string })[] {
  const byClient = new Map<string, StoryRef>();
  for (const ref of published) {
    const key = clientKey(ref.client);
    if (!byClient.has(key)) byClient.set(key, ref);
  }
  return stories.flatMap((story) => {
    const ref = byClient.get(clientKey(story.client));
    return ref ? [{ ...story, href: caseStudyPath(ref) }] : [];
  });
}
