import { replace } from 'react-router';

import { siteConfig } from '@/content/site';
import { AuthPage, arrivedFromResetLink, getSessionState } from '@/features/auth';
import { queryClient } from '@/lib/query-client';
import { pageMeta } from '@/lib/seo';

import type { Route } from './+types/auth';

export function meta() {
  return pageMeta({
    title: 'Anmelden',
    description: `Anmelden – ${siteConfig.companyName}.`,
    path: '/auth',
    siteName: siteConfig.companyName,
    noIndex: true,
  });
}

/** A signed-in user is sent to /, unless they came from a reset link to set a new password. */
export async function clientLoader() {
  const fromResetLink = arrivedFromResetLink();
  const { user } = await getSessionState(queryClient);
  if (user && !fromResetLink) throw replace('/');
  return { fromResetLink };
}

export default function AuthRoute({ loaderData }: Route.ComponentProps) {
  return <AuthPage fromResetLink={loaderData.fromResetLink} />;
}
