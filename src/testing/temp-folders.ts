import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * For tests of steps that read and write folders (a client build, a PATH): returns a maker of
 * folders under the system's temporary folder, named `<prefix>…`, each holding `files` (path within
 * the folder → text). Every folder it made is removed after each test of the file or `describe`
 * it was called in.
 */
export function tempFolders(prefix: string): (files?: Record<string, string>) => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return (files = {}) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    return dir;
  };
}
