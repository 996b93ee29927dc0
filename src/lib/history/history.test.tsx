import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ConflictError, type TrashEntry } from '@/lib/revisions';

import { useDeleteFromTrash } from './delete-from-trash';
import { useTrash } from './get-trash';
import type { HistoryKind } from './kind';
import { useRestoreFromTrash } from './restore-from-trash';
import { useRestoreRevision } from './restore-revision';

const rpc = vi.fn();
const filters: [string, unknown][] = [];
let tableRows: unknown[] = [];

/** A PostgREST query that records its filters and answers with `tableRows`. */
function query() {
  const builder = {
    select: () => builder,
    eq: (column: string, value: unknown) => {
      filters.push([column, value]);
      return builder;
    },
    order: () => builder,
    limit: () => builder,
    then: (resolve: (result: { data: unknown[]; error: null }) => void) =>
      resolve({ data: tableRows, error: null }),
  };
  return builder;
}

vi.mock('@/lib/supabase', () => ({ getSupabase: () => ({ from: query, rpc }) }));

const faqKeys = {
  all: ['faq'] as const,
  trash: () => ['faq', 'trash'] as const,
  revisions: (id: string) => ['faq', 'revisions', id] as const,
  revision: (revisionId: number) => ['faq-revision', revisionId] as const,
};

const item: TrashEntry = {
  id: 7,
  item_id: 'f1',
  title: 'Was kostet ein Workshop?',
  slug: null,
  deleted_at: '2026-11-20T09:30:00Z',
  deleted_by_email: 'admin@example.com',
};

/** A cache holding the kind's trash and another kind's list, and the hooks' wrapper. */
function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(faqKeys.trash(), [item]);
  queryClient.setQueryData(['other'], []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { queryClient, wrapper, invalidated };
}

describe('the history of a kind', () => {
  let kind: HistoryKind;
  beforeEach(() => {
    rpc.mockReset();
    filters.length = 0;
    kind = {
      itemType: 'faq_entry',
      keys: faqKeys,
      onPublicChange: vi.fn(),
      removeFiles: vi.fn(() => Promise.resolve()),
    };
  });

  it('reads the trash of its own kind into its key', async () => {
    tableRows = [item];
    const { wrapper, queryClient } = setUp();
    queryClient.removeQueries({ queryKey: faqKeys.trash() });
    const { result } = renderHook(() => useTrash(kind), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([item]));
    expect(filters).toContainEqual(['item_type', 'faq_entry']);
    expect(queryClient.getQueryData(faqKeys.trash())).toEqual([item]);
  });

  it('brings a published item back to visitors and refreshes its kind alone', async () => {
    rpc.mockResolvedValue({ data: { published: true }, error: null });
    const { wrapper, invalidated } = setUp();
    const { result } = renderHook(() => useRestoreFromTrash(kind), { wrapper });
    await result.current.mutateAsync(item);
    expect(rpc).toHaveBeenCalledWith('restore_from_trash', { trash_id: 7 });
    expect(kind.onPublicChange).toHaveBeenCalledWith(
      'Restored "Was kostet ein Workshop?" from the trash',
    );
    await waitFor(() => expect(invalidated(faqKeys.trash())).toBe(true));
    expect(invalidated(['other'])).toBe(false);
  });

  it('restores a draft without telling visitors', async () => {
    rpc.mockResolvedValue({ data: { published: false }, error: null });
    const { wrapper } = setUp();
    const { result } = renderHook(() => useRestoreFromTrash(kind), { wrapper });
    await result.current.mutateAsync(item);
    expect(kind.onPublicChange).not.toHaveBeenCalled();
  });

  it('deletes for good and removes the files the database names', async () => {
    rpc.mockResolvedValue({ data: ['logos/a.webp'], error: null });
    const { wrapper, invalidated } = setUp();
    const { result } = renderHook(() => useDeleteFromTrash(kind), { wrapper });
    await result.current.mutateAsync(item);
    expect(rpc).toHaveBeenCalledWith('delete_from_trash', { trash_id: 7 });
    expect(kind.removeFiles).toHaveBeenCalledWith(['logos/a.webp']);
    await waitFor(() => expect(invalidated(faqKeys.trash())).toBe(true));
  });

  it('deletes an item of a kind without files', async () => {
    rpc.mockResolvedValue({ data: [], error: null });
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => useDeleteFromTrash({ itemType: 'faq_entry', keys: faqKeys }),
      { wrapper },
    );
    await expect(result.current.mutateAsync(item)).resolves.toBeUndefined();
  });

  it('refuses a restore of a version changed meanwhile, naming who, and refreshes', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: {
        code: 'PT409',
        message: 'changed meanwhile',
        details: JSON.stringify({ version: 5, by: 'kollegin@example.com', at: null }),
      },
    });
    const { wrapper, invalidated } = setUp();
    const { result } = renderHook(() => useRestoreRevision(kind), { wrapper });
    const restoring = result.current.mutateAsync({ revisionId: 3, version: 4, title: 'FAQ' });
    await expect(restoring).rejects.toEqual(expect.any(ConflictError));
    await expect(restoring).rejects.toMatchObject({ by: 'kollegin@example.com', version: 5 });
    expect(kind.onPublicChange).not.toHaveBeenCalled();
    await waitFor(() => expect(invalidated(faqKeys.trash())).toBe(true));
  });
});
