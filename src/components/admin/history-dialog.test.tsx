import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { RevisionEntry } from '@/lib/revisions';

import { historyCopy } from './copy';
import { type HistoryCopy, HistoryDialog } from './history-dialog';

const copy: HistoryCopy = { ...historyCopy, description: 'Jede Änderung wird gespeichert.' };

const revision = (id: number, action: string, actor: string | null): RevisionEntry => ({
  id,
  version: id,
  action,
  changed: action === 'edit' ? ['title'] : [],
  actor_email: actor,
  created_at: `2026-11-2${id}T10:00:00Z`,
  restored_from: null,
});

function setup(
  revisions: Parameters<typeof HistoryDialog>[0]['revisions'],
  announcement: { text: string; failed: boolean } | null = null,
) {
  const props = { onRestore: vi.fn(), onOpenChange: vi.fn() };
  render(
    <HistoryDialog
      open
      title="Versionen von „Angebote“"
      revisions={revisions}
      describe={(r) => (r.action === 'edit' ? 'Bearbeitet: Titel' : 'Erstellt')}
      renderCompare={(r) => <p>Vergleich {r.id}</p>}
      restoringId={null}
      announcement={announcement}
      copy={copy}
      {...props}
    />,
  );
  return { user: userEvent.setup(), ...props };
}

describe('HistoryDialog', () => {
  it('lists who changed what when, newest first; the newest is the current state', async () => {
    const data = [revision(3, 'edit', 'kollegin@example.com'), revision(1, 'create', null)];
    const { user, onRestore } = setup({ data, isPending: false, isError: false, refetch: vi.fn() });
    const list = screen.getByRole('list', { name: 'Versionen, die neueste zuerst' });
    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Bearbeitet: Titel');
    expect(newest).toHaveTextContent('von kollegin@example.com · aktueller Stand');
    expect(within(newest as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(oldest).toHaveTextContent('von System');

    const compare = within(oldest as HTMLElement).getByRole('button', {
      name: 'Mit aktuellem Stand vergleichen',
    });
    expect(compare).toHaveAttribute('aria-expanded', 'false');
    await user.click(compare);
    expect(compare).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Vergleich 1')).toBeInTheDocument();
    expect(compare).toHaveAccessibleName('Vergleich ausblenden');

    await user.click(
      within(oldest as HTMLElement).getByRole('button', { name: /^Version vom 21\.11\.2026/ }),
    );
    expect(onRestore).toHaveBeenCalledWith(data[1]);
  });

  it('says a restore’s outcome inside the dialog, a failure as an alert', () => {
    const data = [revision(2, 'edit', null)];
    setup(
      { data, isPending: false, isError: false, refetch: vi.fn() },
      {
        text: 'Nicht wiederhergestellt.',
        failed: true,
      },
    );
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'Nicht wiederhergestellt.',
    );
  });

  it('offers to try again when the history cannot be loaded', async () => {
    const refetch = vi.fn();
    const { user } = setup({ data: undefined, isPending: false, isError: true, refetch });
    expect(screen.getByText('Die Versionen konnten nicht geladen werden.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(refetch).toHaveBeenCalled();
  });
});
