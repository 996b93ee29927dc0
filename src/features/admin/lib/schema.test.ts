import { describe, expect, it } from 'vitest';

import { type CaseStudyText, caseStudySchema } from './schema';

const noGerman = { title_de: '', description_de: '', results_de: '' };
const noEnglish = { title: '', description: '', results: '' };
const valid = {
  title: 'Faster quotes',
  slug: 'faster-quotes',
  client: 'Acme GmbH',
  description: 'What was hard.',
  results: 'What got better.',
  ...noGerman,
};

/** The first message of each failing field. */
function messages(values: CaseStudyText, taken?: ReadonlySet<string>) {
  const result = caseStudySchema(taken).safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('caseStudySchema', () => {
  it('accepts a complete case study and trims the values', () => {
    expect(caseStudySchema().parse({ ...valid, title: '  Faster quotes  ' })).toEqual(valid);
  });

  it('reports each missing field with the German message', () => {
    expect(messages({ ...valid, slug: '', client: '' })).toEqual({
      slug: 'Slug ist erforderlich',
      client: 'Kunde ist erforderlich',
    });
    // Neither language written: the English fields ask for it.
    expect(messages({ ...valid, ...noEnglish, title: ' ', results: '\n' })).toEqual({
      title: 'Titel ist erforderlich',
      description: 'Beschreibung ist erforderlich',
      results: 'Ergebnisse sind erforderlich',
    });
  });

  it('takes a story in German only, in English only, or in both', () => {
    const german = {
      title_de: 'Schnellere Angebote',
      description_de: 'Was schwierig war.',
      results_de: 'Was besser wurde.',
    };
    expect(messages({ ...valid, ...noEnglish, ...german })).toEqual({});
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, ...german })).toEqual({});
  });

  it('names what is missing of a language that was started', () => {
    expect(messages({ ...valid, title_de: 'Schnellere Angebote' })).toEqual({
      description_de: 'Beschreibung ist erforderlich',
      results_de: 'Ergebnisse sind erforderlich',
    });
    expect(
      messages({
        ...valid,
        description: '',
        title_de: 'A',
        description_de: 'B',
        results_de: 'C',
      }),
    ).toEqual({ description: 'Beschreibung ist erforderlich' });
  });

  it('accepts the maximum lengths and refuses one character more with a clear message', () => {
    const atMax = {
      title: 't'.repeat(200),
      slug: 's'.repeat(100),
      client: 'c'.repeat(200),
      description: 'd'.repeat(2000),
      results: 'r'.repeat(2000),
      title_de: 't'.repeat(200),
      description_de: 'd'.repeat(2000),
      results_de: 'r'.repeat(2000),
    };
    expect(messages(atMax)).toEqual({});
    expect(messages({ ...atMax, title_de: 't'.repeat(201) })).toEqual({
      title_de: 'Titel darf höchstens 200 Zeichen lang sein',
    });
    expect(messages({ ...atMax, title: 't'.repeat(201) })).toEqual({
      title: 'Titel darf höchstens 200 Zeichen lang sein',
    });
    expect(messages({ ...atMax, client: 'c'.repeat(201) })).toEqual({
      client: 'Kunde darf höchstens 200 Zeichen lang sein',
    });
    expect(messages({ ...atMax, description: 'd'.repeat(2001) })).toEqual({
      description: 'Beschreibung darf höchstens 2000 Zeichen lang sein',
    });
    expect(messages({ ...atMax, results: 'r'.repeat(2001) })).toEqual({
      results: 'Ergebnisse dürfen höchstens 2000 Zeichen lang sein',
    });
    expect(messages({ ...atMax, slug: 's'.repeat(101) })).toEqual({
      slug: 'Slug darf höchstens 100 Zeichen lang sein',
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
    expect(messages({ ...valid, slug })).toEqual({ slug: message });
  });

  it('refuses a slug another case study already uses, even while other fields are missing', () => {
    const taken = new Set(['faster-quotes', 'other']);
    expect(messages(valid, taken)).toEqual({
      slug: 'Dieser Slug wird schon von einer anderen Case Study verwendet',
    });
    expect(messages({ ...valid, client: '' }, taken)).toEqual({
      slug: 'Dieser Slug wird schon von einer anderen Case Study verwendet',
      client: 'Kunde ist erforderlich',
    });
    expect(messages(valid, new Set(['other']))).toEqual({});
  });

  it('trims the slug before checking it', () => {
    expect(
      caseStudySchema(new Set(['other'])).parse({ ...valid, slug: '  faster-quotes ' }),
    ).toEqual(valid);
    expect(messages({ ...valid, slug: ' faster-quotes ' }, new Set(['faster-quotes']))).toEqual({
      slug: 'Dieser Slug wird schon von einer anderen Case Study verwendet',
    });
  });
});
