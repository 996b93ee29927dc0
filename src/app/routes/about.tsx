import { Link } from 'react-router';

import { Leadership } from '@/components/sections/about/leadership';
import { Mission } from '@/components/sections/about/mission';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { Button } from '@/components/ui/button';
import { aboutPage } from '@/content/about';
import { siteConfig } from '@/content/site';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({ ...aboutPage.meta, path: '/about', siteName: siteConfig.companyName });
}

export default function AboutRoute() {
  const { hero, mission, leadership, values, cta } = aboutPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <Mission {...mission} />
      <Leadership {...leadership} />
      <IconCardGrid {...values} />
      <CtaSection id={cta.id} title={cta.title} intro={cta.intro}>
        <Button asChild variant="accent" size="lg">
          <Link to={cta.link.href}>{cta.link.label}</Link>
        </Button>
      </CtaSection>
    </>
  );
}
