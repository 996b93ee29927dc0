/**
 * What the admin knows of the history the database keeps (`public.revisions`, `public.trash`):
 * the columns its lists read, the conflict a refused save reports, and how its times are shown.
 * Shared by the admin's features; the German wording lives in their copy modules.
 */
import type { Tables } from './database.types';

/** What happened in a revision, by the database's names. */
export type RevisionAction =
  | 'baseline'
  | 'create'
  | 'edit'
  | 'publish'
  | 'unpublish'
  | 'reorder'
  | 'restore'
  | 'trash'
  | 'untrash';

/** The columns the history lists: all but the content, which is read when it is compared. */
export const REVISION_COLUMNS =
  'id, version, action, changed, actor_email, created_at, restored_from' as const;

/** One entry of an item's history. */
export type RevisionEntry = Pick<
  Tables<'revisions'>,
  'id' | 'version' | 'action' | 'changed' | 'actor_email' | 'created_at' | 'restored_from'
>;

/** The columns the trash lists. */
export const TRASH_COLUMNS = 'id, item_id, title, slug, deleted_at, deleted_by_email' as const;

/** One item in the trash. */
export type TrashEntry = Pick<
  Tables<'trash'>,
  'id' | 'item_id' | 'title' | 'slug' | 'deleted_at' | 'deleted_by_email'
>;

/** Days an item stays in the trash before the database deletes it for good. */
const TRASH_DAYS = 30;

/** When the database deletes an item that was moved to the trash at `deletedAt`. */
export function purgeDate(deletedAt: string): Date {
  return new Date(Date.parse(deletedAt) + TRASH_DAYS * 86_400_000);
}

/**
 * Someone else saved first: the database refused a change based on an older version (SQLSTATE
 * PT409). Names who saved the version it is at now, when, and which fields that save changed
 * (the database's column names), as far as the history knows.
 */
export class ConflictError extends Error {
  constructor(
    readonly by: string | null,
    readonly at: string | null,
    readonly version: number | null,
    readonly changed: readonly string[] = [],
  ) {
    super(`Changed meanwhile${by ? ` by ${by}` : ''}${at ? ` at ${at}` : ''}`);
    this.name = 'ConflictError';
  }
}

type ApiError = { code?: string; details?: string | null; message: string };

/**
 * The conflict a refused change reports (PT409 with `{version, by, at, changed}` as its detail),
 * or null.
 */
export function conflictOf(error: ApiError): ConflictError | null {
  if (error.code !== 'PT409') return null;
  let detail: unknown = null;
  try {
    detail = JSON.parse(error.details ?? 'null');
  } catch {
    detail = null;
  }
  const fields = (typeof detail === 'object' && detail !== null ? detail : {}) as Record<
    string,
    unknown
  >;
  return new ConflictError(
    typeof fields.by === 'string' ? fields.by : null,
    typeof fields.at === 'string' ? fields.at : null,
    typeof fields.version === 'number' ? fields.version : null,
    Array.isArray(fields.changed)
      ? fields.changed.filter((field): field is string => typeof field === 'string')
      : [],
  );
}

const moment = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' });

/** A moment as the admin reads it: "27.11.2026, 21:15" (the browser's time zone). */
export function formatMoment(value: string | Date): string {
  return moment.format(typeof value === 'string' ? new Date(value) : value);
}

/** A day as the admin reads it: "27.11.2026". */
export function formatDay(value: Date): string {
  return day.format(value);
}
