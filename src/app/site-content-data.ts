/**
 * The site's words from the database (the FAQ, the legal pages, the company facts) as the route
 * loaders read them: at build time, so the prerendered pages hold them, and on every request of
 * the dev server, so `npm run dev` shows what is published now. A publish rebuilds the site.
 *
 * A production build reads each once (every page shows company facts: the root's loader and the
 * loaders of the pages that quote more) and fails with a message saying why when it cannot: the
 * pages have no other source for these texts.
 */
import type { FaqEntry } from '@/components/sections/home/faq-section';
import { siteCopy } from '@/content/site';
import { type Locale, languageNames, languageTags } from '@/lib/locale';
import { organizationJsonLd } from '@/lib/organization-json-ld';
import { publicApiConfig } from '@/lib/public-settings';
import type { PublicApiConfig } from '@/lib/public-rest';
import {
  type CompanyFacts,
  factValues,
  faqInLanguage,
  type LegalKind,
  type LegalPageRow,
  phoneHref,
  readCompanyFacts,
  readFaqEntries,
  readLegalPage,
  socialLinksOf,
} from '@/lib/site-content';
import type { JsonLd } from '@/lib/seo';
import {
  LAYOUT_FACT_NAMES,
  type LayoutFacts,
  type PageFacts,
  placeholderNames,
} from '@/lib/site-facts';

class SiteContentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SiteContentError';
  }
}

const HOW_TO_FIX =
  'Start that backend (`npm run local:start` for the local one) or correct VITE_SUPABASE_URL / VITE_SUPABASE_PUBLISHABLE_KEY.';

async function atBuild<T>(what: string, read: (config: PublicApiConfig) => Promise<T>) {
  const config = publicApiConfig(import.meta.env);
  if (!config) {
    throw new SiteContentError(
      `Cannot prerender ${what}: VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY are not set. ${HOW_TO_FIX}`,
    );
  }
  try {
    return await read(config);
  } catch (error) {
    throw new SiteContentError(
      `Cannot prerender ${what}: reading it from ${config.url} failed (${error instanceof Error ? error.message : String(error)}). ${HOW_TO_FIX}`,
      { cause: error },
    );
  }
}

const reads = new Map<string, Promise<unknown>>();

/** One read per build process; the dev server reads on every request. */
function once<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (import.meta.env.DEV) return read();
  let pending = reads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    reads.set(key, pending);
  }
  return pending;
}

const timeout = () => AbortSignal.timeout(20_000);

/** The published company facts. */
export function companyFactsAtBuild(): Promise<CompanyFacts> {
  return once('facts', () =>
    atBuild('the company facts', (config) => readCompanyFacts(config, timeout())),
  );
}

/** The values of every fact's placeholder in `locale`, written that language's way. */
export async function factValuesAtBuild(locale: Locale): Promise<Record<string, string>> {
  return factValues(await companyFactsAtBuild(), locale);
}

/**
 * The copy the root layout fills with facts: the site's default title and description (the home
 * page's, and the SPA fallback's). The values of its placeholders are in the root's data.
 */
const layoutCopy = (locale: Locale) => siteCopy[locale];

/** The values of the placeholders of `copy`, but those of the facts in `carried`. */
function valuesFor(
  values: Readonly<Record<string, string>>,
  copy: unknown,
  carried: ReadonlySet<string>,
): Record<string, string> {
  return Object.fromEntries(
    [...placeholderNames(copy)].flatMap((name) => {
      const value = Object.hasOwn(values, name) && !carried.has(name) ? values[name] : undefined;
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

/** The placeholders whose values the root's data carries: the layout's facts and its copy's. */
function inRootData(locale: Locale): Set<string> {
  return new Set([...LAYOUT_FACT_NAMES, ...placeholderNames(layoutCopy(locale))]);
}

/**
 * The facts the layout of every page of `locale` shows (the root route's data), every value
 * written out in that language here, at build time, so the browser receives finished strings of
 * its page's language only (src/lib/site-facts.ts).
 */
export async function siteFactsAtBuild(locale: Locale): Promise<LayoutFacts> {
  const facts = await companyFactsAtBuild();
  const values = factValues(facts, locale);
  return {
    companyName: values.companyName,
    legalName: values.legalName,
    email: values.email,
    phone: values.phone,
    phoneHref: phoneHref(facts.phone),
    street: values.street,
    postalCode: values.postalCode,
    city: values.city,
    country: values.country,
    socialLinks: socialLinksOf(facts),
    values: valuesFor(values, layoutCopy(locale), new Set(LAYOUT_FACT_NAMES)),
  };
}

/**
 * A route's own facts (its data's `facts`) on a page of `locale`: the values of the placeholders
 * of `copy`, the copy the route fills, that the root's data does not carry (read from the copy,
 * so a placeholder added to it brings its value along).
 */
export async function pageFactsAtBuild(
  locale: Locale,
  { copy }: { copy: unknown },
): Promise<PageFacts> {
  const facts = await companyFactsAtBuild();
  const values = valuesFor(factValues(facts, locale), copy, inRootData(locale));
  return Object.keys(values).length > 0 ? { values } : {};
}

/**
 * The company as a schema.org Organization in `locale`, for the structured data of the pages
 * about it: written here, at build time, and carried in the route's data, so visitors download
 * the finished object and not the code that writes it.
 */
export async function organizationAtBuild(locale: Locale): Promise<{ [key: string]: JsonLd }> {
  const facts = await companyFactsAtBuild();
  return organizationJsonLd(await siteFactsAtBuild(locale), {
    countryCode: facts.countryCode,
    vatId: facts.vatId,
  });
}

/**
 * The published FAQ in its order, each entry in the page's language or, where that is missing,
 * in the other one, marked with its language (the page says so, as it does for a story).
 */
export async function faqAtBuild(locale: Locale): Promise<FaqEntry[]> {
  const rows = await once('faq', () =>
    atBuild('the FAQ', (config) => readFaqEntries(config, timeout())),
  );
  return faqInLanguage(rows, locale).map((item) => ({
    question: item.question,
    answer: item.answer,
    ...(item.language === locale
      ? {}
      : {
          otherLanguage: {
            tag: languageTags[item.language].html,
            name: languageNames[item.language],
          },
        }),
  }));
}

/** A published legal page; a page that is not published fails the build. */
export function legalPageAtBuild(kind: LegalKind): Promise<LegalPageRow> {
  return once(`legal:${kind}`, () =>
    atBuild(`the legal page "${kind}"`, async (config) => {
      const row = await readLegalPage(config, kind, timeout());
      if (!row) throw new Error(`legal_pages has no published "${kind}" page`);
      return row;
    }),
  );
}
