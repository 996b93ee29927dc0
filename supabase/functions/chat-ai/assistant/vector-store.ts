/**
 * Where the assistant's vectors live: `private.knowledge_embeddings`, reached through three
 * functions of the API (migration `20261130000000_knowledge_embeddings.sql`) with the project's
 * secret key, since visitors reach neither the table nor the functions.
 *
 * The store is optional: a database without pgvector has stand-ins of the functions that answer
 * 501, and a project the migration has not reached has no functions (404). Both are `'absent'`,
 * and the assistant then searches lexically alone. Any other failure is logged and gives nothing.
 */
import { callRest } from '../../_shared/postgrest.ts';
import type { KnowledgeLanguage } from '../../_shared/knowledge-contract.ts';

/** A text's vector as stored: the text's id and language, and the hash of what was embedded. */
export type StoredVector = {
  id: string;
  language?: KnowledgeLanguage;
  contentHash: string;
  embedding: number[];
};

/** The answer of a database without a vector store. */
type Absent = 'absent';

export interface VectorStore {
  /** The content hash of each text that has a vector of `model`; undefined when unreadable. */
  stored(model: string): Promise<Map<string, string> | Absent | undefined>;
  /** Stores (or replaces) vectors of `model`; false when they could not be written. */
  save(model: string, vectors: readonly StoredVector[]): Promise<boolean | Absent>;
  /**
   * The ids among `ids` closest to `embedding` (closest first, at most `count`), within
   * `timeoutMs` (the store's own limit when absent).
   */
  nearest(
    model: string,
    embedding: readonly number[],
    ids: readonly string[],
    count: number,
    timeoutMs?: number,
  ): Promise<string[] | Absent | undefined>;
}

/** The most vectors one call stores (the function's own limit is 100). */
const MAX_SAVED_PER_CALL = 100;

export function restVectorStore(options: {
  supabaseUrl: string;
  secretKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): VectorStore {
  const timeoutMs = options.timeoutMs ?? 5_000;
  async function rpc(name: string, body: unknown, limitMs = timeoutMs): Promise<unknown> {
    let response: Response;
    try {
      response = await callRest(`rpc/${name}`, {
        supabaseUrl: options.supabaseUrl,
        key: options.secretKey,
        body,
        timeoutMs: limitMs,
        fetch: options.fetch,
      });
    } catch (error) {
      console.error(`The vector store (${name}) could not be reached:`, error);
      return undefined;
    }
    // 404: no such function (the migration has not run); 501: no pgvector on this database.
    if (response.status === 404 || response.status === 501) {
      await response.body?.cancel();
      return 'absent';
    }
    if (!response.ok) {
      console.error(
        `The vector store (${name}) answered ${response.status}:`,
        await response.text(),
      );
      return undefined;
    }
    if (response.status === 204) return null;
    try {
      return await response.json();
    } catch (error) {
      console.error(`The vector store (${name}) answered unreadable JSON:`, error);
      return undefined;
    }
  }

  return {
    async stored(model) {
      const rows = await rpc('knowledge_embeddings_stored', { model });
      if (rows === 'absent' || rows === undefined) return rows;
      if (!Array.isArray(rows)) return undefined;
      const hashes = new Map<string, string>();
      for (const row of rows as { id?: unknown; content_hash?: unknown }[]) {
        if (typeof row.id === 'string' && typeof row.content_hash === 'string') {
          hashes.set(row.id, row.content_hash);
        }
      }
      return hashes;
    },
    async save(model, vectors) {
      for (let start = 0; start < vectors.length; start += MAX_SAVED_PER_CALL) {
        const embeddings = vectors.slice(start, start + MAX_SAVED_PER_CALL).map((vector) => ({
          id: vector.id,
          language: vector.language ?? null,
          content_hash: vector.contentHash,
          embedding: vector.embedding,
        }));
        const result = await rpc('store_knowledge_embeddings', { model, embeddings });
        if (result === 'absent') return result;
        if (result === undefined) return false;
      }
      return true;
    },
    async nearest(model, embedding, ids, count, limitMs) {
      const rows = await rpc(
        'match_knowledge',
        { query_embedding: embedding, model, ids, match_count: count },
        limitMs,
      );
      if (rows === 'absent' || rows === undefined) return rows;
      return Array.isArray(rows) ? rows.filter((id): id is string => typeof id === 'string') : [];
    },
  };
}
