/**
 * The company as schema.org structured data: the whole Organization for the pages about it, a
 * reference to it for the pages it publishes. Apart from `seo.ts`, which every page loads, so
 * only the pages that name the company carry this code.
 */
import { siteConfig } from '@/content/site';

import { type JsonLd, absoluteUrl } from './seo';
import type { OrganizationFacts, SiteFacts } from './site-facts';

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
 * `publisher.logo`), contact and address, from the page's facts: the layout's (the root route's
 * data) and what only the Organization names (the route's data), so no route data repeats them.
 */
export function organizationJsonLd(
  facts: Pick<
    SiteFacts,
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
