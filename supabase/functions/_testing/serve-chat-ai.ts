/**
 * Serves chat-ai alone at http://127.0.0.1:$PORT/functions/v1/chat-ai (the path the local stack
 * uses), for the end-to-end proxy and the benchmark when the whole stack is not needed.
 * CHAT_MEMORY_RATE_LIMIT=1 counts in memory instead of Postgres.
 */
import { chatOptionsFromEnv, createChatHandler } from '../chat-ai/handler.ts';
import { memoryRateLimiter } from './memory-rate-limiter.ts';

const port = Number(Deno.env.get('PORT') ?? '54704');
const options = chatOptionsFromEnv(Deno.env);
if (Deno.env.get('CHAT_MEMORY_RATE_LIMIT') === '1') options.limiter = memoryRateLimiter();
const handler = createChatHandler(options);

Deno.serve(
  { hostname: '127.0.0.1', port, onListen: () => console.log(`chat-ai on ${port}`) },
  (req) => {
    const { pathname } = new URL(req.url);
    if (pathname === '/functions/v1/chat-ai') return handler(req);
    return Response.json({ error: 'Not found' }, { status: 404 });
  },
);
