import type { Config } from '@react-router/dev/config';

import { prerenderedPaths } from './src/app/paths';

/**
 * Framework mode without a server: every public route is prerendered to static HTML at build
 * time and hydrates into the SPA; everything else (/auth, /admin/*, /case-studies/:id, unknown
 * paths) is served by `__spa-fallback.html`, which static hosts must use as their rewrite target.
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: [...prerenderedPaths],
  future: {
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
