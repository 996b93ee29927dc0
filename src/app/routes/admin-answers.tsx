import { siteConfig } from '@/content/site';
import { AnswersPage } from '@/features/insights';
import { pageMeta } from '@/lib/seo';

import { requireAdmin } from '../account';

export function meta() {
  return pageMeta({
    title: 'Antworten für den Assistenten',
    description: 'Antworten für den Assistenten – ${siteConfig.companyName}.',
    path: '/admin/answers',
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

export default function AdminAnswersRoute() {
  return <AnswersPage />;
}
