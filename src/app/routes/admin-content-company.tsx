import { CompanyFactsPage } from '@/features/site-content';

import { adminPageMeta, requireAdmin } from '../account';

export const meta = () => adminPageMeta('Inhalte: Unternehmensdaten', '/admin/content/company');

/** Only admins see the page. */
export async function clientLoader() {
  await requireAdmin();
  return null;
}

export default function AdminContentCompanyRoute() {
  return <CompanyFactsPage />;
}
