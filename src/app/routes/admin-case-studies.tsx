import { useNavigate } from 'react-router';

import { AdminPage, loadAllCaseStudies } from '@/features/admin';
import { useAuth } from '@/features/auth';
import { queryClient } from '@/lib/query-client';

import { adminPageMeta, requireAdmin } from '../account';
import type { Route } from './+types/admin-case-studies';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta('Case Studies Admin', '/admin/case-studies', matches);
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
