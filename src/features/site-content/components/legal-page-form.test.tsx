import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { seedCompanyFactsRow, seedLegalPage } from '@/testing/site-content-seed';

import type { LegalPage } from '../api/get-legal-pages';
import { LegalPageForm } from './legal-page-form';

const { save } = vi.hoisted(() => ({ save: vi.fn<(input: unknown) => Promise<LegalPage>>() }));

vi.mock('../api/save-legal-page', () => ({
  useSaveLegalPage: () => useMutation({ mutationFn: save }),
}));

const companyFacts = vi.hoisted(() => ({
  state: { data: undefined as unknown, isError: false, isFetching: true, refetch: vi.fn() },
}));
vi.mock('../api/get-company-facts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useCompanyFacts: () => companyFacts.state,
}));

afterEach(() => {
  resetToasts();
  vi.clearAllMocks();
});

/** The imprint as the seed publishes it. */
const imprint: LegalPage = {
  ...seedLegalPage('imprint'),
  id: '0f0f0f0f-1e00-4a00-8000-000000000003',
  published: true,
  version: 1,
  updated_at: '2026-12-01T10:00:00Z',
};

function setup() {
  const user = userEvent.setup();
  // The form asks before leaving with unsaved changes, which needs a data router.
  const router = createMemoryRouter([
    { path: '/', element: <LegalPageForm kind="imprint" page={imprint} /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}

const body = () => screen.getByLabelText('Text (Deutsch, Markdown)', { exact: true });

async function replaceBody(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(body());
  await user.click(body());
  await user.paste(text);
}

describe('LegalPageForm (the imprint)', () => {
  it('refuses a text without a legal fact the imprint must name, saying so at the field', async () => {
    const user = setup();
    const without = (imprint.body_de ?? '').replace('{{company.vat_id}}', 'folgt');
    await replaceBody(user, without);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    const message =
      'Das Impressum muss diese Platzhalter enthalten: {{company.vat_id}}. Füge sie in den Text ein; die Angaben selbst änderst du unter „Unternehmensdaten“.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(body()).toHaveAttribute('aria-invalid', 'true');
    expect(body()).toHaveAccessibleDescription(message);
    // What was typed stays, nothing is saved.
    expect(body()).toHaveValue(without);
    expect(save).not.toHaveBeenCalled();
    expect(await screen.findByText(/^Bitte prüfe die markierten Felder/)).toBeVisible();
  });

  it('refuses a text that lost its headings, saying so at the field', async () => {
    const user = setup();
    await replaceBody(user, 'Nur ein Absatz ohne Überschrift.\n\n{{company.address}}');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(body()).toHaveAccessibleDescription(
      /^Der Text braucht mindestens eine Abschnittsüberschrift: eine Zeile, die mit „## “ beginnt/,
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the imprint with all its facts', async () => {
    save.mockResolvedValueOnce({ ...imprint, version: 2 });
    const user = setup();
    await replaceBody(user, `${imprint.body_de ?? ''}\n\nErgänzt.`);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert.')).toBeVisible();
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      id: imprint.id,
      baseVersion: 1,
      values: { body_de: `${imprint.body_de ?? ''}\n\nErgänzt.` },
    });
  });

  it('previews the texts with the company facts once they are loaded, and offers to retry', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Vorschau' }));
    expect(screen.getByRole('status')).toHaveTextContent('Lädt...');
    expect(screen.getByRole('button', { name: 'Vorschau ausblenden' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Vorschau ausblenden' }));

    companyFacts.state = { ...companyFacts.state, isFetching: false, isError: true };
    await user.click(screen.getByRole('button', { name: 'Vorschau' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Die Inhalte konnten nicht geladen werden.',
    );
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(companyFacts.state.refetch).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Vorschau ausblenden' }));

    companyFacts.state = {
      ...companyFacts.state,
      isError: false,
      data: { ...seedCompanyFactsRow(), id: 'facts', published: true, version: 1 },
    };
    await user.click(screen.getByRole('button', { name: 'Vorschau' }));
    // The preview's code loads on demand (slowly, the first time in a test).
    const german = await screen.findByRole(
      'region',
      { name: 'Vorschau: Text (Deutsch)' },
      { timeout: 15_000 },
    );
    expect(german).toHaveTextContent(
      'Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE123456789',
    );
  });
});
