import { useLocation } from 'react-router';

import { type Locale, localeOfPath, localizedPath } from './locale';

/** The language of the page being shown (from its address: German under /de). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Turns a site path into the address of the same page in the current page's language. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
