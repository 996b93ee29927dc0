import { localeOfPath } from '@/lib/locale';
import { siteNameOf } from '@/lib/site-facts';

import { NotFoundPage, notFoundMeta } from '../not-found-page';
import type { Route } from './+types/not-found';

export function meta({ location, matches }: Route.MetaArgs) {
  return notFoundMeta(localeOfPath(location.pathname), siteNameOf(matches));
}

export default function NotFound() {
  return <NotFoundPage />;
}
