import type { Database } from '../../db/client.ts';

export type Table = { name: string; columns: string[] };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (schema: string, name: string) => `${quote(schema)}.${quote(name)}`;
export const columnList = (columns: string[]) => columns.map(quote).join(', ');

/**
 * The public schema's tables with their stored columns (generated ones are recomputed), parents before
 * the tables whose foreign keys point at them, so that rows copied in this order find their parents.
 */
export async function publicTables(database: Database): Promise<Table[]> {
  const { rows: tables } = await database.executeSql(
    `select c.relname as name,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                  order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
    [],
  );
  const { rows: keys } = await database.executeSql(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conrelid <> k.confrelid`,
    [],
  );
  const parents = new Map<string, string[]>();
  for (const { child, parent } of keys as { child: string; parent: string }[])
    parents.set(child, [...(parents.get(child) ?? []), parent]);
  const byName = new Map((tables as Table[]).map((table) => [table.name, table]));
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    placed.add(name);
    const table = byName.get(name);
    if (table) ordered.push(table);
  };
  for (const name of byName.keys()) visit(name, new Set());
  return ordered;
}

/** The public schema's sequences (identity columns' included) with where each stands. */
export async function publicSequences(database: Database) {
  const { rows } = await database.executeSql(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
    [],
  );
  const sequences: { name: string; lastValue: string; isCalled: boolean }[] = [];
  for (const { name } of rows as { name: string }[]) {
    const { rows: state } = await database.executeSql(
      `select last_value::text as "lastValue", is_called as "isCalled" from ${qualified('public', name)}`,
      [],
    );
    sequences.push({ name, ...(state[0] as { lastValue: string; isCalled: boolean }) });
  }
  return sequences;
}

/**
 * Row count and an order-free checksum of a table's rows as text (the sum of each row's md5 prefix), the
 * same on both engines when the session settings that shape text output are the same.
 */
export const TABLE_CHECK = (table: string) =>
  `select count(*)::text as rows,
          coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint), 0)::text as checksum
     from ${qualified('public', table)} t`;

/** Text output that both engines write alike: timestamps in UTC, ISO dates, shortest exact floats. */
export const SAME_TEXT = "set timezone = 'UTC'; set datestyle = 'ISO, MDY'; set extra_float_digits = 1";
