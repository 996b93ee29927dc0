import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Every route of SPEC.md §2. Each module is code-split and loaded on demand. */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('ai-agents', 'routes/ai-agents.tsx'),
  route('partners', 'routes/partners.tsx'),
  route('case-studies', 'routes/case-studies.tsx'),
  route('case-studies/:id', 'routes/case-study-detail.tsx'),
  route('ai-speedboat-workshop', 'routes/ai-speedboat-workshop.tsx'),
  route('grid', 'routes/grid.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('imprint', 'routes/imprint.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('admin/case-studies', 'routes/admin-case-studies.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
