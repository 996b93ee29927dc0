/**
 * Deno tooling for `supabase/functions`, run from the repository root:
 *
 *   tsx scripts/deno-functions.ts check   type-checks every function (Deno 2.1 and the current Deno)
 *   tsx scripts/deno-functions.ts test    runs the Deno tests (Deno 2.1 and the current Deno)
 *   tsx scripts/deno-functions.ts lint    lints (current Deno)
 *   tsx scripts/deno-functions.ts bench   runs the chat latency benchmark (current Deno)
 *
 * Extra arguments replace the default target (e.g. one test file); `--deno=current|2.1` picks one
 * version. Deno runs as `supabase functions deploy` bundles: without package.json or node_modules
 * (`DENO_NO_PACKAGE_JSON=1`), `npm:` packages come from the registry. Each deployed function
 * declares its own dependencies in `<function>/deno.json`; these root-level commands, which see
 * every function at once, use the union of those import maps (two functions mapping one name
 * differently is an error). Deno 2.1 exists here on Linux x64 only; elsewhere it is skipped with
 * a notice.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { denoBinary, denoFunctionEnv, type DenoVersion } from '../local-supabase/deno-runtime';

const FUNCTIONS_DIR = path.resolve('supabase/functions');
const TARGET = path.relative(process.cwd(), FUNCTIONS_DIR);

type Command = { versions: DenoVersion[]; args: (importMap: string) => string[] };

const COMMANDS: Record<string, Command> = {
  check: { versions: ['2.1', 'current'], args: (map) => ['check', '--import-map', map] },
  test: {
    versions: ['2.1', 'current'],
    args: (map) => [
      'test',
      '--import-map',
      map,
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-run',
      // The bare-copy test (_testing/deploy-copy.test.ts) writes only below the temp folder.
      `--allow-write=${os.tmpdir()}`,
    ],
  },
  lint: { versions: ['current'], args: () => ['lint'] },
  bench: {
    versions: ['current'],
    args: (map) => [
      'run',
      '--import-map',
      map,
      '--allow-net',
      '--allow-env',
      '--allow-read',
      path.join(TARGET, '_testing', 'bench-chat.ts'),
    ],
  },
};

/** Every function's `deno.json` imports in one map; relative targets resolved to file URLs. */
function mergedImportMap(functionsDir = FUNCTIONS_DIR): Record<string, string> {
  const imports: Record<string, string> = {};
  const owner: Record<string, string> = {};
  for (const entry of readdirSync(functionsDir, { withFileTypes: true })) {
    const config = path.join(functionsDir, entry.name, 'deno.json');
    if (!entry.isDirectory() || !existsSync(config)) continue;
    const parsed = JSON.parse(readFileSync(config, 'utf8')) as { imports?: Record<string, string> };
    for (const [name, target] of Object.entries(parsed.imports ?? {})) {
      const resolved = /^(\.\.?\/|\/)/.test(target)
        ? pathToFileURL(path.resolve(path.dirname(config), target)).href +
          (target.endsWith('/') ? '/' : '')
        : target;
      if (imports[name] !== undefined && imports[name] !== resolved) {
        throw new Error(
          `${entry.name}/deno.json maps "${name}" to ${resolved}, ${owner[name]}/deno.json to ${imports[name]}`,
        );
      }
      imports[name] = resolved;
      owner[name] = entry.name;
    }
  }
  return imports;
}

function main(): number {
  const [name, ...rest] = process.argv.slice(2);
  const command = name ? COMMANDS[name] : undefined;
  if (!name || !command) {
    console.error(`Usage: tsx scripts/deno-functions.ts <${Object.keys(COMMANDS).join('|')}> …`);
    return 2;
  }
  const pick = rest.find((arg) => arg.startsWith('--deno='))?.slice('--deno='.length);
  const extra = rest.filter((arg) => !arg.startsWith('--deno='));
  const versions = pick ? command.versions.filter((v) => v === pick) : command.versions;
  if (versions.length === 0) {
    console.error(`${name} runs on ${command.versions.join(' and ')}, not ${pick}.`);
    return 2;
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'deno-functions-'));
  const importMap = path.join(dir, 'import_map.json');
  writeFileSync(importMap, JSON.stringify({ imports: mergedImportMap() }, null, 2));
  try {
    for (const version of versions) {
      const exe = denoBinary(version);
      if (!exe) {
        if (version === 'current') {
          console.error('Deno is missing: run npm install.');
          return 1;
        }
        console.warn(`Deno ${version} is not installed on this platform: skipped (CI runs it).`);
        continue;
      }
      const args = command.args(importMap);
      if (name !== 'bench') args.push(...(extra.length > 0 ? extra : [TARGET]));
      else args.push(...extra);
      console.log(`\n▶ deno ${version}: ${name}`);
      const result = spawnSync(exe, args, {
        stdio: 'inherit',
        env: { ...process.env, ...denoFunctionEnv() },
      });
      if (result.status !== 0) return result.status ?? 1;
    }
    return 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = main();
