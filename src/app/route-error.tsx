import { isRouteErrorResponse } from 'react-router';

/**
 * What a route shows when it fails for any reason but "not found": the status, or that something
 * went wrong, and the way home. The root's error boundary shows it in place of the whole page,
 * the story route's inside the site's frame.
 */
export function RouteErrorMessage({ error }: { error: unknown }) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong.';
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <h1 className="text-3xl font-bold">{message}</h1>
      <p className="mt-4 text-muted-foreground">
        Please reload the page or return to the home page.
      </p>
      <a href="/" className="mt-6 inline-block text-accent underline underline-offset-4">
        Return to Home
      </a>
    </>
  );
}
