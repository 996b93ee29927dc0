import { LegalDocumentView } from '@/components/sections/legal/legal-document';
import { legalPages } from '@/content/legal';
import { siteConfig, siteCopy } from '@/content/site';
import { localeOfPath } from '@/lib/locale';
import { pageMeta } from '@/lib/seo';
import { useLocale } from '@/lib/use-locale';

import type { Route } from './+types/terms';

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const document = legalPages[locale].termsOfService;
  return pageMeta({
    title: document.title,
    description: document.description,
    path: document.path,
    locale,
    siteName: siteConfig.companyName,
  });
}

export default function TermsRoute() {
  const locale = useLocale();
  const { termsOfService, tocLabel } = legalPages[locale];
  return (
    <LegalDocumentView
      document={termsOfService}
      tocLabel={tocLabel}
      newTabHint={siteCopy[locale].newTabHint}
    />
  );
}
