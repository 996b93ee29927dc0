import { useDeferredValue, useMemo } from 'react';

import { LegalDocumentView } from '@/components/sections/legal/legal-document';
import { legalDocument } from '@/components/sections/legal/legal-markdown';
import { legalCopy } from '@/content/legal';
import { siteCopy } from '@/content/site';
import { fill } from '@/lib/template';

import {
  type CompanyFacts,
  companyFactsOfRow,
} from '../../../../supabase/functions/_shared/site-facts.ts';
import type { CompanyFacts as CompanyFactsRow } from '../api/get-company-facts';
import { siteContentCopy } from '../copy';
import type { LegalDraft } from '../lib/legal-draft';

const copy = siteContentCopy.legal;
const LANGUAGES = ['en', 'de'] as const;

/** One language's text as its page shows it, or a note that the language is empty. */
function LanguagePreview({
  lang,
  draft,
  facts,
}: {
  lang: (typeof LANGUAGES)[number];
  draft: LegalDraft;
  facts: CompanyFacts;
}) {
  const title = draft[`title_${lang}`];
  const body = draft[`body_${lang}`];
  const revisedOn = draft.revised_on || null;
  const document = useMemo(
    () =>
      body.trim() === ''
        ? null
        : legalDocument({ title, body }, revisedOn, {
            facts,
            language: lang,
            locale: lang,
            words: legalCopy,
          }),
    [title, body, revisedOn, facts, lang],
  );
  return (
    <section
      lang={lang}
      aria-label={fill(copy.previewOf, { field: copy.fields[`body_${lang}`] })}
      className="overflow-hidden rounded-md border border-border bg-background"
    >
      {document ? (
        <LegalDocumentView
          document={document}
          tocLabel={legalCopy[lang].tocLabel}
          newTabHint={siteCopy[lang].newTabHint}
          idPrefix={`vorschau-${lang}-`}
        />
      ) : (
        <p lang="de" className="p-4 text-sm text-muted-foreground">
          {siteContentCopy.empty}
        </p>
      )}
    </section>
  );
}

/**
 * The legal page's texts as the site will show them, each language apart: the same conversion
 * (`legalDocument`: no raw HTML, safe links only, the sections and their anchors) and the same
 * component as the page, the placeholders filled with `facts`, the company facts as the admin
 * has them saved now. Its ids carry a prefix per language, so the two previews share none.
 * (The form loads the facts: what this module imports besides the page's own code, the admin's
 * chunks hold already.)
 */
export default function LegalPreview({
  draft,
  facts: row,
}: {
  draft: LegalDraft;
  facts: CompanyFactsRow;
}) {
  const facts = useMemo(() => companyFactsOfRow(row), [row]);
  // Typing stays quick: the preview follows when React has time.
  const shown = useDeferredValue(draft);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{copy.previewHint}</p>
      {LANGUAGES.map((lang) => (
        <LanguagePreview key={lang} lang={lang} draft={shown} facts={facts} />
      ))}
    </div>
  );
}
