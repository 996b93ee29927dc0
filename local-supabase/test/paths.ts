import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEST_DIR = path.dirname(fileURLToPath(import.meta.url));
/** Edge functions used by the functions tests (a stand-in for supabase/functions). */
export const FIXTURE_FUNCTIONS_DIR = path.join(TEST_DIR, 'fixtures', 'functions');
/** verify_jwt of the fixture functions, in config.toml form. */
export const FIXTURE_CONFIG = path.join(TEST_DIR, 'fixtures', 'config.toml');
/** A config.toml whose honoured settings all differ from the project's. */
export const CHANGED_CONFIG = path.join(TEST_DIR, 'fixtures', 'config-changed.toml');
