/**
 * `npm run check:lockfile` (CI runs it): package-lock.json must let `npm ci` install a verified tree
 * on every platform. Each installed package has its `integrity` (except workspace links and files
 * shipped inside another package), and each optional dependency — the platform builds of native
 * packages — has an entry, so no platform has to resolve anything the lockfile does not pin.
 *
 *   tsx scripts/check-lockfile.ts [path/to/package-lock.json]
 */
import { readFileSync } from 'node:fs';

type LockEntry = {
  version?: string;
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
  optionalDependencies?: Record<string, string>;
};

/** What is wrong with a lockfile (`packages` of lockfileVersion 2 or 3); empty when nothing. */
export function lockfileProblems(packages: Record<string, LockEntry>): string[] {
  const problems: string[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    if (path !== '' && !entry.link && !entry.inBundle && !entry.integrity) {
      problems.push(`${path}@${entry.version ?? '?'} has no integrity`);
    }
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      // Node's lookup: the package's own node_modules, then each folder above it.
      const parts = path === '' ? [] : path.split('/node_modules/');
      const candidates = parts.map(
        (_, depth) =>
          `${parts.slice(0, parts.length - depth).join('/node_modules/')}/node_modules/${name}`,
      );
      if (![...candidates, `node_modules/${name}`].some((candidate) => packages[candidate])) {
        problems.push(
          `${name}@${range}, optional dependency of ${path || 'the project'}, has no entry`,
        );
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] ?? 'package-lock.json';
  const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages?: Record<string, LockEntry> };
  const problems = lockfileProblems(lock.packages ?? {});
  if (problems.length > 0) {
    console.error(
      `${file} cannot install a verified tree on every platform:\n  ${problems.join('\n  ')}\nRun \`npm install\` where the registry has every platform build (see docs/development.md, "Dependencies and the lockfile"); never add entries by hand.`,
    );
    process.exit(1);
  }
  console.log(`${file}: every package pinned with its integrity, every platform build listed.`);
}
