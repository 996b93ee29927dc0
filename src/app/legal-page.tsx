/**
 * What the three legal routes share: their tags and their page, from the route data of
 * `legal-page-data.server.ts` (the text read and rendered at build time).
 */
import { LegalDocumentView } from '@/components/sections/legal/legal-document';
import { legalCopy } from '@/content/legal';
import { siteCopy } from '@/content/site';
import { type Locale, languageNames, languageTags, localeOfPath } from '@/lib/locale';
import { type MetaDescriptor, pageMeta } from '@/lib/seo';
import { type SiteMatches, siteNameOf } from '@/lib/site-facts';
import { useLocale } from '@/lib/use-locale';

import type { LegalPageData } from './legal-page-data.server';

type LegalMetaArgs = {
  loaderData: LegalPageData | undefined;
  location: { pathname: string };
  matches: SiteMatches;
};

export function legalPageMeta({ loaderData, location, matches }: LegalMetaArgs): MetaDescriptor[] {
  if (!loaderData) return [];
  return pageMeta({
    title: loaderData.title,
    description: loaderData.description,
    path: loaderData.path,
    locale: localeOfPath(location.pathname),
    editions: loaderData.editions,
    siteName: siteNameOf(matches),
  });
}

export function LegalPage({ data }: { data: LegalPageData }) {
  const locale: Locale = useLocale();
  const other = data.language === locale ? undefined : data.language;
  return (
    <LegalDocumentView
      document={data.document}
      tocLabel={legalCopy[locale].tocLabel}
      newTabHint={siteCopy[locale].newTabHint}
      {...(other
        ? { otherLanguage: { tag: languageTags[other].html, name: languageNames[other] } }
        : {})}
    />
  );
}
