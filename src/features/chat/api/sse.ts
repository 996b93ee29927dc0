/**
 * Reads the chat-ai event stream: `delta` events carry `{ text }`, one `done` event `{ message }`
 * ends it, an `error` event `{ error, status }` ends a failed one. The reader is the functions' own
 * (`supabase functions deploy` ships that folder alone, so it lives there and the chat imports it
 * through this file); in the site its `eventsource-parser` import is the site's copy of that
 * package, pinned to the version the functions' deno.json names (scripts/shared-packages.test.ts).
 */
export {
  parseSse as readEventStream,
  type SseEvent as StreamEvent,
} from '../../../../supabase/functions/_shared/sse.ts';
