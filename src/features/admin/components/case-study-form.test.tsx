import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import type { AdminCaseStudy } from '@/lib/case-study';
import { ConflictError } from '@/lib/revisions';

import { type SaveCaseStudyInput, SlugTakenError } from '../api/save-case-study';
import { CaseStudyForm } from './case-study-form';

const { save, current } = vi.hoisted(() => ({
  save: vi.fn<(input: SaveCaseStudyInput) => Promise<void>>(),
  current: vi.fn<(id: string) => Promise<AdminCaseStudy | null>>(),
}));

vi.mock('../api/get-case-study', () => ({ getAdminCaseStudy: current }));

vi.mock('../api/save-case-study', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSaveCaseStudy: () => useMutation({ mutationFn: save }),
}));

vi.mock('../api/storage', () => ({
  filesOfUploads: () => [],
  removeImages: vi.fn(async () => {}),
  removeImagesOnExit: vi.fn(),
  uploadImage: vi.fn(),
}));

afterEach(() => {
  resetToasts();
  vi.clearAllMocks();
});

const existing: AdminCaseStudy = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
  title: 'Schnellere Angebote',
  slug: 'schnellere-angebote',
  client: 'Acme GmbH',
  description: 'Was schwer war.',
  results: 'Was besser wurde.',
  title_de: null,
  description_de: null,
  results_de: null,
  logo: null,
  images: [],
  image_meta: {},
  published: true,
  display_order: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  version: 4,
};

