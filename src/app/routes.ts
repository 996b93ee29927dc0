import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * Every route of the site. Each module is code-split and loaded on demand, and owns its data (the
 * case-study pages theirs, read at build time and live: app/case-studies-data.ts). Layout routes
 * own what their pages share: the account layout the session listener of /auth and the admin, the
 * admin layout the admin's data cache.
 */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  // Where the contact form leads when posted before the page's script ran (submit-contact).
  route('contact/sent', 'routes/contact-sent.tsx'),
  route('contact/not-sent', 'routes/contact-not-sent.tsx'),
  route('ai-agents', 'routes/ai-agents.tsx'),
  route('partners', 'routes/partners.tsx'),
  route('case-studies', 'routes/case-study-list.tsx'),
  // A slug, or the id of the older address form, or an earlier slug: both redirect to the slug.
  route('case-studies/:slug', 'routes/case-study-detail.tsx'),
  route('ai-speedboat-workshop', 'routes/ai-speedboat-workshop.tsx'),
  route('grid', 'routes/grid.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('imprint', 'routes/imprint.tsx'),
  layout('routes/account-layout.tsx', [
    route('auth', 'routes/auth.tsx'),
    layout('routes/admin-layout.tsx', [
      route('admin/case-studies', 'routes/admin-case-studies.tsx'),
      route('admin/case-studies/:id/preview', 'routes/admin-case-study-preview.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
