import { ComingSoon } from '@/components/layout/coming-soon';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: 'Grid',
    description: `Grid – ${siteConfig.companyName}.`,
    path: '/grid',
    siteName: siteConfig.companyName,
  });
}

export default function Route() {
  return <ComingSoon title="Grid" />;
}
