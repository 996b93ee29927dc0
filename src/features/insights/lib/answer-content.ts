import type { CompareRow } from '@/components/admin/compare-table';
import type { RevisionAction, RevisionEntry } from '@/lib/revisions';

import { insightsCopy } from '../copy';

const copy = insightsCopy.answers;

/** The fields of an answer that its versions are compared by, in the form's order. */
const ANSWER_FIELDS = ['question', 'variants', 'answer_en', 'answer_de', 'link'] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];

/** What versions of an answer are compared by (variants one per line, as the form shows them). */
export type AnswerContent = Record<AnswerField, string> & { published: boolean };

/** An answer's content from a row or a revision's content (read defensively). */
export function answerContentOf(value: unknown): AnswerContent {
  const record =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const text = (key: string) => {
    const field = record[key];
    return typeof field === 'string' ? field : '';
  };
  const variants = Array.isArray(record.variants)
    ? record.variants.filter((v): v is string => typeof v === 'string').join('\n')
    : text('variants');
  return {
    question: text('question'),
    variants,
    answer_en: text('answer_en'),
    answer_de: text('answer_de'),
    link: text('link'),
    published: record.published === true,
  };
}

const LANGUAGE: Partial<Record<AnswerField, string>> = { answer_en: 'en', answer_de: 'de' };

/** The rows comparing two versions of an answer, each differing one with `action` if given. */
export function answerCompareRows(
  left: AnswerContent,
  right: AnswerContent,
  {
    status = false,
    action,
  }: {
    status?: boolean;
    action?: (field: AnswerField | 'published') => CompareRow['action'];
  } = {},
): CompareRow[] {
  const rows: CompareRow[] = ANSWER_FIELDS.map((field) => {
    const differs = left[field].trim() !== right[field].trim();
    return {
      key: field,
      label: copy.fields[field],
      left: left[field] || copy.fields.empty,
      right: right[field] || copy.fields.empty,
      differs,
      lang: LANGUAGE[field],
      action: differs ? action?.(field) : undefined,
    };
  });
  const label = (published: boolean) => (published ? copy.status.published : copy.status.draft);
  if (status) {
    const differs = left.published !== right.published;
    rows.push({
      key: 'published',
      label: copy.fields.published,
      left: label(left.published),
      right: label(right.published),
      differs,
      action: differs ? action?.('published') : undefined,
    });
  }
  return rows;
}

const fieldNames: Record<string, string> = copy.fields;

/** What happened in a revision, in German: "Bearbeitet: Frage, Antwort (Deutsch)". */
export function describeAnswerRevision(revision: Pick<RevisionEntry, 'action' | 'changed'>) {
  const actions: Record<RevisionAction, string> = copy.history.actions;
  const action = actions[revision.action as RevisionAction] ?? revision.action;
  if (revision.action !== 'edit' && revision.action !== 'restore') return action;
  const names = revision.changed.map((field) => fieldNames[field] ?? field);
  return names.length > 0 ? `${action}: ${names.join(', ')}` : action;
}
