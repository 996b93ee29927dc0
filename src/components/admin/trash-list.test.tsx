import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TrashEntry } from '@/lib/revisions';

import { trashCopy } from './copy';
import { TrashList, type TrashListCopy } from './trash-list';

const copy: TrashListCopy = {
  ...trashCopy,
  confirmDescription: '„{title}“ wird endgültig gelöscht.',
};

const item: TrashEntry = {
  id: 7,
  item_id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
  title: 'Schnellere Angebote',
  slug: 'schnellere-angebote',
  deleted_at: '2026-11-27T10:00:00Z',
  deleted_by_email: 'admin@example.com',
};

function setup(items: TrashEntry[] = [item]) {
  const props = { onRestore: vi.fn(), onDeleteForever: vi.fn() };
  render(<TrashList items={items} copy={copy} busyId={null} {...props} />);
  return { user: userEvent.setup(), ...props };
}

describe('TrashList', () => {
  it('says when and by whom an item was deleted, and the day it goes for good (30 days on)', () => {
    setup();
    const entry = screen.getByTestId('trash-item');
    expect(entry).toHaveTextContent('Schnellere Angebote');
    expect(entry).toHaveTextContent(/Gelöscht am 27\.11\.2026, \d\d:\d\d von admin@example\.com\./);
    expect(entry).toHaveTextContent('Wird am 27.12.2026 endgültig gelöscht.');
  });

  it('restores at once, but deletes for good only after its own confirmation', async () => {
    const { user, onRestore, onDeleteForever } = setup();
    await user.click(
      screen.getByRole('button', { name: '„Schnellere Angebote“ wiederherstellen' }),
    );
    expect(onRestore).toHaveBeenCalledWith(item);

    const remove = screen.getByRole('button', { name: '„Schnellere Angebote“ endgültig löschen' });
    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Endgültig löschen?' });
    expect(dialog).toHaveAccessibleDescription('„Schnellere Angebote“ wird endgültig gelöscht.');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(onDeleteForever).not.toHaveBeenCalled();
    // Focus returns to the button that opened the confirmation.
    await waitFor(() => expect(remove).toHaveFocus());

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Endgültig löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(onDeleteForever).toHaveBeenCalledWith(item);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the trash is empty', () => {
    setup([]);
    expect(screen.getByText('Der Papierkorb ist leer.')).toBeInTheDocument();
  });
});
