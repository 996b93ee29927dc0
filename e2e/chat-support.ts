/**
 * Helpers for the chat specs: stand-ins for the chat-ai function answered through `page.route`
 * (deterministic timing, errors on demand). Specs without a stub talk to the real function on the
 * local stack.
 */
import { type Page, type Route } from '@playwright/test';

import { type ChatRequest, formatChatEvent } from '../supabase/functions/_shared/chat-contract.ts';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Expose-Headers': 'Retry-After',
};

/** A streamed reply as chat-ai sends it: delta events then one done event. */
function sseBody(pieces: string[]): string {
  const deltas = pieces.map((text) => formatChatEvent({ event: 'delta', data: { text } }));
  return [...deltas, formatChatEvent({ event: 'done', data: { message: pieces.join('') } })].join(
    '',
  );
}

export type StubReply =
  | { pieces: string[]; delayMs?: number }
  | { status: number; json?: unknown; headers?: Record<string, string>; delayMs?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers chat-ai with `reply(body)`; returns the bodies it received. */
export async function stubChat(
  page: Page,
  reply: (body: ChatRequest, index: number) => StubReply,
): Promise<ChatRequest[]> {
  const seen: ChatRequest[] = [];
  await page.route('**/functions/v1/chat-ai', async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 200, headers: CORS, body: 'ok' });
      return;
    }
    const body = request.postDataJSON() as ChatRequest;
    seen.push(body);
    const answer = reply(body, seen.length - 1);
    if (answer.delayMs) await sleep(answer.delayMs);
    if ('pieces' in answer) {
      await route.fulfill({
        status: 200,
        headers: { ...CORS, 'Content-Type': 'text/event-stream' },
        body: sseBody(answer.pieces),
      });
    } else {
      await route.fulfill({
        status: answer.status,
        headers: { ...CORS, 'Content-Type': 'application/json', ...answer.headers },
        body: answer.json === undefined ? '' : JSON.stringify(answer.json),
      });
    }
  });
  return seen;
}
