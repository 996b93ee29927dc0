import { isRouteErrorResponse } from 'react-router';

import { routeErrorContent } from '@/content/route-error';
import { localizedPath } from '@/lib/locale';
import { useLocale } from '@/lib/use-locale';

/**
 * What a route shows when it fails for any reason but "not found": the status, or that something
 * went wrong, and the way home. The root's error boundary shows it in place of the whole page,
 * the story route's inside the site's frame.
 */
export function RouteErrorMessage({ error }: { error: unknown }) {
  const locale = useLocale();
  const copy = routeErrorContent[locale];
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : copy.heading;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <h1 className="text-3xl font-bold">{message}</h1>
      <p className="mt-4 text-muted-foreground">{copy.text}</p>
      <a
        href={localizedPath('/', locale)}
        className="mt-6 inline-block text-accent underline underline-offset-4"
      >
        {copy.home}
      </a>
    </>
  );
}
