import { caseStudiesContent } from '@/content/case-studies';
import { siteConfig } from '@/content/site';
import { CaseStudyArticle, summary } from '@/features/case-studies';
import { caseStudyPath } from '@/lib/case-study';
import { absoluteUrl, organizationJsonLd, pageMeta } from '@/lib/seo';
import { fill } from '@/lib/template';

import {
  type CaseStudyData,
  isCaseStudyNotFound,
  storyAtBuild,
  storyInBrowser,
  useLiveAfterBuild,
} from '../case-studies-data';
import { NotFoundPage, notFoundMeta } from '../not-found-page';
import { RouteErrorMessage } from '../route-error';
import type { Route } from './+types/case-study-detail';

/** `:slug` also accepts a story's id or an earlier slug, which redirect to its slug. */
export async function loader({ params }: Route.LoaderArgs): Promise<CaseStudyData> {
  return storyAtBuild(params.slug);
}

export async function clientLoader({
  params,
  request,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<CaseStudyData> {
  return storyInBrowser(params.slug, request.signal, serverLoader);
}

/**
 * Title, description, canonical URL, Open Graph/Twitter tags with the story's first image (or the
 * site's social card) and JSON-LD describing the story and the client; the not-found page's tags
 * when there is no such story.
 */
export function meta({ loaderData, error, params }: Route.MetaArgs) {
  if (isCaseStudyNotFound(error)) return notFoundMeta();
  const story = loaderData?.story;
  if (!story) {
    return pageMeta({
      title: caseStudiesContent.list.title,
      description: caseStudiesContent.list.intro,
      path: `/case-studies/${params.slug}`,
      siteName: siteConfig.companyName,
      noIndex: true,
    });
  }
  const path = caseStudyPath(story);
  const description = summary(story.description);
  const images = story.images.map((src) => absoluteUrl(src));
  const firstImage = story.images[0];
  return pageMeta({
    title: story.title,
    description,
    path,
    siteName: siteConfig.companyName,
    type: 'article',
    image: firstImage
      ? {
          src: firstImage,
          alt: fill(caseStudiesContent.detail.imageAlt, {
            title: story.title,
            n: 1,
            total: story.images.length,
          }),
        }
      : siteConfig.ogImage,
    modifiedTime: story.updated_at,
    jsonLd: {
      '@type': 'Article',
      headline: story.title,
      description,
      url: absoluteUrl(path),
      mainEntityOfPage: absoluteUrl(path),
      image: images.length > 0 ? images : [absoluteUrl(siteConfig.ogImage.src)],
      datePublished: story.created_at,
      dateModified: story.updated_at,
      author: organizationJsonLd(),
      publisher: organizationJsonLd(),
      about: {
        '@type': 'Organization',
        name: story.client,
        ...(story.logo ? { logo: absoluteUrl(story.logo) } : {}),
      },
    },
  });
}

export default function CaseStudyDetailRoute({ loaderData }: Route.ComponentProps) {
  const { story, freshness } = loaderData;
  useLiveAfterBuild(freshness);
  // Keyed by id so moving between case studies starts from a clean state.
  return <CaseStudyArticle key={story.id} caseStudy={story} />;
}

/**
 * A story that does not exist or is not published (the loaders' 404): the site's not-found page,
 * saying so, with the way back to the list. The route's own boundary (not the root's) so the page
 * keeps the site's frame, and so the dev server's 404 and the browser agree on what to show.
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
