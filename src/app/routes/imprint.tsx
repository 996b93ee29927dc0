import { revalidateOnLanguageChange } from '../language-data';
import { LegalPage, legalPageMeta } from '../legal-page';
import { legalPageData } from '../legal-page-data.server';
import type { Route } from './+types/imprint';

/** The page is read from the database and rendered when the site is built (legal-page-data). */
export function loader({ request }: Route.LoaderArgs) {
  return legalPageData('imprint', request);
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta(args: Route.MetaArgs) {
  return legalPageMeta(args);
}

export default function ImprintRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage data={loaderData} />;
}
