import { useMatches } from 'react-router';

import { fill } from './template';

/**
 * The company facts as every page shows them: the root route's data, made from the published
 * company_facts when the site is built (src/app/site-content-data.ts `siteFactsAtBuild`), every
 * value already written as the page's language writes it, and only that language's: the data is
 * part of every prerendered page, which must stay within the first round trip. The browser only
 * puts these finished strings into the copy's `{name}` placeholders (`withFacts`); how a fact is
 * written (ranges, country names, prices, dates) is decided at build time and never shipped to
 * visitors. The pages whose structured data is the company (home, contact) build their
 * Organization from these facts in their `meta` (`organizationJsonLd`), so no page carries the
 * facts twice in its route data.
 */
export type SiteFacts = {
  companyName: string;
  legalName: string;
  email: string;
  phone: string;
  /** The phone number as a `tel:` link. */
  phoneHref: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166 code, e.g. `DE` (the Organization's address). */
  countryCode: string;
  /** The VAT number (the Organization's `vatID`). */
  vatId: string;
  bookingUrl: string;
  /** The company's profiles on professional networks. */
  socialLinks: { label: string; href: string }[];
  /** The value of each `{name}` placeholder of the copy, in the page's language. */
  values: Record<string, string>;
};

/** The root route's id: its data (the company facts) is every page's. */
const ROOT_ROUTE_ID = 'root';

/** What a route's `meta` sees of the matched routes. */
export type SiteMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The company facts from the root route's data, for a route's `meta`; null before it is known. */
export function siteFactsOf(matches: SiteMatches): SiteFacts | null {
  const root = matches.find((match) => match?.id === ROOT_ROUTE_ID)?.loaderData;
  if (!root || typeof root !== 'object' || !('site' in root)) return null;
  return (root as { site: SiteFacts }).site;
}

/** The site's name (the company's) for a route's `meta`; empty when the root has no data. */
export function siteNameOf(matches: SiteMatches): string {
  return siteFactsOf(matches)?.companyName ?? '';
}

/** The company facts of the page (the root route's data). */
export function useSiteFacts(): SiteFacts {
  const facts = siteFactsOf(useMatches());
  if (!facts) throw new Error('The root route has no company facts.');
  return facts;
}

/**
 * A copy object with every string's `{name}` placeholders filled from `values` (a language's
 * finished fact values); unchanged without values (a route's `meta` before the root's data).
 */
export function withFacts<T>(copy: T, values: Readonly<Record<string, string>> | undefined): T {
  if (!values) return copy;
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
