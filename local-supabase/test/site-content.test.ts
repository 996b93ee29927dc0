/**
 * The site's words in the database (FAQ entries, legal pages, company facts), through the API as
 * the site and the admin call it: the migrations bring today's content along, published; visitors
 * and signed-in users read published rows only, admins alone write; every change states the
 * version it is based on and a stale one is refused naming who changed what; the history records
 * each change and restores an old one; a deleted FAQ entry waits in the trash. What the database
 * refuses of them: site-content-checks.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../src/lib/database.types';
import { must } from '../http';
import { ownStack } from './databases';
import { adminClient, client, type Client, newUser, serviceClient, useStack } from './helpers';

type Tables = Database['public']['Tables'];

/** A stack of its own: these tests change the company facts and the FAQ's order. */
const stack = ownStack('local_supabase_site_content');
beforeAll(() => useStack(stack().url));

let admin: Client;
/** A second admin: another person with the same page open. */
let colleague: Client;
let colleagueEmail: string;

beforeAll(async () => {
  admin = await adminClient();
  const other = await newUser('colleague');
  const granted = await serviceClient()
    .from('user_roles')
    .insert({ user_id: other.id, role: 'admin' });
  expect(granted.error).toBeNull();
  colleague = other.supabase;
  colleagueEmail = other.email;
});

async function facts(c: Client) {
  const { data, error } = await c.from('company_facts').select('id, version, phone').single();
  expect(error).toBeNull();
  return must(data);
}

async function legalPage(c: Client, kind: string) {
  const { data, error } = await c
    .from('legal_pages')
    .select('id, version, body_en, body_de')
    .eq('kind', kind)
    .single();
  expect(error).toBeNull();
  return must(data);
}

