/**
 * `npm run config:check -- <project-ref>`: run before `supabase config push --project-ref <ref>`.
 * Fails when the auth settings the CLI would push to that hosted project are the local-only ones of
 * supabase/config.toml (e-mail confirmations off, localhost site and redirect URLs), i.e. when no
 * `[remotes.<name>]` block for the project replaces them with production values.
 */
import { readFileSync } from 'node:fs';

import { DEFAULT_CONFIG_PATH, parseConfigToml, productionAuthProblems } from '../project-config';

const ref = process.argv[2]?.trim() ?? '';
if (!ref) {
  console.error('Usage: npm run config:check -- <project-ref>');
  process.exit(2);
}
const root = parseConfigToml(readFileSync(DEFAULT_CONFIG_PATH, 'utf8'), DEFAULT_CONFIG_PATH);
const problems = productionAuthProblems(root, ref);
if (problems.length > 0) {
  console.error(`supabase/config.toml is not ready for \`supabase config push\` to ${ref}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error('See "Hosted Supabase setup" in README.md.');
  process.exit(1);
}
console.log(`supabase/config.toml: the auth settings for ${ref} are production settings.`);
