/**
 * What chat-ai knows of the site's words in the database: it reads the published company facts,
 * FAQ and legal pages with the service role, kept at most 30 seconds, fills the facts into the
 * generated knowledge and the legal texts, and writes the FAQ's and legal pages' passages.
 */
import assert from 'node:assert/strict';

import { COMPANY_FACT_COLUMNS, type CompanyFactsRow } from '../../_shared/site-facts.ts';
import { seedCompanyFacts, seedFaq } from '../../_testing/site-content.ts';
import { knowledgeWith, restSiteContentSource } from './site-knowledge.ts';
import { FAQ_COLUMNS, LEGAL_COLUMNS, type LegalRow } from './site-texts.ts';

const SECRET = 'sb_secret_test';

const factsRow = (phone: string): CompanyFactsRow => ({
  company_name: 'Northlight AI',
  legal_name: 'Northlight AI GmbH',
  email: 'hello@northlight-ai.example',
  phone,
  street: 'Musterstraße 1',
  postal_code: '10115',
  city: 'Berlin',
  country_code: 'DE',
  register_court: 'Amtsgericht Berlin-Charlottenburg',
  register_number: 'HRB 000000',
  vat_id: 'DE123456789',
  managing_directors: ['Alex Example'],
  responsible_for_content: 'Alex Example, Musterstraße 1, 10115 Berlin',
  linkedin_url: null,
  xing_url: null,
  booking_url: 'https://meetings.hubspot.com/northlight-ai-example',
  workshop_price_eur: null,
  workshop_dates: [],
  workshop_days: 2,
  workshop_participants_min: 8,
  workshop_participants_max: 12,
  workshop_use_cases: 25,
  workshop_prototypes_min: 3,
  workshop_prototypes_max: 5,
  go_live_weeks_min: 6,
  go_live_weeks_max: 8,
  integrations_count: 500,
  accuracy_percent: 99,
  professionals_trained: 500,
});

const imprint: LegalRow = {
  kind: 'imprint',
  title_en: 'Imprint',
  description_en: 'Legal notice of {{company.legal_name}}.',
  body_en: [
    '## Company {#company}',
    '',
    '{{company.address}}',
    '{{company.contact}}',
    '',
    '## Register',
    '',
    'Registered at {{company.register}}, VAT id {{company.vat_id}}.',
    '',
    '- Managing director: **{{company.managing_directors}}**',
    '- See [the platform](https://ec.europa.eu/consumers/odr/) <b>now</b>',
    '',
    'https://ec.europa.eu/consumers/odr/',
  ].join('\n'),
  title_de: null,
  description_de: null,
  body_de: null,
  revised_on: '2024-12-01',
};

/** A stand-in for PostgREST: each table's rows, and every request it was asked. */
function fakeRest(tables: Record<string, () => unknown>) {
  const requests: { url: URL; apikey: string | null }[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, (req) => {
    const url = new URL(req.url);
    requests.push({ url, apikey: req.headers.get('apikey') });
    const rows = tables[url.pathname.replace('/rest/v1/', '')];
    return rows ? Response.json(rows()) : Response.json({ message: 'no table' }, { status: 404 });
  });
  const url = `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}`;
  return { url, requests, close: () => server.shutdown() };
}

Deno.test('reads the published facts, FAQ and legal pages with the secret key', async () => {
  const rest = fakeRest({
    company_facts: () => [factsRow('+49 30 1234567')],
    faq_entries: () => seedFaq,
    legal_pages: () => [imprint],
  });
  try {
    const source = restSiteContentSource({ supabaseUrl: rest.url, secretKey: SECRET });
    const content = await source.read();
    assert.equal(content.facts?.phone, '+49 30 1234567');
    assert.equal(content.faq.length, seedFaq.length);
    assert.equal(content.legal[0]?.kind, 'imprint');
    const byTable = new Map(rest.requests.map((r) => [r.url.pathname, r]));
    const facts = byTable.get('/rest/v1/company_facts');
    assert.equal(facts?.url.searchParams.get('select'), COMPANY_FACT_COLUMNS);
    assert.equal(facts?.url.searchParams.get('published'), 'is.true');
    const faq = byTable.get('/rest/v1/faq_entries');
    assert.equal(faq?.url.searchParams.get('select'), FAQ_COLUMNS);
    assert.equal(faq?.url.searchParams.get('order'), 'display_order.asc,id.asc');
    assert.equal(faq?.url.searchParams.get('published'), 'is.true');
    const legal = byTable.get('/rest/v1/legal_pages');
    assert.equal(legal?.url.searchParams.get('select'), LEGAL_COLUMNS);
    assert.equal(legal?.url.searchParams.get('published'), 'is.true');
    assert.ok(rest.requests.every((r) => r.apikey === SECRET));
  } finally {
    await rest.close();
  }
});

