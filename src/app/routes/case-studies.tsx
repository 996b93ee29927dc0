import { ComingSoon } from '@/components/layout/coming-soon';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: 'Our Success Stories',
    description: `Our Success Stories – ${siteConfig.companyName}.`,
    path: '/case-studies',
    siteName: siteConfig.companyName,
  });
}

export default function Route() {
  return <ComingSoon title="Our Success Stories" />;
}
