import { includeIgnoreFile } from '@eslint/compat';
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Folder directions (docs/architecture.md draws them): `local-supabase/` is the base of the tooling
 * and imports none of the other folders; `scripts/` may import it and `src/`; `e2e/` may import all
 * three; `src/` imports none of them. A relative import reaches a top-level folder through `../`
 * segments (no folder inside these four is named like one of them), `@/` is `src/`.
 */
const toTopLevel = (...folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;
const TOOLING_FOR_SRC = {
  regex: toTopLevel('scripts', 'e2e', 'local-supabase'),
  message: 'The app never imports the tooling (scripts/, e2e/, local-supabase/).',
};
/** One `no-restricted-imports` setting: later config objects replace it, so each lists all it needs. */
const restrictImports = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  // What git ignores (builds, the host engines' working folders such as .wrangler/, which
  // `wrangler pages dev` fills while the end-to-end tests run beside this check), and more:
  includeIgnoreFile(fileURLToPath(new URL('.gitignore', import.meta.url))),
  {
    ignores: [
      'local-supabase/test/fixtures', // Deno code
      'supabase/functions', // Deno code: checked by `deno check` and `deno lint`
      'src/lib/database.types.ts',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['local-supabase/stand-ins/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Hooks live in .ts files as much as in components: every TypeScript file is checked.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: restrictImports(TOOLING_FOR_SRC),
  },
  // Features never import each other or the app layer; routes compose them.
  ...readdirSync('src/features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((feature) => ({
      files: [`src/features/${feature.name}/**/*.{ts,tsx}`],
      rules: restrictImports(TOOLING_FOR_SRC, {
        group: [
          '@/app',
          '@/app/*',
          '@/features/*',
          `!@/features/${feature.name}`,
          `!@/features/${feature.name}/*`,
        ],
        message:
          'A feature may import lib, components and content, but not another feature or the app layer.',
      }),
    })),
  {
    // Presentational building blocks take copy as props and know nothing of features or routes.
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/content/**/*.{ts,tsx}'],
    rules: restrictImports(TOOLING_FOR_SRC, {
      group: ['@/features/*', '@/app/*'],
      message: 'Shared layers must not import features or routes.',
    }),
  },
  {
    // The local stack is the base of the tooling: what is particular to this site reaches it as
    // configuration (supabase/config.toml, options, the environment), never as an import.
    files: ['local-supabase/**/*.{ts,js}'],
    ignores: ['local-supabase/test/**'],
    rules: restrictImports(
      {
        regex: toTopLevel('scripts', 'e2e', 'src'),
        message:
          'local-supabase/ imports none of scripts/, e2e/ or src/: take settings as configuration.',
      },
      { regex: '^@/', message: 'local-supabase/ does not import the app (src/).' },
    ),
  },
  {
    // The stack's tests exercise the app's migrations the way the app calls them (its column
    // lists, its generated types), but use no script or end-to-end helper.
    files: ['local-supabase/test/**/*.ts'],
    rules: restrictImports({
      regex: toTopLevel('scripts', 'e2e'),
      message: "local-supabase/'s tests import neither scripts/ nor e2e/.",
    }),
  },
  {
    files: ['scripts/**/*.{ts,js}'],
    rules: restrictImports({
      regex: toTopLevel('e2e'),
      message:
        'scripts/ never imports e2e/: what both need (ports, the stack of a run) lives in scripts/.',
    }),
  },
);