Deno.test('a published change is read once the 30 seconds of a read are over', async () => {
  let phone = '+49 30 1234567';
  let now = 0;
  const rest = fakeRest({
    company_facts: () => [factsRow(phone)],
    faq_entries: () => [],
    legal_pages: () => [],
  });
  try {
    const source = restSiteContentSource({
      supabaseUrl: rest.url,
      secretKey: SECRET,
      ttlSeconds: 300,
      now: () => now,
    });
    assert.equal((await source.read()).facts?.phone, '+49 30 1234567');
    phone = '+49 40 7654321';
    now = 29_000;
    assert.equal((await source.read()).facts?.phone, '+49 30 1234567');
    now = 30_000;
    assert.equal((await source.read()).facts?.phone, '+49 40 7654321');
  } finally {
    await rest.close();
  }
});

Deno.test('the knowledge names the published facts wherever the pages name them', () => {
  const facts = { ...seedCompanyFacts, phone: '+49 40 7654321' };
  const knowledge = knowledgeWith({ facts, faq: seedFaq, legal: [] });
  const contact = knowledge.entries.find((entry) => entry.id === 'contact');
  assert.ok(contact?.answer.en.includes('+49 40 7654321'));
  assert.ok(contact?.answer.de.includes('+49 40 7654321'));
  assert.equal(knowledge.companyName, 'Northlight AI');
  assert.ok(knowledge.greeting.en.includes('Northlight AI'));
  const texts = JSON.stringify(knowledge);
  assert.ok(!texts.includes('+49 30 1234567'));
  assert.ok(!/\{(companyName|email|phone|goLiveWeeks|ceo)\}/.test(texts));
});

Deno.test('without facts, nothing that names a fact is known', () => {
  const knowledge = knowledgeWith({ facts: null, faq: seedFaq, legal: [imprint] });
  assert.equal(
    knowledge.entries.find((entry) => entry.id === 'contact'),
    undefined,
  );
  assert.ok(!knowledge.passages.some((passage) => passage.legal));
  assert.ok(!JSON.stringify(knowledge.passages).includes('{phone}'));
});

Deno.test('an entry that quotes a FAQ entry is written from the published one, or left out', () => {
  const [first, ...others] = seedFaq;
  assert.ok(first);
  const edited = {
    ...first,
    question_en: 'How fast is an agent live?',
    answer_en: 'Most agents are live in 3 weeks.',
  };
  const knowledge = knowledgeWith({ facts: seedCompanyFacts, faq: [edited, ...others], legal: [] });
  const entry = knowledge.entries.find((candidate) => candidate.id === 'faq-time-to-live');
  assert.equal(entry?.topic, 'How fast is an agent live?');
  assert.equal(entry?.answer.en, '**How fast is an agent live?** Most agents are live in 3 weeks.');
  assert.ok(entry?.answer.de.startsWith(`**${first.question_de}** ${first.answer_de}`));
  assert.deepEqual(
    knowledge.passages.filter((p) => p.path === '/#faq' && p.language === 'en').map((p) => p.id),
    seedFaq.map((_, index) => `faq.${index}`),
  );
  const without = knowledgeWith({ facts: seedCompanyFacts, faq: others, legal: [] });
  assert.equal(
    without.entries.find((candidate) => candidate.id === 'faq-time-to-live'),
    undefined,
  );
});

Deno.test('a legal page is cut into its sections, its facts filled, its Markdown as words', () => {
  const knowledge = knowledgeWith({ facts: seedCompanyFacts, faq: [], legal: [imprint] });
  const passages = knowledge.passages.filter((passage) => passage.path === '/imprint');
  assert.deepEqual(passages, [
    {
      id: 'imprint',
      path: '/imprint',
      language: 'en',
      heading: 'Imprint',
      text: 'Legal notice of Northlight AI GmbH.\nLast updated: December 2024',
      legal: true,
    },
    {
      id: 'imprint.sections.1',
      path: '/imprint',
      language: 'en',
      heading: 'Register',
      text: [
        'Registered at Amtsgericht Berlin-Charlottenburg, HRB 000000, VAT id DE123456789.',
        'Managing director: Alex Example',
        'See the platform now',
      ].join('\n'),
      legal: true,
    },
  ]);
});
