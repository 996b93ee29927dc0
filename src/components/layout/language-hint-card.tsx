import { X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';

import { rememberLanguageChoice } from '@/lib/language-choice';
import { localizedPath } from '@/lib/locale';

/** The hint's words, always German: it speaks to visitors whose browser prefers German. */
export type LanguageHintCopy = { text: string; link: string; dismiss: string; label: string };

/** The German note of `LanguageHint`: a link to this page in German, and a close button. */
export default function LanguageHintCard({ copy }: { copy: LanguageHintCopy }) {
  const { pathname, search, hash } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <aside
      lang="de"
      aria-label={copy.label}
      className="fixed bottom-4 left-4 z-40 flex max-w-[calc(100vw-7rem)] items-start gap-3 rounded-lg border border-border bg-card p-4 text-sm text-card-foreground shadow-xl sm:max-w-sm"
    >
      <p>
        {copy.text}{' '}
        <Link
          to={`${localizedPath(pathname, 'de')}${search}${hash}`}
          hrefLang="de"
          className="font-medium text-accent underline underline-offset-4"
          onClick={() => {
            rememberLanguageChoice('de');
            setDismissed(true);
          }}
        >
          {copy.link}
        </Link>
      </p>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label={copy.dismiss}
        className="-m-1 rounded-sm p-1 text-muted-foreground hover:text-foreground"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
