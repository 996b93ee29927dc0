import type { StoredVector, VectorStore } from '../chat-ai/assistant/vector-store.ts';

/**
 * The same semantics as the database's vector store (`match_knowledge` and its siblings), in
 * memory, for handler tests: one vector per text and model, the nearest by cosine distance among
 * the given ids. `absent: true` plays a database without pgvector.
 */
export function memoryVectorStore(options: { absent?: boolean } = {}): VectorStore & {
  /** The stored vectors, by `model id`. */
  rows: Map<string, StoredVector & { model: string }>;
  /** How many vectors each `save` stored. */
  saves: number[];
} {
  const rows = new Map<string, StoredVector & { model: string }>();
  const saves: number[] = [];
  const cosine = (a: readonly number[], b: readonly number[]) => {
    let dot = 0;
    for (const [i, value] of a.entries()) dot += value * (b[i] ?? 0);
    return dot / (Math.hypot(...a) * Math.hypot(...b) || 1);
  };
  return {
    rows,
    saves,
    stored(model) {
      if (options.absent) return Promise.resolve('absent');
      const hashes = new Map<string, string>();
      for (const row of rows.values()) if (row.model === model) hashes.set(row.id, row.contentHash);
      return Promise.resolve(hashes);
    },
    save(model, vectors) {
      if (options.absent) return Promise.resolve('absent');
      for (const vector of vectors) rows.set(`${model} ${vector.id}`, { ...vector, model });
      saves.push(vectors.length);
      return Promise.resolve(true);
    },
    nearest(model, embedding, ids, count) {
      if (options.absent) return Promise.resolve('absent');
      const allowed = new Set(ids);
      const nearest = [...rows.values()]
        .filter((row) => row.model === model && allowed.has(row.id))
        .filter((row) => row.embedding.length === embedding.length)
        .map((row) => ({ id: row.id, similarity: cosine(row.embedding, embedding) }))
        .sort((a, b) => b.similarity - a.similarity || (a.id < b.id ? -1 : 1))
        .slice(0, count)
        .map((row) => row.id);
      return Promise.resolve(nearest);
    },
  };
}
