/**
 * A text written in one language only: the German page shows the English text (and the English
 * page the German one), marked with its language and named beside its title, as a story in the
 * other language is. For the FAQ entries of the home page and for the legal pages.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import { FaqSection } from '@/components/sections/home/faq-section';
import type * as SiteContent from '@/lib/site-content';
import type { LegalPageRow } from '@/lib/site-content';

import { seedCompanyFacts } from '../../supabase/functions/_testing/site-content.ts';
import { LegalPage } from './legal-page';
import { legalPageData } from './legal-page-data.server';
import { faqAtBuild } from './site-content-data';

const englishOnlyPrivacy: LegalPageRow = {
  kind: 'privacy',
  title_en: 'Privacy Policy',
  description_en: 'How {{company.legal_name}} handles data.',
  body_en: '## Who we are {#who}\n\n{{company.legal_name}} runs this site.',
  title_de: null,
  description_de: null,
  body_de: null,
  revised_on: '2024-12-01',
};

vi.mock('@/lib/site-content', async (importOriginal) => ({
  ...(await importOriginal<typeof SiteContent>()),
  readCompanyFacts: () => Promise.resolve(seedCompanyFacts),
  readLegalPage: () => Promise.resolve(englishOnlyPrivacy),
  readFaqEntries: () =>
    Promise.resolve([
      {
        id: 'both',
        question_en: 'How long?',
        answer_en: 'Weeks.',
        question_de: 'Wie lange?',
        answer_de: 'Wochen.',
      },
      {
        id: 'english-only',
        question_en: 'Is our data safe?',
        answer_en: 'Yes.',
        question_de: null,
        answer_de: null,
      },
    ]),
}));

beforeEach(() => {
  vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:1');
  vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_test');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a FAQ entry without the page’s language', () => {
  it('is shown in the other language, marked with it', async () => {
    const entries = await faqAtBuild('de');
    expect(entries).toEqual([
      { question: 'Wie lange?', answer: 'Wochen.' },
      {
        question: 'Is our data safe?',
        answer: 'Yes.',
        otherLanguage: { tag: 'en', name: 'English' },
      },
    ]);
    render(
      <FaqSection
        copy={{ eyebrow: 'FAQ', title: 'Fragen', bookPrompt: 'Noch Fragen?', bookLabel: 'Buchen' }}
        entries={entries}
        BookLink={({ children, className }) => (
          <a href="/book" className={className}>
            {children}
          </a>
        )}
      />,
    );
    const question = screen.getByText('Is our data safe?');
    expect(question).toHaveAttribute('lang', 'en');
    expect(question.parentElement).toHaveTextContent('Is our data safe?(English)');
    expect(screen.getByText('Yes.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Wie lange?')).not.toHaveAttribute('lang');
  });
});

describe('a legal page without the page’s language', () => {
  it('is shown in the other language with its facts, and named beside its title', async () => {
    const data = await legalPageData('privacy', new Request('http://localhost/de/privacy'));
    expect(data).toMatchObject({
      language: 'en',
      editions: ['en'],
      title: 'Privacy Policy',
      description: 'How Northlight AI GmbH handles data.',
    });
    // The date of the revision is the page's: its words and its month in German.
    expect(data.document.lastUpdated).toBe('Stand: Dezember 2024');
    render(
      <MemoryRouter initialEntries={['/de/privacy']}>
        <LegalPage data={data} />
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Privacy Policy(English)');
    expect(screen.getByText('Privacy Policy')).toHaveAttribute('lang', 'en');
    expect(
      screen.getByText('Northlight AI GmbH runs this site.').closest('[lang]'),
    ).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'Who we are' })).toHaveAttribute('id', 'who');
    const date = screen.getByText('Stand: Dezember 2024');
    expect(date.closest('[lang="en"]')).toBeNull();
  });
});
