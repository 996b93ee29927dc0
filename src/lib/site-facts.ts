import { useMemo } from 'react';
import { useMatches } from 'react-router';

import type { FACT_NAMES } from '../../supabase/functions/_shared/site-facts.ts';
import { fill } from './template';

/** The name of a `{name}` placeholder that stands for a company fact. */
type FactName = (typeof FACT_NAMES)[number];

/**
 * The company facts as a page shows them, made from the published company_facts when the site is
 * built (src/app/site-content-data.ts), every value already written as the page's language writes
 * it, and only that language's. The browser only puts these finished strings into the copy's
 * `{name}` placeholders (`withFacts`); how a fact is written (ranges, country names, prices,
 * dates) is decided at build time and never shipped to visitors.
 *
 * The facts travel as route data, which is part of every prerendered page, and every page must
 * stay within the first round trip. So each route's data carries only the facts its page shows:
 *
 * - the root route's (`LayoutFacts`, every page's): what the layout shows (the header's name, the
 *   footer's address and contact lines and profiles) and the values of the layout's own copy's
 *   placeholders (the default title and description, `siteCopy`);
 * - a route's own (`PageFacts`, in its data as `facts`): the values of the placeholders of its
 *   copy that the root's data does not have, found by reading that copy when the page is built
 *   (no list to keep).
 *
 * Components and `meta` read both as one (`useSiteFacts()`, `siteFactsOf(matches)`): `values` then
 * holds every value the page has, the layout's facts among them.
 */
export type LayoutFacts = Record<LayoutFactName, string> & {
  /** The phone number as a `tel:` link. */
  phoneHref: string;
  /** The company's profiles on professional networks. */
  socialLinks: { label: string; href: string }[];
  /** The values of the layout copy's placeholders that are not among the facts above. */
  values: Record<string, string>;
};

/**
 * The facts the layout shows that are placeholders of the copy too (`{companyName}`, `{email}` …),
 * each written as the copy writes it (`country`: the country's name in the page's language). The
 * root's data has them, so no route's data carries them again.
 */
export const LAYOUT_FACT_NAMES = [
  'companyName',
  'legalName',
  'email',
  'phone',
  'street',
  'postalCode',
  'city',
  'country',
] as const satisfies readonly FactName[];

type LayoutFactName = (typeof LAYOUT_FACT_NAMES)[number];

/** A route's own facts, in its data as `facts`. */
export type PageFacts = {
  /** The values of its copy's placeholders that the root's data does not carry. */
  values?: Record<string, string>;
};

/** The facts of a page: the root's and its route's, as one. */
export type SiteFacts = Omit<LayoutFacts, 'values'> & {
  /** The value of each `{name}` placeholder the page's copy has, in the page's language. */
  values: Record<string, string>;
};

/** The root route's id: its data (the layout's facts) is every page's. */
const ROOT_ROUTE_ID = 'root';

/** What a route's `meta` sees of the matched routes. */
export type SiteMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** A route's data, as far as facts go: the root's `site`, a page route's `facts`. */
type FactsData = { site?: LayoutFacts; facts?: PageFacts } | null | undefined;
const dataOf = (match: SiteMatches[number]) => match?.loaderData as FactsData;

const layoutFactsOf = (matches: SiteMatches) =>
  dataOf(matches.find((match) => match?.id === ROOT_ROUTE_ID))?.site;

/** The facts of the deepest route that has any (the page's route). */
const pageFactsOf = (matches: SiteMatches) =>
  matches.map(dataOf).findLast((data) => data?.facts)?.facts;

/** The root's and the route's facts as one: the layout's named facts are values of the copy too. */
function merge(
  { phoneHref, socialLinks, values, ...named }: LayoutFacts,
  page: PageFacts | undefined,
): SiteFacts {
  return {
    ...named,
    phoneHref,
    socialLinks,
    values: { ...named, ...values, ...page?.values },
  };
}

/** The company facts of a page, for a route's `meta`; null before the root's data is known. */
export function siteFactsOf(matches: SiteMatches): SiteFacts | null {
  const layout = layoutFactsOf(matches);
  return layout ? merge(layout, pageFactsOf(matches)) : null;
}

/** The site's name (the company's) for a route's `meta`; empty when the root has no data. */
export function siteNameOf(matches: SiteMatches): string {
  return layoutFactsOf(matches)?.companyName ?? '';
}

/**
 * The company facts of the page: the root's and its route's. The same object while neither
 * changes, so copy filled from its `values` can be memoised by them.
 */
export function useSiteFacts(): SiteFacts {
  const matches = useMatches();
  const layout = layoutFactsOf(matches);
  const page = pageFactsOf(matches);
  const facts = useMemo(() => (layout ? merge(layout, page) : null), [layout, page]);
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

/**
 * The names of the `{name}` placeholders in every string of a copy object (nested objects and
 * lists included), as `withFacts` would fill them: which facts a page of that copy needs.
 */
export function placeholderNames(copy: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(/\{(\w+)\}/g)) names.add(match[1] ?? '');
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(copy);
  return names;
}
