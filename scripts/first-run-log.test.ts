// @vitest-environment node
/**
 * The first-run check flags every dev-log line a newcomer would have to interpret, and only those;
 * npm's complaints about the machine's own npm configuration are not the project's.
 */
import { devLogProblems } from './first-run-log';

it('flags warnings, deprecations, errors, failures and late dependency optimisation', () => {
  const lines = [
    'npm warn allow-scripts deno: install script not approved',
    '(!) Warning: the import of "./paths" has no file extension',
    '`envFile` is deprecated, use `envDir`',
    'Error: listen EADDRINUSE: address already in use 127.0.0.1:54321',
    'Failed to load url /src/missing.tsx',
    'Cannot find module "./gone"',
    'Warning: Invalid hook call. Hooks can only be called inside of the body of a function component.',
    '[vite] ✨ new dependencies optimized: react-markdown',
    '[vite] ✨ optimized dependencies changed. reloading',
  ];
  expect(devLogProblems(lines)).toEqual(lines.map((line) => `dev log: ${line}`));
});

it('lets the normal start-up output and the machine’s npm configuration through', () => {
  expect(
    devLogProblems([
      'npm warn Unknown user config "nodedir". This will stop working in the next major version of npm.',
      'npm warn Unknown env config "nodedir". This will stop working in the next major version of npm.',
      '> ai-consultancy-site@0.1.0 dev',
      'local-supabase ready on http://127.0.0.1:54321 (PGlite in /tmp/x (temporary))',
      '  Inbox:       http://127.0.0.1:54321/__local/inbox   (password-reset and sign-up e-mails)',
      '  ➜  Local:   http://localhost:5173/',
      '6:08:12 PM [vite] (ssr) connected.',
      '6:08:14 PM [vite] (client) [optimizer] bundling dependencies...',
      '',
    ]),
  ).toEqual([]);
});

it('still flags a project .npmrc warning', () => {
  expect(devLogProblems(['npm warn config production Use `--omit=dev` instead.'])).toEqual([
    'dev log: npm warn config production Use `--omit=dev` instead.',
  ]);
});
