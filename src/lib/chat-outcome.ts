/**
 * Tells chat-ai how a conversation with the assistant ended (a message to the team sent from its
 * hand-off, a meeting booked from its meeting card), so the team's insights can count it.
 * A plain `fetch` with the publishable key (no supabase-js), `keepalive` so it survives the page
 * changing; callers import it when it is needed, so no page carries it up front. Best effort: a
 * failure is logged, nothing else; the message or booking is already done. The function records
 * nothing for a browser sending Global Privacy Control, nor for a conversation it did not record.
 */
import type {
  ChatOutcome,
  ChatOutcomeRequest,
} from '../../supabase/functions/_shared/chat-contract.ts';

import { env } from './env';

export function reportChatOutcome(sessionId: string, outcome: ChatOutcome): void {
  const { supabaseUrl: url, supabasePublishableKey: key } = env;
  if (!url || !key) return;
  void fetch(`${url.replace(/\/+$/, '')}/functions/v1/chat-ai`, {
    method: 'POST',
    keepalive: true,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ sessionId, outcome } satisfies ChatOutcomeRequest),
  })
    .then((response) => {
      if (!response.ok) throw new Error(`chat-ai answered ${response.status}`);
    })
    .catch((error: unknown) => console.warn('Could not report the conversation outcome:', error));
}
