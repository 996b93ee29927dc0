import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { PartnerCards } from '@/components/sections/partners/partner-cards';
import { buttonVariants } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { partnersPage } from '@/content/partners';
import { siteCopy } from '@/content/site';
import { localeOfPath } from '@/lib/locale';
import { pageMeta } from '@/lib/seo';
import { siteNameOf, useSiteFacts, withFacts } from '@/lib/site-facts';
import { useLocale } from '@/lib/use-locale';

import { localeOfRequest, revalidateOnLanguageChange } from '../language-data';
import { pageFactsAtBuild } from '../site-content-data';
import type { Route } from './+types/partners';

/** At build time: the facts the page's copy quotes beyond the layout's (src/lib/site-facts.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { facts: await pageFactsAtBuild(locale, { copy: partnersPage[locale] }) };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    ...partnersPage[locale].meta,
    path: '/partners',
    locale,
    siteName: siteNameOf(matches),
  });
}

export default function PartnersRoute() {
  const locale = useLocale();
  const { hero, list, cta } = withFacts(partnersPage[locale], useSiteFacts().values);
  const { newTabHint } = siteCopy[locale];
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <PartnerCards {...list} newTabHint={newTabHint} />
      <CtaSection id={cta.id} title={cta.title} intro={cta.intro}>
        <ExternalLink
          href={cta.href}
          newTabHint={newTabHint}
          className={buttonVariants({ variant: 'accent', size: 'lg' })}
        >
          {cta.label}
        </ExternalLink>
      </CtaSection>
    </>
  );
}
