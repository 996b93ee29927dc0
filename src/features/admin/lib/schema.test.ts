import { describe, expect, it } from 'vitest';

import { validateCaseStudy } from './schema';

const valid = {
  title: 'Faster quotes',
  slug: 'faster-quotes',
  client: 'Acme GmbH',
  description: 'What was hard.',
  results: 'What got better.',
};

describe('validateCaseStudy', () => {
  it('accepts a complete case study and trims the values', () => {
    expect(validateCaseStudy({ ...valid, title: '  Faster quotes  ' })).toEqual({
      ok: true,
      values: valid,
    });
  });

  it('reports each missing field with the German message, the first one first', () => {
    const result = validateCaseStudy({
      title: ' ',
      slug: '',
      client: '',
      description: '',
      results: '\n',
    });
    expect(result).toEqual({
      ok: false,
      first: 'Titel ist erforderlich',
      fields: {
        title: 'Titel ist erforderlich',
        slug: 'Slug ist erforderlich',
        client: 'Kunde ist erforderlich',
        description: 'Beschreibung ist erforderlich',
        results: 'Ergebnisse sind erforderlich',
      },
    });
  });

  it('accepts the maximum lengths and refuses one character more with a clear message', () => {
    const atMax = {
      title: 't'.repeat(200),
      slug: 's'.repeat(100),
      client: 'c'.repeat(200),
      description: 'd'.repeat(2000),
      results: 'r'.repeat(2000),
    };
    expect(validateCaseStudy(atMax).ok).toBe(true);
    expect(validateCaseStudy({ ...atMax, title: 't'.repeat(201) })).toMatchObject({
      ok: false,
      first: 'Titel darf höchstens 200 Zeichen lang sein',
    });
    expect(validateCaseStudy({ ...atMax, client: 'c'.repeat(201) })).toMatchObject({
      first: 'Kunde darf höchstens 200 Zeichen lang sein',
    });
    expect(validateCaseStudy({ ...atMax, description: 'd'.repeat(2001) })).toMatchObject({
      first: 'Beschreibung darf höchstens 2000 Zeichen lang sein',
    });
    expect(validateCaseStudy({ ...atMax, results: 'r'.repeat(2001) })).toMatchObject({
      first: 'Ergebnisse dürfen höchstens 2000 Zeichen lang sein',
    });
    expect(validateCaseStudy({ ...atMax, slug: 's'.repeat(101) })).toMatchObject({
      first: 'Slug darf höchstens 100 Zeichen lang sein',
    });
  });

  it.each([
    [
      'Faster-Quotes',
      'Slug darf nur Kleinbuchstaben (a–z), Ziffern und einzelne Bindestriche enthalten',
    ],
    [
      'faster--quotes',
      'Slug darf nur Kleinbuchstaben (a–z), Ziffern und einzelne Bindestriche enthalten',
    ],
    ['b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01', 'Slug darf nicht wie eine ID aussehen'],
  ])('refuses the slug %j with a German message', (slug, message) => {
    expect(validateCaseStudy({ ...valid, slug })).toEqual({
      ok: false,
      first: message,
      fields: { slug: message },
    });
  });

  it('refuses a slug another case study already uses, and accepts a free one', () => {
    const taken = new Set(['faster-quotes', 'other']);
    expect(validateCaseStudy(valid, taken)).toEqual({
      ok: false,
      first: 'Dieser Slug wird schon von einer anderen Case Study verwendet',
      fields: { slug: 'Dieser Slug wird schon von einer anderen Case Study verwendet' },
    });
    expect(validateCaseStudy(valid, new Set(['other']))).toEqual({ ok: true, values: valid });
  });

  it('trims the slug before checking it', () => {
    expect(validateCaseStudy({ ...valid, slug: '  faster-quotes ' })).toEqual({
      ok: true,
      values: valid,
    });
  });
});
