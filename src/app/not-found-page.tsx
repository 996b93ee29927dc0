import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { NotFoundSection } from '@/components/sections/not-found-section';
import { notFoundContent } from '@/content/not-found';
import type { Locale } from '@/lib/locale';
import { pageMeta } from '@/lib/seo';
import { useLocale } from '@/lib/use-locale';

/** The not-found page's tags: its title, and never indexed. */
export function notFoundMeta(locale: Locale, siteName: string) {
  const copy = notFoundContent[locale];
  return pageMeta({
    title: copy.title,
    description: copy.description,
    path: '/404',
    locale,
    siteName,
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
  const copy = notFoundContent[useLocale()];
  useEffect(() => {
    console.error(copy.logMessage, pathname);
  }, [copy.logMessage, pathname]);
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
