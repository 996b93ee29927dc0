import { chatCopy } from '@/content/chat';
import type { Locale } from '@/lib/locale';

import type { ChatMessage } from './chat-state';

/**
 * Markdown of an assistant reply as plain text a person reads in an e-mail or CRM: emphasis marks
 * dropped, links written as "text (https://…)" with site paths made absolute by `absolute`.
 */
export function plainText(markdown: string, absolute: (path: string) => string): string {
  return markdown
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, text: string, href: string) => {
      const url = href.startsWith('/') && !href.startsWith('//') ? absolute(href) : href;
      return `${text} (${url.replace(/^mailto:/, '')})`;
    })
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/^#{1,6}\s+/gm, '');
}

/**
 * The conversation as a readable message for the contact form, in the conversation's language: a
 * short intro, then each message
 * as "Me: …" / "AI assistant: …", and an empty last line for the visitor to add to. It never
 * exceeds `maxLength`: the oldest messages are left out first (with a note saying so), and a single
 * message too long on its own is cut.
 */
export function conversationTranscript(
  messages: readonly ChatMessage[],
  {
    maxLength,
    absolute,
    language,
  }: { maxLength: number; absolute: (path: string) => string; language: Locale },
): string {
  const copy = chatCopy[language].handoff;
  const head = `${copy.intro}\n\n${copy.heading}\n\n`;
  const tail = '\n\n';
  const blocks = messages.map(
    (message) =>
      `${message.role === 'user' ? copy.you : copy.assistant}: ${
        message.role === 'user' ? message.content : plainText(message.content, absolute)
      }`,
  );
  const budget = maxLength - head.length - tail.length;
  const kept: string[] = [];
  let used = 0;
  for (let i = blocks.length - 1; i >= 0; i--) {
    const block = blocks[i] ?? '';
    const cost = block.length + (kept.length ? 2 : 0);
    if (used + cost > budget) break;
    kept.unshift(block);
    used += cost;
  }
  if (kept.length === blocks.length) return `${head}${kept.join('\n\n')}${tail}`;
  const note = `${copy.omitted}\n\n`;
  while (kept.length && used + note.length > budget) {
    used -= (kept.shift()?.length ?? 0) + (kept.length ? 2 : 0);
  }
  if (kept.length === 0) {
    const newest = blocks.at(-1) ?? '';
    const room = Math.max(0, budget - note.length - 1);
    kept.push(`${newest.slice(0, room)}…`);
  }
  return `${head}${note}${kept.join('\n\n')}${tail}`;
}
