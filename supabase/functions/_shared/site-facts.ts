/**
 * The company facts (table company_facts) as the site and the assistant write them into texts:
 * the shape both read the published row into, and the two kinds of placeholder that stand for a
 * fact, so a fact lives in the database alone:
 *
 * - `{name}` in the site's copy and the assistant's knowledge (`{goLiveWeeks}`, `{email}` …),
 *   filled by `fillFacts` (site-words.ts) with `factValues` (a range written the language's way:
 *   `6-8`, `6–8`);
 * - `{{company.name}}` in the legal pages' Markdown (legal_pages), filled by `fillCompany`.
 *
 * The site's build and the admin's preview of a legal page (src/lib/site-content.ts,
 * src/components/sections/legal/legal-markdown.ts) and chat-ai import this one file. The code of
 * every page imports site-words.ts instead, never this file (a type aside): else every page would
 * load what the preview uses of it. Like the other contracts it imports nothing, so Deno and Vite
 * both take it as it is.
 */

type Language = 'en' | 'de';
type Range = { min: number; max: number };

/** The one published row of company facts, as the pages and the assistant use it. */
export type CompanyFacts = {
  companyName: string;
  legalName: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166 code, e.g. `DE`. */
  countryCode: string;
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  managingDirectors: string[];
  responsibleForContent: string;
  linkedinUrl: string | null;
  xingUrl: string | null;
  bookingUrl: string;
  workshop: {
    /** Net price in euros, or null: the site quotes none. */
    priceEur: number | null;
    /** ISO dates (YYYY-MM-DD) of the next workshops. */
    dates: string[];
    days: number;
    participants: Range;
    useCases: number;
    prototypes: Range;
  };
  /** The figures the home page quotes. */
  figures: {
    goLiveWeeks: Range;
    integrations: number;
    accuracyPercent: number;
    professionalsTrained: number;
  };
};

/** The columns visitors may read, as PostgREST's `select`. */
export const COMPANY_FACT_COLUMNS =
  'company_name,legal_name,email,phone,street,postal_code,city,country_code,register_court,' +
  'register_number,vat_id,managing_directors,responsible_for_content,linkedin_url,xing_url,' +
  'booking_url,workshop_price_eur,workshop_dates,workshop_days,workshop_participants_min,' +
  'workshop_participants_max,workshop_use_cases,workshop_prototypes_min,workshop_prototypes_max,' +
  'go_live_weeks_min,go_live_weeks_max,integrations_count,accuracy_percent,professionals_trained';

/** A row of those columns. */
export type CompanyFactsRow = {
  company_name: string;
  legal_name: string;
  email: string;
  phone: string;
  street: string;
  postal_code: string;
  city: string;
  country_code: string;
  register_court: string;
  register_number: string;
  vat_id: string;
  managing_directors: string[];
  responsible_for_content: string;
  linkedin_url: string | null;
  xing_url: string | null;
  booking_url: string;
  workshop_price_eur: number | string | null;
  workshop_dates: string[];
  workshop_days: number;
  workshop_participants_min: number;
  workshop_participants_max: number;
  workshop_use_cases: number;
  workshop_prototypes_min: number;
  workshop_prototypes_max: number;
  go_live_weeks_min: number;
  go_live_weeks_max: number;
  integrations_count: number;
  accuracy_percent: number;
  professionals_trained: number;
};

export function companyFactsOfRow(row: CompanyFactsRow): CompanyFacts {
  return {
    companyName: row.company_name,
    legalName: row.legal_name,
    email: row.email,
    phone: row.phone,
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    countryCode: row.country_code,
    registerCourt: row.register_court,
    registerNumber: row.register_number,
    vatId: row.vat_id,
    managingDirectors: row.managing_directors,
    responsibleForContent: row.responsible_for_content,
    linkedinUrl: row.linkedin_url,
    xingUrl: row.xing_url,
    bookingUrl: row.booking_url,
    workshop: {
      // PostgREST sends numeric as a number or, for large values, a string.
      priceEur: row.workshop_price_eur === null ? null : Number(row.workshop_price_eur),
      dates: row.workshop_dates,
      days: row.workshop_days,
      participants: { min: row.workshop_participants_min, max: row.workshop_participants_max },
      useCases: row.workshop_use_cases,
      prototypes: { min: row.workshop_prototypes_min, max: row.workshop_prototypes_max },
    },
    figures: {
      goLiveWeeks: { min: row.go_live_weeks_min, max: row.go_live_weeks_max },
      integrations: row.integrations_count,
      accuracyPercent: row.accuracy_percent,
      professionalsTrained: row.professionals_trained,
    },
  };
}

/** A range as the language writes it: `6-8` in English copy, `6–8` (en dash) in German. */
function range({ min, max }: Range, language: Language): string {
  if (min === max) return String(min);
  return `${min}${language === 'de' ? '–' : '-'}${max}`;
}

