/**
 * A FAQ entry as its form holds it, the form's checks (the database's own, said in German at the
 * field first) and the row the table takes.
 */
import { z } from 'zod/mini';

import type { TablesInsert } from '@/lib/database.types';

import { siteContentCopy } from '../copy';
import type { ContentFields, ContentText } from './content-fields';
import { acrossFields, checkedText } from './rules';

const copy = siteContentCopy.faq;
const errors = copy.errors;

export const FAQ_FIELDS = ['question_en', 'answer_en', 'question_de', 'answer_de'] as const;
export type FaqField = (typeof FAQ_FIELDS)[number];

export const faqFields: ContentFields<FaqField> = {
  fields: FAQ_FIELDS,
  labels: copy.fields,
  lang: { question_en: 'en', answer_en: 'en', question_de: 'de', answer_de: 'de' },
};

export type FaqDraft = ContentText<FaqField> & { published: boolean };

export const emptyFaqDraft: FaqDraft = {
  question_en: '',
  answer_en: '',
  question_de: '',
  answer_de: '',
  published: false,
};

/** A question: 3 to 300 characters when given (whether one is needed is the language's rule). */
function questionProblem(value: string) {
  if (value === '') return null;
  if (value.length < 3) return errors.questionRequired;
  return value.length > 300 ? errors.questionTooLong : null;
}

function answerProblem(value: string) {
  return value.length > 3000 ? errors.answerTooLong : null;
}

/** The two languages' fields: English first (asked for when neither is written). */
const LANGUAGES = [
  ['question_en', 'answer_en'],
  ['question_de', 'answer_de'],
] as const;

/**
 * The form's checks: each language is complete (question and answer) or empty, and at least one
 * is complete; with none, both questions say so.
 */
export const faqSchema = z
  .object({
    question_en: checkedText(questionProblem),
    answer_en: checkedText(answerProblem),
    question_de: checkedText(questionProblem),
    answer_de: checkedText(answerProblem),
    published: z.boolean(),
  })
  .check(
    acrossFields<FaqDraft>(FAQ_FIELDS, (values, refuse) => {
      const filled = (field: FaqField) => values[field].trim() !== '';
      const started = LANGUAGES.filter((fields) => fields.some(filled));
      if (started.length === 0) {
        refuse('question_en', errors.oneLanguage);
        refuse('question_de', errors.oneLanguage);
        return;
      }
      for (const [question, answer] of started) {
        if (!filled(question)) refuse(question, errors.questionRequired);
        if (!filled(answer)) refuse(answer, errors.answerRequired);
      }
    }),
  );

export type FaqValues = Pick<
  TablesInsert<'faq_entries'>,
  'question_en' | 'answer_en' | 'question_de' | 'answer_de' | 'published'
>;

/** A checked draft as the table takes it: an empty language is none (null). */
export function faqValuesOf(draft: FaqDraft): FaqValues {
  const text = (value: string) => value.trim() || null;
  return {
    question_en: text(draft.question_en),
    answer_en: text(draft.answer_en),
    question_de: text(draft.question_de),
    answer_de: text(draft.answer_de),
    published: draft.published,
  };
}

/** The title the admin reads: the German question, else the English one. */
export function faqTitle(entry: { question_de: string | null; question_en: string | null }) {
  return entry.question_de ?? entry.question_en ?? '';
}
