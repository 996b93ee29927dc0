import { localeOfPath } from '@/lib/locale';

import { NotFoundPage, notFoundMeta } from '../not-found-page';
import type { Route } from './+types/not-found';

export function meta({ location }: Route.MetaArgs) {
  return notFoundMeta(localeOfPath(location.pathname));
}

export default function NotFound() {
  return <NotFoundPage />;
}
