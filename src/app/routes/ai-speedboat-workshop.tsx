import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { StatList } from '@/components/sections/stat-list';
import { StepList } from '@/components/sections/step-list';
import { ItemGrid } from '@/components/sections/workshop/item-grid';
import { SuccessStories } from '@/components/sections/workshop/success-stories';
import { WorkshopTimeline } from '@/components/sections/workshop/workshop-timeline';
import { buttonVariants } from '@/components/ui/button';
import { workshopPage } from '@/content/workshop';
import { linkStories } from '@/features/case-studies';
import { LocalLink } from '@/components/ui/local-link';
import { localeOfPath } from '@/lib/locale';
import { pageMeta } from '@/lib/seo';
import { siteFactsOf, useSiteFacts, withFacts } from '@/lib/site-facts';
import { useLocale } from '@/lib/use-locale';

import { publishedCardsAtBuild } from '../case-studies-data';
import { localeOfRequest, revalidateOnLanguageChange } from '../language-data';
import { pageFactsAtBuild } from '../site-content-data';
import type { Route } from './+types/ai-speedboat-workshop';

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const facts = siteFactsOf(matches);
  return pageMeta({
    ...withFacts(workshopPage[locale].meta, facts?.values),
    path: '/ai-speedboat-workshop',
    locale,
    siteName: facts?.companyName ?? '',
  });
}

/**
 * At build time (the page is prerendered): each success story links to the published case study
 * of its client; a story without one is left out. Publishing rebuilds the site. Beside them the
 * facts the page's copy quotes beyond the layout's (its price, dates and figures).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const copy = workshopPage[locale];
  return {
    stories: linkStories(copy.stories.items, await publishedCardsAtBuild()),
    facts: await pageFactsAtBuild(locale, { copy }),
  };
}

export default function WorkshopRoute({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const values = useSiteFacts().values;
  const { hero, problems, benefits, timeline, takeaways, stories, followUp, closing } = withFacts(
    workshopPage[locale],
    values,
  );
  // The price and the next dates are shown among the tags when the company facts name them.
  const offerTags = [
    ...(values.workshopPrice ? [hero.priceTag] : []),
    ...(values.workshopDates ? [hero.datesTag] : []),
  ];
  return (
    <>
      <PageHero
        badge={hero.badge}
        title={hero.title}
        intro={hero.intro}
        tags={[...hero.tags, ...offerTags]}
        tagsLabel={hero.tagsLabel}
        actions={
          <LocalLink
            to={hero.cta.href}
            className={buttonVariants({ variant: 'accent', size: 'lg' })}
          >
            {hero.cta.label}
          </LocalLink>
        }
      />
      <ItemGrid {...problems} tone="problem" />
      <ItemGrid {...benefits} tone="benefit" />
      <WorkshopTimeline {...timeline} />
      <Section labelledBy={takeaways.id}>
        <SectionHeader id={takeaways.id} eyebrow={takeaways.eyebrow} title={takeaways.title} />
        <StatList items={takeaways.items} />
      </Section>
      <SuccessStories {...stories} items={loaderData.stories} />
      <Section labelledBy={followUp.id} className="bg-card/40">
        <SectionHeader id={followUp.id} eyebrow={followUp.eyebrow} title={followUp.title} />
        <StepList steps={followUp.steps} />
      </Section>
      <CtaSection id={closing.id} title={closing.title} intro={closing.intro}>
        <LocalLink
          to={closing.cta.href}
          className={buttonVariants({ variant: 'accent', size: 'lg' })}
        >
          {closing.cta.label}
        </LocalLink>
      </CtaSection>
    </>
  );
}
