import { describe, expect, it } from 'vitest';

import { ConflictError, conflictOf } from './revisions';

describe('conflictOf', () => {
  it('reads who saved, when, at which version and which fields they changed', () => {
    const conflict = conflictOf({
      code: 'PT409',
      message: 'changed meanwhile',
      details: JSON.stringify({
        version: 4,
        by: 'kollegin@example.com',
        at: '2026-12-01T11:00:00Z',
        changed: ['city', 7, 'phone'],
      }),
    });
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(conflict).toMatchObject({
      by: 'kollegin@example.com',
      at: '2026-12-01T11:00:00Z',
      version: 4,
      changed: ['city', 'phone'],
    });
  });

  it('knows nothing of a detail it cannot read, and is null for other errors', () => {
    expect(conflictOf({ code: 'PT409', message: 'x', details: 'not json' })).toMatchObject({
      by: null,
      at: null,
      version: null,
      changed: [],
    });
    expect(conflictOf({ code: '23514', message: 'check' })).toBeNull();
  });
});
