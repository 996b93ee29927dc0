import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build',
      '.react-router',
      'node_modules',
      '.e2e',
      '.local-supabase',
      'test-results',
      'playwright-report',
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
  // Features never import each other or the app layer; routes compose them.
  ...readdirSync('src/features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((feature) => ({
      files: [`src/features/${feature.name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  '@/app',
                  '@/app/*',
                  '@/features/*',
                  `!@/features/${feature.name}`,
                  `!@/features/${feature.name}/*`,
                ],
                message:
                  'A feature may import lib, components and content, but not another feature or the app layer.',
              },
            ],
          },
        ],
      },
    })),
  {
    // Presentational building blocks take copy as props and know nothing of features or routes.
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/content/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared layers must not import features or routes.',
            },
          ],
        },
      ],
    },
  },
);
