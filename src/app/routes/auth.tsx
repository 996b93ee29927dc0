import { siteConfig } from '@/content/site';
import { AuthPage, AuthProvider } from '@/features/auth';
import { pageMeta } from '@/lib/seo';

import type { RouteHandle } from '../root';

export const handle: RouteHandle = { hideAssistant: true };

export function meta() {
  return pageMeta({
    title: 'Anmelden',
    description: `Anmelden – ${siteConfig.companyName}.`,
    path: '/auth',
    siteName: siteConfig.companyName,
    noIndex: true,
  });
}

export default function Route() {
  return (
    <AuthProvider>
      <AuthPage />
    </AuthProvider>
  );
}
