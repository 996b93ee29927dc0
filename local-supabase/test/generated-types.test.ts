/**
 * src/lib/database.types.ts is what `npm run gen:types` makes of the migrated schema: the app's
 * types follow the migrations (run `npm run gen:types` after changing one). Runs on its own
 * throw-away database (PGlite, or a new database on the PostgreSQL server of DATABASE_URL).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { Db } from '../db';
import { generateTypes, TYPES_FILE } from '../gen-types';
import { openDatabase } from '../server';
import { setupDatabase } from '../setup';
import { throwawayDatabase, type ThrowawayDatabase } from './databases';

let db: Db;
let database: ThrowawayDatabase;

beforeAll(async () => {
  database = await throwawayDatabase('local_supabase_types');
  db = (await openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'memory' })).db;
  await setupDatabase(db);
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

it('src/lib/database.types.ts matches the migrations (else run `npm run gen:types`)', async () => {
  const generated = await generateTypes(db);
  expect(
    readFileSync(TYPES_FILE, 'utf8'),
    'database.types.ts is stale: run `npm run gen:types`',
  ).toBe(generated);
});
