import { caseStudiesContent } from '@/content/case-studies';
import { siteConfig } from '@/content/site';
import { CaseStudyList } from '@/features/case-studies';
import { QueryProvider } from '@/lib/query-client';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: caseStudiesContent.list.title,
    description: caseStudiesContent.list.intro,
    path: '/case-studies',
    siteName: siteConfig.companyName,
  });
}

export default function Route() {
  return (
    <QueryProvider>
      <CaseStudyList />
    </QueryProvider>
  );
}
