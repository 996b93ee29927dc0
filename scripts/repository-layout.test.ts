// @vitest-environment node
/**
 * The layout rules of the tooling folders (docs/architecture.md, "Folder directions"):
 *
 * - ESLint refuses an import against the direction of the folders (`eslint.config.js`), and lets
 *   the allowed ones through;
 * - no file of `local-supabase/`, `scripts/`, `e2e/` or `supabase/tests/` is part of an import
 *   cycle, and no import there, dynamic `import()` included (which ESLint's rule does not see),
 *   runs against the directions;
 * - no hand-written file of `local-supabase/`, `scripts/` or `e2e/` is longer than 400 lines.
 */
import { ESLint } from 'eslint';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAX_LINES = 400;

/** Where a relative import may not lead, by the folder of the importing file. */
const FORBIDDEN: { from: string; except?: string; to: string[] }[] = [
  { from: 'local-supabase/', except: 'local-supabase/test/', to: ['scripts', 'e2e', 'src'] },
  { from: 'local-supabase/test/', to: ['scripts', 'e2e'] },
  { from: 'scripts/', to: ['e2e'] },
  { from: 'src/', to: ['scripts', 'e2e', 'local-supabase'] },
];

describe('ESLint keeps the folders in their direction', () => {
  const eslint = new ESLint({ cwd: ROOT });

  async function lint(filePath: string, specifier: string): Promise<string[]> {
    const code = `import { value } from '${specifier}';\n\nexport const copy = value;\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  }

  it.each([
    ['local-supabase/x.ts', '../scripts/local-env', 'local-supabase/ imports none of'],
    ['local-supabase/cli/x.ts', '../../src/lib/case-study', 'local-supabase/ imports none of'],
    ['local-supabase/x.ts', '../e2e/local-stack', 'local-supabase/ imports none of'],
    ['local-supabase/x.ts', '@/lib/case-study', 'local-supabase/ does not import the app'],
    ['local-supabase/test/x.ts', '../../scripts/local-env', "local-supabase/'s tests import"],
    ['scripts/x.ts', '../e2e/local-stack', 'scripts/ never imports e2e/'],
    ['src/lib/x.ts', '../../scripts/local-env', 'The app never imports the tooling'],
    ['src/features/chat/x.ts', '../../../local-supabase/config', 'The app never imports'],
    ['src/app/x.ts', '../../e2e/ports', 'The app never imports the tooling'],
  ])('%s may not import %s', async (file, specifier, message) => {
    const messages = await lint(file, specifier);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^no-restricted-imports: /);
    expect(messages[0]).toContain(message);
  });

  it.each([
    ['local-supabase/x.ts', './config'],
    ['local-supabase/test/x.ts', '../../src/lib/case-study'],
    ['scripts/x.ts', '../local-supabase/config'],
    ['scripts/x.ts', '../src/app/paths'],
    ['e2e/x.ts', '../scripts/e2e-env'],
    ['e2e/x.ts', '../local-supabase/config'],
    ['e2e/x.ts', '../src/content/home'],
    ['src/lib/x.ts', '../../supabase/functions/_shared/chat-contract.ts'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await lint(file, specifier)).toEqual([]);
  });
});

/** Hand-written source files below `dir` (relative to the root), without the Deno fixtures. */
function sourceFiles(dir: string, extensions = /\.(ts|tsx|js|mjs)$/): string[] {
  const out: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (child !== 'local-supabase/test/fixtures') walk(child);
      } else if (extensions.test(entry.name)) {
        out.push(child);
      }
    }
  };
  walk(dir);
  return out;
}

/** The repository file an import names (relative or `@/`), or undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}/index.ts`];
  return candidates.find((candidate) => {
    const full = path.join(ROOT, candidate);
    return existsSync(full) && statSync(full).isFile();
  });
}

/** Every import of `file` that names a repository file, static, dynamic and type-only alike. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => resolveImport(file, imported.fileName))
    .filter((target): target is string => target !== undefined);
}

/** The strongly connected components of more than one file, and files that import themselves. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the tooling folders', () => {
  const files = ['local-supabase', 'scripts', 'e2e', 'supabase/tests'].flatMap((dir) =>
    sourceFiles(dir),
  );
  const graph = new Map(files.map((file) => [file, importsOf(file)]));

  it('are read whole (the check sees the imports it must see)', () => {
    expect(graph.get('scripts/local-env.ts')).toContain('local-supabase/config.ts');
    expect(graph.get('e2e/local-stack.ts')).toContain('scripts/e2e-env.ts');
  });

  it('hold no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('import only in the direction of the folders, dynamic imports included', () => {
    const wrong: string[] = [];
    for (const file of [...files, ...sourceFiles('src')]) {
      const rules = FORBIDDEN.filter(
        (rule) => file.startsWith(rule.from) && !(rule.except && file.startsWith(rule.except)),
      );
      for (const target of graph.get(file) ?? importsOf(file)) {
        const top = target.split('/')[0] ?? '';
        if (rules.some((rule) => rule.to.includes(top))) wrong.push(`${file} -> ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it(`have no hand-written file over ${MAX_LINES} lines`, () => {
    const long = ['local-supabase', 'scripts', 'e2e']
      .flatMap((dir) => sourceFiles(dir, /\.(ts|tsx|js|mjs|sql|sh|html)$/))
      .map((file) => ({ file, lines: readFileSync(path.join(ROOT, file), 'utf8').split('\n') }))
      .map(({ file, lines }) => ({
        file,
        lines: lines.at(-1) === '' ? lines.length - 1 : lines.length,
      }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines}`);
    expect(long).toEqual([]);
  });
});

describe('the app (src/)', () => {
  const files = sourceFiles('src');
  const graph = new Map(files.map((file) => [file, importsOf(file)]));

  it('is read whole (the check sees the imports it must see)', () => {
    expect(graph.get('src/lib/supabase.ts')).toContain('src/lib/env.ts');
  });

  it('holds no import cycle, type-only and dynamic imports included', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
