/**
 * The page's JavaScript compiled before it runs. V8 compiles a function only when it is first
 * called, on the main thread: hydrating a page calls most of React DOM, React Router and the page's
 * own modules for the first time, so their compilation landed in the middle of the page's longest
 * tasks. A file that starts with V8's compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and
 * later; other engines read a comment) has every function compiled at once, on a background
 * thread while the file streams in.
 *
 * After the prerender, this puts the hint at the top of every module a prerendered page preloads
 * (its `<link rel="modulepreload">`: the modules it runs while it hydrates). Modules loaded only on
 * use (the chat panel, voice input, supabase-js, the admin area) keep V8's lazy compilation: much
 * of them may never run. The admin area and the SPA fallback are not prerendered pages, so their
 * own modules are left alone too.
 *
 * Wired into react-router.config.ts (`buildEnd`, before scripts/deferred-hydration.ts moves the
 * preloads into the boot script), so `npm run build` and the e2e build both get it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { preloadedModules } from './deferred-hydration.ts';
import { pageFile } from './page-files.ts';

/** V8's explicit compile hint for a whole file; it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A module's code with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/**
 * Adds the hint to every module the prerendered pages of `paths` preload, and returns those
 * modules' addresses. Throws when no page preloads any module, so a change in how React Router
 * writes its preloads fails the build instead of quietly bringing the main-thread compiling back.
 */
export function addCompileHintsInBuild(clientDir: string, paths: readonly string[]): string[] {
  const modules = new Set(
    paths.flatMap((path) =>
      preloadedModules(readFileSync(join(clientDir, pageFile(path)), 'utf8')),
    ),
  );
  if (modules.size === 0) throw new Error('addCompileHintsInBuild: no modulepreload links found');
  for (const href of modules) {
    const file = join(clientDir, href);
    writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
  }
  return [...modules].sort();
}
