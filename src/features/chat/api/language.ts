/**
 * The language of a conversation (the visitor's latest clear message, else the page's). chat-ai
 * answers in it and the hand-off leads to the contact page in it: one rule, shared with the
 * function through this file.
 */
export * from '../../../../supabase/functions/_shared/language.ts';
