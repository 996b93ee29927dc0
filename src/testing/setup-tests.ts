import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import { cnWithConflictCheck } from './class-conflicts';

vi.mock('@/lib/utils', () => ({ cn: cnWithConflictCheck }));

/**
 * The unit projects run their files one after another in a worker that keeps its environment
 * (`isolate: false` in vitest.config.ts: a jsdom of its own for each file cost more than the
 * tests). What one file leaves behind must not reach the next, so each file starts with fresh
 * modules of the project (its `vi.mock`s then apply to everything it imports), real timers, no
 * stubbed globals or environment variables, empty storage and a blank document.
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

afterEach(() => cleanup());
