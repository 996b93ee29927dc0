import type { Page } from '@playwright/test';

/** The line the not-found page logs (the spec's rule), followed by the path the visitor asked for. */
const NOT_FOUND_LOG = '404 Error: User attempted to access non-existent route:';

/**
 * Every console error and warning of `page` and every uncaught exception, from now on, except the
 * two a not-found page is expected to cause: the app's own log of the attempted path (collected
 * in `notFoundLogs`) and Chromium's report that a document it loaded answered 404 (the status a
 * not-found page must have). React's warnings and errors, failed requests of anything else and
 * every other message are `problems`.
 */
export function watchConsole(page: Page): { problems: string[]; notFoundLogs: string[] } {
  const problems: string[] = [];
  const notFoundLogs: string[] = [];
  const documents = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') documents.add(response.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (text.startsWith(`${NOT_FOUND_LOG} `)) {
      notFoundLogs.push(text.slice(NOT_FOUND_LOG.length + 1));
      return;
    }
    const ownStatus =
      text.startsWith('Failed to load resource: the server responded with a status of 404') &&
      documents.has(message.location().url);
    if (!ownStatus) problems.push(`${message.type()}: ${text} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return { problems, notFoundLogs };
}
