import { CompanyFactsPage, FaqPage, LegalPagesPage } from '@/features/site-content';
import { siteNameOf } from '@/lib/site-facts';

import { adminPageMeta, requireAdmin } from '../account';
import { NotFoundPage, notFoundMeta } from '../not-found-page';
import type { Route } from './+types/admin-content';

/**
 * "Inhalte" is one route, /admin/content/*, and the rest of its path chooses the section: every
 * route has an entry in the route manifest that every visitor's first page loads, so the admin's
 * sections share one entry rather than adding one each. Any other rest is the not-found page.
 */
const SECTIONS = {
  '': { title: 'Inhalte: FAQ', Page: FaqPage },
  legal: { title: 'Inhalte: Rechtstexte', Page: LegalPagesPage },
  company: { title: 'Inhalte: Unternehmensdaten', Page: CompanyFactsPage },
} as const;

/** The section an address names (a trailing slash allowed), or null. */
function sectionOf(rest: string | undefined) {
  const name = (rest ?? '').replace(/\/+$/, '');
  return Object.hasOwn(SECTIONS, name)
    ? { name, ...SECTIONS[name as keyof typeof SECTIONS] }
    : null;
}

export function meta({ params, matches }: Route.MetaArgs) {
  const section = sectionOf(params['*']);
  if (!section) return notFoundMeta('de', siteNameOf(matches));
  return adminPageMeta(
    section.title,
    `/admin/content${section.name ? `/${section.name}` : ''}`,
    matches,
  );
}

/** Only admins see the pages. */
export async function clientLoader() {
  await requireAdmin();
  return null;
}

export default function AdminContentRoute({ params }: Route.ComponentProps) {
  const section = sectionOf(params['*']);
  return section ? <section.Page /> : <NotFoundPage />;
}
