import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  test as base,
  expect,
} from '@playwright/test';

import { LEGACY_KEY_SITE_URL, SITE_URL } from '../scripts/e2e-env';

const SITE_ORIGINS = [SITE_URL, LEGACY_KEY_SITE_URL].map((url) => new URL(url).origin);

/**
 * Prerendered pages show their content before they hydrate (their JavaScript loads after). This
 * makes `page.goto` and `page.reload` on the site resolve only once the app is interactive, as a
 * visitor would wait for it. The `page` fixture has it; call it for pages a spec opens itself.
 */
export function waitForHydrationOnLoad(page: Page): Page {
  const hydrated = async () => {
    if (!SITE_ORIGINS.includes(new URL(page.url()).origin)) return;
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated();
    return response;
  };
  return page;
}

/**
 * Every spec imports `test` from here. The browser sends any request that would leave this machine
 * to a proxy that is not there (`OFFLINE_PROXY`, playwright.config.ts), so it fails without
 * leaving, and the test that made it fails, so the suite proves the site works offline and leaks
 * nothing. A spec may stand in for an external service with `page.route(...)`: a request it
 * answers or aborts never reaches the proxy. (A fixture hands its value on with its second
 * argument, named `provide` here: named `use`, the react-hooks lint would take it for React's
 * hook.)
 *
 * The guard is the proxy rather than a route of every context: a route sends each request of the
 * page through the test's process and turns off the browser's cache, so every navigation of a
 * test would fetch every script and style again.
 */
const isLocal = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** How Chromium reports a request the proxy of `OFFLINE_PROXY` refused. */
const REFUSED_BY_PROXY = /^net::ERR_(PROXY_CONNECTION_FAILED|TUNNEL_CONNECTION_FAILED)$/;

/** What a page's Content-Security-Policy refused (a `securitypolicyviolation` event). */
export type CspViolation = { page: string; directive: string; blocked: string; sample: string };

/** The violations of the running test, from every context `watchCsp` watches. */
const cspViolations: CspViolation[] = [];
const watched = new WeakSet<BrowserContext>();

/**
 * Records every `securitypolicyviolation` of `context`'s pages (the browser fires one for each
 * script, style, frame or request the policy refuses, report-only ones included) into the running
 * test's list. The recording runs outside the page's policy (Playwright's binding and init script).
 */
async function watchCsp(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding('__reportCspViolation', ({ page }, violation: CspViolation) => {
    cspViolations.push({ ...violation, page: page.url() });
  });
  await context.addInitScript(() => {
    addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)
        .__reportCspViolation;
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
}

export const test = base.extend<{ externalRequests: string[]; cspViolations: CspViolation[] }>({
  page: async ({ page }, provide) => {
    await provide(waitForHydrationOnLoad(page));
  },
  /**
   * Every spec runs under the site's Content-Security-Policy as the host serves it and fails on
   * anything it refuses. A test that provokes a violation on purpose takes them out of this list.
   */
  cspViolations: [
    async ({ context, browser }, provide) => {
      cspViolations.length = 0;
      await watchCsp(context);
      // Contexts a test opens itself (a second visitor, a phone, scripts off) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await watchCsp(created);
        return created;
      };
      try {
        await provide(cspViolations);
      } finally {
        browser.newContext = newContext;
      }
      expect(cspViolations, 'what the Content-Security-Policy refused').toEqual([]);
    },
    { auto: true },
  ],
  externalRequests: [
    async ({ context }, provide) => {
      const blocked: string[] = [];
      context.on('requestfailed', (request) => {
        if (
          !isLocal(new URL(request.url())) &&
          REFUSED_BY_PROXY.test(request.failure()?.errorText ?? '')
        ) {
          blocked.push(request.url());
        }
      });
      await provide(blocked);
      expect(blocked, 'requests that tried to leave localhost').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A page of a new context of its own: its `goto` does not wait for hydration (a test that holds
 * the site's scripts back needs that); requests that would leave this machine are refused, as in
 * every context of the browser. Close the context at the end of the test.
 */
export async function pageOfOwnContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL: SITE_URL, ...options });
  await watchCsp(context);
  return { page: await context.newPage(), context };
}

/** Such a page with JavaScript switched off: the site before its script has run, or blocked. */
export function pageWithoutScript(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; context: BrowserContext }> {
  return pageOfOwnContext(browser, { ...options, javaScriptEnabled: false });
}

/**
 * Resolves once the page has rendered two more frames: a scroll or wheel event sent before has
 * been handled, and what it changes (scroll position, state set from a scroll listener) is on the
 * page. For checks that something did not happen, instead of a fixed sleep.
 */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

/** A held response: `wait` in a route handler holds it until `release()` (for "busy" states). */
export function gate(): { wait: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => (release = resolve));
  return { wait, release };
}

/** Layout shifts the page has seen so far (the CLS entries, without those after input). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}
