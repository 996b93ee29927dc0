/** chat-ai served on loopback for tests: the built-in provider, an in-memory limiter, high limits. */
import { createBuiltinProvider } from '../chat-ai/assistant/providers/builtin.ts';
import { type ChatHandlerOptions, createChatHandler } from '../chat-ai/handler.ts';
import type { RateLimitSettings } from '../_shared/rate-limit.ts';
import { serveHandler } from './client.ts';
import { memoryRateLimiter } from './memory-rate-limiter.ts';

/** Limits no test reaches unless it means to. */
export const TEST_LIMITS: RateLimitSettings = {
  perSession: 1000,
  perIp: 1000,
  windowSeconds: 300,
  perDay: 100_000,
  clientIpHeader: 'cf-connecting-ip',
  failOpen: undefined,
};

export function serveChat(options: Partial<ChatHandlerOptions> = {}) {
  return serveHandler(
    createChatHandler({
      provider: createBuiltinProvider({ chunkDelayMs: 0 }),
      limiter: memoryRateLimiter(),
      limits: TEST_LIMITS,
      ...options,
    }),
  );
}
