import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { ConflictError } from '@/lib/revisions';

import type { FaqEntry } from '../api/get-faq-entries';
import { FaqForm } from './faq-form';

const { save, current } = vi.hoisted(() => ({
  save: vi.fn<(input: unknown) => Promise<FaqEntry>>(),
  current: vi.fn<(id: string) => Promise<FaqEntry | null>>(),
}));

vi.mock('../api/get-faq-entries', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFaqEntry: current,
}));
vi.mock('../api/save-faq-entry', () => ({
  useSaveFaqEntry: () => useMutation({ mutationFn: save }),
}));

afterEach(() => {
  resetToasts();
  vi.clearAllMocks();
});

const entry: FaqEntry = {
  id: '5eed0fa9-1e00-4a00-8000-000000000001',
  question_en: 'How long does it take?',
  answer_en: 'Two to six weeks.',
  question_de: 'Wie lange dauert es?',
  answer_de: 'Zwei bis sechs Wochen.',
  display_order: 0,
  published: true,
  version: 3,
  updated_at: '2026-12-01T10:00:00Z',
};

function setup(editing: FaqEntry | null = null) {
  const user = userEvent.setup();
  const props = { onSaved: vi.fn(), onCancel: vi.fn(), onDirtyChange: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FaqForm editing={editing} nextDisplayOrder={async () => 5} {...props} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, props };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('FaqForm', () => {
  it('says at the fields what is missing, keeps what was typed and saves nothing', async () => {
    const { user } = setup();
    await user.type(field('Antwort (Deutsch)'), 'Nur die Antwort.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Frage ist erforderlich (mindestens 3 Zeichen)')).toBeVisible();
    expect(field('Frage (Deutsch)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Antwort (Deutsch)')).toHaveValue('Nur die Antwort.');
    expect(save).not.toHaveBeenCalled();
  });

  it('creates an entry in one language at the end of the list', async () => {
    save.mockResolvedValueOnce(entry);
    const { user, props } = setup();
    await user.type(field('Frage (Deutsch)'), 'Wie geht es los?');
    await user.type(field('Antwort (Deutsch)'), 'Mit einem Gespräch.');
    await user.click(screen.getByRole('checkbox', { name: /Veröffentlicht/ }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalledTimes(1));
    const input = save.mock.calls[0]?.[0] as { mode: string; values: unknown };
    expect(input.mode).toBe('create');
    expect(input.values).toEqual({
      question_en: null,
      answer_en: null,
      question_de: 'Wie geht es los?',
      answer_de: 'Mit einem Gespräch.',
      published: true,
    });
  });

  it('keeps the form when a save fails', async () => {
    save.mockRejectedValueOnce(new Error('network'));
    const { user, props } = setup(entry);
    await user.clear(field('Antwort (Deutsch)'));
    await user.type(field('Antwort (Deutsch)'), 'Neu geschrieben.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(
        'Speichern fehlgeschlagen. Deine Eingaben sind erhalten; bitte versuche es erneut.',
      ),
    ).toBeVisible();
    expect(field('Antwort (Deutsch)')).toHaveValue('Neu geschrieben.');
    expect(props.onSaved).not.toHaveBeenCalled();
  });

  it('shows a refused stale save: who changed what, both versions, and merges by hand', async () => {
    save.mockRejectedValueOnce(
      new ConflictError('kollegin@example.com', '2026-12-01T11:00:00Z', 4, ['answer_en']),
    );
    current.mockResolvedValueOnce({ ...entry, answer_en: 'Four weeks.', version: 4 });
    const { user } = setup(entry);
    await user.clear(field('Antwort (Deutsch)'));
    await user.type(field('Antwort (Deutsch)'), 'Vier Wochen.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    const notice = await screen.findByTestId('conflict-notice');
    expect(within(notice).getByRole('alert')).toHaveTextContent(
      /^kollegin@example\.com hat diesen Eintrag am .* gespeichert, nachdem du mit der Bearbeitung begonnen hast\. .* Geändert wurde dabei: Antwort \(Englisch\)\.$/,
    );
    expect(field('Antwort (Deutsch)')).toHaveValue('Vier Wochen.');
    await user.click(
      within(notice).getByRole('button', {
        name: 'Gespeicherten Wert für „Antwort (Englisch)“ übernehmen',
      }),
    );
    expect(field('Antwort (Englisch)')).toHaveValue('Four weeks.');

    save.mockResolvedValueOnce({ ...entry, version: 5 });
    await user.click(within(notice).getByRole('button', { name: 'Meine Fassung speichern' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    // Based on the version it was compared with now.
    expect(save.mock.calls[1]?.[0]).toMatchObject({
      mode: 'update',
      baseVersion: 4,
      values: { answer_en: 'Four weeks.', answer_de: 'Vier Wochen.' },
    });
  });
});
