import { useNavigate } from 'react-router';

import { siteConfig } from '@/content/site';
import { AdminPage, loadAllCaseStudies } from '@/features/admin';
import { useAuth } from '@/features/auth';
import { queryClient } from '@/lib/query-client';
import { pageMeta } from '@/lib/seo';

import { requireAdmin } from '../account';

export function meta() {
  return pageMeta({
    title: 'Case Studies Admin',
    description: `Case Studies Admin – ${siteConfig.companyName}.`,
    path: '/admin/case-studies',
    siteName: siteConfig.companyName,
    locale: 'de',
    noIndex: true,
  });
}

/** Only admins load and see the page; it renders with the list of every case study loaded. */
export async function clientLoader() {
  await requireAdmin();
  await loadAllCaseStudies(queryClient);
  return null;
}

export default function AdminRoute() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return <AdminPage onSignOut={() => void signOut().then(() => navigate('/'))} />;
}
