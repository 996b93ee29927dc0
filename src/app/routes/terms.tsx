import { ComingSoon } from '@/components/layout/coming-soon';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: 'Terms of Service',
    description: `Terms of Service – ${siteConfig.companyName}.`,
    path: '/terms',
    siteName: siteConfig.companyName,
  });
}

export default function Route() {
  return <ComingSoon title="Terms of Service" />;
}
