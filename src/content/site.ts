/**
 * Company facts shown across the site (header, footer, imprint, contact, structured data).
 *
 * PLACEHOLDERS: every value in this file is a stand-in and must be replaced with the real company
 * data before launch. They are kept in this one file so nothing else needs to change.
 */
// Relative, not '@/…': the build configuration loads this file (scripts/host-files.ts).
import { localized } from '../lib/locale.ts';

export const siteConfig = {
  /** PLACEHOLDER */ companyName: 'Northlight AI',
  /** PLACEHOLDER */ legalName: 'Northlight AI GmbH',
  /** PLACEHOLDER */ tagline: 'AI agents and automation for mid-market and enterprise teams',
  /** PLACEHOLDER */ email: 'hello@northlight-ai.example',
  /** PLACEHOLDER */ phone: '+49 30 1234567',
  /** PLACEHOLDER */ address: {
    street: 'Musterstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'Germany',
  },
  /** PLACEHOLDER */ vatId: 'DE123456789',
  /** PLACEHOLDER */ commercialRegister: 'Amtsgericht Berlin-Charlottenburg, HRB 000000',
  /** PLACEHOLDER */ ceo: 'Alex Example',
  /** PLACEHOLDER */ responsibleForContent: 'Alex Example, Musterstraße 1, 10115 Berlin',
  /** PLACEHOLDER */ socialLink: {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/company/northlight-ai-example',
  },
  /** External booking page used by plain links ('Discuss Your Custom Agent', 'Book a demo'…). PLACEHOLDER */
  externalBookingUrl: 'https://meetings.hubspot.com/northlight-ai-example',
  /**
   * The company's logo in structured data (schema.org `logo`): a raster image in public/ of at
   * least 112×112 px, as search engines require, rendered from scripts/og-image/logo.html.
   */
  logo: { src: '/logo.png', width: 512, height: 512 },
} as const;

/** The site-wide texts of each edition. */
export const siteCopy = localized({
  en: {
    tagline: siteConfig.tagline as string,
    country: siteConfig.address.country as string,
    /** Title of the decorative 3D background iframe (hidden from assistive technology). */
    backgroundSceneTitle: 'Decorative animated background',
    /**
     * Title and description of the home page, and of the SPA fallback that stands for every
     * address without a page of its own.
     */
    defaultMeta: {
      title: 'AI agents and automation for your business',
      description:
        'We automate repetitive work with AI agents and make your company knowledge searchable. Go live in 6-8 weeks, with 500+ integrations and 99%+ accuracy.',
    },
    /**
     * Default social preview image (in public/, 1200×630, rendered from
     * scripts/og-image/og-image.html) and what it shows, for link previews read aloud.
     */
    ogImage: {
      src: '/og-image.png',
      alt: 'Northlight AI: AI agents that take the busywork off your team. Go live in 6-8 weeks, 500+ integrations, 99%+ accuracy.',
    },
    /** The loading indicator of a page whose script is still starting. */
    loading: 'Loading',
    /** Read by screen readers after a link that opens another site in a new tab. */
    newTabHint: '(opens in a new tab)',
  },
  de: {
    tagline: 'KI-Agenten und Automatisierung für den Mittelstand und große Unternehmen',
    country: 'Deutschland',
    backgroundSceneTitle: 'Dekorativer animierter Hintergrund',
    defaultMeta: {
      title: 'KI-Agenten und Automatisierung für Ihr Unternehmen',
      description:
        'Wir automatisieren wiederkehrende Arbeit mit KI-Agenten und machen das Wissen Ihres Unternehmens durchsuchbar. Live in 6–8 Wochen, mit über 500 Integrationen und über 99 % Genauigkeit.',
    },
    ogImage: {
      src: '/og-image.png',
      alt: 'Northlight AI: KI-Agenten, die Ihrem Team Routinearbeit abnehmen. Live in 6–8 Wochen, über 500 Integrationen, über 99 % Genauigkeit.',
    },
    loading: 'Wird geladen',
    newTabHint: '(öffnet in einem neuen Tab)',
  },
});
