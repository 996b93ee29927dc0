import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ConflictError, formatMoment, type RevisionEntry } from '@/lib/revisions';

import { historyCopy } from './copy';
import { type RestoreRevision, useHistoryRestore } from './use-history-restore';

const copy = {
  ...historyCopy,
  restoreConflict: 'Nicht wiederhergestellt: {who} hat die Antwort am {when} geändert.',
  someone: 'Jemand',
};

const revision: RevisionEntry = {
  id: 4,
  version: 2,
  action: 'edit',
  changed: ['question'],
  actor_email: 'admin@example.com',
  created_at: '2026-11-20T09:30:00Z',
  restored_from: null,
};

type Outcome = Parameters<RestoreRevision>[1];

/** The hook with a restore that ends as `settle` says, once called. */
function setUp(settle: (outcome: Outcome) => void) {
  const restore = vi.fn<RestoreRevision>((_revision, outcome) => settle(outcome));
  const { result } = renderHook(() => useHistoryRestore(restore, copy));
  return { restore, result };
}

describe('useHistoryRestore', () => {
  // A failed restore is also logged for the developer.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says the version was restored, naming its time, and is no longer busy', () => {
    const { restore, result } = setUp((outcome) => {
      outcome.onSuccess();
      outcome.onSettled();
    });
    act(() => result.current.setOpen(true));
    act(() => result.current.onRestore(revision));
    expect(restore).toHaveBeenCalledWith(revision, expect.any(Object));
    expect(result.current.announcement).toEqual({
      text: `Die Version vom ${formatMoment(revision.created_at)} wurde wiederhergestellt.`,
      failed: false,
    });
    expect(result.current.restoringId).toBeNull();
  });

  it('names who changed the item meanwhile and when, or "Jemand" when unknown', () => {
    const at = '2026-11-27T14:05:00Z';
    const named = setUp((outcome) =>
      outcome.onError(new ConflictError('kollegin@example.com', at, 3)),
    );
    act(() => named.result.current.onRestore(revision));
    expect(named.result.current.announcement).toEqual({
      text: `Nicht wiederhergestellt: kollegin@example.com hat die Antwort am ${formatMoment(at)} geändert.`,
      failed: true,
    });
    // Still busy until the mutation settles.
    expect(named.result.current.restoringId).toBe(revision.id);

    const unnamed = setUp((outcome) => outcome.onError(new ConflictError(null, null, 3)));
    act(() => unnamed.result.current.onRestore(revision));
    expect(unnamed.result.current.announcement?.text).toBe(
      'Nicht wiederhergestellt: Jemand hat die Antwort am ? geändert.',
    );
  });

  it('says a failure plainly, and forgets the outcome when the dialog closes', () => {
    const { result } = setUp((outcome) => {
      outcome.onError(new Error('network'));
      outcome.onSettled();
    });
    act(() => result.current.setOpen(true));
    act(() => result.current.onRestore(revision));
    expect(result.current.announcement).toEqual({ text: historyCopy.restoreFailed, failed: true });
    act(() => result.current.onOpenChange(false));
    expect(result.current.open).toBe(false);
    expect(result.current.announcement).toBeNull();
  });
});
