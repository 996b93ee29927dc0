import { caseStudiesContent } from '@/content/case-studies';
import { siteConfig } from '@/content/site';
import { CaseStudyList } from '@/features/case-studies';
import { caseStudyPath } from '@/lib/case-study';
import { absoluteUrl, organizationJsonLd, pageMeta } from '@/lib/seo';

import { caseStudiesPageOf } from '../case-studies-data';
import type { Route } from './+types/case-study-list';

const copy = caseStudiesContent.list;

export function meta({ matches }: Route.MetaArgs) {
  const data = caseStudiesPageOf(matches);
  // Null while not known (a build without case studies): then the structured data lists nothing.
  const stories = data?.page === 'list' ? data.stories : null;
  return pageMeta({
    title: copy.title,
    description: copy.intro,
    path: '/case-studies',
    siteName: siteConfig.companyName,
    jsonLd: {
      '@type': 'CollectionPage',
      name: copy.title,
      description: copy.intro,
      url: absoluteUrl('/case-studies'),
      publisher: organizationJsonLd(),
      ...(stories
        ? {
            mainEntity: {
              '@type': 'ItemList',
              numberOfItems: stories.length,
              itemListElement: stories.map((story, index) => ({
                '@type': 'ListItem',
                position: index + 1,
                url: absoluteUrl(caseStudyPath(story)),
                name: story.title,
              })),
            },
          }
        : {}),
    },
  });
}

export default function CaseStudyListRoute({ matches }: Route.ComponentProps) {
  const data = caseStudiesPageOf(matches);
  if (data?.page !== 'list') return null;
  return <CaseStudyList stories={data.stories} failed={data.failed} />;
}
