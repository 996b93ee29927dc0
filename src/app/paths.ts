/** Public routes rendered to static HTML at build time (also the sitemap). */
export const prerenderedPaths = [
  '/',
  '/about',
  '/contact',
  '/ai-agents',
  '/partners',
  '/case-studies',
  '/ai-speedboat-workshop',
  '/grid',
  '/privacy',
  '/terms',
  '/imprint',
] as const;
