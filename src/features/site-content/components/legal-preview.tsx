import Markdown from 'react-markdown';

import { fill } from '@/lib/template';

import { siteContentCopy } from '../copy';
import type { LegalDraft } from '../lib/legal-draft';

const copy = siteContentCopy.legal;

/**
 * The legal page's texts as Markdown renders them, each language apart; raw HTML is never
 * rendered (`skipHtml`), and the company placeholders show as written (the site fills them in).
 */
export default function LegalPreview({ draft }: { draft: LegalDraft }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {(['en', 'de'] as const).map((lang) => (
        <section
          key={lang}
          lang={lang}
          aria-label={fill(copy.previewOf, { field: copy.fields[`body_${lang}`] })}
          className="prose-sm grid gap-3 rounded-md border border-border p-4 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_ul]:list-disc [&_ul]:pl-5"
        >
          <Markdown skipHtml>{draft[`body_${lang}`] || siteContentCopy.empty}</Markdown>
        </section>
      ))}
    </div>
  );
}
