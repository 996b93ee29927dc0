import type { RevisionAction, RevisionEntry } from '@/lib/revisions';

import { adminCopy } from '../copy';

/** The text fields of a story, in the order the form shows them. */
export const STORY_TEXT_FIELDS = [
  'title',
  'description',
  'results',
  'title_de',
  'description_de',
  'results_de',
  'slug',
  'client',
] as const;
export type StoryTextField = (typeof STORY_TEXT_FIELDS)[number];

/** What versions of a story are compared by: its text, logo, images and status. */
export type StoryContent = Record<StoryTextField, string | null> & {
  logo: string | null;
  images: string[];
  published: boolean;
};

/**
 * A story's content from wherever it comes: a row of the list, or a revision's content as the
 * database kept it (read defensively: a missing or odd value is empty).
 */
export function storyContentOf(value: unknown): StoryContent {
  const record =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const text = (key: string) => {
    const field = record[key];
    return typeof field === 'string' ? field : null;
  };
  const images = Array.isArray(record.images)
    ? record.images.filter((url): url is string => typeof url === 'string')
    : [];
  return {
    title: text('title'),
    description: text('description'),
    results: text('results'),
    title_de: text('title_de'),
    description_de: text('description_de'),
    results_de: text('results_de'),
    slug: text('slug'),
    client: text('client'),
    logo: text('logo'),
    images,
    published: record.published === true,
  };
}

/** The language of a field's text (German fields end in `_de`); slug and client have none. */
export function fieldLanguage(field: StoryTextField): 'en' | 'de' | undefined {
  if (field === 'slug' || field === 'client') return undefined;
  return field.endsWith('_de') ? 'de' : 'en';
}

const fieldNames: Record<string, string> = adminCopy.fields;

/**
 * What happened in a revision, in German: "Bearbeitet: Titel (Englisch), Bilder". The fields are
 * named for edits and restores; creating, deleting and moving name none.
 */
export function describeRevision(revision: Pick<RevisionEntry, 'action' | 'changed'>): string {
  const actions: Record<RevisionAction, string> = adminCopy.history.actions;
  const action = actions[revision.action as RevisionAction] ?? revision.action;
  if (revision.action !== 'edit' && revision.action !== 'restore') return action;
  const changed = revision.changed.includes('images')
    ? revision.changed.filter((field) => field !== 'image_meta')
    : revision.changed;
  const names = changed.map((field) => fieldNames[field] ?? field);
  return names.length > 0 ? `${action}: ${names.join(', ')}` : action;
}
