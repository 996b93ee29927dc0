import { type RouteConfig, layout, route } from '@react-router/dev/routes';

/**
 * The public pages, in both editions: English at the root, German under /de (src/lib/locale.ts).
 * Each route's path starts with the optional segment `de?`, so one route serves `/about` and
 * `/de/about`; the route module reads the page's language from its address.
 */
const page = (path: string, file: string) => route(`de?/${path}`, file);

/**
 * Every route of the site. Each module is code-split and loaded on demand, and owns its data (the
 * case-study pages theirs, read at build time and live: app/case-studies-data.ts). Layout routes
 * own what their pages share: the account layout the session listener of /auth and the admin, the
 * admin layout the admin's data cache. Sign-in and the admin exist once, in German.
 */
export default [
  route('de?', 'routes/home.tsx'),
  page('about', 'routes/about.tsx'),
  page('contact', 'routes/contact.tsx'),
  // Where the contact form leads when posted before the page's script ran (submit-contact).
  page('contact/sent', 'routes/contact-sent.tsx'),
  page('contact/not-sent', 'routes/contact-not-sent.tsx'),
  page('ai-agents', 'routes/ai-agents.tsx'),
  page('partners', 'routes/partners.tsx'),
  page('case-studies', 'routes/case-study-list.tsx'),
  // A slug, or the id of the older address form, or an earlier slug: both redirect to the slug.
  page('case-studies/:slug', 'routes/case-study-detail.tsx'),
  page('ai-speedboat-workshop', 'routes/ai-speedboat-workshop.tsx'),
  page('grid', 'routes/grid.tsx'),
  page('privacy', 'routes/privacy.tsx'),
  page('terms', 'routes/terms.tsx'),
  page('imprint', 'routes/imprint.tsx'),
  layout('routes/account-layout.tsx', [
    route('auth', 'routes/auth.tsx'),
    layout('routes/admin-layout.tsx', [
      route('admin/case-studies', 'routes/admin-case-studies.tsx'),
      route('admin/case-studies/:id/preview', 'routes/admin-case-study-preview.tsx'),
      route('admin/insights', 'routes/admin-insights.tsx'),
      route('admin/answers', 'routes/admin-answers.tsx'),
      // "Inhalte": the FAQ, /legal and /company, chosen in the one route (its module says why).
      route('admin/content/*', 'routes/admin-content.tsx'),
    ]),
  ]),
  // Every other path, /de/… included (the not-found page in the address's language).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
