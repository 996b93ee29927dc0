/**
 * Deno tooling for `supabase/functions`, run from the repository root:
 *
 *   tsx scripts/deno-functions.ts check   type-checks every function (Deno 2.1 and the current Deno)
 *   tsx scripts/deno-functions.ts test    runs the Deno tests (Deno 2.1 and the current Deno)
 *   tsx scripts/deno-functions.ts lint    lints (current Deno)
 *   tsx scripts/deno-functions.ts bench   runs the chat latency benchmark (current Deno)
 *   tsx scripts/deno-functions.ts lock    writes each function's deno.lock anew (Deno 2.1)
 *
 * Extra arguments replace the default target (e.g. one test file); `--deno=current|2.1` picks one
 * version. Deno runs as `supabase functions deploy` bundles: without package.json or node_modules
 * (`DENO_NO_PACKAGE_JSON=1`), `npm:` packages come from the registry. Each deployed function
 * declares its own dependencies in `<function>/deno.json`; these root-level commands, which see
 * every function at once, use the union of those import maps (two functions mapping one name
 * differently is an error). Deno 2.1 exists here on Linux x64 only; elsewhere it is skipped with
 * a notice.
 *
 * Locked dependencies: a function with `npm:` imports has its deno.lock beside its deno.json,
 * which names it (`"lock": "./deno.lock"`), so its packages load at the locked versions, with
 * their integrity, wherever it runs: bundled by `supabase functions deploy`, in the local stack,
 * in the deploy-like copy. The config does not freeze it: `supabase functions deploy --use-api`
 * uploads the deno.json but not the lock, and a frozen lock that is missing fails the bundle.
 * These commands freeze it instead: check, test and bench run on the union of the locks with
 * `--frozen` on the current Deno, so a package no lock holds fails them; lint resolves no
 * package. Deno 2.1 cannot type-check frozen (checking a `node:` import adds `npm:@types/node` to
 * the lock without ever writing it; fixed in Deno 2.3), so there the locks only verify what they
 * hold. The lock is written by Deno 2.1 as lockfile version 4, the newest hosted Edge Runtime
 * reads (a newer Deno writes 5, which the deploy refuses; it reads 4 and leaves it as it is).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { denoBinary, denoFunctionEnv, type DenoVersion } from '../local-supabase/deno-runtime';

const FUNCTIONS_DIR = path.resolve('supabase/functions');
const TARGET = path.relative(process.cwd(), FUNCTIONS_DIR);

/** The lockfile version hosted Edge Runtime (Deno 2.1) reads, and so the one Deno 2.1 writes. */
const LOCK_VERSION = '4';

/** The union of the functions' import maps and of their locks, as files for Deno's flags. */
type Resolution = { importMap: string; lock: string };

type Command = {
  versions: DenoVersion[];
  args: (files: Resolution, version: DenoVersion) => string[];
};

/** Deno's flags to resolve every function's imports from the union, to the locks. */
const resolved = ({ importMap, lock }: Resolution, version: DenoVersion) => [
  '--import-map',
  importMap,
  `--lock=${lock}`,
  ...(version === '2.1' ? [] : ['--frozen']),
];

