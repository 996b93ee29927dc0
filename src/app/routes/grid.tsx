import { GridOverlay } from '@/components/sections/grid/grid-overlay';
import { gridPage } from '@/content/grid';
import { localeOfPath } from '@/lib/locale';
import { pageMeta } from '@/lib/seo';
import { siteNameOf } from '@/lib/site-facts';
import { useLocale } from '@/lib/use-locale';

import type { RouteHandle } from '../root';
import type { Route } from './+types/grid';

export const handle: RouteHandle = { hideFooter: true, hideAssistant: true };

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    ...gridPage[locale].meta,
    path: '/grid',
    locale,
    siteName: siteNameOf(matches),
  });
}

export default function GridRoute() {
  return (
    <>
      <h1 className="sr-only">{gridPage[useLocale()].heading}</h1>
      <GridOverlay />
    </>
  );
}
