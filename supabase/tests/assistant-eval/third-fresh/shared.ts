/**
 * What the third fresh set's two halves share: the item builders and the groups of texts that
 * hold the same fact (`sources`). The set itself and how it was written: `index.ts`.
 */
import type { FreshCategory } from '../fresh';
import type { EvalItem } from '../questions';

/** The same categories as the first two fresh sets, so the three compare page by page. */
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
export const honest = (category: 'cannot-answer', question: string, lang: 'en' | 'de') =>
  item(lang, lang)(category, question, { cannotAnswer: true, mustNotInclude: [DRAFT] });

export const BRENNER = 'Brenner Maschinenbau GmbH';
export const VELANTA = 'Velanta Versicherung AG';
export const NORDHAFEN = 'Nordhafen Logistik GmbH';
export const MEDISONO = 'Medisono Medical GmbH';

/** Texts that give 6-8 weeks from the first conversation (or kickoff) to a live agent. */
export const SIX_TO_EIGHT_WEEKS = [
  'passage:home.hero',
  'passage:home.process.steps.1',
  'passage:home.comparison.rows.0',
  'passage:agents.claims.items.1',
  'entry:timeline',
  'entry:workshop-follow-up',
  'passage:workshop.followUp.steps.1',
];
/** Texts that give the workshop's format: two days on-site, 8-12 people, its results. */
export const WORKSHOP = [
  'entry:workshop',
  'passage:home.workshopTeaser',
  'passage:services.2',
  'passage:workshop.hero',
];
/** Texts that say the company looks after data: GDPR, the EU, access rights, no training. */
export const DATA = ['entry:faq-data', 'passage:faq.2'];
/** Texts that give 500+ integrations with the tools already in use. */
export const INTEGRATIONS = [
  'entry:faq-systems',
  'passage:faq.1',
  'passage:home.features.cards.0',
  'passage:home.comparison.rows.2',
];
/** Texts that give the reply time: within 24 hours. */
export const REPLY_TIME = [
  'entry:contact',
  'passage:home.finalCta',
  'passage:contact',
  'passage:contact.cards.1',
];
/** Texts that name the company's e-mail address (the legal pages end with the contact lines). */
export const EMAIL = [
  'entry:contact',
  'passage:imprint.sections.2',
  'passage:privacy.sections.5',
  'passage:terms.sections.7',
];
/** Texts that say permissions and access rights are kept. */
export const ACCESS_RIGHTS = [
  ...DATA,
  'passage:home.solution.parts.1',
  'passage:about.values.items.2',
  'entry:values',
  'passage:agents.implementation.steps.2',
  `story:${VELANTA}`,
];
