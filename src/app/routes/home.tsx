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
  return (
    <div className="render-on-approach">
      <Hero copy={hero} chat={<ChatBox onRequestMeeting={booking.open} mic={renderMic} />} />
      <Solution copy={solution} />
      <ClientLogos title={clientsSection.title} clients={clients} />
      <WorkshopTeaser copy={workshopTeaser} BookLink={BookingLink} />
      <ProcessSteps copy={process} />
      <FeatureCards copy={features} />
      <Comparison copy={comparison} />
      <FaqSection copy={faqSection} entries={faq[locale]} BookLink={BookingLink} />
      <FinalCta copy={finalCta} />
    </div>
  );
}
