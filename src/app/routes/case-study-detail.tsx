import { siteConfig } from '@/content/site';
import { CaseStudyDetail } from '@/features/case-studies';
import { QueryProvider } from '@/lib/query-client';
import { pageMeta } from '@/lib/seo';

import type { Route } from './+types/case-study-detail';

export function meta({ params }: Route.MetaArgs) {
  return pageMeta({
    title: 'Case study',
    description: `Case study – ${siteConfig.companyName}.`,
    path: `/case-studies/${params.id}`,
    siteName: siteConfig.companyName,
    noIndex: true,
  });
}

export default function CaseStudyDetailRoute({ params }: Route.ComponentProps) {
  return (
    <QueryProvider>
      {/* Keyed by id so moving between case studies starts from a clean state. */}
      <CaseStudyDetail key={params.id} id={params.id} />
    </QueryProvider>
  );
}
