import type { HistoryKind } from '@/lib/history/kind';
import { caseStudyKeys } from '@/lib/case-study-keys';

import { scheduleSiteRebuild } from '@/components/admin/site-rebuild';
import { removeStoredFiles } from './storage';

/** The case studies' history and trash: the public site is static, and stories have images. */
export const caseStudyHistory: HistoryKind = {
  itemType: 'case_study',
  keys: caseStudyKeys,
  onPublicChange: scheduleSiteRebuild,
  removeFiles: removeStoredFiles,
};
