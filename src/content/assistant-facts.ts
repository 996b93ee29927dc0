import { type CompanyFacts, factValues } from '@/lib/site-content';
import { fill } from '@/lib/template';

function withFacts<T>(copy: T, values: Record<string, string>): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return fill(value, values);
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    }
    return value;
  };
  return walk(copy) as T;
}

/**
 * TRANSITIONAL: the company facts the assistant's knowledge base (knowledge-base.ts,
 * knowledge-passages.ts and the FAQ and legal modules it quotes) is still generated from, until
 * chat-ai reads them from the database (company_facts) as the site does. The same values as the
 * seed (migration 20261201000200_site_content_seed); the site itself never reads this module.
 */
export const assistantFacts = {
  companyName: 'Northlight AI',
  legalName: 'Northlight AI GmbH',
  tagline: 'AI agents and automation for mid-market and enterprise teams',
  email: 'hello@northlight-ai.example',
  phone: '+49 30 1234567',
  address: {
    street: 'Musterstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'Germany',
  },
  vatId: 'DE123456789',
  commercialRegister: 'Amtsgericht Berlin-Charlottenburg, HRB 000000',
  ceo: 'Alex Example',
  responsibleForContent: 'Alex Example, Musterstraße 1, 10115 Berlin',
  socialLink: {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/company/northlight-ai-example',
  },
  /** External booking page. */
  externalBookingUrl: 'https://meetings.hubspot.com/northlight-ai-example',
} as const;

/** The same facts in the shape the site reads them, for filling the page copy the knowledge quotes. */
export const assistantCompanyFacts: CompanyFacts = {
  companyName: assistantFacts.companyName,
  legalName: assistantFacts.legalName,
  email: assistantFacts.email,
  phone: assistantFacts.phone,
  street: assistantFacts.address.street,
  postalCode: assistantFacts.address.postalCode,
  city: assistantFacts.address.city,
  countryCode: 'DE',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 000000',
  vatId: assistantFacts.vatId,
  managingDirectors: [assistantFacts.ceo],
  responsibleForContent: assistantFacts.responsibleForContent,
  linkedinUrl: assistantFacts.socialLink.href,
  xingUrl: null,
  bookingUrl: assistantFacts.externalBookingUrl,
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

/** Page copy in both languages with these facts filled in, as the pages show it. */
export function withAssistantFacts<T extends { en: unknown; de: unknown }>(copy: T): T {
  return {
    ...copy,
    en: withFacts(copy.en, factValues(assistantCompanyFacts, 'en')),
    de: withFacts(copy.de, factValues(assistantCompanyFacts, 'de')),
  };
}
