import { replace } from 'react-router';

import { AuthPage, arrivedFromResetLink, getSignedInUser } from '@/features/auth';
import { pageMeta } from '@/lib/seo';
import { siteNameOf } from '@/lib/site-facts';

import type { Route } from './+types/auth';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Anmelden',
    description: `Anmelden – ${siteNameOf(matches)}.`,
    path: '/auth',
    siteName: siteNameOf(matches),
    locale: 'de',
    noIndex: true,
  });
}

/**
 * A signed-in user is sent to /, unless they came from a reset link to set a new password.
 * supabase-js is loaded here only when a session may be stored or the URL carries an auth
 * redirect; otherwise the page loads it when the visitor starts using the form.
 */
export async function clientLoader() {
  const fromResetLink = arrivedFromResetLink();
  const user = await getSignedInUser();
  if (user && !fromResetLink) throw replace('/');
  return { fromResetLink };
}

export default function AuthRoute({ loaderData }: Route.ComponentProps) {
  return <AuthPage fromResetLink={loaderData.fromResetLink} />;
}
