import { LegalDocumentView } from '@/components/sections/legal/legal-document';
import { legalPages } from '@/content/legal';
import { siteConfig, siteCopy } from '@/content/site';
import { localeOfPath } from '@/lib/locale';
import { pageMeta } from '@/lib/seo';
import { useLocale } from '@/lib/use-locale';

import type { Route } from './+types/imprint';

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const document = legalPages[locale].imprint;
  return pageMeta({
    title: document.title,
    description: document.description,
    path: document.path,
    locale,
    siteName: siteConfig.companyName,
  });
}

export default function ImprintRoute() {
  const locale = useLocale();
  const { imprint, tocLabel } = legalPages[locale];
  return (
    <LegalDocumentView
      document={imprint}
      tocLabel={tocLabel}
      newTabHint={siteCopy[locale].newTabHint}
    />
  );
}
