import { siteConfig } from '@/content/site';

import { env } from './env';

export type PageSeo = {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** Route path, e.g. '/about'. */
  path: string;
  /** Absolute or root-relative image URL for social previews; indexable pages default to the site's. */
  image?: string;
  siteName: string;
  /** Keep the page out of search engines (auth, admin, 404). */
  noIndex?: boolean;
};

export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string };

export function absoluteUrl(path: string): string {
  return new URL(path, `${env.siteUrl}/`).toString();
}

/** Builds the `meta` export of a route: title, description, canonical URL and Open Graph tags. */
export function pageMeta({
  title,
  description,
  path,
  image,
  siteName,
  noIndex,
}: PageSeo): MetaDescriptor[] {
  const fullTitle = path === '/' ? `${siteName} – ${title}` : `${title} | ${siteName}`;
  const url = absoluteUrl(path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  const previewImage = image ?? (noIndex ? undefined : siteConfig.ogImage);
  if (previewImage) tags.push({ property: 'og:image', content: absoluteUrl(previewImage) });
  if (noIndex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  return tags;
}
