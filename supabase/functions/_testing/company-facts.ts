/**
 * The company facts the seed publishes (migration 20261201000200_site_content_seed), as the site
 * and chat-ai read them: the fixture of the tests that fill copy, legal texts and the assistant's
 * knowledge without a database.
 */
import type { CompanyFacts } from '../_shared/site-facts.ts';

export const seedCompanyFacts: CompanyFacts = {
  companyName: 'Northlight AI',
  legalName: 'Northlight AI GmbH',
  email: 'hello@northlight-ai.example',
  phone: '+49 30 1234567',
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 000000',
  vatId: 'DE123456789',
  managingDirectors: ['Alex Example'],
  responsibleForContent: 'Alex Example, Musterstraße 1, 10115 Berlin',
  linkedinUrl: 'https://www.linkedin.com/company/northlight-ai-example',
  xingUrl: null,
  bookingUrl: 'https://meetings.hubspot.com/northlight-ai-example',
  workshop: {
    priceEur: null,
    dates: [],
    days: 2,
    participants: { min: 8, max: 12 },
    useCases: 25,
    prototypes: { min: 3, max: 5 },
  },
  figures: {
    goLiveWeeks: { min: 6, max: 8 },
    integrations: 500,
    accuracyPercent: 99,
    professionalsTrained: 500,
  },
};
