import type { Config } from '@react-router/dev/config';
import { resolve } from 'node:path';

import {
  buildApiConfig,
  buildPublicSettings,
  publishedStoriesForBuild,
  storyPagePaths,
} from './scripts/build-data';
import { inlineCriticalCssInBuild } from './scripts/critical-css';
import { writeHostFiles } from './scripts/host-files';
import { flattenPages } from './scripts/page-files';
import { copySiteMediaInBuild } from './scripts/site-media';
import {
  appOnlyPaths,
  notFoundPagePaths,
  prerenderedPaths,
  unlistedPrerenderedPaths,
} from './src/app/paths';

/**
 * Framework mode without a server: every public route is prerendered to static HTML at build
 * time and hydrates into the SPA, and so is every published case study (read from the configured
 * Supabase project by scripts/build-data.ts) at `/case-studies/<slug>`. The pages are stored as
 * `<path>.html`, the form static hosts serve at `<path>` without a redirect (scripts/page-files.ts).
 * Everything else is served by the SPA fallback: /auth and /admin/* with status 200, stories
 * published after the build and unknown paths as `404.html` with status 404, and a story's id and
 * earlier slugs redirect to it (the host files, scripts/host-files.ts, which also write the
 * security headers). The pages are React Router's output as it writes them, but for their
 * critical CSS (scripts/critical-css.ts) and what the Content-Security-Policy needs
 * (scripts/content-security-policy.ts), and the stories' images the pages show are copied from
 * storage into the site (scripts/site-media.ts).
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
      ...notFoundPagePaths,
    ];
  },
  async buildEnd({ reactRouterConfig }) {
    const stories = await publishedStoriesForBuild();
    const clientDir = resolve(reactRouterConfig.buildDirectory, 'client');
    const pages = [...prerenderedPaths, ...unlistedPrerenderedPaths, ...storyPagePaths(stories)];
    flattenPages(clientDir, pages);
    const api = buildApiConfig();
    if (api) await copySiteMediaInBuild(clientDir, api.url);
    writeHostFiles(clientDir, { stories, appOnlyPaths, settings: buildPublicSettings() });
    await inlineCriticalCssInBuild(clientDir);
  },
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
