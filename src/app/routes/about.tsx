import { Leadership } from '@/components/sections/about/leadership';
import { Mission } from '@/components/sections/about/mission';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { buttonVariants } from '@/components/ui/button';
import { LocalLink } from '@/components/ui/local-link';
import { aboutPage } from '@/content/about';
import { localeOfPath } from '@/lib/locale';
import { pageMeta } from '@/lib/seo';
import { siteFactsOf, useSiteFacts, withFacts } from '@/lib/site-facts';
import { useLocale } from '@/lib/use-locale';

import { localeOfRequest, revalidateOnLanguageChange } from '../language-data';
import { organizationAtBuild, pageFactsAtBuild } from '../site-content-data';
import type { Route } from './+types/about';

/**
 * At build time: the facts the page's copy quotes beyond the layout's (src/lib/site-facts.ts) and
 * the company as an Organization, the page's structured data (it is about the company).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const [facts, organization] = await Promise.all([
    pageFactsAtBuild(locale, { copy: aboutPage[locale] }),
    organizationAtBuild(locale),
  ]);
  return { facts, organization };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ location, matches, loaderData }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const facts = siteFactsOf(matches);
  return pageMeta({
    ...withFacts(aboutPage[locale].meta, facts?.values),
    path: '/about',
    locale,
    siteName: facts?.companyName ?? '',
    ...(loaderData ? { jsonLd: loaderData.organization } : {}),
  });
}

export default function AboutRoute() {
  const locale = useLocale();
  const { hero, mission, leadership, values, cta } = withFacts(
    aboutPage[locale],
    useSiteFacts().values,
  );
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <Mission {...mission} />
      <Leadership {...leadership} />
      <IconCardGrid {...values} />
      <CtaSection id={cta.id} title={cta.title} intro={cta.intro}>
        <LocalLink to={cta.link.href} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
          {cta.link.label}
        </LocalLink>
      </CtaSection>
    </>
  );
}
