/**
 * What visitors meet in the site's copy (`src/content`), checked across every content module
 * instead of restated, with the company facts filled into its placeholders as the pages fill them
 * (the seed's facts): links lead somewhere, images exist, addresses are the company's. (The
 * imprint's facts are the database's to hold, legal_pages_imprint_facts, and imprint.test.tsx
 * checks what the seeded imprint shows.) A copy edit passes; a broken link, a missing file or a typo in an address
 * fails.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { withFacts } from '@/lib/site-facts';
import { factValues, phoneHref } from '@/lib/site-content';

import { seedCompanyFacts } from '../../supabase/functions/_testing/site-content.ts';

import { appOnlyPaths, prerenderedPaths, unlistedPrerenderedPaths } from './paths';

const modules = import.meta.glob<Record<string, unknown>>(
  ['../content/**/*.ts', '!../content/**/*.test.ts'],
  {
    eager: true,
  },
);

type Found = { where: string; value: string };

const isLocalized = (value: unknown): value is { en: unknown; de: unknown } =>
  typeof value === 'object' && value !== null && 'en' in value && 'de' in value;

/** An export as the pages show it: each language with the facts written its way. */
function filled(value: unknown): unknown {
  if (isLocalized(value)) {
    return {
      ...value,
      en: withFacts(value.en, factValues(seedCompanyFacts, 'en')),
      de: withFacts(value.de, factValues(seedCompanyFacts, 'de')),
    };
  }
  return withFacts(value, factValues(seedCompanyFacts, 'en'));
}

/** Every string of the copy under a key of `keys`, and every link target in its Markdown. */
function collect(keys: ReadonlySet<string>): { values: Found[]; markdownLinks: Found[] } {
  const values: Found[] = [];
  const markdownLinks: Found[] = [];
  const walk = (value: unknown, where: string, key: string) => {
    if (typeof value === 'string') {
      if (keys.has(key)) values.push({ where, value });
      for (const match of value.matchAll(/\]\(([^)\s]+)\)/g)) {
        markdownLinks.push({ where, value: match[1] ?? '' });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${where}[${index}]`, key));
    } else if (value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) walk(child, `${where}.${name}`, name);
    }
  };
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      walk(filled(value), `${file}:${name}`, name);
    }
  }
  return { values, markdownLinks };
}

const links = collect(new Set(['href', 'to', 'website', 'link']));
/** `to` also names the end of a before/after figure: only addresses count as links. */
const looksLikeAddress = (value: string) => /^(\/|[a-z][a-z+.-]*:|www\.)/i.test(value);
const allLinks = [...links.values, ...links.markdownLinks].filter(({ value }) =>
  looksLikeAddress(value),
);
const images = collect(new Set(['logo', 'src', 'image'])).values;

const sitePaths = new Set<string>([...prerenderedPaths, ...unlistedPrerenderedPaths]);
const appOnly = appOnlyPaths.map((path) => path.replace(/\/\*$/, ''));

describe('links in the copy', () => {
  it('finds the links (the walk itself works)', () => {
    expect(allLinks.length).toBeGreaterThan(20);
    expect(images.length).toBeGreaterThan(5);
  });

  it('lead to a page of the site when they are internal', () => {
    const broken = allLinks
      .filter(({ value }) => value.startsWith('/'))
      .filter(({ value }) => {
        const path = value.split(/[?#]/)[0] ?? '';
        return !sitePaths.has(path) && !appOnly.some((prefix) => path.startsWith(prefix));
      });
    expect(broken).toEqual([]);
  });

  it('are https, the company’s e-mail address or its phone number otherwise', () => {
    const phone = phoneHref(seedCompanyFacts.phone);
    const odd = allLinks
      .filter(({ value }) => !value.startsWith('/'))
      .filter(
        ({ value }) =>
          !/^https:\/\/[^\s/]+\.[^\s/]+/.test(value) &&
          value !== `mailto:${seedCompanyFacts.email}` &&
          value !== phone,
      );
    expect(odd).toEqual([]);
  });
});

describe('images in the copy', () => {
  it('exist in public/', () => {
    const missing = images
      .filter(({ value }) => value.startsWith('/'))
      .filter(({ value }) => !existsSync(join(process.cwd(), 'public', value)));
    expect(missing).toEqual([]);
  });
});
