/**
 * A production build stops before it starts bundling when its public configuration would give a
 * broken site: the site's URL or the Supabase settings missing or left at the example values of
 * `.env.example`, a URL that is not absolute, or a secret key in a `VITE_*` variable. Checked on
 * what Vite read (the `.env*` files of the mode, with the shell's variables winning).
 */
import type { Plugin } from 'vite';

import { buildEnvProblems } from './public-env.ts';

class BuildEnvError extends Error {
  constructor(problems: readonly string[]) {
    super(
      [
        'This production build has no usable configuration:',
        ...problems.map((problem) => `  - ${problem}`),
        'Set the variables (see .env.example) in .env.production.local or in the environment of the build.',
        'To try a production build on this machine, run `npm run local:start`, then `npm run build:local`.',
      ].join('\n'),
    );
    this.name = 'BuildEnvError';
    // A configuration mistake, not a bug: the message is all the reader needs, no stack trace.
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** Throws a `BuildEnvError` when the public configuration of a production build is unusable. */
function assertBuildEnv(env: Readonly<Record<string, string | undefined>>): void {
  const problems = buildEnvProblems(env);
  if (problems.length > 0) throw new BuildEnvError(problems);
}

/**
 * The Vite plugin: checks the configuration of every production build when bundling starts (not
 * when a tool only resolves the config, as `react-router typegen` does for a "build").
 */
export function requireBuildEnv(): Plugin {
  let env: Record<string, string> = {};
  let production = false;
  return {
    name: 'require-build-env',
    apply: 'build',
    configResolved(config) {
      production = config.mode === 'production';
      // `config.env` holds what the bundle's `import.meta.env` will: the VITE_* variables Vite read.
      env = Object.fromEntries(
        Object.entries(config.env).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    },
    buildStart() {
      if (production) assertBuildEnv(env);
    },
  };
}
