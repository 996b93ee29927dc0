/**
 * What every page shows beside the company facts (which live in the database, company_facts:
 * names, contact, address, register, links, the figures the pages quote; filled into copy with
 * `{name}` placeholders, lib/site-facts.ts `withFacts`). The root's data carries the values of
 * the placeholders of this copy for every page.
 */
// Relative, not '@/…': the build configuration loads this file (scripts/host-files.ts).
import { localized } from '../lib/locale.ts';

export const siteConfig = {
  /**
   * The company's logo in structured data (schema.org `logo`): a raster image in public/ of at
   * least 112×112 px, as search engines require, rendered from scripts/og-image/logo.html.
   */
  logo: { src: '/logo.png', width: 512, height: 512 },
} as const;

/** The site-wide texts of each edition. */
export const siteCopy = localized({
  en: {
    tagline: 'AI agents and automation for mid-market and enterprise teams',
    /** Title of the decorative 3D background iframe (hidden from assistive technology). */
    backgroundSceneTitle: 'Decorative animated background',
    /**
     * Title and description of the home page, and of the SPA fallback that stands for every
     * address without a page of its own.
     */
    defaultMeta: {
      title: 'AI agents and automation for your business',
      description:
        'We automate repetitive work with AI agents and make your company knowledge searchable. Go live in {goLiveWeeks} weeks, with {integrations}+ integrations and {accuracy}%+ accuracy.',
    },
    /**
     * Default social preview image (in public/, 1200×630, rendered from
     * scripts/og-image/og-image.html) and what it shows, for link previews read aloud: the
     * picture as it was rendered, figures included (so not filled in from the company facts).
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
    backgroundSceneTitle: 'Dekorativer animierter Hintergrund',
    defaultMeta: {
      title: 'KI-Agenten und Automatisierung für Ihr Unternehmen',
      description:
        'Wir automatisieren wiederkehrende Arbeit mit KI-Agenten und machen das Wissen Ihres Unternehmens durchsuchbar. Live in {goLiveWeeks} Wochen, mit über {integrations} Integrationen und über {accuracy} % Genauigkeit.',
    },
    ogImage: {
      src: '/og-image.png',
      alt: 'Northlight AI: KI-Agenten, die Ihrem Team Routinearbeit abnehmen. Live in 6–8 Wochen, über 500 Integrationen, über 99 % Genauigkeit.',
    },
    loading: 'Wird geladen',
    newTabHint: '(öffnet in einem neuen Tab)',
  },
});
