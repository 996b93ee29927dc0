import { X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';

import { chosenLanguage, rememberLanguageChoice } from '@/lib/language-choice';
import { localeOfPath, localizedPath } from '@/lib/locale';

/** The hint's words, always German: it speaks to visitors whose browser prefers German. */
export type LanguageHintCopy = { text: string; link: string; dismiss: string; label: string };

const SHOWN_KEY = 'german-hint-shown';

/** Whether the browser's first preferred language is German (`de`, `de-AT`, …). */
function prefersGerman(languages: readonly string[] | undefined): boolean {
  return /^de(-|$)/i.test(languages?.[0] ?? '');
}

function shownThisVisit(): boolean {
  try {
    if (sessionStorage.getItem(SHOWN_KEY)) return true;
    sessionStorage.setItem(SHOWN_KEY, '1');
    return false;
  } catch {
    return true; // Without storage it could not be kept to once a visit: better never.
  }
}

let offered: boolean | undefined;

/** Decided once, on the visit's first English page in this tab (the page load's module state). */
function offerGermanEdition(): boolean {
  offered ??= !chosenLanguage() && prefersGerman(navigator.languages) && !shownThisVisit();
  return offered;
}

const subscribeNever = () => () => {};

/**
 * On an English page, for a visitor whose browser prefers German and who has not chosen a language:
 * a small, dismissible German note offering the same page in German, once per visit. Never a
 * redirect (crawlers and people behind a VPN keep the page they asked for). Fixed at the bottom
 * left, so nothing on the page moves; shown only after the page became interactive.
 */
export function LanguageHint({ copy }: { copy: LanguageHintCopy }) {
  const { pathname, search, hash } = useLocation();
  const english = localeOfPath(pathname) === 'en';
  // Nothing in the prerendered page and at hydration; decided in the browser.
  const offer = useSyncExternalStore(
    subscribeNever,
    () => english && offerGermanEdition(),
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);
  if (!offer || dismissed || !english) return null;
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
