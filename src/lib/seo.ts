import { siteConfig } from '@/content/site';

import { env } from './env';

/** A JSON-LD value (schema.org structured data). */
export type JsonLd = string | number | boolean | null | JsonLd[] | { [key: string]: JsonLd };

export type PageSeo = {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** Route path, e.g. '/about'. */
  path: string;
  /** Absolute or root-relative image URL for social previews; indexable pages default to the site's. */
  image?: string;
  /** What the preview image shows, for screen readers of link previews. */
  imageAlt?: string;
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

export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string }
  | { 'script:ld+json': { [key: string]: JsonLd } };

export function absoluteUrl(path: string): string {
  return new URL(path, `${env.siteUrl}/`).toString();
}

/** The company as a schema.org Organization, for the structured data of any page. */
export function organizationJsonLd(): { [key: string]: JsonLd } {
  return {
    '@type': 'Organization',
    name: siteConfig.companyName,
    legalName: siteConfig.legalName,
    url: absoluteUrl('/'),
  };
}

/**
 * Builds the `meta` export of a route: title, description, canonical URL, Open Graph and Twitter
 * tags with an absolute preview image, and optional structured data.
 */
export function pageMeta({
  title,
  description,
  path,
  image,
  imageAlt,
  siteName,
  noIndex,
  type = 'website',
  modifiedTime,
  jsonLd,
}: PageSeo): MetaDescriptor[] {
  const fullTitle = path === '/' ? `${siteName} – ${title}` : `${title} | ${siteName}`;
  const url = absoluteUrl(path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
  ];
  const previewImage = image ?? (noIndex ? undefined : siteConfig.ogImage);
  if (previewImage) {
    const imageUrl = absoluteUrl(previewImage);
    tags.push(
      { property: 'og:image', content: imageUrl },
      { name: 'twitter:image', content: imageUrl },
    );
    if (imageAlt) {
      tags.push(
        { property: 'og:image:alt', content: imageAlt },
        { name: 'twitter:image:alt', content: imageAlt },
      );
    }
  }
  if (modifiedTime) tags.push({ property: 'article:modified_time', content: modifiedTime });
  if (noIndex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  if (jsonLd) tags.push({ 'script:ld+json': { '@context': 'https://schema.org', ...jsonLd } });
  return tags;
}
