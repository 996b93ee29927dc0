/**
 * The legal pages (/privacy, /terms, /imprint) are structured sections, one module per page in
 * this folder, each in English and German. This module holds what the three share: their type,
 * the company's contact lines, the date they were last revised, the label of their table of
 * contents and the helpers their sections are written with.
 *
 * PLACEHOLDERS — NOT LEGAL ADVICE: these texts are realistic drafts for a German GmbH and must be
 * reviewed by a lawyer before launch.
 *
 * TRANSITIONAL: the site shows the legal pages from the database (legal_pages); these modules are
 * only the assistant's knowledge until chat-ai reads the published pages itself.
 */
import type { LegalLine } from '@/components/sections/legal/legal-document';

import { type Locale, localized } from '@/lib/locale';

import { assistantFacts as siteConfig } from '../assistant-facts';

type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'lines'; lines: readonly LegalLine[] };

/**
 * A legal page as the assistant's knowledge quotes it (the site shows the database's copy): its
 * route, search description and sections.
 */
export type LegalPage = {
  path: '/privacy' | '/terms' | '/imprint';
  title: string;
  description: string;
  lastUpdated?: string;
  intro?: string;
  sections: readonly { id: string; heading: string; blocks: readonly LegalBlock[] }[];
};

const { address } = siteConfig;

/** The company's address, e-mail and phone lines, labelled in a language. */
export function contactLines(locale: Locale) {
  const labels = {
    en: { email: 'E-mail', phone: 'Phone' },
    de: { email: 'E-Mail', phone: 'Telefon' },
  };
  const addressLines: LegalLine[] = [
    { text: siteConfig.legalName },
    { text: address.street },
    { text: `${address.postalCode} ${address.city}` },
    { text: locale === 'de' ? 'Deutschland' : siteConfig.address.country },
  ];
  const emailLine: LegalLine = {
    label: labels[locale].email,
    text: siteConfig.email,
    href: `mailto:${siteConfig.email}`,
  };
  const phoneLine: LegalLine = {
    label: labels[locale].phone,
    text: siteConfig.phone,
    href: `tel:${siteConfig.phone.replace(/[^+\d]/g, '')}`,
  };
  return { addressLines, emailLine, phoneLine };
}

/** When the privacy policy and the terms were last revised (both carry the same date). */
export const LAST_UPDATED = localized({
  en: 'Last updated: December 2024',
  de: 'Stand: Dezember 2024',
});

/** Accessible name of the table of contents on each legal page. */
export const legalTocLabel = localized({ en: 'On this page', de: 'Auf dieser Seite' });

export const p = (text: string): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });

export const EU_ODR_URL = 'https://ec.europa.eu/consumers/odr/';
