import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { seedCompanyFactsRow, seedLegalPage } from '@/testing/site-content-seed';

import type { CompanyFacts } from '../api/get-company-facts';
import type { LegalDraft } from '../lib/legal-draft';
import LegalPreview from './legal-preview';

/** The company facts as the admin has them now: the seed’s, the address changed since the last build. */
const facts: CompanyFacts = {
  ...(seedCompanyFactsRow() as unknown as CompanyFacts),
  city: 'Potsdam',
  postal_code: '14467',
  id: '0f0f0f0f-1e00-4a00-8000-000000000001',
  published: true,
  version: 3,
  updated_at: '2026-12-01T10:00:00Z',
};

const seeded = (kind: 'privacy' | 'imprint'): LegalDraft => {
  const page = seedLegalPage(kind);
  return {
    title_en: page.title_en ?? '',
    description_en: page.description_en ?? '',
    body_en: page.body_en ?? '',
    title_de: page.title_de ?? '',
    description_de: page.description_de ?? '',
    body_de: page.body_de ?? '',
    revised_on: page.revised_on ?? '',
  };
};

function renderPreview(draft: LegalDraft) {
  render(<LegalPreview draft={draft} facts={facts} />);
  return {
    en: screen.getByRole('region', { name: 'Vorschau: Text (Englisch)' }),
    de: screen.getByRole('region', { name: 'Vorschau: Text (Deutsch)' }),
  };
}

describe('LegalPreview', () => {
  it('shows each language as its page will: title, date, table of contents, sections', () => {
    const { en, de } = renderPreview(seeded('privacy'));
    expect(within(de).getByRole('heading', { level: 1 })).toHaveTextContent('Datenschutzerklärung');
    expect(within(de).getByText('Stand: Dezember 2024')).toBeInTheDocument();
    expect(within(en).getByText('Last updated: December 2024')).toBeInTheDocument();

    const toc = within(de).getByRole('navigation', { name: 'Auf dieser Seite' });
    const entries = within(toc).getAllByRole('link');
    const headings = within(de).getAllByRole('heading', { level: 2 });
    expect(entries.map((link) => link.textContent)).toEqual(headings.map((h) => h.textContent));
    // Each section under the anchor the site gives it ({#information-collected} in the text),
    // with a prefix of the language: the two previews share no id.
    expect(headings[0]).toHaveAttribute('id', 'vorschau-de-information-collected');
    expect(entries[0]).toHaveAttribute('href', '#vorschau-de-information-collected');
    expect(within(en).getAllByRole('heading', { level: 2 })[0]).toHaveAttribute(
      'id',
      'vorschau-en-information-collected',
    );
    expect(within(en).getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
  });

  it('fills the placeholders with the company facts the admin has now, in each language', () => {
    const { en, de } = renderPreview(seeded('imprint'));
    for (const [region, country, phone] of [
      [de, 'Deutschland', 'Telefon'],
      [en, 'Germany', 'Phone'],
    ] as const) {
      const address = within(region).getByText('Musterstraße 1').closest('address');
      expect(address).toHaveTextContent('Northlight AI GmbH');
      expect(address).toHaveTextContent('14467 Potsdam');
      expect(address).toHaveTextContent(country);
      expect(region).toHaveTextContent('DE123456789');
      expect(region).toHaveTextContent(`${phone}: +49 30 1234567`);
      expect(
        within(region).getByRole('link', { name: 'hello@northlight-ai.example' }),
      ).toHaveAttribute('href', 'mailto:hello@northlight-ai.example');
      expect(region.textContent).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('never renders raw HTML, and keeps only safe links', () => {
    const body = [
      '<script>alert(1)</script>',
      '',
      '## Abschnitt',
      '',
      'Text <b onclick="x()">fett</b> <img src=x onerror=y> [weiter](javascript:alert(1)) [Kontakt](/contact).',
      '',
      '<div>',
      'Block',
      '</div>',
    ].join('\n');
    const { de } = renderPreview({
      ...seeded('privacy'),
      title_de: 'Test',
      body_de: body,
    });
    expect(de.querySelector('script, img, b, div[onclick], [onclick], [onerror]')).toBeNull();
    expect(de).not.toHaveTextContent('alert');
    expect(within(de).getByText(/^Text fett/)).toHaveTextContent('Text fett weiter Kontakt.');
    expect(
      within(de)
        .getAllByRole('link', { name: /weiter|Kontakt/ })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/de/contact']);
  });

  it('says when a language is empty', () => {
    const { en } = renderPreview({
      ...seeded('privacy'),
      title_en: '',
      description_en: '',
      body_en: '',
    });
    expect(en).toHaveTextContent('(leer)');
    expect(within(en).queryByRole('article')).toBeNull();
  });
});
