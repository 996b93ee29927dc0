/**
 * TanStack Query keys of the case studies. Only the admin reads them through the data cache (the
 * public pages read theirs in route loaders); every admin change (create, edit, publish, reorder,
 * delete, restore) invalidates `caseStudyKeys.all`: the list, the trash and the histories. A
 * revision's content never changes, so it is kept apart.
 */
export const caseStudyKeys = {
  all: ['case-studies'] as const,
  admin: () => [...caseStudyKeys.all, 'admin'] as const,
  trash: () => [...caseStudyKeys.all, 'trash'] as const,
  revisions: (id: string) => [...caseStudyKeys.all, 'revisions', id] as const,
  revision: (revisionId: number) => ['case-study-revision', revisionId] as const,
};
