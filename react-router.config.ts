import type { Config } from '@react-router/dev/config';
import { resolve } from 'node:path';

import {
  buildApiConfig,
  publishedStoriesForBuild,
  storyPagePaths,
  storyRedirectPaths,
} from './scripts/build-data';
import { addCompileHintsInBuild } from './scripts/compile-hints';
import { deferHydrationInBuild } from './scripts/deferred-hydration';
import { inlineStylesheetsInBuild } from './scripts/inline-stylesheet';
import { writeHostFiles } from './scripts/host-files';
import { rewriteRedirectPages } from './scripts/redirect-pages';
import { copySiteMediaInBuild } from './scripts/site-media';
import { appOnlyPaths, prerenderedPaths, unlistedPrerenderedPaths } from './src/app/paths';

/**
 * Framework mode without a server: every public route is prerendered to static HTML at build
 * time and hydrates into the SPA, and so is every published case study (read from the configured
 * Supabase project by scripts/build-data.ts): `/case-studies/<slug>` with its content, and
 * `/case-studies/<id>` and every earlier slug as redirect pages to it. Everything else is served by
 * `__spa-fallback.html`: /auth and /admin/* with status 200 (the `_redirects` rules), stories
 * published after the build and unknown paths as `404.html` with status 404 (scripts/host-files.ts).
 * The prerendered pages then load their JavaScript after the first paint
 * (scripts/deferred-hydration.ts), compiled off the main thread (scripts/compile-hints.ts), and
 * carry their styles in the HTML (scripts/inline-stylesheet.ts), the redirect pages are made
 * valid HTML with the target's preview tags
 * (scripts/redirect-pages.ts), and the stories' images the pages show are copied from storage into
 * the site (scripts/site-media.ts).
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  async prerender() {
    const stories = await publishedStoriesForBuild();
    return [
      ...prerenderedPaths,
      ...unlistedPrerenderedPaths,
      ...storyPagePaths(stories),
      ...storyRedirectPaths(stories),
    ];
  },
  async buildEnd({ reactRouterConfig }) {
    const stories = await publishedStoriesForBuild();
    const clientDir = resolve(reactRouterConfig.buildDirectory, 'client');
    const pages = [...prerenderedPaths, ...unlistedPrerenderedPaths, ...storyPagePaths(stories)];
    addCompileHintsInBuild(clientDir, pages);
    deferHydrationInBuild(clientDir, pages);
    inlineStylesheetsInBuild(clientDir, pages);
    rewriteRedirectPages(clientDir);
    const api = buildApiConfig();
    if (api) await copySiteMediaInBuild(clientDir, api.url);
    writeHostFiles(clientDir, stories, appOnlyPaths);
  },
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
