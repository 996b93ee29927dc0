import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

import { seoFiles } from './scripts/seo-files';
import { prerenderedPaths } from './src/app/paths';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), seoFiles(prerenderedPaths)],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true },
  build: { target: 'es2022' },
});