async function faqIds(c: Client): Promise<string[]> {
  const { data, error } = await c
    .from('faq_entries')
    .select('id')
    .order('display_order')
    .order('id');
  expect(error).toBeNull();
  return must(data).map((row) => row.id);
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

describe("today's content, brought along by the migrations", () => {
  it('holds the five FAQ entries, the three legal pages and the facts, published', async () => {
    const visitor = client();
    const { data: faq } = await visitor
      .from('faq_entries')
      .select('question_en, question_de')
      .order('display_order');
    expect(must(faq)).toHaveLength(5);
    expect(must(faq)[0]).toEqual({
      question_en: 'How long does it take until our first AI agent is live?',
      question_de: 'Wie lange dauert es, bis unser erster KI-Agent live ist?',
    });
    const { data: pages } = await visitor.from('legal_pages').select('kind, title_en, title_de');
    expect(
      must(pages)
        .map((p) => `${p.kind}: ${p.title_en} / ${p.title_de}`)
        .sort(),
    ).toEqual([
      'imprint: Imprint / Impressum',
      'privacy: Privacy Policy / Datenschutzerklärung',
      'terms: Terms of Service / Nutzungsbedingungen',
    ]);
    const { data: company } = await visitor
      .from('company_facts')
      .select('phone, email, legal_name, managing_directors, register_number, vat_id')
      .single();
    expect(company).toEqual({
      phone: '+49 30 1234567',
      email: 'hello@northlight-ai.example',
      legal_name: 'Northlight AI GmbH',
      managing_directors: ['Alex Example'],
      register_number: 'HRB 000000',
      vat_id: 'DE123456789',
    });
    // The imprint shows the phone number of the facts, in both languages.
    const imprint = await legalPage(admin, 'imprint');
    expect(imprint.body_en).toContain('## Contact {#contact}\n\n{{company.contact}}');
    expect(imprint.body_de).toContain('## Kontakt {#contact}\n\n{{company.contact}}');
  });

  it("starts every item's history with a baseline revision", async () => {
    const { data } = await admin
      .from('revisions')
      .select('item_type, action')
      .in('item_type', ['faq_entry', 'legal_page', 'company_facts'])
      .eq('action', 'baseline');
    const counts = must(data).reduce<Record<string, number>>((all, r) => {
      all[r.item_type] = (all[r.item_type] ?? 0) + 1;
      return all;
    }, {});
    expect(counts).toEqual({ faq_entry: 5, legal_page: 3, company_facts: 1 });
  });
});

describe('who reads and who writes', () => {
  it('visitors and signed-in users read published rows only; admins read drafts too', async () => {
    const created = await admin.from('faq_entries').insert(newFaqEntry()).select('id').single();
    expect(created.error).toBeNull();
    const id = must(created.data).id;
    const user = (await newUser('reader')).supabase;
    for (const reader of [client(), user]) {
      expect(await faqIds(reader)).not.toContain(id);
    }
    expect(await faqIds(admin)).toContain(id);
    // Unpublished facts are nobody's but the admins'.
    const { id: factsId, version } = await facts(admin);
    expect(
      (
        await admin
          .from('company_facts')
          .update({ published: false, base_version: version })
          .eq('id', factsId)
      ).error,
    ).toBeNull();
    expect((await client().from('company_facts').select('id')).data).toEqual([]);
    expect(
      (
        await admin
          .from('company_facts')
          .update({ published: true, base_version: version + 1 })
          .eq('id', factsId)
      ).error,
    ).toBeNull();
    expect(must((await client().from('company_facts').select('id')).data)).toHaveLength(1);
  });

  it('a signed-in user who is no admin changes nothing; neither does a visitor', async () => {
    const user = (await newUser('not-admin')).supabase;
    const inserted = await user.from('faq_entries').insert(newFaqEntry());
    expect(inserted.error?.code).toBe('42501');
    expect((await client().from('faq_entries').insert(newFaqEntry())).error?.code).toBe('42501');

    const before = await facts(admin);
    const updated = await user
      .from('company_facts')
      .update({ phone: '+49 30 9999999', base_version: before.version })
      .eq('id', before.id)
      .select('id');
    expect(updated.data).toEqual([]);
    const [first] = await faqIds(admin);
    expect(
      (await user.from('faq_entries').delete().eq('id', must(first)).select('id')).data,
    ).toEqual([]);
    expect(
      (await client().from('legal_pages').update({ title_en: 'Hacked' }).eq('kind', 'terms')).error
        ?.code,
    ).toBe('42501');
    expect(await facts(admin)).toEqual(before);
    expect(await faqIds(admin)).toContain(first);
    const reorder = await user.rpc('reorder_faq_entries', {
      ids: await faqIds(admin),
      expected: await faqIds(admin),
    });
    expect(reorder.error?.code).toBe('42501');
  });

  it('an admin edits a legal page, and visitors read the new text', async () => {
    const page = await legalPage(admin, 'terms');
    const body = `${must(page.body_en)}\n\n## Changes {#changes}\n\nWe may change these terms.`;
    const saved = await admin
      .from('legal_pages')
      .update({ body_en: body, base_version: page.version })
      .eq('id', page.id)
      .select('version')
      .single();
    expect(saved.data).toEqual({ version: page.version + 1 });
    const { data } = await client()
      .from('legal_pages')
      .select('body_en')
      .eq('kind', 'terms')
      .single();
    expect(data?.body_en).toBe(body);
  });
});

describe('column grants', () => {
  /** Each grant on a table's columns, as "grantee PRIVILEGE: columns" (sorted). */
  async function columnGrants(table: string): Promise<string[]> {
    const rows = await stack().ctx.db.query<{ grant: string }>(
      `select a.grantee::regrole::text || ' ' || a.privilege_type || ': ' ||
              string_agg(att.attname, ' ' order by att.attname) as grant
         from pg_attribute att cross join lateral aclexplode(att.attacl) a
        where att.attrelid = $1::regclass and att.attnum > 0 and not att.attisdropped
        group by a.grantee, a.privilege_type order by 1`,
      [`public.${table}`],
    );
    return rows.map((r) => r.grant);
  }
  const sorted = (...lists: string[]) => lists.join(' ').split(' ').sort().join(' ');
  const common = 'created_at id published updated_at';

  it('visitors read the content; the admin also the version, and writes content and base_version; chat-ai reads the published content', async () => {
    const faq = 'answer_de answer_en question_de question_en';
    expect(await columnGrants('faq_entries')).toEqual([
      `anon SELECT: ${sorted(faq, common, 'display_order')}`,
      `authenticated INSERT: ${sorted(faq, 'display_order published')}`,
      `authenticated SELECT: ${sorted(faq, common, 'display_order version')}`,
      `authenticated UPDATE: ${sorted(faq, 'base_version published')}`,
      `service_role SELECT: ${sorted(faq, 'display_order id published')}`,
    ]);
    const legal = 'body_de body_en description_de description_en revised_on title_de title_en';
    expect(await columnGrants('legal_pages')).toEqual([
      `anon SELECT: ${sorted(legal, common, 'kind')}`,
      `authenticated SELECT: ${sorted(legal, common, 'kind version')}`,
      `authenticated UPDATE: ${sorted(legal, 'base_version published')}`,
      `service_role SELECT: ${sorted(legal, 'kind published')}`,
    ]);
    const rows = await stack().ctx.db.query<{ name: string }>(
      `select attname as name from pg_attribute
        where attrelid = 'public.company_facts'::regclass and attnum > 0 and not attisdropped`,
    );
    const facts = rows
      .map((r) => r.name)
      .filter((name) => !`${common} version base_version`.split(' ').includes(name))
      .join(' ');
    expect(await columnGrants('company_facts')).toEqual([
      `anon SELECT: ${sorted(facts, common)}`,
      `authenticated SELECT: ${sorted(facts, common, 'version')}`,
      `authenticated UPDATE: ${sorted(facts, 'base_version published')}`,
      `service_role SELECT: ${sorted(facts, 'published')}`,
    ]);
  });

  it('a change reads back the columns it names: all of them include base_version, which nobody reads', async () => {
    const seen = await facts(admin);
    // As a REST PATCH with `Prefer: return=representation` and no `select`: every column.
    const everything = await admin
      .from('company_facts')
      .update({ phone: '+49 30 3333333', base_version: seen.version })
      .eq('id', seen.id)
      .select();
    expect(everything.error?.code).toBe('42501');
    expect(await facts(admin)).toEqual(seen);
    const faq = await admin
      .from('faq_entries')
      .select('id, version')
      .order('display_order')
      .limit(1)
      .single();
    const everyFaqColumn = await admin
      .from('faq_entries')
      .update({ question_en: 'How long does it take?', base_version: must(faq.data).version })
      .eq('id', must(faq.data).id)
      .select();
    expect(everyFaqColumn.error?.code).toBe('42501');

    // As the admin pages save: the columns they read.
    const named = await admin
      .from('company_facts')
      .update({ phone: '+49 30 3333333', base_version: seen.version })
      .eq('id', seen.id)
      .select('phone, version')
      .single();
    expect(named.data).toEqual({ phone: '+49 30 3333333', version: seen.version + 1 });
  });
});

describe('versions and history', () => {
  it('refuses a stale save, naming who changed what; and a save that states no version', async () => {
    const seen = await facts(admin);
    const theirs = await colleague
      .from('company_facts')
      .update({ phone: '+49 30 7654321', base_version: seen.version })
      .eq('id', seen.id);
    expect(theirs.error).toBeNull();
    const mine = await admin
      .from('company_facts')
      .update({ phone: '+49 30 1111111', base_version: seen.version })
      .eq('id', seen.id);
    expect([mine.status, mine.error?.code]).toEqual([409, 'PT409']);
    expect(JSON.parse(must(mine.error?.details))).toMatchObject({
      version: seen.version + 1,
      by: colleagueEmail,
      changed: ['phone'],
    });
    const unversioned = await admin
      .from('company_facts')
      .update({ phone: '+49 30 2222222' })
      .eq('id', seen.id);
    expect(unversioned.error?.code).toBe('PT428');
    expect((await facts(admin)).phone).toBe('+49 30 7654321');
  });

  it('records each change of a legal page and restores an earlier version', async () => {
    const page = await legalPage(admin, 'privacy');
    const edited = await admin
      .from('legal_pages')
      .update({ body_de: '## Neu {#neu}\n\nKurz.', base_version: page.version })
      .eq('id', page.id);
    expect(edited.error).toBeNull();
    const { data: revisions } = await admin
      .from('revisions')
      .select('id, action, version, changed, actor_email')
      .eq('item_type', 'legal_page')
      .eq('item_id', page.id)
      .order('id');
    const [baseline, edit] = must(revisions);
    expect(baseline).toMatchObject({ action: 'baseline', version: 1 });
    expect(edit).toMatchObject({ action: 'edit', version: page.version + 1, changed: ['body_de'] });

    const restored = await admin.rpc('restore_revision', {
      revision_id: must(baseline).id,
      version: page.version + 1,
    });
    expect(restored.error).toBeNull();
    expect(restored.data).toEqual({ version: page.version + 2, published: true });
    expect((await legalPage(admin, 'privacy')).body_de).toBe(page.body_de);
    // Restoring what an older page showed is refused once the page moved on meanwhile.
    const stale = await admin.rpc('restore_revision', {
      revision_id: must(edit).id,
      version: page.version + 1,
    });
    expect(stale.error?.code).toBe('PT409');
  });

  it('moves a deleted FAQ entry to the trash and restores it at its place', async () => {
    // A list with one entry per place (new entries all start at place 0).
    const before = await faqIds(admin);
    expect(
      (await admin.rpc('reorder_faq_entries', { ids: before, expected: before })).error,
    ).toBeNull();
    const id = must(before[1]);
    const { data: entry } = await admin
      .from('faq_entries')
      .select('question_en, answer_de, question_de, published, version')
      .eq('id', id)
      .single();
    expect((await admin.from('faq_entries').delete().eq('id', id)).error).toBeNull();
    expect(await faqIds(admin)).not.toContain(id);
    const { data: trashed } = await admin
      .from('trash')
      .select('id, title')
      .eq('item_type', 'faq_entry')
      .eq('item_id', id)
      .single();
    expect(trashed?.title).toBe(entry?.question_de);

    const back = await admin.rpc('restore_from_trash', { trash_id: must(trashed).id });
    expect(back.error).toBeNull();
    expect(await faqIds(admin)).toEqual(before);
    const { data: again } = await admin
      .from('faq_entries')
      .select('question_en, answer_de, question_de, published, version')
      .eq('id', id)
      .single();
    expect(again).toMatchObject({
      question_en: entry?.question_en,
      answer_de: entry?.answer_de,
      published: entry?.published,
      version: must(entry).version + 1,
    });
  });

  it('reorders the FAQ only from the order the admin saw', async () => {
    const seen = await faqIds(admin);
    const reversed = [...seen].reverse();
    expect(
      (await colleague.rpc('reorder_faq_entries', { ids: reversed, expected: seen })).error,
    ).toBeNull();
    const stale = await admin.rpc('reorder_faq_entries', { ids: seen, expected: seen });
    expect(stale.error?.code).toBe('PT409');
    expect(await faqIds(admin)).toEqual(reversed);
  });
});
