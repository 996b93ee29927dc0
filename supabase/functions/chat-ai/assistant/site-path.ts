import type { ReplyLanguage } from '../../_shared/language.ts';

/**
 * A page of the site in the reply's language: German pages live under /de ("/" → "/de",
 * "/#faq" → "/de#faq", "/ai-agents" → "/de/ai-agents"); a German path stays as it is.
 */
export function sitePath(path: string, language: ReplyLanguage): string {
  if (language !== 'de' || path === '/de' || path.startsWith('/de/') || path.startsWith('/de#')) {
    return path;
  }
  if (path === '/') return '/de';
  if (path.startsWith('/#')) return `/de${path.slice(1)}`;
  return `/de${path}`;
}
