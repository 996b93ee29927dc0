import { LegalDocumentView } from '@/components/sections/legal/legal-document';
import { LEGAL_TOC_LABEL, imprint } from '@/content/legal';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: imprint.title,
    description: imprint.description,
    path: imprint.path,
    siteName: siteConfig.companyName,
  });
}

export default function ImprintRoute() {
  return <LegalDocumentView document={imprint} tocLabel={LEGAL_TOC_LABEL} />;
}
