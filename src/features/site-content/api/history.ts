import { scheduleSiteRebuild } from '@/components/admin/site-rebuild';
import type { HistoryKind } from '@/lib/history/kind';

import { companyFactsKeys } from './get-company-facts';
import { faqKeys } from './get-faq-entries';
import { legalPageKeys } from './get-legal-pages';

// The site's words are prerendered: a restore that brings back published content rebuilds it.

/** The FAQ's history and trash. */
export const faqHistory: HistoryKind = {
  itemType: 'faq_entry',
  keys: faqKeys,
  onPublicChange: scheduleSiteRebuild,
};

/** The legal pages' history (they are never deleted). */
export const legalPageHistory: HistoryKind = {
  itemType: 'legal_page',
  keys: legalPageKeys,
  onPublicChange: scheduleSiteRebuild,
};

/** The company facts' history (one row, never deleted). */
export const companyFactsHistory: HistoryKind = {
  itemType: 'company_facts',
  keys: companyFactsKeys,
  onPublicChange: scheduleSiteRebuild,
};
