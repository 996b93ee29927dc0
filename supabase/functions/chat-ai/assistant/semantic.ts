/**
 * The semantic half of the hybrid search: for each question, the texts of the index closest to
 * it by meaning, which `search()` fuses with its lexical ranking (reciprocal rank fusion). On only
 * when an embedder is configured (`embeddings.ts`) and the database has a vector store
 * (`vector-store.ts`); otherwise, and whenever something fails or takes too long, the assistant
 * searches lexically alone.
 *
 * Keeping the store in step: every text the index holds for a request (`indexedTexts`: the
 * knowledge base, the pages' passages, the published stories and team answers, which chat-ai
 * re-reads within a minute of publishing) needs a vector of the current model for its current
 * content. Each instance loads once which texts have one (by content hash) and, after a reply,
 * embeds and stores those that have none or an outdated one, newly published ones first, so a
 * text published in the admin has its vector within a minute or so, and no reply waits for it.
 */
import type { KnowledgeLanguage } from '../../_shared/knowledge-contract.ts';
import type { PublishedCaseStudy } from './case-studies.ts';
import type { Embedder } from './embeddings.ts';
import { type IndexedText, indexedTexts, queryGroups } from './retrieval.ts';
import type { TeamAnswer } from './team-answers.ts';
import type { StoredVector, VectorStore } from './vector-store.ts';

/** What a request searches: its language and lists (as `search()` takes them). */
export type SemanticContext = {
  language: KnowledgeLanguage;
  stories: readonly PublishedCaseStudy[];
  teamAnswers: readonly TeamAnswer[];
};

/** Keeps a task running after the reply (`EdgeRuntime.waitUntil` when hosted). */
type Background = (task: Promise<void>) => void;

export interface SemanticSearch {
  /**
   * The ids of the request's texts closest to the question by meaning (closest first), or
   * undefined (search lexically). Also starts, in the background, storing the vectors the
   * request's texts lack. Never throws.
   */
  rank(
    question: string,
    context: SemanticContext,
    background: Background,
  ): Promise<string[] | undefined>;
}

/** How long a reply may wait for the question's vector and its nearest texts. */
const QUESTION_BUDGET_MS = 1_500;
/** How many of the closest texts are fused (a rank past this adds little: 1 / (60 + rank)). */
const MATCH_COUNT = 30;
/** Texts embedded by one sync at most (more follow with later requests). */
const SYNC_BATCHES = 4;
/** After a failed sync, the next waits this long. */
const RETRY_AFTER_MS = 60_000;
/** A database without a vector store is asked again after this long (a migration may add it). */
const ABSENT_RECHECK_MS = 10 * 60_000;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isDynamic = (id: string) => id.startsWith('story:') || id.startsWith('team:');

export function createSemanticSearch(options: {
  embedder: Embedder;
  store: VectorStore;
  questionBudgetMs?: number;
  now?: () => number;
}): SemanticSearch {
  const { embedder, store } = options;
  const now = options.now ?? Date.now;
  const budgetMs = options.questionBudgetMs ?? QUESTION_BUDGET_MS;
  /** The content hash of each text with a stored vector of the model (loaded once). */
  let stored: Map<string, string> | undefined;
  /** Each text's hash, kept while its text is the same (hashing is not free). */
  const hashes = new Map<string, { text: string; hash: string }>();
  let syncing = false;
  let retryAt = 0;
  let absentUntil = 0;

  const markAbsent = () => {
    absentUntil = now() + ABSENT_RECHECK_MS;
    stored = undefined;
    console.warn('No vector store in the database (pgvector or its migration): lexical search');
  };

  async function hashOf(text: IndexedText): Promise<string> {
    const known = hashes.get(text.id);
    if (known?.text === text.text) return known.hash;
    const hash = await sha256(text.text);
    hashes.set(text.id, { text: text.text, hash });
    return hash;
  }

  /** Embeds and stores the vectors the texts lack, newly published ones first. */
  async function sync(texts: readonly IndexedText[]): Promise<void> {
    if (!stored) {
      const loaded = await store.stored(embedder.model);
      if (loaded === 'absent') return markAbsent();
      if (!loaded) {
        retryAt = now() + RETRY_AFTER_MS;
        return;
      }
      stored = loaded;
    }
    const known = stored;
    const missing: StoredVector[] = [];
    for (const text of [...texts].sort(
      (a, b) => Number(isDynamic(b.id)) - Number(isDynamic(a.id)),
    )) {
      const contentHash = await hashOf(text);
      if (known.get(text.id) !== contentHash) {
        missing.push({ id: text.id, language: text.language, contentHash, embedding: [] });
      }
    }
    const batch = missing.slice(0, embedder.batchSize * SYNC_BATCHES);
    if (batch.length === 0) return;
    const byId = new Map(texts.map((text) => [text.id, text.text]));
    const vectors = await embedder.embed(batch.map((item) => byId.get(item.id) ?? ''));
    if (!vectors) {
      retryAt = now() + RETRY_AFTER_MS;
      return;
    }
    const rows = batch.map((item, i) => ({ ...item, embedding: vectors[i] ?? [] }));
    const saved = await store.save(embedder.model, rows);
    if (saved === 'absent') return markAbsent();
    if (!saved) {
      retryAt = now() + RETRY_AFTER_MS;
      return;
    }
    for (const row of rows) known.set(row.id, row.contentHash);
  }

  function startSync(texts: readonly IndexedText[], background: Background) {
    if (syncing || now() < retryAt || now() < absentUntil) return;
    syncing = true;
    background(
      sync(texts)
        .catch((error) => {
          console.error('Could not store the texts’ vectors:', error);
          retryAt = now() + RETRY_AFTER_MS;
        })
        .finally(() => {
          syncing = false;
        }),
    );
  }

  return {
    async rank(question, context, background) {
      // A question without a meaningful word finds nothing (search() answers it with no hits).
      if (now() < absentUntil || queryGroups(question).length === 0) return undefined;
      const texts = indexedTexts(context);
      const deadline = now() + budgetMs;
      try {
        const [vector] = (await embedder.embed([question], AbortSignal.timeout(budgetMs))) ?? [];
        const left = deadline - now();
        if (!vector || left <= 0) return undefined;
        const ids = texts.map((text) => text.id);
        const nearest = await store.nearest(embedder.model, vector, ids, MATCH_COUNT, left);
        if (nearest === 'absent') {
          markAbsent();
          return undefined;
        }
        return nearest?.length ? nearest : undefined;
      } catch (error) {
        console.error('Semantic search failed:', error);
        return undefined;
      } finally {
        // After the question's own embedding, so the texts' never delay it.
        startSync(texts, background);
      }
    },
  };
}
