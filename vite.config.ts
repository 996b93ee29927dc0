import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

import { publishedStoriesForBuild } from './scripts/build-data.ts';
import { requireBuildEnv } from './scripts/build-env.ts';
import { reportOnlyPolicyInDev } from './scripts/content-security-policy.ts';
import { seoFiles } from './scripts/seo-files.ts';
import { publicPaths } from './src/app/paths.ts';

export default defineConfig({
  plugins: [
    requireBuildEnv(),
    reportOnlyPolicyInDev(),
    tailwindcss(),
    reactRouter(),
    seoFiles(publicPaths, publishedStoriesForBuild),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true },
  // Dev pre-bundles every dependency before it serves the first page: it scans the route modules and
  // everything they import, lazily loaded code included. Left to discover dependencies as pages ask
  // for them, Vite re-bundles mid-visit and reloads the page, and a page can then hold two copies of
  // React ("Invalid hook call").
  optimizeDeps: { entries: ['src/app/root.tsx', 'src/app/routes/**/*.tsx', '!**/*.test.tsx'] },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for the first visit: React, React DOM and React Router in one, and the
        // layout every page shows (header, footer, UI primitives, helpers, the root's error page and
        // its language rule for route data, the loaders of the floating assistant and the mic) in
        // another, instead of two dozen tiny shared chunks, each one more request and module for
        // every page.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              name: 'shell',
              test: /[\\/]src[\\/](components[\\/](ui[\\/](button|card|spinner|lazy-toaster|use-toast|external-link)|layout[\\/](site-header|site-footer|skip-link|nav-styles|background-scene)|sections[\\/]section)|lib[\\/](utils|env|seo|idle|hydration|site-facts|use-scrolled-past)|app[\\/](route-error|language-data)|content[\\/](site|navigation)|features[\\/](booking[\\/](index|booking-context)|chat[\\/](model[\\/]floating|components[\\/]floating-assistant-loader|voice[\\/](index|mic-slot))))|node_modules[\\/](clsx|class-variance-authority|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|shared|context))/,
              priority: 10,
            },
            {
              // A legal page's own code in one chunk (its route component, the document, the
              // words around it): the admin's preview renders the same document, and the modules
              // both use would otherwise be split off into a chunk of their own, one more request
              // on every legal page.
              name: 'legal-page',
              test: /[\\/]src[\\/](app[\\/]legal-page|components[\\/]sections[\\/]legal[\\/]legal-document|content[\\/]legal)\.tsx?$/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
