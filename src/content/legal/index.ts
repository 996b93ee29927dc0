/**
 * Texts of the legal pages (/privacy, /terms, /imprint) as structured sections, one module per
 * page, each in English and German.
 *
 * PLACEHOLDERS — NOT LEGAL ADVICE: these texts are realistic drafts for a German GmbH and must be
 * reviewed by a lawyer before launch. Company facts come from `site.ts` (the one place to change them).
 */
import { localized } from '@/lib/locale';

import { imprint } from './imprint';
import { privacyPolicy } from './privacy';
import { termsOfService } from './terms';

export { EU_ODR_URL } from './shared';

/**
 * The legal pages in each language, with the accessible name of the table of contents on each
 * legal page (`tocLabel`).
 */
export const legalPages = localized({
  en: {
    privacyPolicy: privacyPolicy.en,
    termsOfService: termsOfService.en,
    imprint: imprint.en,
    tocLabel: 'On this page',
  },
  de: {
    privacyPolicy: privacyPolicy.de,
    termsOfService: termsOfService.de,
    imprint: imprint.de,
    tocLabel: 'Auf dieser Seite',
  },
});
