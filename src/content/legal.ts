import { localized } from '@/lib/locale';

/**
 * What the legal pages (/privacy, /terms, /imprint) say around their texts, which live in the
 * database (legal_pages, filled in with company_facts): the label of the table of contents, the
 * labels of the contact lines, and the month the text was last revised (`{month}`).
 */
export const legalCopy = localized({
  en: {
    tocLabel: 'On this page',
    contactLabels: { email: 'E-mail', phone: 'Phone' },
    revised: 'Last updated: {month}',
  },
  de: {
    tocLabel: 'Auf dieser Seite',
    contactLabels: { email: 'E-Mail', phone: 'Telefon' },
    revised: 'Stand: {month}',
  },
});
