/**
 * What chat-ai keeps of a conversation for the team's insights (`chat_questions`,
 * `chat_outcomes`): each visitor question, redacted at write time (`redact.ts`), with its
 * language, page, the sources that answered it and whether a meeting card was offered; and how a
 * conversation ended. Nothing else: no address, no user agent, only the conversation's random id.
 *
 * Written with the service role (visitors cannot write these tables). A failed write is logged
 * and otherwise ignored: the visitor's reply never waits for it or fails because of it. Questions
 * are written in batches (one insert for those of the last `batchMs`), so a busy instance adds
 * one write a fraction of a second, not one per message.
 *
 * Redaction runs when a batch is written, not when the reply ends, and its module (with its
 * name lists and phone metadata, about 100 ms to load) is loaded then, on the first write of an
 * instance: neither a cold start nor a reply waits for it. A batch that cannot be redacted is
 * dropped, never written as typed.
 */
import type { ChatOutcome } from '../../_shared/chat-contract.ts';
import type { ReplyLanguage } from '../../_shared/language.ts';
import { terms } from '../../_shared/tokenize.ts';
import { callRest } from '../../_shared/postgrest.ts';

export type QuestionRecord = {
  conversationId: string;
  /** The visitor's message as typed; redacted here, before it leaves the function. */
  question: string;
  language: ReplyLanguage;
  page: string;
  sources: string[];
  meetingOffered: boolean;
};

export interface InsightsRecorder {
  question(record: QuestionRecord): Promise<void>;
  outcome(conversationId: string, outcome: ChatOutcome): Promise<void>;
}

/** The longest question kept (the table's limit). */
const MAX_QUESTION_CHARS = 2000;
const MAX_SOURCES = 20;
/** Questions are written together after this long, or when this many wait. */
const BATCH_MS = 250;
const MAX_BATCH = 100;

type QuestionRow = {
  conversation_id: string;
  question: string;
  language: string;
  page: string;
  sources: string[];
  meeting_offered: boolean;
  /**
   * An unanswered question's words as the assistant's tokenizer reads them (stop words out,
   * Snowball stems), which the database groups unanswered questions by; none when answered.
   */
  words: string[] | null;
};

/** A browser that asks not to be tracked (Global Privacy Control) is not recorded. */
export function optedOut(req: Request): boolean {
  return req.headers.get('Sec-GPC')?.trim() === '1';
}

type Redact = (text: string) => string;
let redaction: Promise<Redact> | undefined;

/** `redact()`, loaded once per instance on first use. */
function loadRedact(): Promise<Redact> {
  if (!redaction) {
    redaction = import('./redact.ts').then((module) => module.redact);
    // A failed load is tried again on the next write.
    redaction.catch(() => (redaction = undefined));
  }
  return redaction;
}

export function restInsightsRecorder(options: {
  supabaseUrl: string;
  secretKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** How long questions wait to be written together (0: each at once). */
  batchMs?: number;
}): InsightsRecorder {
  const batchMs = options.batchMs ?? BATCH_MS;
  async function insert(table: string, body: unknown): Promise<void> {
    try {
      const response = await callRest(table, {
        supabaseUrl: options.supabaseUrl,
        key: options.secretKey,
        body,
        timeoutMs: options.timeoutMs ?? 5000,
        fetch: options.fetch,
      });
      // 409: this outcome of the conversation is recorded already.
      if (!response.ok && response.status !== 409) {
        throw new Error(`${table} answered ${response.status}: ${await response.text()}`);
      }
      await response.body?.cancel();
    } catch (error) {
      console.error('Could not record the chat insight:', error);
    }
  }
  let pending: QuestionRecord[] = [];
  let flushed: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let release: (() => void) | undefined;
  // Writes what waits; the promise every caller of this batch got resolves when it is written.
  function flush() {
    if (timer !== undefined) clearTimeout(timer);
    const rows = pending;
    const done = release;
    pending = [];
    flushed = undefined;
    timer = undefined;
    release = undefined;
    void write(rows).then(done);
  }
  async function write(records: QuestionRecord[]): Promise<void> {
    const rows: QuestionRow[] = [];
    try {
      const redact = await loadRedact();
      for (const record of records) {
        const question = redact(record.question).trim().slice(0, MAX_QUESTION_CHARS);
        if (!question) continue;
        const sources = record.sources.slice(0, MAX_SOURCES);
        rows.push({
          conversation_id: record.conversationId,
          question,
          language: record.language,
          page: record.page,
          sources,
          meeting_offered: record.meetingOffered,
          words: sources.length > 0 ? null : [...terms(question, [record.language])].sort(),
        });
      }
    } catch (error) {
      console.error('Could not redact the questions; they are not recorded:', error);
      return;
    }
    if (rows.length > 0) await insert('chat_questions', rows);
  }
  return {
    question: (record) => {
      if (!record.question.trim()) return Promise.resolve();
      pending.push(record);
      flushed ??= new Promise<void>((resolve) => {
        release = resolve;
      });
      const batch = flushed;
      if (batchMs <= 0 || pending.length >= MAX_BATCH) flush();
      else timer ??= setTimeout(flush, batchMs);
      return batch;
    },
    outcome: (conversationId, outcome) =>
      insert('chat_outcomes', { conversation_id: conversationId, kind: outcome }),
  };
}
