import { memo, Suspense, useMemo } from 'react';

import { ClientLogos } from '@/components/sections/home/client-logos';
import { Comparison } from '@/components/sections/home/comparison';
import { type FaqEntry, FaqSection } from '@/components/sections/home/faq-section';
import { FeatureCards } from '@/components/sections/home/feature-cards';
import { FinalCta } from '@/components/sections/home/final-cta';
import { Hero } from '@/components/sections/home/hero';
import { ProcessSteps } from '@/components/sections/home/process-steps';
import { Solution } from '@/components/sections/home/solution';
import { WorkshopTeaser } from '@/components/sections/home/workshop-teaser';
import { clients } from '@/content/clients';
import { homePage } from '@/content/home';
import { siteCopy } from '@/content/site';
import { BookingLink, useBooking } from '@/features/booking';
import { ChatBox, renderMic } from '@/features/chat';
import { type Locale, localeOfPath } from '@/lib/locale';
import { pageMeta } from '@/lib/seo';
import { siteFactsOf, useSiteFacts, withFacts } from '@/lib/site-facts';
import { useLocale } from '@/lib/use-locale';

import { localeOfRequest, revalidateOnLanguageChange } from '../language-data';
import { faqAtBuild, pageFactsAtBuild } from '../site-content-data';
import type { Route } from './+types/home';

/**
 * At build time: the published FAQ in the page's language (an entry without it: in the other) and
 * the figures the page quotes. The company's structured data is on /about, the page about it, not
 * here: it would cost the home page its first round trip.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    faq: await faqAtBuild(locale),
    facts: await pageFactsAtBuild(locale, { copy: homePage[locale] }),
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const facts = siteFactsOf(matches);
  return pageMeta({
    ...withFacts(siteCopy[locale].defaultMeta, facts?.values),
    path: '/',
    locale,
    siteName: facts?.companyName ?? '',
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const booking = useBooking();
  const locale = useLocale();
  const { values } = useSiteFacts();
  const copy = useMemo(() => withFacts(homePage[locale], values), [values, locale]);
  return (
    <div className="render-on-approach">
      <Hero copy={copy.hero} chat={<ChatBox onRequestMeeting={booking.open} mic={renderMic} />} />
      <LaterSections copy={copy} faq={loaderData.faq} />
    </div>
  );
}

/**
 * The sections after the hero, each its own Suspense boundary: the page is prerendered in full
 * (every boundary in place: app/entry.server.tsx), and React hydrates these boundaries after the
 * first screen, one at a time and yielding to the browser in between, instead of in one long task
 * with the hero. Memoised by their copy (filled in once per language), so a re-render of the page before they have hydrated does
 * not reach them.
 */
const LaterSections = memo(function LaterSections({
  copy,
  faq,
}: {
  copy: (typeof homePage)[Locale];
  faq: readonly FaqEntry[];
}) {
  const sections = [
    <Solution copy={copy.solution} />,
    <ClientLogos title={copy.clientsSection.title} clients={clients} />,
    <WorkshopTeaser copy={copy.workshopTeaser} BookLink={BookingLink} />,
    <ProcessSteps copy={copy.process} />,
    <FeatureCards copy={copy.features} />,
    <Comparison copy={copy.comparison} />,
    <FaqSection copy={copy.faqSection} entries={faq} BookLink={BookingLink} />,
    <FinalCta copy={copy.finalCta} />,
  ];
  // The list never changes order: its position is its key.
  return sections.map((section, index) => <Suspense key={index}>{section}</Suspense>);
});
