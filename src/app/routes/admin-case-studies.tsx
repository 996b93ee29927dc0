import { useNavigate } from 'react-router';

import { siteConfig } from '@/content/site';
import { AdminPage } from '@/features/admin';
import { useAuth } from '@/features/auth';
import { pageMeta } from '@/lib/seo';

import { requireAdmin } from '../account';
import type { Route } from './+types/admin-case-studies';

export function meta() {
  return pageMeta({
    title: 'Case Studies Admin',
    description: `Case Studies Admin – ${siteConfig.companyName}.`,
    path: '/admin/case-studies',
    siteName: siteConfig.companyName,
    noIndex: true,
  });
}

/** Only admins load and see the page (SPEC.md §6). */
export async function clientLoader() {
  const user = await requireAdmin();
  return { userId: user.id };
}

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <AdminPage
      userId={loaderData.userId}
      onSignOut={() => void signOut().then(() => navigate('/'))}
    />
  );
}
