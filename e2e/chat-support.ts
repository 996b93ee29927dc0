/**
 * Helpers for the chat specs: stand-ins for the chat-ai function answered through `page.route`
 * (deterministic timing, errors on demand). Specs without a stub talk to the real function on the
 * local stack.
 */
import { type Page, type Route } from '@playwright/test';

export type ChatRequestBody = {
  messages: { role: string; content: string }[];
  sessionId: string;
  language: string;
};

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Expose-Headers': 'Retry-After',
};

/** Our SSE format: delta events then one done event. */
export function sseBody(pieces: string[]): string {
  const deltas = pieces.map((text) => `event: delta\ndata: ${JSON.stringify({ text })}\n\n`);
  return `${deltas.join('')}event: done\ndata: ${JSON.stringify({ message: pieces.join('') })}\n\n`;
}

export type StubReply =
  | { pieces: string[]; delayMs?: number }
  | { status: number; json?: unknown; headers?: Record<string, string>; delayMs?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers chat-ai with `reply(body)`; returns the bodies it received. */
export async function stubChat(
  page: Page,
  reply: (body: ChatRequestBody, index: number) => StubReply,
): Promise<ChatRequestBody[]> {
  const seen: ChatRequestBody[] = [];
  await page.route('**/functions/v1/chat-ai', async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 200, headers: CORS, body: 'ok' });
      return;
    }
    const body = request.postDataJSON() as ChatRequestBody;
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
