/**
 * How the fresh held-out sets after the first write their questions: one builder per way a
 * visitor asks (the language they write in, the site they ask on), the honest-reply item, and
 * the published stories' clients. Each set keeps its own groups of texts (`sources`).
 */
import type { FreshCategory } from './fresh';
import type { EvalItem } from './questions';

/** The same categories as the first fresh set, so the sets compare page by page. */
export type Category = FreshCategory;

/** The seed's unpublished draft: no answer may name it. */
export const DRAFT = 'Elbtal';

type Expect = Omit<EvalItem<Category>, 'category' | 'question' | 'browser' | 'expectLanguage'>;

const item =
  (browser: 'en' | 'de', expectLanguage: 'en' | 'de') =>
  (category: Category, question: string, expect: Expect): EvalItem<Category> => ({
    category,
    question,
    browser,
    expectLanguage,
    ...expect,
  });
/** Written in English, chat in English. */
export const en = item('en', 'en');
/** Written in German, chat in German. */
export const de = item('de', 'de');
/** Written in German while the chat was opened on the English site. */
export const deOnEn = item('en', 'de');
/** Written in English while the chat was opened on the German site. */
export const enOnDe = item('de', 'en');
/** A question the site cannot answer: the honest reply, in the language it was written in. */
export const honest = (category: 'cannot-answer', question: string, lang: 'en' | 'de') =>
  item(lang, lang)(category, question, { cannotAnswer: true, mustNotInclude: [DRAFT] });

export const BRENNER = 'Brenner Maschinenbau GmbH';
export const VELANTA = 'Velanta Versicherung AG';
export const NORDHAFEN = 'Nordhafen Logistik GmbH';
export const MEDISONO = 'Medisono Medical GmbH';
