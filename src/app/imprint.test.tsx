/**
 * The imprint as the seed publishes it (the seed migration's own rows, read from its SQL), built
 * and rendered as the site builds it: in each language it names the facts German law asks for
 * (§ 5 DDG: the company and its address, the managing directors, a quick contact, the VAT id,
 * the commercial register; § 18 MStV: who is responsible for the content). The database keeps
 * the placeholders in the text (legal_pages_imprint_facts); this checks what a visitor reads.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import type * as SiteContent from '@/lib/site-content';
import { seedCompanyFactsRow } from '@/testing/site-content-seed';

import { LegalPage } from './legal-page';
import { legalPageData } from './legal-page-data.server';

vi.mock('@/lib/site-content', async (importOriginal) => {
  const seed = await import('@/testing/site-content-seed');
  const { companyFactsOfRow } = await import('../../supabase/functions/_shared/site-facts.ts');
  return {
    ...(await importOriginal<typeof SiteContent>()),
    readCompanyFacts: () => Promise.resolve(companyFactsOfRow(seed.seedCompanyFactsRow())),
    readLegalPage: (_config: unknown, kind: SiteContent.LegalKind) =>
      Promise.resolve(seed.seedLegalPage(kind)),
  };
});

beforeEach(() => {
  vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:1');
  vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_test');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const facts = seedCompanyFactsRow();

describe.each([
  { path: '/imprint', title: 'Imprint', country: 'Germany', email: 'E-mail', phone: 'Phone' },
  {
    path: '/de/imprint',
    title: 'Impressum',
    country: 'Deutschland',
    email: 'E-Mail',
    phone: 'Telefon',
  },
])('the seeded imprint at $path', ({ path, title, country, email, phone }) => {
  async function renderImprint() {
    const data = await legalPageData('imprint', new Request(`http://localhost${path}`));
    render(
      <MemoryRouter initialEntries={[path]}>
        <LegalPage data={data} />
      </MemoryRouter>,
    );
    const article = screen.getByRole('article', { name: title });
    return Object.assign(within(article), { text: article.textContent ?? '' });
  }

  it('names the company, its address, its managing directors, its VAT id and its register', async () => {
    const { text, getByText } = await renderImprint();
    for (const fact of [
      facts.legal_name,
      facts.street,
      `${facts.postal_code} ${facts.city}`,
      country,
      ...facts.managing_directors,
      facts.vat_id,
      `${facts.register_court}, ${facts.register_number}`,
      facts.responsible_for_content,
    ]) {
      expect(text).toContain(fact);
    }
    // The address as a block of its own, and no placeholder left unfilled.
    const address = getByText(facts.street).closest('address');
    for (const line of [facts.legal_name, `${facts.postal_code} ${facts.city}`, country]) {
      expect(address).toHaveTextContent(line);
    }
    expect(text).not.toMatch(/\{\{|\}\}/);
  });

  it('gives a quick contact: the e-mail address and the phone number as links', async () => {
    const imprint = await renderImprint();
    expect(imprint.getByRole('link', { name: facts.email })).toHaveAttribute(
      'href',
      `mailto:${facts.email}`,
    );
    expect(imprint.getByRole('link', { name: facts.phone })).toHaveAttribute(
      'href',
      `tel:${facts.phone.replace(/[^+\d]/g, '')}`,
    );
    const contact = imprint.getByRole('link', { name: facts.email }).closest('address');
    expect(contact).toHaveTextContent(`${email}: ${facts.email}`);
    expect(contact).toHaveTextContent(`${phone}: ${facts.phone}`);
  });

  it('lists its sections, each under the anchor the text fixes', async () => {
    const imprint = await renderImprint();
    const sections = imprint.getAllByRole('heading', { level: 2 }).map((heading) => heading.id);
    expect(sections).toEqual(
      expect.arrayContaining(['company', 'ceo', 'contact', 'vat', 'register', 'responsible']),
    );
    const toc = imprint.getByRole('navigation');
    for (const id of sections) {
      expect(
        within(toc)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toContain(`#${id}`);
    }
  });
});
