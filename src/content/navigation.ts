import type { LanguageHintCopy } from '@/components/layout/language-hint-card';
import type { FooterLabels } from '@/components/layout/site-footer';
import type { HeaderLabels, NavItem } from '@/components/layout/nav-types';
import { localized } from '@/lib/locale';

/**
 * The header, side menu, skip link and footer of each edition. Links name pages by their English
 * path; the header and footer put them in the page's language.
 */
export const navigation = localized<{
  /** The navigation bar's links, in order. The last one is shown as the highlighted button. */
  main: readonly NavItem[];
  /** Labels of the header and its side menu on narrow screens, and of the skip link. */
  labels: HeaderLabels & { skipLink: string };
  /** The footer's legal links. */
  legal: readonly NavItem[];
  footer: FooterLabels;
}>({
  en: {
    main: [
      { href: '/', label: 'Home' },
      { href: '/about', label: 'About' },
      { href: '/ai-agents', label: 'AI Agents' },
      { href: '/ai-speedboat-workshop', label: 'AI Speedboat' },
      { href: '/case-studies', label: 'Case Studies' },
      { href: '/contact', label: 'Contact us', highlighted: true },
    ],
    labels: {
      homeLink: 'Home page',
      primaryNav: 'Main',
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
      menuTitle: 'Menu',
      menuDescription: 'Site navigation',
      skipLink: 'Skip to main content',
      languageSwitch: 'Diese Seite auf Deutsch',
    },
    legal: [
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms' },
      { href: '/imprint', label: 'Imprint' },
    ],
    footer: {
      legalNav: 'Legal',
      contactHeading: 'Contact',
      followHeading: 'Follow us',
      rights: 'All rights reserved.',
    },
  },
  de: {
    main: [
      { href: '/', label: 'Start' },
      { href: '/about', label: 'Über uns' },
      { href: '/ai-agents', label: 'KI-Agenten' },
      { href: '/ai-speedboat-workshop', label: 'AI Speedboat' },
      { href: '/case-studies', label: 'Fallstudien' },
      { href: '/contact', label: 'Kontakt', highlighted: true },
    ],
    labels: {
      homeLink: 'Startseite',
      primaryNav: 'Hauptnavigation',
      openMenu: 'Menü öffnen',
      closeMenu: 'Menü schließen',
      menuTitle: 'Menü',
      menuDescription: 'Navigation der Website',
      skipLink: 'Zum Hauptinhalt springen',
      languageSwitch: 'This page in English',
    },
    legal: [
      { href: '/privacy', label: 'Datenschutzerklärung' },
      { href: '/terms', label: 'AGB' },
      { href: '/imprint', label: 'Impressum' },
    ],
    footer: {
      legalNav: 'Rechtliches',
      contactHeading: 'Kontakt',
      followHeading: 'Folgen Sie uns',
      rights: 'Alle Rechte vorbehalten.',
    },
  },
});

/**
 * The note offered on English pages to visitors whose browser prefers German: always in German,
 * the language it addresses.
 */
export const germanEditionHint: LanguageHintCopy = {
  label: 'Deutsche Ausgabe',
  text: 'Diese Seite gibt es auch auf Deutsch.',
  link: 'Zur deutschen Seite',
  dismiss: 'Hinweis schließen',
};