function setup({
  editing = null,
  taken = [],
  trashed = [],
}: { editing?: AdminCaseStudy | null; taken?: string[]; trashed?: string[] } = {}) {
  const user = userEvent.setup();
  const props = {
    onSaved: vi.fn(),
    onCancel: vi.fn(),
    onDirtyChange: vi.fn(),
    nextDisplayOrder: async () => 3,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CaseStudyForm
        editing={editing}
        takenSlugs={new Set(taken)}
        trashedSlugs={new Set(trashed)}
        headingRef={null}
        {...props}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  return { user, field, ...props };
}

const toasts = () => screen.getByRole('region', { name: /Notifications/ });

async function fillRest(
  user: ReturnType<typeof userEvent.setup>,
  field: (l: string) => HTMLElement,
) {
  await user.type(field('Kunde'), 'Acme GmbH');
  await user.type(field('Beschreibung (Englisch)'), 'Was schwer war.');
  await user.type(field('Ergebnisse (Englisch)'), 'Was besser wurde.');
}

describe('CaseStudyForm', () => {
  it('proposes a free slug from the title until the slug is edited', async () => {
    const { user, field } = setup({ taken: ['kunden-gluecklich'] });
    await user.type(field('Titel (Englisch)'), 'Kunden glücklich');
    expect(field('Slug (Adresse)')).toHaveValue('kunden-gluecklich-2');
    expect(field('Slug (Adresse)')).toHaveAccessibleDescription(
      expect.stringContaining('/case-studies/kunden-gluecklich-2'),
    );
    // Renaming later is safe: the old address keeps working.
    expect(field('Slug (Adresse)')).toHaveAccessibleDescription(
      expect.stringContaining('Wird er später geändert, führt die alte Adresse weiter zur neuen.'),
    );

    await user.clear(field('Slug (Adresse)'));
    await user.type(field('Slug (Adresse)'), 'eigener-slug');
    await user.type(field('Titel (Englisch)'), ' und mehr');
    expect(field('Slug (Adresse)')).toHaveValue('eigener-slug');
  });

  it('keeps the slug of an existing case study when its title changes', async () => {
    const { user, field } = setup({ editing: existing });
    expect(screen.getByRole('heading', { name: 'Case Study bearbeiten' })).toBeInTheDocument();
    await user.clear(field('Titel (Englisch)'));
    await user.type(field('Titel (Englisch)'), 'Neuer Titel');
    expect(field('Slug (Adresse)')).toHaveValue('schnellere-angebote');
  });

  it('shows each message at its field and toasts the first, in the form order', async () => {
    const { user, field } = setup();
    await user.type(field('Beschreibung (Englisch)'), 'x');
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));

    const toast = await within(toasts()).findByText('Validierungsfehler');
    expect(toast.closest('li')).toHaveTextContent('Titel ist erforderlich');
    expect(field('Titel (Englisch)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Titel (Englisch)')).toHaveAccessibleDescription('Titel ist erforderlich');
    expect(field('Kunde')).toHaveAccessibleDescription('Kunde ist erforderlich');
    expect(field('Ergebnisse (Englisch)')).toHaveAccessibleDescription(
      'Ein Ergebnis pro Zeile. Ergebnisse sind erforderlich',
    );
    // German was not started: it is optional.
    expect(field('Titel (Deutsch)')).not.toHaveAttribute('aria-invalid');
    expect(field('Beschreibung (Englisch)')).not.toHaveAttribute('aria-invalid');
    expect(save).not.toHaveBeenCalled();

    // Typing a title fixes the title and, through the proposed slug, the slug.
    await user.type(field('Titel (Englisch)'), 'Ein Titel');
    await waitFor(() => expect(field('Titel (Englisch)')).not.toHaveAttribute('aria-invalid'));
    await waitFor(() => expect(field('Slug (Adresse)')).not.toHaveAttribute('aria-invalid'));
  });

  it('saves a story written in German only, with no English text', async () => {
    save.mockResolvedValue();
    const { user, field } = setup();
    await user.type(field('Titel (Deutsch)'), 'Schnellere Angebote');
    expect(field('Slug (Adresse)')).toHaveValue('schnellere-angebote');
    await user.type(field('Kunde'), 'Acme GmbH');
    await user.type(field('Beschreibung (Deutsch)'), 'Was schwer war.');
    await user.type(field('Ergebnisse (Deutsch)'), 'Was besser wurde.');
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));
    expect(await within(toasts()).findByText('Case Study wurde erstellt.')).toBeInTheDocument();
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      title: '',
      description: '',
      results: '',
      title_de: 'Schnellere Angebote',
      description_de: 'Was schwer war.',
      results_de: 'Was besser wurde.',
    });
  });

  it('asks for at least one complete language', async () => {
    const { user, field } = setup();
    await user.type(field('Kunde'), 'Acme GmbH');
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));
    const toast = await within(toasts()).findByText('Validierungsfehler');
    expect(toast.closest('li')).toHaveTextContent('Titel ist erforderlich');
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a slug another case study uses', async () => {
    const { user, field } = setup({ taken: ['vergeben'] });
    await user.type(field('Titel (Englisch)'), 'Irgendwas');
    await user.clear(field('Slug (Adresse)'));
    await user.type(field('Slug (Adresse)'), 'vergeben');
    await fillRest(user, field);
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));
    expect(
      await within(toasts()).findByText(
        'Dieser Slug wird schon von einer anderen Case Study verwendet',
      ),
    ).toBeInTheDocument();
    expect(field('Slug (Adresse)')).toHaveAccessibleDescription(
      expect.stringContaining('Dieser Slug wird schon von einer anderen Case Study verwendet'),
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('creates with the trimmed values at the end of the list, then reports success', async () => {
    save.mockResolvedValue();
    const { user, field, onSaved } = setup();
    await user.type(field('Titel (Englisch)'), '  Neue Geschichte ');
    await fillRest(user, field);
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));

    expect(await within(toasts()).findByText('Case Study wurde erstellt.')).toBeInTheDocument();
    expect(within(toasts()).getByText('Erfolg')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    const input = save.mock.calls[0]?.[0];
    expect(input).toMatchObject({
      mode: 'create',
      title: 'Neue Geschichte',
      slug: 'neue-geschichte',
      client: 'Acme GmbH',
      images: [],
      logoFile: null,
    });
    expect(input?.mode === 'create' && (await input.displayOrder())).toBe(3);
  });

  it('shows the taken-slug message when the database refuses the slug, keeping every value', async () => {
    save.mockRejectedValue(new SlugTakenError());
    const { user, field, onSaved } = setup({ editing: existing });
    await user.clear(field('Ergebnisse (Englisch)'));
    await user.type(field('Ergebnisse (Englisch)'), 'Neu');
    await user.click(screen.getByRole('button', { name: 'Aktualisieren' }));

    expect(
      await within(toasts()).findByText(
        'Dieser Slug wird schon von einer anderen Case Study verwendet',
      ),
    ).toBeInTheDocument();
    expect(within(toasts()).getByText('Validierungsfehler')).toBeInTheDocument();
    expect(field('Slug (Adresse)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Ergebnisse (Englisch)')).toHaveValue('Neu');
    expect(onSaved).not.toHaveBeenCalled();
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      mode: 'update',
      existing,
      baseVersion: 4,
      results: 'Neu',
    });
  });

  it('neither proposes nor accepts the slug of a story in the trash', async () => {
    const { user, field } = setup({ trashed: ['alte-geschichte'] });
    await user.type(field('Titel (Englisch)'), 'Alte Geschichte');
    expect(field('Slug (Adresse)')).toHaveValue('alte-geschichte-2');
    await user.clear(field('Slug (Adresse)'));
    await user.type(field('Slug (Adresse)'), 'alte-geschichte');
    await fillRest(user, field);
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));
    expect(field('Slug (Adresse)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Slug (Adresse)')).toHaveAccessibleDescription(
      expect.stringContaining('Dieser Slug gehört einer Case Study im Papierkorb.'),
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('refused because someone saved first: keeps the typed text, compares, and saves on the new base', async () => {
    const theirs: AdminCaseStudy = {
      ...existing,
      title: 'Von Kollegin geändert',
      version: 5,
      updated_at: '2026-11-27T20:15:00Z',
    };
    save.mockRejectedValueOnce(
      new ConflictError('kollegin@example.com', '2026-11-27T20:15:00Z', 5),
    );
    current.mockResolvedValue(theirs);
    const { user, field, onSaved } = setup({ editing: existing });
    await user.clear(field('Ergebnisse (Englisch)'));
    await user.type(field('Ergebnisse (Englisch)'), 'Meine Ergebnisse');
    await user.click(screen.getByRole('button', { name: 'Aktualisieren' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^kollegin@example\.com hat diese Case Study am \d\d\.\d\d\.2026, \d\d:\d\d gespeichert, nachdem du mit der Bearbeitung begonnen hast\. Deine Eingaben sind noch im Formular\./,
    );
    expect(current).toHaveBeenCalledWith(existing.id);
    expect(onSaved).not.toHaveBeenCalled();
    // Nothing typed is lost; both versions side by side, the differing fields marked.
    expect(field('Ergebnisse (Englisch)')).toHaveValue('Meine Ergebnisse');
    const table = screen.getByRole('table', { name: 'Deine Fassung und die gespeicherte Fassung' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Titel \\(Englisch\\)')).toHaveTextContent('Schnellere Angebote');
    expect(row('Titel \\(Englisch\\)')).toHaveTextContent('Von Kollegin geändert');
    expect(row('Ergebnisse \\(Englisch\\)')).toHaveTextContent('Meine Ergebnisse');

    // Merging by hand: their title, my results; the save is based on their version.
    await user.click(
      screen.getByRole('button', { name: 'Gespeicherten Wert für „Titel (Englisch)“ übernehmen' }),
    );
    expect(field('Titel (Englisch)')).toHaveValue('Von Kollegin geändert');
    save.mockResolvedValueOnce();
    await user.click(screen.getByRole('button', { name: 'Meine Fassung speichern' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[1]?.[0]).toMatchObject({
      mode: 'update',
      baseVersion: 5,
      title: 'Von Kollegin geändert',
      results: 'Meine Ergebnisse',
    });
  });

  it('takes the saved version as a whole when asked', async () => {
    const theirs: AdminCaseStudy = { ...existing, results: 'Ihre Ergebnisse', version: 5 };
    save.mockRejectedValueOnce(new ConflictError(null, null, 5));
    current.mockResolvedValue(theirs);
    const { user, field, onDirtyChange } = setup({ editing: existing });
    await user.type(field('Kunde'), ' AG');
    await user.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Jemand hat diese Case Study am/);
    await user.click(screen.getByRole('button', { name: 'Gespeicherte Fassung übernehmen' }));
    expect(field('Kunde')).toHaveValue('Acme GmbH');
    expect(field('Ergebnisse (Englisch)')).toHaveValue('Ihre Ergebnisse');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps everything typed when saving fails, and says why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    save.mockRejectedValue(new Error('network down'));
    const { user, field } = setup({ editing: existing });
    await user.type(field('Titel (Englisch)'), ' (neu)');
    await user.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    expect(
      await within(toasts()).findByText('Case Study konnte nicht gespeichert werden.'),
    ).toBeInTheDocument();
    expect(field('Titel (Englisch)')).toHaveValue('Schnellere Angebote (neu)');
    expect(screen.getByRole('button', { name: 'Aktualisieren' })).toBeEnabled();
  });

  it('tells the page whether leaving would lose changes', async () => {
    const { user, field, onDirtyChange } = setup({ editing: existing });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await user.type(field('Kunde'), '!');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.type(field('Kunde'), '{Backspace}');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);

    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(field('Kunden-Logo'), logo);
    expect(screen.getByTestId('logo-file-name')).toHaveTextContent('logo.png');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Entfernen' }));
    expect(screen.queryByTestId('logo-file-name')).not.toBeInTheDocument();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });
});
