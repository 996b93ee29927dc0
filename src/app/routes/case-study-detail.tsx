import { useMemo } from 'react';

import { caseStudiesContent } from '@/content/case-studies';
import { siteCopy } from '@/content/site';
import { CaseStudyArticle, summary } from '@/features/case-studies';
import { caseStudyPath, inLanguage, storyTexts } from '@/lib/case-study';
import { type Locale, languageTags, locales, localeOfPath, localizedPath } from '@/lib/locale';
import { publicApiConfig } from '@/lib/public-settings';
import { organizationReference } from '@/lib/organization-json-ld';
import { absoluteUrl, pageMeta } from '@/lib/seo';
import { siteFactsOf } from '@/lib/site-facts';
import { fill } from '@/lib/template';
import { useLocale } from '@/lib/use-locale';

import {
  type CaseStudyData,
  isCaseStudyNotFound,
  storyAtBuild,
  storyInBrowser,
  storyChangedSinceBuild,
  useLiveAfterBuild,
  useSiteCopies,
} from '../case-studies-data';
import { inlineImagesAtBuild } from '../inline-images.server';
import { NotFoundPage, notFoundMeta } from '../not-found-page';
import { RouteErrorMessage } from '../route-error';
import type { Route } from './+types/case-study-detail';

/**
 * `:slug` also accepts a story's id or an earlier slug, which redirect to its slug. The build
 * writes a small vector logo into the page (it is on the first screen); the dev server, which
 * renders every request afresh, names the file.
 */
export async function loader({ params, request }: Route.LoaderArgs): Promise<CaseStudyData> {
  const data = await storyAtBuild(params.slug, localeOf(request));
  if (import.meta.env.DEV) return data;
  const apiUrl = publicApiConfig(import.meta.env)?.url;
  return { ...data, inlineImages: await inlineImagesAtBuild([data.story.logo], { apiUrl }) };
}

export async function clientLoader({
  params,
  request,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<CaseStudyData> {
  return storyInBrowser(params.slug, localeOf(request), request.signal, serverLoader);
}

function localeOf(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/**
 * Title, description, canonical URL and the `hreflang` links of the languages the story is written
 * in, Open Graph/Twitter tags with the story's first image (or the site's social card) and JSON-LD
 * describing the story (in its language) and the client; the not-found page's tags when there is
 * no such story. The page of a story in a language it is not written in names the page of its
 * own language canonical.
 */
export function meta({ loaderData, error, params, location, matches }: Route.MetaArgs) {
  const facts = siteFactsOf(matches);
  const siteName = facts?.companyName ?? '';
  const locale = localeOfPath(location.pathname);
  const copy = caseStudiesContent[locale];
  if (isCaseStudyNotFound(error)) return notFoundMeta(locale, siteName);
  const story = loaderData?.story;
  if (!story) {
    return pageMeta({
      title: copy.list.title,
      description: copy.list.intro,
      path: `/case-studies/${params.slug}`,
      locale,
      siteName,
      noIndex: true,
    });
  }
  const texts = storyTexts(story);
  const { value: text, language } = inLanguage(texts, locale);
  const path = caseStudyPath(story);
  const url = absoluteUrl(localizedPath(path, language));
  const description = summary(text.description);
  const images = story.images.map((src) => absoluteUrl(src));
  const firstImage = story.images[0];
  const socialCard = siteCopy[locale].ogImage;
  return pageMeta({
    title: text.title,
    description,
    path,
    locale,
    editions: locales.filter((edition) => texts[edition] !== undefined),
    siteName,
    type: 'article',
    image: firstImage
      ? {
          src: firstImage,
          alt: fill(copy.detail.imageAlt, {
            title: text.title,
            n: 1,
            total: story.images.length,
          }),
        }
      : socialCard,
    modifiedTime: story.updated_at,
    jsonLd: {
      '@type': 'Article',
      headline: text.title,
      description,
      inLanguage: languageTags[language].html,
      url,
      mainEntityOfPage: url,
      image: images.length > 0 ? images : [absoluteUrl(socialCard.src)],
      datePublished: story.created_at,
      dateModified: story.updated_at,
      ...(facts
        ? {
            author: organizationReference(facts.companyName),
            publisher: organizationReference(facts.companyName),
          }
        : {}),
      about: {
        '@type': 'Organization',
        name: story.client,
        ...(story.logo ? { logo: absoluteUrl(story.logo) } : {}),
      },
    },
  });
}

export default function CaseStudyDetailRoute({ loaderData }: Route.ComponentProps) {
  const { story, freshness, inlineImages } = loaderData;
  useLiveAfterBuild(freshness, () => storyChangedSinceBuild(story.slug, story));
  const locale = useLocale();
  const shown = useSiteCopies([story], inlineImages);
  const caseStudy = useMemo(() => shown(story), [shown, story]);
  // Keyed by id so moving between case studies starts from a clean state.
  return <CaseStudyArticle key={story.id} caseStudy={caseStudy} locale={locale} />;
}

/**
 * A story that does not exist or is not published (the loaders' 404): the site's not-found page,
 * saying so, with the way back to the list. The route's own boundary (not the root's) so the page
 * keeps the site's frame, and so the dev server's 404 and the browser agree on what to show.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = caseStudiesContent[useLocale()].detail;
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
