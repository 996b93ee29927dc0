/**
 * What the third fresh set's two halves share: the groups of texts that hold the same fact
 * (`sources`; the item builders are `../fresh-items.ts`). The set itself and how it was written:
 * `index.ts`.
 */
import { VELANTA } from '../fresh-items';

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
export const EMAIL = ['entry:contact', 'passage:privacy.sections.5', 'passage:terms.sections.7'];
/** Texts that say permissions and access rights are kept. */
export const ACCESS_RIGHTS = [
  ...DATA,
  'passage:home.solution.parts.1',
  'passage:about.values.items.2',
  'entry:values',
  'passage:agents.implementation.steps.2',
  `story:${VELANTA}`,
];
