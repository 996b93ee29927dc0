/**
 * The chat-ai contract (request types, limits, stream events, the meeting marker). It lives with
 * the functions, which `supabase functions deploy` ships without this folder, and the chat imports
 * it from there through this file: one definition for both sides.
 */
export * from '../../../../supabase/functions/_shared/chat-contract.ts';
