import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { NotFoundSection } from '@/components/sections/not-found-section';
import { notFoundContent as copy } from '@/content/not-found';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

/** The not-found page's tags: its title, and never indexed. */
export function notFoundMeta() {
  return pageMeta({
    title: copy.title,
    description: copy.description,
    path: '/404',
    siteName: siteConfig.companyName,
    noIndex: true,
  });
}

/**
 * The one not-found page: of the `*` route (a path the site does not have) and of a story that
 * does not exist or is not published (the story route's error boundary, which adds what
 * could not be found and the way back to the list). Logs the path the visitor asked for.
 */
export function NotFoundPage({
  detail,
  back,
}: {
  detail?: string;
  back?: { to: string; label: string };
}) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(copy.logMessage, pathname);
  }, [pathname]);
  const home = { to: '/', label: copy.home };
  return (
    <NotFoundSection
      heading={copy.heading}
      message={copy.message}
      detail={detail}
      links={back ? [back, home] : [home]}
    />
  );
}
