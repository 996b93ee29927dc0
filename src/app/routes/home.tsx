import { Suspense, useMemo } from 'react';

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
import { localeOfPath } from '@/lib/locale';
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
  const {
    hero,
    solution,
    clientsSection,
    workshopTeaser,
    process,
    features,
    comparison,
    faqSection,
    finalCta,
  } = homePage[locale];
  // Each later section is its own Suspense boundary: the page is prerendered in full (every
  // boundary in place: app/entry.server.tsx), and React hydrates these boundaries after the first
  // screen, one at a time and yielding to the browser in between, instead of in one long task with
  // the hero. The elements are made once per language, so a re-render of this page before they
  // have hydrated does not reach them.
  const later = useMemo(
    () => (
      <>
        <Suspense>
          <Solution copy={solution} />
        </Suspense>
        <Suspense>
          <ClientLogos title={clientsSection.title} clients={clients} />
        </Suspense>
        <Suspense>
          <WorkshopTeaser copy={workshopTeaser} BookLink={BookingLink} />
        </Suspense>
        <Suspense>
          <ProcessSteps copy={process} />
        </Suspense>
        <Suspense>
          <FeatureCards copy={features} />
        </Suspense>
        <Suspense>
          <Comparison copy={comparison} />
        </Suspense>
        <Suspense>
          <FaqSection copy={faqSection} entries={faq[locale]} BookLink={BookingLink} />
        </Suspense>
        <Suspense>
          <FinalCta copy={finalCta} />
        </Suspense>
      </>
    ),
    [
      solution,
      clientsSection,
      workshopTeaser,
      process,
      features,
      comparison,
      faqSection,
      finalCta,
      locale,
    ],
  );
  return (
    <div className="render-on-approach">
      <Hero copy={hero} chat={<ChatBox onRequestMeeting={booking.open} mic={renderMic} />} />
      {later}
    </div>
  );
}
