import { caseStudiesContent } from '@/content/case-studies';
import { siteConfig } from '@/content/site';
import { CaseStudyArticle, summary } from '@/features/case-studies';
import { caseStudyPath } from '@/lib/case-study';
import { absoluteUrl, organizationJsonLd, pageMeta } from '@/lib/seo';
import { fill } from '@/lib/template';

import { caseStudiesPageOf } from '../case-studies-data';
import type { Route } from './+types/case-study-detail';

function storyOf(matches: Parameters<typeof caseStudiesPageOf>[0]) {
  const data = caseStudiesPageOf(matches);
  return data?.page === 'detail' ? data.story : undefined;
}

/**
 * Title, description, canonical URL, Open Graph/Twitter tags with the story's first image (or the
 * site's social card) and JSON-LD describing the story and the client.
 */
export function meta({ matches, params }: Route.MetaArgs) {
  const story = storyOf(matches);
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

export default function CaseStudyDetailRoute({ matches }: Route.ComponentProps) {
  const story = storyOf(matches);
  if (!story) return null;
  // Keyed by id so moving between case studies starts from a clean state.
  return <CaseStudyArticle key={story.id} caseStudy={story} />;
}
