/**
 * What the team's insights call the sources of the assistant's answers. chat-ai knows them from
 * the site's content (source-labels.generated.ts: knowledge entries by topic, pages by title) and
 * writes them to `chat_source_labels` (rpc `record_chat_source_labels`, an upsert that changes a
 * label only when its text did), once per instance, with its first recorded question: the labels
 * in the database are those of the deployed site, and the report names "How fast can we go live?"
 * where the record says `faq-time-to-live`. A failed write is logged and tried again with the next
 * question; the questions themselves are recorded either way.
 */
import { callRest } from '../../_shared/postgrest.ts';
import type { InsightsRecorder } from './record.ts';
import { sourceLabels } from './source-labels.generated.ts';

export function withSourceLabels(
  recorder: InsightsRecorder,
  options: {
    supabaseUrl: string;
    secretKey: string;
    timeoutMs?: number;
    fetch?: typeof fetch;
    /** The labels by source (default: the site's, generated). */
    labels?: Record<string, string>;
  },
): InsightsRecorder {
  const labels = Object.entries(options.labels ?? sourceLabels).map(([source, label]) => ({
    source,
    label,
  }));
  async function write(): Promise<boolean> {
    try {
      const response = await callRest('rpc/record_chat_source_labels', {
        supabaseUrl: options.supabaseUrl,
        key: options.secretKey,
        body: { labels },
        timeoutMs: options.timeoutMs ?? 5000,
        fetch: options.fetch,
      });
      if (!response.ok) throw new Error(`answered ${response.status}: ${await response.text()}`);
      await response.body?.cancel();
      return true;
    } catch (error) {
      console.error('Could not record the labels of the chat insights:', error);
      return false;
    }
  }
  let written: Promise<boolean> | undefined;
  return {
    question: (record) => {
      written ??= write().then((ok) => {
        if (!ok) written = undefined;
        return ok;
      });
      return Promise.all([recorder.question(record), written]).then(() => undefined);
    },
    outcome: (conversationId, outcome) => recorder.outcome(conversationId, outcome),
  };
}
