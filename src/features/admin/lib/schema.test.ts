import { describe, expect, it } from 'vitest';

import { validateCaseStudy } from './schema';

const valid = {
  title: 'Faster quotes',
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
    const result = validateCaseStudy({ title: ' ', client: '', description: '', results: '\n' });
    expect(result).toEqual({
      ok: false,
      first: 'Titel ist erforderlich',
      fields: {
        title: 'Titel ist erforderlich',
        client: 'Kunde ist erforderlich',
        description: 'Beschreibung ist erforderlich',
        results: 'Ergebnisse sind erforderlich',
      },
    });
  });

  it('accepts the maximum lengths and refuses one character more with a clear message', () => {
    const atMax = {
      title: 't'.repeat(200),
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
  });
});
