import { InsightsPage } from '@/features/insights';

import { adminPageMeta, requireAdmin } from '../account';
import type { Route } from './+types/admin-insights';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta('Fragen an den Assistenten', '/admin/insights', matches);
}

/** Only admins see the page. */
export async function clientLoader() {
  await requireAdmin();
  return null;
}

export default function AdminInsightsRoute() {
  return <InsightsPage />;
}
