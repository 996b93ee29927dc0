/**
 * Starts one local stack for the `local-supabase` test project, on a free port, with a fresh
 * in-memory database (or, when DATABASE_URL is set, a wiped real PostgreSQL database).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

import { PGLITE_TEMPLATE_ENV, writePgliteTemplate } from '../db';
import { readProjectConfig } from '../project-config';
import { startLocalStack } from '../server';
import { actAsOwner } from '../setup';
import { FIXTURE_CONFIG, FIXTURE_FUNCTIONS_DIR, TEST_DIR } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    databaseKind: 'pglite' | 'postgres';
    /** The server's major version, e.g. 17 (PGlite reports its PostgreSQL version). */
    databaseMajorVersion: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Functions get AI_*, TRANSCRIBE_* and RATE_LIMIT_* from the environment, and nothing else.
  process.env.AI_TEST_VALUE = 'forwarded';
  process.env.UNRELATED_SECRET = 'must-not-leak';
  // One initdb for the run: every in-memory database of the tests (this stack's and those the
  // files make of their own) starts from a copy of its output. Set before the test files run, so
  // their processes inherit it.
  const templateDir = process.env.DATABASE_URL
    ? undefined
    : mkdtempSync(path.join(os.tmpdir(), 'local-supabase-template-'));
  if (templateDir) {
    const template = path.join(templateDir, 'initdb.tar');
    await writePgliteTemplate(template);
    process.env[PGLITE_TEMPLATE_ENV] = template;
  }
  // The project's own supabase/config.toml, with [functions.*] of the fixture functions.
  const config = { ...readProjectConfig(), functions: readProjectConfig(FIXTURE_CONFIG).functions };
  const stack = await startLocalStack({
    config,
    port: 0,
    dataDir: 'memory',
    reset: !!process.env.DATABASE_URL,
    quiet: true,
    functionsDir: FIXTURE_FUNCTIONS_DIR,
  });
  const fixtures = readFileSync(path.join(TEST_DIR, 'fixtures', 'rpc-functions.sql'), 'utf8');
  await stack.ctx.db.transaction(async (tx) => {
    await actAsOwner(tx);
    await tx.exec(fixtures);
  });
  project.provide('apiUrl', stack.url);
  project.provide('databaseKind', stack.ctx.db.kind);
  const [version] = await stack.ctx.db.query<{ n: string }>(
    `select current_setting('server_version_num') as n`,
  );
  project.provide('databaseMajorVersion', Math.floor(Number(version?.n) / 10000));
  return async () => {
    await stack.close();
    if (templateDir) rmSync(templateDir, { recursive: true, force: true });
  };
}
