/**
 * A kind of item whose history the database keeps (`public.revisions`, `public.trash`): what the
 * shared history and trash operations in this folder need to know of it. Each feature declares
 * its kinds (one `HistoryKind` each) and passes one to the hooks; adding a kind is that one entry.
 */
import type { QueryKey } from '@tanstack/react-query';

/**
 * The kind's keys in the data cache. Every change invalidates `all`, which holds the kind's list,
 * its trash and its histories; a revision's content never changes and is kept apart.
 */
type HistoryKeys = {
  all: QueryKey;
  trash: () => QueryKey;
  revisions: (id: string) => QueryKey;
  revision: (revisionId: number) => QueryKey;
};

export type HistoryKind = {
  /** The database's name of the kind (`item_type` of `public.revisions` and `public.trash`). */
  itemType: string;
  keys: HistoryKeys;
  /**
   * Called with a reason (in English, for the log) when a restore brought back an item visitors
   * see, i.e. a published one: the case studies have the static site rebuilt. Kinds that visitors
   * read live leave it out.
   */
  onPublicChange?: (reason: string) => void;
  /**
   * Removes the stored files the database names as no longer referred to once an item left the
   * trash for good. Kinds without files leave it out.
   */
  removeFiles?: (paths: readonly string[]) => Promise<void>;
};
