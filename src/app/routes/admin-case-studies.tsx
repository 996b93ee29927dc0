import { useNavigate } from 'react-router';

import { siteConfig } from '@/content/site';
import { AdminPage } from '@/features/admin';
import { useAuth } from '@/features/auth';
import { pageMeta } from '@/lib/seo';

import { requireAdmin } from '../account';

export function meta() {
  return pageMeta({
    title: 'Case Studies Admin',
    description: `Case Studies Admin – ${siteConfig.companyName}.`,
    path: '/admin/case-studies',
    siteName: siteConfig.companyName,
    noIndex: true,
  });
}

/** Only admins load and see the page. */
export async function clientLoader() {
  await requireAdmin();
  return null;
}

export default function AdminRoute() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return <AdminPage onSignOut={() => void signOut().then(() => navigate('/'))} />;
}
