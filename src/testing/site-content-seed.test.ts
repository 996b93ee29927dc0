import { seedCompanyFacts } from '../../supabase/functions/_testing/site-content.ts';
import { companyFactsOfRow } from '../../supabase/functions/_shared/site-facts.ts';
import { seedCompanyFactsRow, seedLegalPage } from './site-content-seed';

describe('the seed as the tests read it', () => {
  it('holds the company facts the tests’ fixture copies', () => {
    expect(companyFactsOfRow(seedCompanyFactsRow())).toEqual(seedCompanyFacts);
  });

  it('holds the three legal pages, each in both languages', () => {
    for (const kind of ['privacy', 'terms', 'imprint'] as const) {
      const page = seedLegalPage(kind);
      for (const field of [
        'title_en',
        'description_en',
        'body_en',
        'title_de',
        'description_de',
        'body_de',
      ] as const) {
        expect(page[field], `${kind}.${field}`).toMatch(/\S/);
      }
    }
    expect(seedLegalPage('privacy').revised_on).toBe('2024-12-01');
    expect(seedLegalPage('imprint').revised_on).toBeNull();
    expect(seedLegalPage('imprint').body_de).toContain('{{company.vat_id}}');
  });
});
