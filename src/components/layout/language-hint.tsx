import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

import { chosenLanguage } from '@/lib/language-choice';
import { hasEditions, localeOfPath } from '@/lib/locale';

import type { LanguageHintCopy } from './language-hint-card';

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

/** The note itself, loaded only when it is offered. */
const LanguageHintCard = lazy(() => import('./language-hint-card'));

/**
 * On an English page, for a visitor whose browser prefers German and who has not chosen a language:
 * a small, dismissible German note offering the same page in German, once per visit. Never a
 * redirect (crawlers and people behind a VPN keep the page they asked for). Fixed at the bottom
 * left, so nothing on the page moves; shown only after the page became interactive.
 */
export function LanguageHint({ copy }: { copy: LanguageHintCopy }) {
  const { pathname } = useLocation();
  // An English page of both editions (sign-in and the admin exist once).
  const english = localeOfPath(pathname) === 'en' && hasEditions(pathname);
  // Nothing in the prerendered page and at hydration; decided in the browser.
  const offer = useSyncExternalStore(
    subscribeNever,
    () => english && offerGermanEdition(),
    () => false,
  );
  if (!offer || !english) return null;
  return (
    <Suspense fallback={null}>
      <LanguageHintCard copy={copy} />
    </Suspense>
  );
}
