import type { Config } from '@react-router/dev/config';
import { resolve } from 'node:path';

import { deferHydrationInBuild } from './scripts/deferred-hydration';
import { prerenderedPaths } from './src/app/paths';

/**
 * Framework mode without a server: every public route is prerendered to static HTML at build
 * time and hydrates into the SPA; everything else (/auth, /admin/*, /case-studies/:id, unknown
 * paths) is served by `__spa-fallback.html`, which static hosts must use as their rewrite target.
 * The prerendered pages then load their JavaScript after the first paint
 * (scripts/deferred-hydration.ts).
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: [...prerenderedPaths],
  buildEnd({ reactRouterConfig }) {
    deferHydrationInBuild(resolve(reactRouterConfig.buildDirectory, 'client'), prerenderedPaths);
  },
  future: {
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
