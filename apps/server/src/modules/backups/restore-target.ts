import type pg from 'pg';

type Queryable = Pick<pg.ClientBase, 'query'>;

/** Not part of an extension (btree_gist's and pg_trgm's functions stay where they are). */
const ownObject = (oid: string) => `not exists (select 1 from pg_depend d where d.objid = ${oid} and d.deptype = 'e')`;

/** How many tables the target holds (its `public` schema, plus drizzle's bookkeeping). */
export async function objectsIn(client: Queryable): Promise<number> {
  const result = await client.query<{ n: number }>(`
    select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p'))::int as n`);
  return result.rows[0]?.n ?? 0;
}

/**
 * Drops everything a Kamar database holds, within the caller's transaction: drizzle's
 * bookkeeping, the tables, views, sequences, functions and types of `public`. The schema itself,
 * its owner and privileges, and installed extensions stay.
 */
export async function emptyTheDatabase(client: Queryable) {
  await client.query('drop schema if exists drizzle cascade');
  const statements = await client.query<{ statement: string }>(`
    select format('drop table if exists public.%I cascade', c.relname) as statement
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and ${ownObject('c.oid')}
    union all
    select format('drop view if exists public.%I cascade', c.relname)
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'v' and ${ownObject('c.oid')}
    union all
    select format('drop materialized view if exists public.%I cascade', c.relname)
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'm' and ${ownObject('c.oid')}`);
  for (const { statement } of statements.rows) await client.query(statement);
  const rest = await client.query<{ statement: string }>(`
    select format('drop sequence if exists public.%I cascade', c.relname) as statement
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'S' and ${ownObject('c.oid')}
    union all
    select format('drop routine if exists public.%I(%s) cascade', p.proname, pg_get_function_identity_arguments(p.oid))
      from pg_proc p where p.pronamespace = 'public'::regnamespace and ${ownObject('p.oid')}
    union all
    select format('drop type if exists public.%I cascade', t.typname)
      from pg_type t where t.typnamespace = 'public'::regnamespace and t.typtype in ('e', 'd', 'r')
       and ${ownObject('t.oid')}`);
  for (const { statement } of rest.rows) await client.query(statement);
}

/** Identity and serial columns continue after the highest id that was loaded. */
export async function resetIdentitySequences(client: Queryable) {
  const columns = await client.query<{ table_name: string; column_name: string; sequence: string }>(`
    select c.relname as table_name, a.attname as column_name,
           pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as sequence
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null`);
  for (const { table_name, column_name, sequence } of columns.rows) {
    await client.query(
      `select setval($1, coalesce((select max(${ident(column_name)}) from public.${ident(table_name)}), 0) + 1, false)`,
      [sequence],
    );
  }
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
