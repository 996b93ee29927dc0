import { ComingSoon } from '@/components/layout/coming-soon';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: 'Privacy Policy',
    description: `Privacy Policy – ${siteConfig.companyName}.`,
    path: '/privacy',
    siteName: siteConfig.companyName,
  });
}

export default function Route() {
  return <ComingSoon title="Privacy Policy" />;
}
