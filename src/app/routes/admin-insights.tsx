import { siteConfig } from '@/content/site';
import { InsightsPage } from '@/features/insights';
import { pageMeta } from '@/lib/seo';

import { requireAdmin } from '../account';

export function meta() {
  return pageMeta({
    title: 'Fragen an den Assistenten',
    description: 'Fragen an den Assistenten – ${siteConfig.companyName}.',
    path: '/admin/insights',
    siteName: siteConfig.companyName,
    locale: 'de',
    noIndex: true,
  });
}

/** Only admins see the page. */
export async function clientLoader() {
  await requireAdmin();
  return null;
}

export default function AdminInsightsRoute() {
  return <InsightsPage />;
}
