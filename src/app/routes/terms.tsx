import { LegalDocumentView } from '@/components/sections/legal/legal-document';
import { LEGAL_TOC_LABEL, termsOfService } from '@/content/legal';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: termsOfService.title,
    description: termsOfService.description,
    path: termsOfService.path,
    siteName: siteConfig.companyName,
  });
}

export default function TermsRoute() {
  return <LegalDocumentView document={termsOfService} tocLabel={LEGAL_TOC_LABEL} />;
}
