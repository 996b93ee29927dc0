import { memo, Suspense } from 'react';

import { ClientLogos } from '@/components/sections/home/client-logos';
import { Comparison } from '@/components/sections/home/comparison';
import { FaqSection } from '@/components/sections/home/faq-section';
import { FeatureCards } from '@/components/sections/home/feature-cards';
import { FinalCta } from '@/components/sections/home/final-cta';
import { Hero } from '@/components/sections/home/hero';
import { ProcessSteps } from '@/components/sections/home/process-steps';
import { Solution } from '@/components/sections/home/solution';
import { WorkshopTeaser } from '@/components/sections/home/workshop-teaser';
import { clients } from '@/content/clients';
import { faq } from '@/content/faq';
import { homePage } from '@/content/home';
import { siteConfig, siteCopy } from '@/content/site';
import { BookingLink, useBooking } from '@/features/booking';
import { ChatBox, renderMic } from '@/features/chat';
import { type Locale, localeOfPath } from '@/lib/locale';
import { pageMeta } from '@/lib/seo';
import { useLocale } from '@/lib/use-locale';

import type { Route } from './+types/home';

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    ...siteCopy[locale].defaultMeta,
    path: '/',
    locale,
    siteName: siteConfig.companyName,
  });
}

export default function Home() {
  const booking = useBooking();
  const locale = useLocale();
  return (
    <div className="render-on-approach">
      <Hero
        copy={homePage[locale].hero}
        chat={<ChatBox onRequestMeeting={booking.open} mic={renderMic} />}
      />
      <LaterSections locale={locale} />
    </div>
  );
}

/**
 * The sections after the hero, each its own Suspense boundary: the page is prerendered in full
 * (every boundary in place: app/entry.server.tsx), and React hydrates these boundaries after the
 * first screen, one at a time and yielding to the browser in between, instead of in one long task
 * with the hero. Memoised by language, so a re-render of the page before they have hydrated does
 * not reach them.
 */
const LaterSections = memo(function LaterSections({ locale }: { locale: Locale }) {
  const copy = homePage[locale];
  const sections = [
    <Solution copy={copy.solution} />,
    <ClientLogos title={copy.clientsSection.title} clients={clients} />,
    <WorkshopTeaser copy={copy.workshopTeaser} BookLink={BookingLink} />,
    <ProcessSteps copy={copy.process} />,
    <FeatureCards copy={copy.features} />,
    <Comparison copy={copy.comparison} />,
    <FaqSection copy={copy.faqSection} entries={faq[locale]} BookLink={BookingLink} />,
    <FinalCta copy={copy.finalCta} />,
  ];
  // The list never changes order: its position is its key.
  return sections.map((section, index) => <Suspense key={index}>{section}</Suspense>);
});
