import { CONTACT_MESSAGE_MAX_LENGTH } from '../../supabase/functions/_shared/contact-contract.ts';

/**
 * Opening the contact page with its message field prefilled (the assistant's "send this
 * conversation to our team"). The text travels in the history state of the navigation, never in the
 * URL, so it stays out of server logs, analytics and the referrer; the contact page reads it into
 * the message field, where the visitor can edit it. Nothing is sent until they press Send.
 */
export const CONTACT_PATH = '/contact';

/** The longest message the contact form takes; a handed-over conversation is made to fit it. */
export { CONTACT_MESSAGE_MAX_LENGTH };

export type ContactPrefillState = {
  contactMessage: string;
  /** The assistant's conversation it comes from: a message sent from it counts as its outcome. */
  conversationId?: string;
};

export function contactPrefillState(message: string, conversationId?: string): ContactPrefillState {
  return conversationId ? { contactMessage: message, conversationId } : { contactMessage: message };
}

/** The assistant's conversation a prefilled message came from, if any. */
export function readPrefillConversation(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('conversationId' in state)) return undefined;
  return typeof state.conversationId === 'string' ? state.conversationId : undefined;
}

/** The prefilled message a navigation carried, if any. */
export function readContactPrefill(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('contactMessage' in state)) return undefined;
  const { contactMessage } = state;
  return typeof contactMessage === 'string' && contactMessage.trim()
    ? contactMessage.slice(0, CONTACT_MESSAGE_MAX_LENGTH)
    : undefined;
}
