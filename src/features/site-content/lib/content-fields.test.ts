import { describe, expect, it } from 'vitest';

import { contentCompareRows, contentTextOf, describeContentRevision } from './content-fields';

const fields = ['phone', 'managing_directors', 'accuracy_percent', 'xing_url'] as const;
const kind = {
  fields,
  labels: {
    phone: 'Telefon',
    managing_directors: 'Geschäftsführung',
    accuracy_percent: 'Genauigkeit',
    xing_url: 'XING',
  },
};

describe('contentTextOf', () => {
  it('shows every value as the form holds it, read defensively', () => {
    expect(
      contentTextOf(
        { phone: '+49 30 1', managing_directors: ['A', 'B'], accuracy_percent: 99, xing_url: null },
        fields,
      ),
    ).toEqual({
      phone: '+49 30 1',
      managing_directors: 'A\nB',
      accuracy_percent: '99',
      xing_url: '',
    });
    expect(contentTextOf('nonsense', fields)).toEqual({
      phone: '',
      managing_directors: '',
      accuracy_percent: '',
      xing_url: '',
    });
  });
});

describe('contentCompareRows', () => {
  it('marks the fields that differ and offers the action on those alone', () => {
    const left = contentTextOf({ phone: '+49 30 1', accuracy_percent: 99 }, fields);
    const right = contentTextOf({ phone: '+49 30 2', accuracy_percent: 99 }, fields);
    const rows = contentCompareRows(kind, left, right, '(leer)', (field) => `take ${field}`);
    expect(rows.map((row) => [row.label, row.differs, row.action])).toEqual([
      ['Telefon', true, 'take phone'],
      ['Geschäftsführung', false, undefined],
      ['Genauigkeit', false, undefined],
      ['XING', false, undefined],
    ]);
    expect(rows[1]?.left).toBe('(leer)');
  });
});

describe('describeContentRevision', () => {
  const actions = {
    baseline: 'Stand bei Einführung der Versionen',
    create: 'Erstellt',
    edit: 'Bearbeitet',
    publish: 'Veröffentlicht',
    unpublish: 'Auf Entwurf gesetzt',
    reorder: 'Position geändert',
    restore: 'Frühere Version wiederhergestellt',
    trash: 'In den Papierkorb verschoben',
    untrash: 'Aus dem Papierkorb wiederhergestellt',
  };
  it('names the changed fields of edits and restores alone, in the form’s order', () => {
    expect(
      describeContentRevision(
        { action: 'edit', changed: ['city', 'managing_directors', 'phone'] },
        actions,
        kind,
      ),
    ).toBe('Bearbeitet: Telefon, Geschäftsführung, city');
    expect(
      describeContentRevision({ action: 'publish', changed: ['published'] }, actions, kind),
    ).toBe('Veröffentlicht');
  });
});
