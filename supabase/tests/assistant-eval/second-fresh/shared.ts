/**
 * What the second fresh set's two halves share: the groups of texts that hold the same fact
 * (`sources`; the item builders are `../fresh-items.ts`). The set itself and how it was written:
 * `index.ts`.
 */
import { BRENNER, MEDISONO, NORDHAFEN, VELANTA } from '../fresh-items';

export const GO_LIVE = [
  'passage:home.hero',
  'passage:home.process.steps.1',
  'passage:home.comparison.rows.0',
  'entry:timeline',
  'entry:faq-time-to-live',
  'passage:faq.0',
  'entry:workshop-follow-up',
  'passage:workshop.followUp.steps.1',
];
export const QUOTES = [
  'passage:home.solution.parts.0',
  'passage:home.features.cards.2',
  'passage:agents.featured.agents.1',
  'entry:cost-reduction',
  'entry:automation-examples',
  'passage:workshop.stories.items.0',
  `story:${BRENNER}`,
];
export const KNOWLEDGE = [
  'passage:home.features.cards.3',
  'passage:home.solution.parts.1',
  'entry:knowledge-search',
  'passage:agents.featured.agents.0',
  'entry:services',
];
export const SYSTEMS = [
  'entry:faq-systems',
  'passage:faq.1',
  'passage:home.features.cards.0',
  'passage:home.comparison.rows.2',
  'passage:home.solution.parts.0',
  'passage:agents.custom.features.1',
];
export const WORKSHOP = [
  'entry:workshop',
  'passage:home.workshopTeaser',
  'passage:services.2',
  'passage:workshop.hero',
];
export const FOLLOW_UP = [
  'passage:home.process.steps.2',
  'passage:agents.implementation.steps.3',
  'entry:workshop-follow-up',
  'passage:workshop.followUp.steps.2',
  'passage:workshop.followUp.steps.3',
  'entry:faq-time-to-live',
  'passage:faq.0',
];
export const FREE_CALL = [
  'passage:home.process.steps.0',
  'passage:contact.cards.2',
  'passage:agents.closing',
  'entry:booking',
  'entry:first-step',
  'passage:faq.4',
  'entry:pricing',
  'passage:home.faqSection',
];
export const REPLY_TIME = [
  'entry:contact',
  'passage:home.finalCta',
  'passage:contact',
  'passage:contact.cards.1',
];
export const FOUNDER = [
  'entry:founder',
  'passage:about.leadership.founder',
  'passage:imprint.sections.5',
];
export const PARTNERS = ['entry:partners', 'passage:partners.list.partners.0'];
export const DATA = ['entry:faq-data', 'passage:faq.2'];
export const STORIES = [BRENNER, VELANTA, NORDHAFEN, MEDISONO].map((client) => `story:${client}`);
