/**
 * Tells chat-ai how a conversation ended (a message to the team, a booked meeting), so the team's
 * insights can count it. Best effort: a failure is logged and nothing else happens; the visitor's
 * message or booking is already done. The function records nothing for a browser sending
 * Global Privacy Control, nor for a conversation it did not record.
 */
import { loadSupabase } from '@/lib/supabase-lazy';

import type { ChatOutcome, ChatOutcomeRequest } from './contract';

export async function reportChatOutcome(sessionId: string, outcome: ChatOutcome): Promise<void> {
  try {
    const supabase = await loadSupabase();
    const { error } = await supabase.functions.invoke('chat-ai', {
      body: { sessionId, outcome } satisfies ChatOutcomeRequest,
    });
    if (error) throw error;
  } catch (error) {
    console.warn('Could not report the conversation outcome:', error);
  }
}
