import { test as base, expect } from '@playwright/test';

/**
 * Every spec imports `test` from here. It blocks any request that would leave this machine and
 * fails the test that made it, so the suite proves the site works offline and leaks nothing.
 * A spec may stand in for an external service with `page.route(...)`; routes registered later win
 * over this guard.
 */
export const test = base.extend<{ externalRequests: string[] }>({
  externalRequests: [
    async ({ context }, use) => {
      const blocked: string[] = [];
      await context.route(
        (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
        async (route) => {
          blocked.push(route.request().url());
          await route.abort('blockedbyclient');
        },
      );
      await use(blocked);
      expect(blocked, 'requests that tried to leave localhost').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
