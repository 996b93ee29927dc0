/** PostgREST's schema cache: the tables and views of the exposed schema, their columns and keys. */
import { type Db } from '../db';
import { type Columns, QueryError } from './query';

/** The one schema the API exposes (`Accept-Profile` / `Content-Profile` may name only it). */
export const EXPOSED_SCHEMA = 'public';

export type Relation = { columns: Columns; primaryKey: string[] };

/** The relations of the exposed schema. Reloaded when a name is not found. */
export class SchemaCache {
  private relations: Map<string, Relation> | undefined;

  constructor(private readonly db: Db) {}

  async relation(name: string): Promise<Relation | undefined> {
    if (!this.relations?.has(name)) await this.reload();
    return this.relations?.get(name);
  }

  async reload(): Promise<void> {
    const rows = await this.db.query<{ rel: string; col: string; type: string; pk: boolean }>(
      `select c.relname as rel, a.attname as col, a.atttypid::regtype::text as type,
              coalesce(a.attnum = any(i.indkey), false) as pk
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         left join pg_index i on i.indrelid = c.oid and i.indisprimary
        where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
        order by c.relname, a.attnum`,
      [EXPOSED_SCHEMA],
    );
    const relations = new Map<string, Relation>();
    for (const row of rows) {
      let rel = relations.get(row.rel);
      if (!rel) {
        rel = { columns: new Map(), primaryKey: [] };
        relations.set(row.rel, rel);
      }
      (rel.columns as Map<string, string>).set(row.col, row.type);
      if (row.pk) rel.primaryKey.push(row.col);
    }
    this.relations = relations;
  }
}

/** PGRST204 unless the relation has the column. */
export function assertColumn(name: string, relation: Relation, column: string): void {
  if (!relation.columns.has(column)) {
    throw new QueryError(
      400,
      'PGRST204',
      `Could not find the '${column}' column of '${name}' in the schema cache`,
    );
  }
}
