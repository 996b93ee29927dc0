import { FaqPage } from '@/features/site-content';

import { adminPageMeta, requireAdmin } from '../account';

export const meta = () => adminPageMeta('Inhalte: FAQ', '/admin/content');

/** Only admins see the page. */
export async function clientLoader() {
  await requireAdmin();
  return null;
}

export default function AdminContentRoute() {
  return <FaqPage />;
}
