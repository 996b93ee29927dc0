import { siteConfig } from '@/content/site';
import { AdminPage } from '@/features/admin';
import { AuthProvider, useAuth } from '@/features/auth';
import { QueryProvider } from '@/lib/query-client';
import { pageMeta } from '@/lib/seo';

import type { RouteHandle } from '../root';

export const handle: RouteHandle = { hideAssistant: true };

export function meta() {
  return pageMeta({
    title: 'Case Studies Admin',
    description: `Case Studies Admin – ${siteConfig.companyName}.`,
    path: '/admin/case-studies',
    siteName: siteConfig.companyName,
    noIndex: true,
  });
}

function GuardedAdmin() {
  const session = useAuth();
  return <AdminPage session={session} />;
}

export default function Route() {
  return (
    <QueryProvider>
      <AuthProvider>
        <GuardedAdmin />
      </AuthProvider>
    </QueryProvider>
  );
}
