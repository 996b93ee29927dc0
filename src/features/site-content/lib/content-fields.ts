/**
 * What the three kinds of site content (FAQ entries, legal pages, company facts) share in the
 * admin: each is compared, described in its history and merged after a refused save by its
 * fields, every value shown as the text its form holds.
 */
import type { CompareRow } from '@/components/admin/compare-table';
import type { RevisionAction, RevisionEntry } from '@/lib/revisions';

/** A kind's form fields (the database's column names), their German labels and languages. */
export type ContentFields<Field extends string> = {
  fields: readonly Field[];
  labels: Record<Field, string>;
  /** The language of a field's text, for the fields written in one. */
  lang?: Partial<Record<Field, 'en' | 'de'>>;
};

/** A kind's content as its form holds it: every field as text. */
export type ContentText<Field extends string> = Record<Field, string>;

/**
 * A value as the form shows it: text as it is, a number in digits, a list one item per line,
 * nothing as empty.
 */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(asText).join('\n');
  return '';
}

/**
 * The content of a row or of a revision's content as the database kept it, read defensively: a
 * missing or odd value is empty.
 */
export function contentTextOf<Field extends string>(
  value: unknown,
  fields: readonly Field[],
): ContentText<Field> {
  const record =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  return Object.fromEntries(
    fields.map((field) => [field, asText(record[field])]),
  ) as ContentText<Field>;
}

/**
 * Two versions side by side, one row per field, each differing one (surrounding whitespace aside)
 * with `action` if given.
 */
export function contentCompareRows<Field extends string>(
  kind: ContentFields<Field>,
  left: ContentText<Field>,
  right: ContentText<Field>,
  empty: string,
  action?: (field: Field) => CompareRow['action'],
): CompareRow[] {
  return kind.fields.map((field) => {
    const differs = left[field].trim() !== right[field].trim();
    return {
      key: field,
      label: kind.labels[field],
      left: left[field] || empty,
      right: right[field] || empty,
      differs,
      lang: kind.lang?.[field],
      action: differs ? action?.(field) : undefined,
    };
  });
}

/**
 * The German names of fields the database names (in its order, by name), in the order the form
 * shows them; others (the status, the position) after them, unknown ones as they are.
 */
export function fieldNames<Field extends string>(
  kind: ContentFields<Field>,
  changed: readonly string[],
): string[] {
  const labels: Readonly<Record<string, string>> = kind.labels;
  const place = (field: string) => {
    const index = (kind.fields as readonly string[]).indexOf(field);
    return index === -1 ? kind.fields.length : index;
  };
  return [...changed].sort((a, b) => place(a) - place(b)).map((field) => labels[field] ?? field);
}

/**
 * What happened in a revision, in German: "Bearbeitet: Telefon, Ort". The fields are named for
 * edits and restores; creating, deleting, publishing and moving name none.
 */
export function describeContentRevision<Field extends string>(
  revision: Pick<RevisionEntry, 'action' | 'changed'>,
  actions: Readonly<Record<RevisionAction, string>>,
  kind: ContentFields<Field>,
): string {
  const action = actions[revision.action as RevisionAction] ?? revision.action;
  if (revision.action !== 'edit' && revision.action !== 'restore') return action;
  const names = fieldNames(kind, revision.changed);
  return names.length > 0 ? `${action}: ${names.join(', ')}` : action;
}
