/**
 * TanStack Query keys of the case studies. Only the admin reads them through the data cache (the
 * public pages read theirs in route loaders); every admin change (create, edit, publish, reorder,
 * delete) invalidates `caseStudyKeys.all`.
 */
export const caseStudyKeys = {
  all: ['case-studies'] as const,
  admin: () => [...caseStudyKeys.all, 'admin'] as const,
};
