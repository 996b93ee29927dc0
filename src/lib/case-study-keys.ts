/**
 * TanStack Query keys of the case studies, shared by the public pages and the admin so that every
 * admin change (create, edit, publish, reorder, delete) invalidates what visitors see.
 * Invalidate `caseStudyKeys.all` to refresh every case-study query at once.
 */
export const caseStudyKeys = {
  all: ['case-studies'] as const,
  published: () => [...caseStudyKeys.all, 'published'] as const,
  detail: (id: string) => [...caseStudyKeys.all, 'detail', id] as const,
  admin: () => [...caseStudyKeys.all, 'admin'] as const,
};
