import { ComingSoon } from '@/components/layout/coming-soon';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: 'AI Agents',
    description: `AI Agents – ${siteConfig.companyName}.`,
    path: '/ai-agents',
    siteName: siteConfig.companyName,
  });
}

export default function Route() {
  return <ComingSoon title="AI Agents" />;
}
