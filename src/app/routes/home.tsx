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
import {
  clientsSection,
  comparison,
  faqSection,
  features,
  finalCta,
  hero,
  process,
  solution,
  workshopTeaser,
} from '@/content/home';
import { siteConfig } from '@/content/site';
import { BookingLink, useBooking } from '@/features/booking';
import { ChatBox, renderMic } from '@/features/chat';
import { pageMeta } from '@/lib/seo';

export function meta() {
  return pageMeta({
    ...siteConfig.defaultMeta,
    path: '/',
    siteName: siteConfig.companyName,
  });
}

export default function Home() {
  const booking = useBooking();
  return (
    <div className="render-on-approach">
      <Hero copy={hero} chat={<ChatBox onRequestMeeting={booking.open} mic={renderMic} />} />
      <Solution copy={solution} />
      <ClientLogos title={clientsSection.title} clients={clients} />
      <WorkshopTeaser copy={workshopTeaser} BookLink={BookingLink} />
      <ProcessSteps copy={process} />
      <FeatureCards copy={features} />
      <Comparison copy={comparison} />
      <FaqSection copy={faqSection} entries={faq} BookLink={BookingLink} />
      <FinalCta copy={finalCta} />
    </div>
  );
}
