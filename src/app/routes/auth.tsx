import { ComingSoon } from '@/components/layout/coming-soon';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    title: 'Anmelden',
    description: `Anmelden – ${siteConfig.companyName}.`,
    path: '/auth',
    siteName: siteConfig.companyName,
    noIndex: true,
  });
}

export default function Route() {
  return <ComingSoon title="Anmelden" />;
}
