import { LegalPagesPage } from '@/features/site-content';

import { adminPageMeta, requireAdmin } from '../account';

export const meta = () => adminPageMeta('Inhalte: Rechtstexte', '/admin/content/legal');

/** Only admins see the page. */
export async function clientLoader() {
  await requireAdmin();
  return null;
}

export default function AdminContentLegalRoute() {
  return <LegalPagesPage />;
}
