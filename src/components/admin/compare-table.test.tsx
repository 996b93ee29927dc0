import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CompareTable } from './compare-table';

describe('CompareTable', () => {
  it('puts two versions side by side, the differing fields marked in words', () => {
    render(
      <CompareTable
        caption="Deine Fassung und die gespeicherte Fassung"
        leftHeading="Deine Fassung"
        rightHeading="Gespeichert von kollegin@example.com"
        copy={{ field: 'Feld', changed: 'geändert', actions: 'Aktionen' }}
        rows={[
          { key: 'title', label: 'Titel', left: 'Alt', right: 'Neu', differs: true, lang: 'en' },
          { key: 'client', label: 'Kunde', left: 'Acme', right: 'Acme', differs: false },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Deine Fassung und die gespeicherte Fassung' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Feld', 'Deine Fassung', 'Gespeichert von kollegin@example.com']);
    const [title, client] = within(table).getAllByRole('row').slice(1);
    expect(within(title as HTMLElement).getByRole('rowheader')).toHaveTextContent('Titelgeändert');
    expect(within(title as HTMLElement).getAllByRole('cell')[0]).toHaveAttribute('lang', 'en');
    expect(within(client as HTMLElement).getByRole('rowheader')).toHaveTextContent(/^Kunde$/);
  });
});
