import { useMemo } from 'react';

import { caseStudiesContent } from '@/content/case-studies';
import { CaseStudyList } from '@/features/case-studies';
import { caseStudyPath, inLanguage } from '@/lib/case-study';
import { localeOfPath, localizedPath } from '@/lib/locale';
import { organizationReference } from '@/lib/organization-json-ld';
import { absoluteUrl, pageMeta } from '@/lib/seo';
import { siteFactsOf } from '@/lib/site-facts';

import {
  type CaseStudyListData,
  listAtBuild,
  listInBrowser,
  listChangedSinceBuild,
  useLiveAfterBuild,
  useSiteCopies,
} from '../case-studies-data';
import type { Route } from './+types/case-study-list';

export async function loader(): Promise<CaseStudyListData> {
  return listAtBuild();
}

export async function clientLoader({
  request,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<CaseStudyListData> {
  return listInBrowser(request.signal, serverLoader);
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const facts = siteFactsOf(matches);
  const siteName = facts?.companyName ?? '';
  const locale = localeOfPath(location.pathname);
  const copy = caseStudiesContent[locale].list;
  // Null while not known (a build without case studies): then the structured data lists nothing.
  const stories = loaderData?.stories ?? null;
  return pageMeta({
    title: copy.title,
    description: copy.intro,
    path: '/case-studies',
    locale,
    siteName,
    jsonLd: {
      '@type': 'CollectionPage',
      name: copy.title,
      description: copy.intro,
      inLanguage: locale,
      url: absoluteUrl(localizedPath('/case-studies', locale)),
      ...(facts ? { publisher: organizationReference(facts.companyName) } : {}),
      ...(stories
        ? {
            mainEntity: {
              '@type': 'ItemList',
              numberOfItems: stories.length,
              itemListElement: stories.map((story, index) => ({
                '@type': 'ListItem',
                position: index + 1,
                url: absoluteUrl(localizedPath(caseStudyPath(story), locale)),
                name: inLanguage(story.texts, locale).value.title,
              })),
            },
          }
        : {}),
    },
  });
}

export default function CaseStudyListRoute({ loaderData }: Route.ComponentProps) {
  const { stories, failed, freshness } = loaderData;
  useLiveAfterBuild(freshness, () => listChangedSinceBuild(stories), stories === null);
  const shown = useSiteCopies(stories);
  const cards = useMemo(() => stories?.map(shown) ?? null, [shown, stories]);
  return <CaseStudyList stories={cards} failed={failed} />;
}
