import type { TeamAnswer } from '../api/get-team-answers';
import type { TeamAnswerValues } from '../api/save-team-answer';
import { insightsCopy } from '../copy';

const copy = insightsCopy.answers;

/** A team answer as the form holds it while the admin writes it. */
export type Draft = {
  question: string;
  variants: string;
  answerEn: string;
  answerDe: string;
  link: string;
  published: boolean;
};

export const emptyDraft: Draft = {
  question: '',
  variants: '',
  answerEn: '',
  answerDe: '',
  link: '',
  published: false,
};

export const draftOf = (answer: TeamAnswer): Draft => ({
  question: answer.question,
  variants: answer.variants.join('\n'),
  answerEn: answer.answer_en ?? '',
  answerDe: answer.answer_de ?? '',
  link: answer.link ?? '',
  published: answer.published,
});

export type Errors = Partial<Record<'question' | 'variants' | 'answer' | 'link', string>>;

/** What the table takes: at most 20 variants of together 6,000 characters. */
const MAX_VARIANTS = 20;
const MAX_VARIANT_CHARS = 6000;

/** The draft as the table takes it, or the problems to show at its fields. */
export function validateDraft(draft: Draft): { values?: TeamAnswerValues; errors: Errors } {
  const errors: Errors = {};
  const question = draft.question.trim();
  const answerEn = draft.answerEn.trim();
  const answerDe = draft.answerDe.trim();
  const link = draft.link.trim();
  if (question.length < 3) errors.question = copy.errors.question;
  if (!answerEn && !answerDe) errors.answer = copy.errors.answer;
  if (link && !/^\/[A-Za-z0-9/_-]{0,199}$/.test(link)) errors.link = copy.errors.link;
  const variants = draft.variants
    .split('\n')
    .map((v) => v.trim())
    .filter(Boolean);
  if (variants.length > MAX_VARIANTS || variants.join('').length > MAX_VARIANT_CHARS) {
    errors.variants = copy.errors.variants;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    values: {
      question,
      variants,
      answer_en: answerEn || null,
      answer_de: answerDe || null,
      link: link || null,
      published: draft.published,
    },
  };
}
