import { LegalDocumentView } from '@/components/sections/legal/legal-document';
import { privacyPolicy } from '@/content/legal/privacy';
import { legalTocLabel } from '@/content/legal/shared';
import { siteConfig, siteCopy } from '@/content/site';
import { localeOfPath } from '@/lib/locale';
import { pageMeta } from '@/lib/seo';
import { useLocale } from '@/lib/use-locale';

import type { Route } from './+types/privacy';

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const document = privacyPolicy[locale];
  return pageMeta({
    title: document.title,
    description: document.description,
    path: document.path,
    locale,
    siteName: siteConfig.companyName,
  });
}

export default function PrivacyRoute() {
  const locale = useLocale();
  return (
    <LegalDocumentView
      document={privacyPolicy[locale]}
      tocLabel={legalTocLabel[locale]}
      newTabHint={siteCopy[locale].newTabHint}
    />
  );
}
