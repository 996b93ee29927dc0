/**
 * The admin's preview of a legal page shows what the site will: for every seeded page in each
 * language, the preview's document is the prerendered page's document (the route's data and
 * component as the build renders them), but for the prefix of its ids.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import type { CompanyFacts } from '@/features/site-content/api/get-company-facts';
import LegalPreview from '@/features/site-content/components/legal-preview';
import type * as SiteContent from '@/lib/site-content';
import { seedCompanyFactsRow, seedLegalPage } from '@/testing/site-content-seed';

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
/** The admin's facts: the published ones, as after a build. */
const facts = {
  ...(seedCompanyFactsRow() as unknown as CompanyFacts),
  id: '0f0f0f0f-1e00-4a00-8000-000000000001',
  published: true,
  version: 1,
  updated_at: '2026-12-01T10:00:00Z',
};

beforeEach(() => {
  vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:1');
  vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_test');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const KINDS: SiteContent.LegalKind[] = ['privacy', 'terms', 'imprint'];

describe.each(KINDS)('the preview of the seeded %s page', (kind) => {
  it.each([
    { lang: 'en', path: `/${kind}`, field: 'Text (Englisch)' },
    { lang: 'de', path: `/de/${kind}`, field: 'Text (Deutsch)' },
  ] as const)('is its page at $path', async ({ lang, path, field }) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <LegalPage data={await legalPageData(kind, new Request(`http://localhost${path}`))} />
      </MemoryRouter>,
    );
    const page = screen.getByRole('article').outerHTML;
    cleanup();

    const row = seedLegalPage(kind);
    render(
      <LegalPreview
        draft={{
          title_en: row.title_en ?? '',
          description_en: row.description_en ?? '',
          body_en: row.body_en ?? '',
          title_de: row.title_de ?? '',
          description_de: row.description_de ?? '',
          body_de: row.body_de ?? '',
          revised_on: row.revised_on ?? '',
        }}
        facts={facts}
      />,
    );
    const preview = within(screen.getByRole('region', { name: `Vorschau: ${field}` }))
      .getByRole('article')
      .outerHTML.replaceAll(`vorschau-${lang}-`, '');
    expect(preview).toBe(page);
  });
});
