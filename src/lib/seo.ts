import { siteCopy } from '@/content/site';

import { env } from './env';
import { type Locale, defaultEdition, languageTags, locales, localizedPath } from './locale';

/** A JSON-LD value (schema.org structured data). */
export type JsonLd = string | number | boolean | null | JsonLd[] | { [key: string]: JsonLd };

export type PageSeo = {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** Route path in English, e.g. '/about' (the German edition's is derived: '/de/about'). */
  path: string;
  /** The page's language (the edition it belongs to). */
  locale: Locale;
  /**
   * The languages the page's content is written in (both, unless said otherwise). A page in
   * another language (an English story on the German site) names the page of its content's
   * language canonical, and the alternates list only the languages the content has.
   */
  editions?: readonly Locale[];
  /** The image of social previews; every page defaults to the site's social card. */
  image?: PreviewImage;
  siteName: string;
  /** Keep the page out of search engines (auth, admin, 404). */
  noIndex?: boolean;
  /** Open Graph type: a story is an `article`, everything else a `website`. */
  type?: 'website' | 'article';
  /** ISO timestamp of the last change (articles). */
  modifiedTime?: string;
  /** Structured data, rendered as `<script type="application/ld+json">`. */
  jsonLd?: { [key: string]: JsonLd };
};

/** A social preview image: where it is and what it shows (read aloud in link previews). */
type PreviewImage = {
  /** Absolute or root-relative URL. */
  src: string;
  alt: string;
};

export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string; hrefLang?: string }
  | { 'script:ld+json': { [key: string]: JsonLd } };

export function absoluteUrl(path: string): string {
  return new URL(path, `${env.siteUrl}/`).toString();
}

/**
 * The `hreflang` links of a page: each edition the page exists in, and `x-default` (the English
 * one when there is one, for every other language). Absolute URLs, the same on both editions, so
 * they are reciprocal.
 */
function alternateLinks(path: string, editions: readonly Locale[]): MetaDescriptor[] {
  return [
    ...editions.map((edition) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: languageTags[edition].html,
      href: absoluteUrl(localizedPath(path, edition)),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absoluteUrl(localizedPath(path, defaultEdition(editions))),
    },
  ];
}

/**
 * Builds the `meta` export of a route: title, description, canonical URL and the `hreflang` links
 * to both editions, Open Graph and Twitter tags with an absolute preview image and its alt text,
 * and optional structured data. Every page has the tags Facebook's and Twitter's link previews
 * need (`og:image:alt` and `twitter:image:alt` included), so a shared link of any page gets a card.
 */
export function pageMeta({
  title,
  description,
  path,
  locale,
  editions = locales,
  image = siteCopy[locale].ogImage,
  siteName,
  noIndex,
  type = 'website',
  modifiedTime,
  jsonLd,
}: PageSeo): MetaDescriptor[] {
  const fullTitle = !siteName
    ? title
    : path === '/'
      ? `${siteName} – ${title}`
      : `${title} | ${siteName}`;
  const url = absoluteUrl(localizedPath(path, locale));
  const canonical = editions.includes(locale) ? locale : defaultEdition(editions);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: absoluteUrl(localizedPath(path, canonical)) },
    ...(noIndex ? [] : alternateLinks(path, editions)),
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: languageTags[locale].openGraph },
    ...locales
      .filter((other) => other !== locale && editions.includes(other))
      .map((other) => ({
        property: 'og:locale:alternate',
        content: languageTags[other].openGraph,
      })),
    { property: 'og:image', content: absoluteUrl(image.src) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: absoluteUrl(image.src) },
    { name: 'twitter:image:alt', content: image.alt },
  ];
  if (modifiedTime) tags.push({ property: 'article:modified_time', content: modifiedTime });
  if (noIndex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  if (jsonLd) tags.push({ 'script:ld+json': { '@context': 'https://schema.org', ...jsonLd } });
  return tags;
}

/**
 * The tags of the SPA fallback (`__spa-fallback.html`), which the static host serves for every
 * address without a prerendered page (/auth, the admin, stories published since the build,
 * unknown paths): the site's title, description and social card, so a shared link still gets a
 * card. No canonical URL or alternates, as the page stands for many addresses; `og:url` (which
 * Open Graph requires) names the site. The route the app then renders replaces them.
 */
export function fallbackMeta(seo: Pick<PageSeo, 'title' | 'description' | 'siteName' | 'locale'>) {
  return pageMeta({ ...seo, path: '/' }).filter((tag) => !('tagName' in tag));
}
