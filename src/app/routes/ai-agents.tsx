import { AgentCards } from '@/components/sections/agents/agent-cards';
import { CustomAgent } from '@/components/sections/agents/custom-agent';
import { FeaturedAgents } from '@/components/sections/agents/featured-agents';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { StatList } from '@/components/sections/stat-list';
import { StepList } from '@/components/sections/step-list';
import { buttonVariants } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { agentsPage } from '@/content/agents';
import { siteCopy } from '@/content/site';
import { LocalLink } from '@/components/ui/local-link';
import { localeOfPath } from '@/lib/locale';
import { pageMeta } from '@/lib/seo';
import { siteFactsOf, useSiteFacts, withFacts } from '@/lib/site-facts';
import { useLocale } from '@/lib/use-locale';

import { localeOfRequest, revalidateOnLanguageChange } from '../language-data';
import { pageFactsAtBuild } from '../site-content-data';
import type { Route } from './+types/ai-agents';

/** At build time: the facts the page's copy quotes beyond the layout's (src/lib/site-facts.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { facts: await pageFactsAtBuild(locale, { copy: agentsPage[locale] }) };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const facts = siteFactsOf(matches);
  return pageMeta({
    ...withFacts(agentsPage[locale].meta, facts?.values),
    path: '/ai-agents',
    locale,
    siteName: facts?.companyName ?? '',
  });
}

export default function AiAgentsRoute() {
  const locale = useLocale();
  const { hero, featured, cards, custom, implementation, claims, closing } = withFacts(
    agentsPage[locale],
    useSiteFacts().values,
  );
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actions={
          <LocalLink
            to={hero.cta.href}
            className={buttonVariants({ variant: 'accent', size: 'lg' })}
          >
            {hero.cta.label}
          </LocalLink>
        }
      />
      <FeaturedAgents {...featured} />
      <AgentCards {...cards} />
      <CustomAgent {...custom} newTabHint={siteCopy[locale].newTabHint} />
      <Section labelledBy={implementation.id}>
        <SectionHeader
          id={implementation.id}
          eyebrow={implementation.eyebrow}
          title={implementation.title}
        />
        <StepList steps={implementation.steps} />
      </Section>
      <Section labelledBy={claims.id} spacing="compact">
        <h2 id={claims.id} className="sr-only">
          {claims.title}
        </h2>
        <StatList items={claims.items} />
      </Section>
      <CtaSection id={closing.id} title={closing.title} intro={closing.intro}>
        <ExternalLink
          href={closing.cta.href}
          newTabHint={siteCopy[locale].newTabHint}
          className={buttonVariants({ variant: 'accent', size: 'lg' })}
        >
          {closing.cta.label}
        </ExternalLink>
      </CtaSection>
    </>
  );
}
