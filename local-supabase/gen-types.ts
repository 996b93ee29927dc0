/**
 * Generates `src/lib/database.types.ts` from the migrated database, in the shape of
 * `supabase gen types typescript` (schema `public`: tables, views, functions, enums).
 */
import * as prettier from 'prettier';
import path from 'node:path';

import { ROOT_DIR } from './config';
import { type Db, openPglite } from './db';
import { setupDatabase } from './setup';

export const TYPES_FILE = path.join(ROOT_DIR, 'src', 'lib', 'database.types.ts');

type Column = {
  rel: string;
  kind: string;
  col: string;
  udt: string;
  typtype: string;
  elemtyp: string | null;
  elemtyptype: string | null;
  nullable: boolean;
  hasdefault: boolean;
  generated: boolean;
};

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  oid: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};

function tsType(name: string, typtype: string | null, enums: Set<string>): string {
  if (typtype === 'e' || enums.has(name)) return `Database['public']['Enums']['${name}']`;
  return SCALARS[name] ?? (typtype === 'c' ? 'Record<string, unknown>' : 'string');
}

function columnType(c: Column, enums: Set<string>): string {
  if (c.elemtyp) return `${tsType(c.elemtyp, c.elemtyptype, enums)}[]`;
  return tsType(c.udt, c.typtype, enums);
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const NEVER = '{ [_ in never]: never }';

export async function generateTypes(db: Db): Promise<string> {
  const enumRows = await db.query<{ name: string; labels: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid
       join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' group by t.typname order by t.typname`,
  );
  const enums = new Set(enumRows.map((e) => e.name));
  const columns = await db.query<Column>(
    `select c.relname as rel, c.relkind::text as kind, a.attname as col, t.typname as udt, t.typtype::text as typtype,
            et.typname as elemtyp, et.typtype::text as elemtyptype,
            not a.attnotnull as nullable, a.atthasdef as hasdefault,
            (a.attidentity <> '' or a.attgenerated <> '') as generated
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
      order by c.relname, a.attname`,
  );
  const functions = await db.query<{
    name: string;
    args: { name: string; type: string; typtype: string; elem: string | null }[];
    rettype: string;
    rettyptype: string;
    retelem: string | null;
    retset: boolean;
  }>(
    `select p.proname as name, p.proretset as retset, rt.typname as rettype, rt.typtype::text as rettyptype,
            ret_elem.typname as retelem,
            coalesce((select json_agg(json_build_object('name', p.proargnames[a.i], 'type', t.typname,
                        'typtype', t.typtype, 'elem', et.typname) order by a.i)
                        from unnest(p.proargtypes::oid[]) with ordinality as a(oid, i)
                        join pg_type t on t.oid = a.oid
                        left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'), '[]'::json) as args
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       left join pg_type ret_elem on ret_elem.oid = rt.typelem and rt.typcategory = 'A'
      where n.nspname = 'public' and p.prokind = 'f' and rt.typname <> 'trigger'
      order by p.proname`,
  );

  const tables = new Map<string, Column[]>();
  for (const c of columns) tables.set(c.rel, [...(tables.get(c.rel) ?? []), c]);
  const relationBlock = (kind: 'table' | 'view') =>
    [...tables.entries()]
      .filter(([, cols]) =>
        (kind === 'table' ? ['r', 'p'] : ['v', 'm']).includes(cols[0]?.kind ?? ''),
      )
      .map(([name, cols]) => {
        const row = cols.map(
          (c) => `${key(c.col)}: ${columnType(c, enums)}${c.nullable ? ' | null' : ''}`,
        );
        const insert = cols.map(
          (c) =>
            `${key(c.col)}${c.nullable || c.hasdefault || c.generated ? '?' : ''}: ${columnType(c, enums)}${c.nullable ? ' | null' : ''}`,
        );
        const update = cols.map(
          (c) => `${key(c.col)}?: ${columnType(c, enums)}${c.nullable ? ' | null' : ''}`,
        );
        const parts = [`Row: {\n${row.join('\n')}\n}`];
        if (kind === 'table') {
          parts.push(`Insert: {\n${insert.join('\n')}\n}`, `Update: {\n${update.join('\n')}\n}`);
        }
        parts.push('Relationships: []');
        return `${key(name)}: {\n${parts.join('\n')}\n}`;
      });
  const tableBlock = relationBlock('table');
  const viewBlock = relationBlock('view');
  const fnBlock = functions.map((fn) => {
    const args = fn.args.map(
      (a) =>
        `${key(a.name)}: ${a.elem ? `${tsType(a.elem, null, enums)}[]` : tsType(a.type, a.typtype, enums)}`,
    );
    const ret =
      fn.rettyptype === 'c'
        ? 'Record<string, unknown>'
        : fn.retelem
          ? `${tsType(fn.retelem, null, enums)}[]`
          : tsType(fn.rettype, fn.rettyptype, enums);
    return `${key(fn.name)}: {\nArgs: ${args.length ? `{\n${args.join('\n')}\n}` : 'Record<PropertyKey, never>'}\nReturns: ${fn.retset ? `${ret}[]` : ret}\n}`;
  });
  const enumBlock = enumRows.map(
    (e) => `${key(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`,
  );
  const block = (items: string[]) => (items.length ? `{\n${items.join('\n')}\n}` : NEVER);

  const source = `// Generated by \`npm run gen:types\` from supabase/migrations — do not edit by hand.
// A test (local-supabase/test/types.test.ts) fails when this file no longer matches the migrations.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: ${block(tableBlock)}
    Views: ${block(viewBlock)}
    Functions: ${block(fnBlock)}
    Enums: ${block(enumBlock)}
    CompositeTypes: ${NEVER}
  }
}

type PublicSchema = Database['public'];

export type Tables<T extends keyof (PublicSchema['Tables'] & PublicSchema['Views'])> = (PublicSchema['Tables'] &
  PublicSchema['Views'])[T] extends { Row: infer R } ? R : never;
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];

export const Constants = {
  public: {
    Enums: {
${enumRows.map((e) => `${key(e.name)}: [${e.labels.map((l) => JSON.stringify(l)).join(', ')}]`).join(',\n')}
    },
  },
} as const;
`;
  const options = (await prettier.resolveConfig(TYPES_FILE)) ?? {};
  return prettier.format(source, { ...options, filepath: TYPES_FILE, plugins: [] });
}

/** Migrates a throw-away in-memory database and generates the types from it. */
export async function generateTypesFromMigrations(): Promise<string> {
  const db = await openPglite(undefined);
  try {
    await setupDatabase(db, { seed: false });
    return await generateTypes(db);
  } finally {
    await db.close();
  }
}
