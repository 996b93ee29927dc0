import { useEffect } from 'react';
import { Outlet, type ShouldRevalidateFunctionArgs, useRevalidator } from 'react-router';

import { caseStudiesContent } from '@/content/case-studies';
import { whenIdleAfterLoad } from '@/lib/idle';

import {
  type CaseStudiesPage,
  isCaseStudyNotFound,
  loadAtBuild,
  loadInBrowser,
} from '../case-studies-data';
import { NotFoundPage, notFoundMeta } from '../not-found-page';
import { RouteErrorMessage } from '../route-error';
import type { Route } from './+types/case-studies';

/**
 * Layout of `/case-studies` and `/case-studies/:slug`: owns their data (see case-studies-data.ts).
 * `:slug` also accepts a story's id, which redirects to its slug.
 */
export async function loader({ params }: Route.LoaderArgs): Promise<CaseStudiesPage> {
  return loadAtBuild(params.slug);
}

export async function clientLoader({
  params,
  request,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<CaseStudiesPage> {
  return loadInBrowser(params.slug, request.signal, serverLoader);
}

/**
 * The tags of the not-found page when the story does not exist; otherwise the page's own (the
 * list's or the story's `meta`).
 */
export function meta({ error }: Route.MetaArgs) {
  return isCaseStudyNotFound(error) ? notFoundMeta() : [];
}

/** The data depends on the child's `:slug` too, which React Router does not watch for a layout. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentParams.slug !== nextParams.slug || defaultShouldRevalidate;
}

export default function CaseStudiesLayout({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const { freshness } = loaderData;
  const unknownList = loaderData.page === 'list' && loaderData.stories === null;

  // A prerendered page shows the stories as they were at build time. Once the page is idle, read
  // them again (no layout shift when nothing changed); a build without case studies reads at once.
  useEffect(() => {
    if (freshness !== 'build') return;
    if (unknownList) {
      void revalidate();
      return;
    }
    return whenIdleAfterLoad(window, () => void revalidate());
  }, [freshness, unknownList, revalidate]);

  return <Outlet />;
}

/**
 * A story that does not exist or is not published (the loaders' 404): the site's not-found page,
 * saying so, with the way back to the list. Its own boundary (not the root's) so the page keeps
 * the site's frame, and so the dev server's 404 and the browser agree on what to show.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = caseStudiesContent.detail;
  if (isCaseStudyNotFound(error)) {
    return (
      <NotFoundPage
        detail={copy.errorDescription}
        back={{ to: '/case-studies', label: copy.back }}
      />
    );
  }
  return (
    <section className="mx-auto max-w-xl px-6 py-32 text-center">
      <RouteErrorMessage error={error} />
    </section>
  );
}
