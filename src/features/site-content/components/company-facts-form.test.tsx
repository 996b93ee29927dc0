import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';

import type { CompanyFacts } from '../api/get-company-facts';
import { CompanyFactsForm } from './company-facts-form';

const { save } = vi.hoisted(() => ({ save: vi.fn<(input: unknown) => Promise<CompanyFacts>>() }));

vi.mock('../api/save-company-facts', () => ({
  useSaveCompanyFacts: () => useMutation({ mutationFn: save }),
}));

afterEach(() => {
  resetToasts();
  vi.clearAllMocks();
});

const facts: CompanyFacts = {
  id: '0f0f0f0f-1e00-4a00-8000-000000000001',
  company_name: 'Northlight AI',
  legal_name: 'Northlight AI GmbH',
  email: 'hello@northlight-ai.example',
  phone: '+49 30 1234567',
  street: 'Musterstraße 1',
  postal_code: '10115',
  city: 'Berlin',
  country_code: 'DE',
  register_court: 'Amtsgericht Berlin-Charlottenburg',
  register_number: 'HRB 000000',
  vat_id: 'DE123456789',
  managing_directors: ['Alex Example'],
  responsible_for_content: 'Alex Example',
  linkedin_url: null,
  xing_url: null,
  booking_url: 'https://meetings.hubspot.com/northlight',
  workshop_price_eur: null,
  workshop_dates: ['2027-03-12'],
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
  published: true,
  version: 2,
  updated_at: '2026-12-01T10:00:00Z',
};

function setup() {
  const user = userEvent.setup();
  // The form asks before leaving with unsaved changes, which needs a data router.
  const router = createMemoryRouter([{ path: '/', element: <CompanyFactsForm facts={facts} /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('CompanyFactsForm', () => {
  it('shows the facts as typed fields, the workshop days as the admin reads them', () => {
    setup();
    expect(field('Telefon')).toHaveValue('+49 30 1234567');
    expect(field('Geschäftsführung')).toHaveValue('Alex Example');
    expect(field('Nächste Termine')).toHaveValue('12.03.2027');
    expect(field('Genauigkeit (Prozent)')).toHaveValue('99');
  });

  it('says a malformed phone number and address at their fields and keeps them', async () => {
    const user = setup();
    await user.clear(field('Telefon'));
    await user.type(field('Telefon'), '030 1234567');
    await user.clear(field('Terminbuchung (Adresse)'));
    await user.type(field('Terminbuchung (Adresse)'), 'meetings.hubspot.com');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/^Bitte die Telefonnummer international angeben/)).toBeVisible();
    expect(
      screen.getByText('Bitte eine vollständige Adresse angeben, die mit https:// beginnt'),
    ).toBeVisible();
    expect(field('Telefon')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Telefon')).toHaveValue('030 1234567');
    expect(field('Terminbuchung (Adresse)')).toHaveValue('meetings.hubspot.com');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the typed facts based on the version it showed', async () => {
    save.mockResolvedValueOnce({ ...facts, phone: '+49 40 7654321', version: 3 });
    const user = setup();
    await user.clear(field('Telefon'));
    await user.type(field('Telefon'), '+49 40 7654321');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      id: facts.id,
      baseVersion: 2,
      values: { phone: '+49 40 7654321', workshop_dates: ['2027-03-12'], linkedin_url: null },
    });
    expect(await screen.findByText('Gespeichert.')).toBeVisible();
  });
});
