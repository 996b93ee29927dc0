import { LegalDocumentView } from '@/components/sections/legal/legal-document';
import { LEGAL_TOC_LABEL, privacyPolicy } from '@/content/legal';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: privacyPolicy.title,
    description: privacyPolicy.description,
    path: privacyPolicy.path,
    siteName: siteConfig.companyName,
  });
}

export default function PrivacyRoute() {
  return <LegalDocumentView document={privacyPolicy} tocLabel={LEGAL_TOC_LABEL} />;
}
