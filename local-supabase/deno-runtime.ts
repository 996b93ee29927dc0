/**
 * The Deno executables of the repository and the environment Deno runs the edge functions with.
 *
 * - `current`: the `deno` npm package (its `bin.cjs` is a Node wrapper that runs the executable as
 *   a grandchild, which would survive a SIGTERM, so callers spawn the executable itself: the one
 *   the wrapper links into the package folder on first use, else the one in the platform package
 *   `@deno/<os>-<arch>` it depends on).
 * - `2.1`: Deno 2.1, the version hosted Edge Runtime is compatible with. npm does not run install
 *   scripts here, and a second `deno` package would claim the `deno` command, so the repository
 *   depends on the platform package directly (`deno-2.1-linux-x64-glibc`, an optional dependency
 *   aliasing `@deno/linux-x64-glibc@2.1.14`); it exists on Linux x64 only.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type DenoVersion = 'current' | '2.1';

const require = createRequire(import.meta.url);
const EXE = process.platform === 'win32' ? 'deno.exe' : 'deno';

function packageDir(name: string, from: NodeRequire = require): string | undefined {
  try {
    return path.dirname(from.resolve(`${name}/package.json`));
  } catch {
    return undefined;
  }
}

/** The executable of a Deno version, or undefined when it is not installed on this platform. */
export function denoBinary(version: DenoVersion = 'current'): string | undefined {
  if (version === '2.1') {
    const dir = packageDir('deno-2.1-linux-x64-glibc');
    const exe = dir && path.join(dir, EXE);
    return exe && existsSync(exe) ? exe : undefined;
  }
  const dir = packageDir('deno');
  if (!dir) return undefined;
  const fromPackage = createRequire(path.join(dir, 'package.json'));
  const candidates = [path.join(dir, EXE)];
  for (const platformPackage of [
    `@deno/${process.platform}-${process.arch}-glibc`,
    `@deno/${process.platform}-${process.arch}`,
  ]) {
    const platformDir = packageDir(platformPackage, fromPackage);
    if (platformDir) candidates.push(path.join(platformDir, EXE));
  }
  return candidates.find((candidate) => existsSync(candidate));
}

/**
 * What Deno needs to run the functions the way `supabase functions deploy` bundles them: no
 * package.json (so no node_modules), `npm:` packages fetched from the registry into Deno's cache.
 * `DENO_TLS_CA_STORE` defaults to the operating system's certificates (Deno's own bundle does not
 * know a corporate proxy's CA).
 */
export function denoFunctionEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const result: Record<string, string> = {
    DENO_NO_PACKAGE_JSON: '1',
    DENO_NO_UPDATE_CHECK: '1',
    DENO_TLS_CA_STORE: env.DENO_TLS_CA_STORE || 'system',
  };
  for (const name of ['DENO_DIR', 'NPM_CONFIG_REGISTRY', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY']) {
    const value = env[name];
    if (value) result[name] = value;
  }
  return result;
}
