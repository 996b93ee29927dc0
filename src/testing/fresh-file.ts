import { vi } from 'vitest';

/**
 * The Vitest projects run their files one after another in a worker that keeps its environment
 * and loaded packages (`isolate: false` in vitest.config.ts: a jsdom and a module graph of their
 * own for each file cost more than many of the tests). What one file leaves behind must not reach
 * the next, so this setup file starts each with fresh modules of the repository (its `vi.mock`s
 * then apply to everything it imports, and helpers hold no state of an earlier file), real
 * timers, no stubbed globals or environment variables, restored spies, and, where there is a
 * DOM, empty storage and a blank document.
 */
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
if (typeof document !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  document.title = '';
}
