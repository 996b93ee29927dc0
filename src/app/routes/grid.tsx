import { GridOverlay } from '@/components/sections/grid/grid-overlay';
import { gridPage } from '@/content/grid';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

import type { RouteHandle } from '../root';

export const handle: RouteHandle = { hideFooter: true, hideAssistant: true };

export function meta() {
  return pageMeta({ ...gridPage.meta, path: '/grid', siteName: siteConfig.companyName });
}

export default function GridRoute() {
  return (
    <>
      <h1 className="sr-only">{gridPage.heading}</h1>
      <GridOverlay />
    </>
  );
}
