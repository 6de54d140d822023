import type pg from 'pg';
import { SECRET_SETTINGS_SQL } from '../settings/app-settings.service.js';

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

/**
 * Loads are far faster into bare tables: plain indexes and foreign keys are dropped before the
 * rows come in and made again after (each built or checked in one pass instead of row by row),
 * as pg_restore does. Primary keys, unique and exclusion constraints stay, and so does every
 * rule: a row that breaks one fails the restore. Answers the function that puts them back.
 */
export async function setIndexesAndForeignKeysAside(client: Queryable): Promise<() => Promise<void>> {
  const foreignKeys = await client.query<{ drop: string; add: string }>(`
    select format('alter table %I drop constraint %I', c.relname, k.conname) as drop,
           format('alter table %I add constraint %I %s', c.relname, k.conname, pg_get_constraintdef(k.oid)) as add
    from pg_constraint k join pg_class c on c.oid = k.conrelid
    where k.contype = 'f' and k.connamespace = 'public'::regnamespace`);
  const indexes = await client.query<{ drop: string; add: string }>(`
    select format('drop index %I', ic.relname) as drop, pg_get_indexdef(i.indexrelid) as add
    from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_class c on c.oid = i.indrelid
    where c.relnamespace = 'public'::regnamespace
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`);
  for (const { drop } of foreignKeys.rows) await client.query(drop);
  for (const { drop } of indexes.rows) await client.query(drop);
  return async () => {
    for (const { add } of indexes.rows) await client.query(add);
    for (const { add } of foreignKeys.rows) await client.query(add);
  };
}

/**
 * A restored database keeps no key and no session from before: signing keys an older backup may
 * still hold are removed (the server makes new ones the first time it needs them), and every
 * user's token version goes up, so every token signed before the restore is refused, whichever
 * key signed it (JWT_SECRET included) and whatever Logout had ended since. Share links sent
 * before no longer verify under the new key.
 */
export async function forgetKeysAndSessions(client: Queryable) {
  await client.query(`delete from app_settings where ${SECRET_SETTINGS_SQL}`);
  await client.query('update users set token_version = token_version + 1');
}
