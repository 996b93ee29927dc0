import type { ShouldRevalidateFunctionArgs } from 'react-router';

import { type Locale, localeOfPath } from '@/lib/locale';

/**
 * The language of the page a loader's request is for. The prerender and client navigation ask
 * for a page's data as `<page>.data` (the German home page's as `/de.data`): its page is `<page>`.
 */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname.replace(/\.data$/, ''));
}

/**
 * `shouldRevalidate` of a route whose data is in the page's language (the contact page's copy, the
 * workshop's stories). One route serves both editions through the optional `de?` segment, which is
 * no parameter: a prerendered site reloads a route's data only when a parameter changes, so
 * switching the language must ask for it.
 */
export function revalidateOnLanguageChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return (
    localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || defaultShouldRevalidate
  );
}
