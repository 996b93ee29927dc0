import { ComingSoon } from '@/components/layout/coming-soon';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: 'Case study',
    description: `Case study – ${siteConfig.companyName}.`,
    path: '/case-studies',
    siteName: siteConfig.companyName,
    noIndex: true,
  });
}

export default function Route() {
  return <ComingSoon title="Case study" />;
}
