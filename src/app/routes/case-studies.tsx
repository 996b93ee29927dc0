import { useEffect } from 'react';
import { Outlet, type ShouldRevalidateFunctionArgs, useRevalidator } from 'react-router';

import { whenIdleAfterLoad } from '@/lib/idle';

import { type CaseStudiesPage, loadAtBuild, loadInBrowser } from '../case-studies-data';
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
