import { ComingSoon } from '@/components/layout/coming-soon';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: 'About',
    description: `About – ${siteConfig.companyName}.`,
    path: '/about',
    siteName: siteConfig.companyName,
  });
}

export default function Route() {
  return <ComingSoon title="About" />;
}
