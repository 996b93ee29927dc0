/**
 * The data of a legal page's route (/privacy, /terms, /imprint), read and rendered at build
 * time: the published page from the database in the page's language (or, when it has none, in
 * the other, which the page then names), its Markdown turned into the sections the page shows,
 * and every company-fact placeholder filled in (`legalDocument`, the conversion the admin's
 * preview shows too).
 */
import type { LegalDocument } from '@/components/sections/legal/legal-document';
import { legalDocument } from '@/components/sections/legal/legal-markdown';
import { legalCopy } from '@/content/legal';
import { inLanguage } from '@/lib/case-study';
import { type Locale, locales, localeOfPath } from '@/lib/locale';
import { type LegalKind, legalTexts } from '@/lib/site-content';

import { fillCompany } from '../../supabase/functions/_shared/site-facts.ts';
import { companyFactsAtBuild, legalPageAtBuild } from './site-content-data';

export type LegalPageData = {
  path: `/${LegalKind}`;
  title: string;
  description: string;
  document: LegalDocument;
  /** The language the text is in (the page's, unless the page has none in it). */
  language: Locale;
  /** The languages the page is written in. */
  editions: Locale[];
};

export async function legalPageData(kind: LegalKind, request: Request): Promise<LegalPageData> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const [row, facts] = await Promise.all([legalPageAtBuild(kind), companyFactsAtBuild()]);
  const texts = legalTexts(row);
  const { value: text, language } = inLanguage(texts, locale);
  const document = legalDocument(text, row.revised_on, {
    facts,
    language,
    locale,
    words: legalCopy,
  });
  return {
    path: `/${kind}`,
    title: document.title,
    description: fillCompany(text.description, facts, language, legalCopy[language].contactLabels),
    document,
    language,
    editions: locales.filter((edition) => texts[edition] !== undefined),
  };
}
