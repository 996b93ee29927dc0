import { ComingSoon } from '@/components/layout/coming-soon';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: 'Imprint',
    description: `Imprint – ${siteConfig.companyName}.`,
    path: '/imprint',
    siteName: siteConfig.companyName,
  });
}

export default function Route() {
  return <ComingSoon title="Imprint" />;
}
