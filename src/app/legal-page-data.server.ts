/**
 * The data of a legal page's route (/privacy, /terms, /imprint), read and rendered at build
 * time: the published page from the database in the page's language (or, when it has none, in
 * the other, which the page then names), its Markdown turned into the sections the page shows,
 * and every company-fact placeholder filled in.
 */
import type { LegalDocument } from '@/components/sections/legal/legal-document';
import { legalCopy } from '@/content/legal';
import { inLanguage } from '@/lib/case-study';
import { type Locale, locales, localeOfPath } from '@/lib/locale';
import { type LegalKind, legalTexts } from '@/lib/site-content';
import { fill } from '@/lib/template';

import { fillCompany, revisedMonth } from '../../supabase/functions/_shared/site-facts.ts';
import { legalMarkdown } from './legal-markdown.server';
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
  const copy = legalCopy[language];
  const context = { facts, locale: language, labels: copy.contactLabels };
  const { intro, sections } = legalMarkdown(text.body, context);
  const filled = (value: string) => fillCompany(value, facts, language, copy.contactLabels);
  return {
    path: `/${kind}`,
    title: filled(text.title),
    description: filled(text.description),
    document: {
      title: filled(text.title),
      ...(row.revised_on
        ? {
            lastUpdated: fill(legalCopy[locale].revised, {
              month: revisedMonth(row.revised_on, language),
            }),
          }
        : {}),
      intro,
      sections,
    },
    language,
    editions: locales.filter((edition) => texts[edition] !== undefined),
  };
}
