/**
 * The site's two editions: English at the root (`/about`), German under `/de` (`/de/about`). A
 * page's language is read from its address, so a prerendered page, its hydration and every link
 * on it agree without any stored state. The sign-in page and the admin area exist once (German).
 */
export const locales = ['en', 'de'] as const;
export type Locale = (typeof locales)[number];

const defaultLocale: Locale = 'en';

/** The path prefix of each edition ('' for the default one). */
const prefixes: Record<Locale, string> = { en: '', de: '/de' };

/** Language tags: `<html lang>`, `hreflang`, Open Graph's `og:locale`, number and date formats. */
export const languageTags: Record<Locale, { html: string; openGraph: string; intl: string }> = {
  en: { html: 'en', openGraph: 'en_US', intl: 'en-US' },
  de: { html: 'de', openGraph: 'de_DE', intl: 'de-DE' },
};

/**
 * The edition that stands for a page's others (`x-default`, and the canonical page of an edition
 * the content is not written in): English when the page has it, else the first it has.
 */
export function defaultEdition(editions: readonly Locale[]): Locale {
  return editions.includes(defaultLocale) ? defaultLocale : (editions[0] ?? defaultLocale);
}

/** Each language's name, written in that language (the language switch shows it). */
export const languageNames: Record<Locale, string> = { en: 'English', de: 'Deutsch' };

/** Paths that exist in one edition only: the sign-in page and the admin area. */
const UNLOCALIZED = /^\/(auth|admin)(\/|$)/;

/** Whether a path exists in both editions (not the sign-in page or the admin area). */
export function hasEditions(pathname: string): boolean {
  return !UNLOCALIZED.test(pathname);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language of a path: German for `/de` and everything under it, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  return pathname === prefixes.de || pathname.startsWith(`${prefixes.de}/`) ? 'de' : 'en';
}

/** A path without its edition's prefix: `/de/about` → `/about`, `/de` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(prefixes.de.length) || '/';
}

/**
 * The address of a site path in an edition: `/about` → `/de/about` for German. Query and hash
 * are kept, a trailing slash dropped. Links that leave the site (`https:`, `mailto:`), in-page
 * anchors, files (`/logo.png`) and the pages that exist once (`/auth`, `/admin/…`) are returned
 * unchanged, as is a path already in the edition.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const [, rawPathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  if (UNLOCALIZED.test(rawPathname) || /\.[a-z0-9]+$/i.test(rawPathname)) return path;
  // A prerendered page sees its own address with a trailing slash: links never carry one.
  const pathname = rawPathname.replace(/(.)\/+$/, '$1');
  const base = pathWithoutLocale(pathname);
  const prefix = prefixes[locale];
  if (!prefix) return `${base}${rest}`;
  return `${base === '/' ? prefix : `${prefix}${base}`}${rest}`;
}

/** Copy in every language; German must have every key the English has. */
export type Localized<T> = Readonly<Record<Locale, T>>;

/**
 * Declares a piece of copy in both languages. The type is the English copy's, so a German text
 * that is missing, or a key the English does not have, fails the type check.
 */
export function localized<T>(copy: { en: T; de: NoInfer<T> }): Localized<T> {
  return copy;
}
