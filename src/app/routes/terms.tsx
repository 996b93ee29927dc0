import { LegalDocumentView } from '@/components/sections/legal/legal-document';
import { termsOfService } from '@/content/legal/terms';
import { legalTocLabel } from '@/content/legal/shared';
import { siteConfig, siteCopy } from '@/content/site';
import { localeOfPath } from '@/lib/locale';
import { pageMeta } from '@/lib/seo';
import { useLocale } from '@/lib/use-locale';

import type { Route } from './+types/terms';

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const document = termsOfService[locale];
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
  return (
    <LegalDocumentView
      document={termsOfService[locale]}
      tocLabel={legalTocLabel[locale]}
      newTabHint={siteCopy[locale].newTabHint}
    />
  );
}