/** The country's name in the language (`DE` → Germany, Deutschland). */
function countryName(code: string, language: Language): string {
  try {
    const tag = language === 'de' ? 'de-DE' : 'en-US';
    return new Intl.DisplayNames([tag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The workshop's net price as the language writes it (`€4,900`, `4.900 €`), or `''`: none. */
function workshopPrice(facts: CompanyFacts, language: Language): string {
  const { priceEur } = facts.workshop;
  if (priceEur === null) return '';
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(priceEur);
}

/** The workshop's next dates as the language writes them, comma-separated, or `''`: none. */
function workshopDates(facts: CompanyFacts, language: Language): string {
  const format = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return facts.workshop.dates
    .map((date) => format.format(new Date(`${date}T00:00:00Z`)))
    .join(', ');
}

/** The names of the `{name}` placeholders that stand for a fact. */
export const FACT_NAMES = [
  'companyName',
  'legalName',
  'email',
  'phone',
  'street',
  'postalCode',
  'city',
  'country',
  'bookingUrl',
  'ceo',
  'ceoFirstName',
  'goLiveWeeks',
  'integrations',
  'accuracy',
  'trained',
  'workshopDays',
  'participants',
  'useCases',
  'prototypes',
  'workshopPrice',
  'workshopDates',
] as const;

/**
 * The values of the `{name}` placeholders of copy and knowledge, each written the language's way;
 * `workshopPrice` and `workshopDates` are empty when the facts name none.
 */
export function factValues(
  facts: CompanyFacts,
  language: Language,
): Record<(typeof FACT_NAMES)[number], string> {
  return {
    companyName: facts.companyName,
    legalName: facts.legalName,
    email: facts.email,
    phone: facts.phone,
    street: facts.street,
    postalCode: facts.postalCode,
    city: facts.city,
    country: countryName(facts.countryCode, language),
    bookingUrl: facts.bookingUrl,
    ceo: facts.managingDirectors.join(', '),
    ceoFirstName: facts.managingDirectors[0]?.split(' ')[0] ?? '',
    goLiveWeeks: range(facts.figures.goLiveWeeks, language),
    integrations: String(facts.figures.integrations),
    accuracy: String(facts.figures.accuracyPercent),
    trained: String(facts.figures.professionalsTrained),
    workshopDays: String(facts.workshop.days),
    participants: range(facts.workshop.participants, language),
    useCases: String(facts.workshop.useCases),
    prototypes: range(facts.workshop.prototypes, language),
    workshopPrice: workshopPrice(facts, language),
    workshopDates: workshopDates(facts, language),
  };
}

/**
 * The labels the contact lines of `{{company.contact}}` carry in a language (site-words.ts
 * `CONTACT_LABELS` holds them).
 */
export type ContactLabels = { email: string; phone: string };

/** A `tel:` link of a phone number in international form: its `+` and digits. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** "December 2024" of a date (YYYY-MM-DD), in the language. */
export function revisedMonth(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The register as the imprint names it: court and number. */
function registerText(facts: CompanyFacts): string {
  return `${facts.registerCourt}, ${facts.registerNumber}`;
}

/** One line of an address or contact block; `href` makes it a link. */
export type FactLine = { label?: string; text: string; href?: string };

/** The lines `{{company.address}}` and `{{company.contact}}` stand for. */
export function companyLines(
  name: 'address' | 'contact',
  facts: CompanyFacts,
  language: Language,
  labels: ContactLabels,
): FactLine[] {
  if (name === 'address') {
    return [
      { text: facts.legalName },
      { text: facts.street },
      { text: `${facts.postalCode} ${facts.city}` },
      { text: countryName(facts.countryCode, language) },
    ];
  }
  return [
    { label: labels.email, text: facts.email, href: `mailto:${facts.email}` },
    { label: labels.phone, text: facts.phone, href: phoneHref(facts.phone) },
  ];
}

/**
 * A legal text with its `{{company.*}}` placeholders filled in as running text (an address or
 * contact block as one line, its parts joined by commas); an unknown name stays as written.
 */
export function fillCompany(
  text: string,
  facts: CompanyFacts,
  language: Language,
  labels: ContactLabels,
): string {
  const values: Record<string, string> = {
    name: facts.companyName,
    legal_name: facts.legalName,
    city: facts.city,
    email: facts.email,
    phone: facts.phone,
    vat_id: facts.vatId,
    register: registerText(facts),
    managing_directors: facts.managingDirectors.join(', '),
    responsible_for_content: facts.responsibleForContent,
  };
  return text.replace(/\{\{company\.([a-z_]+)\}\}/g, (match, name: string) => {
    if (name === 'address' || name === 'contact') {
      return companyLines(name, facts, language, labels)
        .map((line) => (line.label ? `${line.label}: ${line.text}` : line.text))
        .join(', ');
    }
    return values[name] ?? match;
  });
}
