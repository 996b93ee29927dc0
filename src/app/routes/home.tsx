import { ComingSoon } from '@/components/layout/coming-soon';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: 'AI automation for your business',
    description: `AI automation for your business – ${siteConfig.companyName}.`,
    path: '/',
    siteName: siteConfig.companyName,
  });
}

export default function Route() {
  return <ComingSoon title="AI automation for your business" />;
}
