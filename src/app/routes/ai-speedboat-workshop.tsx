import { ComingSoon } from '@/components/layout/coming-soon';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: 'AI Speedboat Workshop',
    description: `AI Speedboat Workshop – ${siteConfig.companyName}.`,
    path: '/ai-speedboat-workshop',
    siteName: siteConfig.companyName,
  });
}

export default function Route() {
  return <ComingSoon title="AI Speedboat Workshop" />;
}
