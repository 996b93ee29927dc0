import { describe, expect, it } from 'vitest';

import { localeOfPath, localized, localizedPath, pathWithoutLocale } from './locale';

describe('locale of an address', () => {
  it.each([
    ['/', 'en'],
    ['/about', 'en'],
    ['/design', 'en'],
    ['/de', 'de'],
    ['/de/', 'de'],
    ['/de/case-studies/brenner', 'de'],
  ])('%s is %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it('strips the German prefix', () => {
    expect(pathWithoutLocale('/de')).toBe('/');
    expect(pathWithoutLocale('/de/about')).toBe('/about');
    expect(pathWithoutLocale('/about')).toBe('/about');
  });
});

describe('localizedPath', () => {
  it('puts site pages under /de for German, keeping query and hash', () => {
    expect(localizedPath('/', 'de')).toBe('/de');
    expect(localizedPath('/contact', 'de')).toBe('/de/contact');
    expect(localizedPath('/privacy#cookies', 'de')).toBe('/de/privacy#cookies');
    expect(localizedPath('/contact?x=1', 'de')).toBe('/de/contact?x=1');
    expect(localizedPath('/?x=1', 'de')).toBe('/de?x=1');
  });

  it('drops a trailing slash (a prerendered page sees its address with one)', () => {
    expect(localizedPath('/case-studies/a/', 'en')).toBe('/case-studies/a');
    expect(localizedPath('/de/', 'en')).toBe('/');
    expect(localizedPath('/about/', 'de')).toBe('/de/about');
  });

  it('switches a German address back to English', () => {
    expect(localizedPath('/de', 'en')).toBe('/');
    expect(localizedPath('/de/case-studies/a', 'en')).toBe('/case-studies/a');
    expect(localizedPath('/de/about', 'de')).toBe('/de/about');
  });

  it('leaves links off the site, anchors, files and single-edition pages alone', () => {
    for (const path of [
      'https://example.com/x',
      'mailto:a@b.example',
      '#faq',
      '//cdn.example/x',
      '/logo.png',
      '/auth',
      '/admin/case-studies',
    ]) {
      expect(localizedPath(path, 'de')).toBe(path);
    }
  });
});

describe('localized', () => {
  it('keeps both editions of a copy', () => {
    const copy = localized({ en: { title: 'Contact' }, de: { title: 'Kontakt' } });
    expect(copy.de.title).toBe('Kontakt');
    // @ts-expect-error a German copy without a key of the English fails the type check
    localized({ en: { title: 'Contact', intro: 'Hi' }, de: { title: 'Kontakt' } });
  });
});
