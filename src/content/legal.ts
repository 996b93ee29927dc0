import { localized } from '@/lib/locale';

import { CONTACT_LABELS, LEGAL_REVISED } from '../../supabase/functions/_shared/site-words.ts';

/**
 * What the legal pages (/privacy, /terms, /imprint) say around their texts, which live in the
 * database (legal_pages, filled in with company_facts): the label of the table of contents, the
 * labels of the contact lines (shared with the assistant, which quotes the texts), and the month the text was last revised (`{month}`).
 */
export const legalCopy = localized({
  en: {
    tocLabel: 'On this page',
    contactLabels: CONTACT_LABELS.en,
    revised: LEGAL_REVISED.en,
  },
  de: {
    tocLabel: 'Auf dieser Seite',
    contactLabels: CONTACT_LABELS.de,
    revised: LEGAL_REVISED.de,
  },
});
