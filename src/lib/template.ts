/**
 * Fills `{name}` placeholders of a copy template; unknown placeholders stay as they are. The one
 * implementation, shared with the assistant, which fills the same placeholders of its knowledge.
 */
export { fillFacts as fill } from '../../supabase/functions/_shared/site-words.ts';
