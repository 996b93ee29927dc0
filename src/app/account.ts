/**
 * Route guards of the signed-in pages, for their `clientLoader`s: only admins see admin pages;
 * nobody signed in goes to /auth; a signed-in non-admin is told 'Zugriff verweigert' and sent to /.
 * Also the head of an admin page: German, never indexed.
 */
import type { User } from '@supabase/supabase-js';
import { replace } from 'react-router';

import { toast } from '@/components/ui/use-toast';
import { adminCopy } from '@/features/admin';
import { getSessionState } from '@/features/auth';
import { queryClient } from '@/lib/query-client';
import { pageMeta } from '@/lib/seo';
import { type SiteMatches, siteNameOf } from '@/lib/site-facts';

/** The title, description and robots rule of an admin page. */
export function adminPageMeta(title: string, path: string, matches: SiteMatches = []) {
  const siteName = siteNameOf(matches);
  return pageMeta({
    title,
    description: siteName ? `${title} – ${siteName}.` : `${title}.`,
    path,
    siteName,
    locale: 'de',
    noIndex: true,
  });
}

export async function requireAdmin(): Promise<User> {
  const { user, isAdmin } = await getSessionState(queryClient);
  if (!user) throw replace('/auth');
  if (!isAdmin) {
    toast({ ...adminCopy.toasts.denied, variant: 'destructive' });
    throw replace('/');
  }
  return user;
}
