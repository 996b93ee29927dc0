/**
 * The migration history, kept as the Supabase CLI keeps it: one row per applied migration in
 * `supabase_migrations.schema_migrations` (version = the file name's leading number, name = the
 * rest, statements = the SQL that ran). The CLI stores a file split into statements; the local
 * stack stores the whole file as one element, which is what it compares with the file today.
 *
 * Stricter than the CLI: a migration whose file changed after it was applied (comments and
 * whitespace aside) stops the stack before anything is applied, and so does an applied migration
 * whose file is gone (the database is ahead of the checkout) — the same mismatch on a hosted
 * project would fail `supabase db push` or, worse, never reach it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { SUPABASE_DIR } from './config';
import type { Db, Tx } from './db';

const MIGRATIONS_DIR = path.join(SUPABASE_DIR, 'migrations');

export type MigrationFile = { file: string; version: string; name: string; sql: string };

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => /^\d+_.*\.sql$/.test(file))
    .sort();
}

export function readMigration(file: string, dir = MIGRATIONS_DIR): MigrationFile {
  const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
  return { file, version, name: rest.join('_'), sql: readFileSync(path.join(dir, file), 'utf8') };
}

export type AppliedMigration = {
  version: string;
  name: string | null;
  statements: string[] | null;
};

/** The applied migrations, oldest first; none when the database has no history table yet. */
export async function readHistory(db: Db | Tx): Promise<AppliedMigration[]> {
  const [table] = await db.query<{ hasTable: boolean; hasStatements: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as "hasTable",
            exists (select 1 from information_schema.columns
                     where table_schema = 'supabase_migrations'
                       and table_name = 'schema_migrations' and column_name = 'statements')
              as "hasStatements"`,
  );
  if (!table?.hasTable) return [];
  return db.query<AppliedMigration>(
    `select version, name, ${table.hasStatements ? 'statements' : 'null::text[] as statements'}
       from supabase_migrations.schema_migrations order by version`,
  );
}

/**
 * The SQL of a migration without its comments and with whitespace collapsed, so a reworded comment
 * is not an edit. Quoted strings, quoted identifiers and dollar-quoted bodies are kept as written.
 */
export function normalizeSql(sql: string): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    const quoted = /^('(?:[^']|'')*'|"(?:[^"]|"")*")/.exec(rest);
    const dollar = /^\$([A-Za-z_]\w*)?\$/.exec(rest);
    if (quoted) {
      out += quoted[0];
      i += quoted[0].length;
    } else if (dollar) {
      const end = sql.indexOf(dollar[0], i + dollar[0].length);
      const stop = end === -1 ? sql.length : end + dollar[0].length;
      out += sql.slice(i, stop);
      i = stop;
    } else if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
      out += ' ';
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
      out += ' ';
    } else {
      out += sql[i];
      i += 1;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

class MigrationHistoryError extends Error {}

/**
 * Refuses (throws, having changed nothing) when an applied migration's file was edited or removed.
 * A row recorded without statements (by a stack that did not keep them) cannot be compared.
 */
export function checkHistory(history: AppliedMigration[], files: MigrationFile[]): void {
  const byVersion = new Map(files.map((file) => [file.version, file]));
  const problems: string[] = [];
  for (const applied of history) {
    const file = byVersion.get(applied.version);
    if (!file) {
      problems.push(
        `  ${applied.version}_${applied.name ?? ''}.sql was applied to this database but is not in supabase/migrations/ (the database is ahead of this checkout)`,
      );
    } else if (
      applied.statements &&
      normalizeSql(applied.statements.join('\n')) !== normalizeSql(file.sql)
    ) {
      problems.push(`  ${file.file} was edited after it was applied to this database`);
    }
  }
  if (problems.length === 0) return;
  throw new MigrationHistoryError(
    [
      'The local database does not match supabase/migrations/; nothing was changed:',
      ...problems,
      'An applied migration never changes (a hosted project would keep the old version): restore',
      'the file (`git checkout -- supabase/migrations/<file>`) and put the change in a new migration,',
      'or check out the branch the database belongs to. `npm run db:reset` wipes the local database',
      'and applies every migration again.',
    ].join('\n'),
  );
}

export async function recordMigration(tx: Tx, migration: MigrationFile): Promise<void> {
  await tx.query(
    `insert into supabase_migrations.schema_migrations (version, name, statements)
     values ($1, $2, array[$3])`,
    [migration.version, migration.name, migration.sql],
  );
}

/** Rows recorded before the history kept statements get today's file, so later edits show. */
export async function recordMissingStatements(db: Db, files: MigrationFile[]): Promise<void> {
  for (const file of files) {
    await db.query(
      `update supabase_migrations.schema_migrations set statements = array[$2]
        where version = $1 and statements is null`,
      [file.version, file.sql],
    );
  }
}