const COMMANDS: Record<string, Command> = {
  check: {
    versions: ['2.1', 'current'],
    args: (files, version) => ['check', ...resolved(files, version)],
  },
  test: {
    versions: ['2.1', 'current'],
    args: (files, version) => [
      'test',
      ...resolved(files, version),
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
    args: (files, version) => [
      'run',
      ...resolved(files, version),
      '--allow-net',
      '--allow-env',
      '--allow-read',
      path.join(TARGET, '_testing', 'bench-chat.ts'),
    ],
  },
};

type DenoConfig = { imports?: Record<string, string>; lock?: unknown };
type FunctionConfig = { name: string; file: string; config: DenoConfig };

/** The functions that have a `deno.json`, with it. */
function functionConfigs(functionsDir = FUNCTIONS_DIR): FunctionConfig[] {
  return readdirSync(functionsDir, { withFileTypes: true })
    .map((entry) => ({ entry, file: path.join(functionsDir, entry.name, 'deno.json') }))
    .filter(({ entry, file }) => entry.isDirectory() && existsSync(file))
    .map(({ entry, file }) => ({
      name: entry.name,
      file,
      config: JSON.parse(readFileSync(file, 'utf8')) as DenoConfig,
    }));
}

/** Every function's `deno.json` imports in one map; relative targets resolved to file URLs. */
function mergedImportMap(functions: readonly FunctionConfig[]): Record<string, string> {
  const imports: Record<string, string> = {};
  const owner: Record<string, string> = {};
  for (const { name: fn, file, config } of functions) {
    for (const [name, target] of Object.entries(config.imports ?? {})) {
      const resolved = /^(\.\.?\/|\/)/.test(target)
        ? pathToFileURL(path.resolve(path.dirname(file), target)).href +
          (target.endsWith('/') ? '/' : '')
        : target;
      if (imports[name] !== undefined && imports[name] !== resolved) {
        throw new Error(
          `${fn}/deno.json maps "${name}" to ${resolved}, ${owner[name]}/deno.json to ${imports[name]}`,
        );
      }
      imports[name] = resolved;
      owner[name] = fn;
    }
  }
  return imports;
}

const LOCK_HINT = 'run `npm run lock:deno`';

const hasNpmImports = (config: DenoConfig) =>
  Object.values(config.imports ?? {}).some((target) => target.startsWith('npm:'));

/**
 * The lock of each function with `npm:` imports: its deno.json names `./deno.lock`, and that file
 * is of the version hosted Edge Runtime reads.
 */
function locks(functions: readonly FunctionConfig[]): Record<string, Record<string, unknown>> {
  const found: Record<string, Record<string, unknown>> = {};
  for (const { name, file, config } of functions) {
    if (!hasNpmImports(config)) continue;
    if (config.lock !== './deno.lock') {
      throw new Error(`${name}/deno.json has npm: imports: it needs "lock": "./deno.lock".`);
    }
    const lockFile = path.join(path.dirname(file), 'deno.lock');
    if (!existsSync(lockFile)) throw new Error(`${name}/deno.lock is missing: ${LOCK_HINT}.`);
    const parsed = JSON.parse(readFileSync(lockFile, 'utf8')) as Record<string, unknown>;
    if (parsed.version !== LOCK_VERSION) {
      throw new Error(
        `${name}/deno.lock is lockfile version ${String(parsed.version)}, hosted Edge Runtime ` +
          `reads ${LOCK_VERSION}: ${LOCK_HINT} (Deno 2.1 writes it).`,
      );
    }
    found[name] = parsed;
  }
  return found;
}

/**
 * The functions' locks in one, for the root-level commands: every package each lock holds (two
 * locks resolving one name differently is an error), without the `workspace` part, which names
 * one deno.json's imports (these commands take the union as an import map, with no deno.json).
 */
function mergedLock(functions: readonly FunctionConfig[]): Record<string, unknown> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const [fn, lock] of Object.entries(locks(functions))) {
    for (const [section, entries] of Object.entries(lock)) {
      if (section === 'version' || section === 'workspace') continue;
      const into = (merged[section] ??= {});
      for (const [key, value] of Object.entries(entries as Record<string, unknown>)) {
        if (into[key] !== undefined && JSON.stringify(into[key]) !== JSON.stringify(value)) {
          throw new Error(`${fn}/deno.lock resolves ${section} "${key}" unlike another lock.`);
        }
        into[key] = value;
      }
    }
  }
  return { version: LOCK_VERSION, ...merged };
}

/**
 * `lock`: each function's deno.lock written by Deno 2.1 from its deno.json (every import, none
 * left over), keeping what it already resolved. A lock a newer Deno rewrote in a newer version,
 * which Deno 2.1 cannot read, is written anew.
 */
function writeLocks(): number {
  const exe = denoBinary('2.1');
  if (!exe) {
    console.error(
      `Deno 2.1 writes the lockfile version ${LOCK_VERSION} hosted Edge Runtime reads; it is ` +
        'installed on Linux x64 only.',
    );
    return 1;
  }
  for (const { name, file, config } of functionConfigs()) {
    if (!hasNpmImports(config)) continue;
    const lockFile = path.join(path.dirname(file), 'deno.lock');
    if (existsSync(lockFile)) {
      const { version } = JSON.parse(readFileSync(lockFile, 'utf8')) as { version?: unknown };
      if (version !== LOCK_VERSION) {
        console.warn(`${name}/deno.lock is version ${String(version)}: written anew.`);
        rmSync(lockFile);
      }
    }
    console.log(`\n▶ deno 2.1: lock ${name}`);
    const result = spawnSync(exe, ['install', '--frozen=false', '--config', file], {
      stdio: 'inherit',
      cwd: path.dirname(file),
      env: { ...process.env, ...denoFunctionEnv() },
    });
    if (result.status !== 0) return result.status ?? 1;
  }
  return 0;
}

function main(): number {
  const [name, ...rest] = process.argv.slice(2);
  if (name === 'lock') return writeLocks();
  const command = name ? COMMANDS[name] : undefined;
  if (!name || !command) {
    const names = [...Object.keys(COMMANDS), 'lock'].join('|');
    console.error(`Usage: tsx scripts/deno-functions.ts <${names}> …`);
    return 2;
  }
  const pick = rest.find((arg) => arg.startsWith('--deno='))?.slice('--deno='.length);
  const extra = rest.filter((arg) => !arg.startsWith('--deno='));
  const versions = pick ? command.versions.filter((v) => v === pick) : command.versions;
  if (versions.length === 0) {
    console.error(`${name} runs on ${command.versions.join(' and ')}, not ${pick}.`);
    return 2;
  }

  const functions = functionConfigs();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'deno-functions-'));
  const files = { importMap: path.join(dir, 'import_map.json'), lock: path.join(dir, 'deno.lock') };
  writeFileSync(files.importMap, JSON.stringify({ imports: mergedImportMap(functions) }, null, 2));
  writeFileSync(files.lock, JSON.stringify(mergedLock(functions), null, 2));
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
      const args = command.args(files, version);
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
