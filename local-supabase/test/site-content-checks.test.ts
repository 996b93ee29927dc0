/**
 * What the database refuses of the site's words, whoever sends it (here the admin, through the
 * API): malformed company facts (e-mail, phone, URLs, VAT id, a negative price, a range whose
 * minimum is above its maximum, no managing director), an FAQ entry with no complete language,
 * and a legal page without a heading, with raw HTML, an unknown placeholder, or an imprint that
 * no longer names the facts the law asks for. Well-formed values pass.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../src/lib/database.types';
import { must } from '../http';
import { adminClient, type Client } from './helpers';

type Tables = Database['public']['Tables'];

let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

async function facts() {
  const { data, error } = await admin.from('company_facts').select('id, version').single();
  expect(error).toBeNull();
  return must(data);
}

async function legalPage(kind: string) {
  const { data, error } = await admin
    .from('legal_pages')
    .select('id, version')
    .eq('kind', kind)
    .single();
  expect(error).toBeNull();
  return must(data);
}

function newFaqEntry(overrides: Partial<Tables['faq_entries']['Insert']> = {}) {
  return {
    question_en: `A new question ${Date.now()}?`,
    answer_en: 'An answer.',
    question_de: 'Eine neue Frage?',
    answer_de: 'Eine Antwort.',
    ...overrides,
  };
}

describe('what the database refuses', () => {
  async function refusedFacts(
    fields: Tables['company_facts']['Update'],
  ): Promise<string | undefined> {
    const { id, version } = await facts();
    const result = await admin
      .from('company_facts')
      .update({ ...fields, base_version: version })
      .eq('id', id);
    return result.error?.code;
  }

  it('malformed facts: e-mail, phone, URLs, VAT id, negative price, inverted range', async () => {
    for (const fields of [
      { email: 'hello at northlight' },
      { email: 'hello@northlight' },
      { phone: '030 1234567' },
      { phone: '+49 abc' },
      { linkedin_url: 'javascript:alert(1)' },
      { linkedin_url: 'https://example.com/company/x' },
      { booking_url: 'ftp://meetings.example.com' },
      { vat_id: 'de 123' },
      { workshop_price_eur: -1 },
      { go_live_weeks_min: 9 },
      { managing_directors: [] },
    ] satisfies Tables['company_facts']['Update'][]) {
      expect(await refusedFacts(fields), JSON.stringify(fields)).toBe('23514');
    }
    // Well-formed values pass.
    expect(
      await refusedFacts({
        email: 'team@northlight.de',
        workshop_price_eur: 4900,
        workshop_dates: ['2027-03-10'],
      }),
    ).toBeUndefined();
  });

  it('an FAQ entry without a language, or with half of one', async () => {
    const neither = await admin
      .from('faq_entries')
      .insert({ question_en: null, answer_en: null, question_de: null, answer_de: null });
    expect(neither.error?.code).toBe('23514');
    const half = await admin.from('faq_entries').insert(newFaqEntry({ answer_de: null }));
    expect(half.error?.code).toBe('23514');
    const germanOnly = await admin
      .from('faq_entries')
      .insert(newFaqEntry({ question_en: null, answer_en: null }));
    expect(germanOnly.error).toBeNull();
  });

  it('a legal page without a heading, with raw HTML, an unknown placeholder or no imprint facts', async () => {
    for (const [kind, body_en] of [
      ['terms', 'Only a paragraph.'],
      ['terms', '## Terms\n\n<script>alert(1)</script>'],
      ['terms', '## Terms\n\nBy {{company.ceo}}.'],
      ['imprint', '## Imprint\n\n{{company.address}}\n\n{{company.contact}}'],
    ] as const) {
      const page = await legalPage(kind);
      const result = await admin
        .from('legal_pages')
        .update({ body_en, base_version: page.version })
        .eq('id', page.id);
      expect(result.error?.code, body_en).toBe('23514');
    }
  });
});
