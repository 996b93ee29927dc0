/**
 * A PGlite database the current stack cannot upgrade in place (made before the 2026 bootstrap, when
 * `postgres` was the superuser) is recreated, never refused or wiped: the old folder is kept as a
 * copy beside it, a new database is built with the migrations the old one had, the developer's data
 * is copied in (users with their password hashes and roles, case studies, storage objects and their
 * bytes), and the remaining migrations then carry that data forward as they would have in place.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

import { type Db, openPglite } from './db';
import { readHistory } from './migrations';
import { setupDatabase, type SetupReport } from './setup';

/** What is carried over, parents before children (foreign keys). */
const CARRIED_TABLES = [
  'auth.users',
  'public.user_roles',
  'public.case_studies',
  'storage.objects',
  'local_dev.object_data',
] as const;

export type UpgradeReport = {
  /** The old database folder, kept as it was. */
  backupDir: string;
  /** Rows copied per table (tables the old database did not have are left out). */
  carried: Record<string, number>;
  setup: SetupReport;
};

type Carried = { table: string; columns: string[]; rows: string };

/** The rows of a table as JSON (bytea as hex text), with the columns the table had. */
async function readTable(db: Db, table: string): Promise<Carried | undefined> {
  const [found] = await db.query<{ exists: boolean }>(
    'select to_regclass($1) is not null as exists',
    [table],
  );
  if (!found?.exists) return undefined;
  const [schema, name] = table.split('.');
  const columns = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = $1 and table_name = $2 order by ordinal_position`,
    [schema, name],
  );
  const [data] = await db.query<{ rows: string }>(
    `select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb)::text as rows from ${table} t`,
  );
  return { table, columns: columns.map((c) => c.column_name), rows: data?.rows ?? '[]' };
}

/** Copies rows into the new database: the columns both versions have, nothing already there. */
async function writeTable(db: Db, { table, columns, rows }: Carried): Promise<number> {
  const [schema, name] = table.split('.');
  const writable = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = $1 and table_name = $2
        and is_generated = 'NEVER' and coalesce(identity_generation, '') <> 'ALWAYS'`,
    [schema, name],
  );
  const shared = writable.map((c) => c.column_name).filter((c) => columns.includes(c));
  const list = shared.map((c) => `"${c}"`).join(', ');
  const inserted = await db.query(
    `insert into ${table} (${list})
     select ${list} from jsonb_populate_recordset(null::${table}, $1::jsonb)
     on conflict do nothing returning 1`,
    [rows],
  );
  return inserted.length;
}

/**
 * Recreates the database in `dataDir` from `old` (opened on that folder), keeping the old folder
 * as `<dataDir>.backup-<time>`. If anything fails, the old folder is put back as it was.
 */
export async function recreateFromOlderStack(
  old: Db,
  dataDir: string,
  now = new Date(),
): Promise<{ db: Db; report: UpgradeReport }> {
  const history = await readHistory(old);
  const data: Carried[] = [];
  for (const table of CARRIED_TABLES) {
    const carried = await readTable(old, table);
    if (carried) data.push(carried);
  }
  await old.close();
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const backupDir = `${path.resolve(dataDir)}.backup-${stamp}`;
  renameSync(dataDir, backupDir);
  mkdirSync(dataDir, { recursive: true });
  let db: Db | undefined;
  try {
    db = await openPglite(dataDir);
    // The schema the old data was written for, then the data, then what came after.
    const applied = await setupDatabase(db, {
      seed: false,
      onlyVersions: new Set(history.map((row) => row.version)),
    });
    const carried: Record<string, number> = {};
    for (const table of data) carried[table.table] = await writeTable(db, table);
    const rest = await setupDatabase(db, { seed: false });
    return {
      db,
      report: {
        backupDir,
        carried,
        setup: { ...rest, applied: [...applied.applied, ...rest.applied] },
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    if (existsSync(backupDir)) renameSync(backupDir, dataDir);
    throw new Error(
      `The database in ${dataDir} was made by an older local stack and could not be carried ` +
        `over (it is unchanged): ${(error as Error).message}. \`npm run db:reset\` starts a new one.`,
      { cause: error },
    );
  }
}

/** What the stack prints after recreating an older database. */
export function describeUpgrade(report: UpgradeReport, dataDir: string): string {
  const counts = Object.entries(report.carried)
    .map(([table, rows]) => `${rows} ${table}`)
    .join(', ');
  return [
    `The database in ${dataDir} was made by an older local stack and could not be upgraded in place.`,
    `It was recreated, and your data carried over (${counts}).`,
    `The old database is kept in ${report.backupDir}`,
    `To go back to it: stop the stack, then`,
    `  rm -rf '${dataDir}' && mv '${report.backupDir}' '${dataDir}'`,
    `and check out the version that made it (it will not start with this one).`,
  ].join('\n');
}
