import { InsightsPage } from '@/features/insights';

import { adminPageMeta, requireAdmin } from '../account';

export const meta = () => adminPageMeta('Fragen an den Assistenten', '/admin/insights');

/** Only admins see the page. */
export async function clientLoader() {
  await requireAdmin();
  return null;
}

export default function AdminInsightsRoute() {
  return <InsightsPage />;
}
