import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { compareCopy, reorderConflictCopy } from './copy';
import { ReorderConflict } from './reorder-conflict';

describe('ReorderConflict', () => {
  it('says who changed the list when, shows both orders, and lets the admin choose', async () => {
    const props = { onKeepTheirs: vi.fn(), onKeepMine: vi.fn() };
    render(
      <ReorderConflict
        mine={['B', 'A', 'C']}
        theirs={['A', 'C', 'B']}
        who="kollegin@example.com"
        when="27.11.2026, 21:15"
        {...props}
        copy={{ ...reorderConflictCopy, compare: { ...compareCopy, field: 'Position' } }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'kollegin@example.com hat die Liste am 27.11.2026, 21:15 geändert, bevor deine Verschiebung gespeichert wurde.',
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1geändertBA',
      '2geändertAC',
      '3geändertCB',
    ]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Meine Reihenfolge speichern' }));
    expect(props.onKeepMine).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Gespeicherte Reihenfolge behalten' }));
    expect(props.onKeepTheirs).toHaveBeenCalledTimes(1);
  });
});
