/**
 * The company as schema.org structured data: the whole Organization for the pages about it, a
 * reference to it for the pages it publishes. Apart from `seo.ts`, which every page loads, so
 * only the pages that name the company carry this code; the whole Organization is written when
 * the site is built (a route's loader), so no visitor downloads the code that writes it.
 */
import { siteConfig } from '@/content/site';

import { type JsonLd, absoluteUrl } from './seo';
import type { LayoutFacts } from './site-facts';

/** What the Organization's structured data names beside the layout's facts. */
type OrganizationFacts = {
  /** ISO 3166 code, e.g. `DE` (the Organization's address). */
  countryCode: string;
  /** The VAT number (the Organization's `vatID`). */
  vatId: string;
};

/**
 * The company as the author or publisher of a page about something else (a story, the list of
 * stories): its name, site and logo, which is what an Article's publisher needs; the full
 * Organization (organizationJsonLd) is the structured data of the pages about the company.
 */
export function organizationReference(companyName: string): { [key: string]: JsonLd } {
  const { logo } = siteConfig;
  return {
    '@type': 'Organization',
    name: companyName,
    url: absoluteUrl('/'),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(logo.src),
      width: logo.width,
      height: logo.height,
    },
  };
}

/**
 * The company as a schema.org Organization, for the structured data of the pages about it: its
 * names, logo (an ImageObject with its size, as search engines want an article's
 * `publisher.logo`), contact and address: the facts the layout shows, as the page's language
 * writes them, and what only the Organization names.
 */
export function organizationJsonLd(
  facts: Pick<
    LayoutFacts,
    | 'companyName'
    | 'legalName'
    | 'email'
    | 'phone'
    | 'street'
    | 'postalCode'
    | 'city'
    | 'socialLinks'
  >,
  { countryCode, vatId }: OrganizationFacts,
): { [key: string]: JsonLd } {
  const profiles = facts.socialLinks.map((link) => link.href);
  return {
    ...organizationReference(facts.companyName),
    legalName: facts.legalName,
    email: facts.email,
    telephone: facts.phone,
    vatID: vatId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.street,
      postalCode: facts.postalCode,
      addressLocality: facts.city,
      addressCountry: countryCode,
    },
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
}
