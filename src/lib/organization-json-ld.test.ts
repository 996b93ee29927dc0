import { socialLinksOf } from '../../supabase/functions/_shared/site-words.ts';
import { seedCompanyFacts } from '../../supabase/functions/_testing/site-content.ts';
import { describe, expect, it } from 'vitest';

import { organizationJsonLd } from './organization-json-ld';

describe('organizationJsonLd', () => {
  /** The seed's facts as a page has them: the layout's and the Organization's own. */
  const siteFacts = { ...seedCompanyFacts, socialLinks: socialLinksOf(seedCompanyFacts) };
  const organization = { countryCode: seedCompanyFacts.countryCode, vatId: seedCompanyFacts.vatId };

  it('gives the company a raster logo of at least 112 px as an ImageObject', () => {
    expect(organizationJsonLd(siteFacts, organization)).toMatchObject({
      '@type': 'Organization',
      name: 'Northlight AI',
      logo: {
        '@type': 'ImageObject',
        url: 'http://localhost:5173/logo.png',
        width: 512,
        height: 512,
      },
    });
  });

  it('names the company, its contact, address, VAT number and profiles from the facts', () => {
    expect(organizationJsonLd(siteFacts, organization)).toEqual({
      '@type': 'Organization',
      url: 'http://localhost:5173/',
      logo: {
        '@type': 'ImageObject',
        url: 'http://localhost:5173/logo.png',
        width: 512,
        height: 512,
      },
      name: 'Northlight AI',
      legalName: 'Northlight AI GmbH',
      email: 'hello@northlight-ai.example',
      telephone: '+49 30 1234567',
      vatID: 'DE123456789',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Musterstraße 1',
        postalCode: '10115',
        addressLocality: 'Berlin',
        addressCountry: 'DE',
      },
      sameAs: ['https://www.linkedin.com/company/northlight-ai-example'],
    });
  });
});
