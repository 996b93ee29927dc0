/** `npm run gen:types`: regenerates src/lib/database.types.ts from supabase/migrations. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { ROOT_DIR } from '../config';
import { generateTypesFromMigrations, TYPES_FILE } from '../gen-types';

writeFileSync(TYPES_FILE, await generateTypesFromMigrations());
console.log(`Wrote ${path.relative(ROOT_DIR, TYPES_FILE)}`);
