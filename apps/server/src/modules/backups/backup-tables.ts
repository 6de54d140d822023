import type pg from 'pg';
import { SECRET_SETTINGS_SQL } from '../settings/app-settings.service.js';
import { type BackupTable, copyColumns, quoteIdent } from './backup-format.js';

type Queryable = Pick<pg.ClientBase, 'query'>;

/**
 * Rows a backup never holds, per table: the signing keys. A backup file alone must never let
 * anyone sign a token or a share link; a restored database makes new keys (backup-restore.ts).
 */
const ROWS_LEFT_OUT: Record<string, string> = { app_settings: SECRET_SETTINGS_SQL };

/** The COPY that writes a table's rows into a backup, less the rows a backup never holds. */
export function copyOut(table: BackupTable): string {
  const leftOut = ROWS_LEFT_OUT[table.name];
  if (!leftOut) return `COPY ${copyColumns(table)} TO STDOUT`;
  const columns = table.columns.map(quoteIdent).join(', ');
  return `COPY (select ${columns} from ${quoteIdent(table.name)} where not (${leftOut})) TO STDOUT`;
}

/**
 * Every table of the `public` schema with its stored columns (generated ones are computed
 * again on load), parents before children so that foreign keys hold while loading.
 */
export async function tablesInLoadOrder(client: Queryable): Promise<BackupTable[]> {
  const tables = await client.query<{ name: string; columns: string[] }>(`
    select c.relname::text as name,
           array(select a.attname::text from pg_attribute a
                 where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                 order by a.attnum) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  const references = await client.query<{ child: string; parent: string }>(`
    select distinct child.relname::text as child, parent.relname::text as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`);
  return inDependencyOrder(tables.rows, references.rows);
}

/** Kahn's order, alphabetical among equals so that the same schema always gives the same file. */
export function inDependencyOrder<T extends { name: string }>(
  tables: T[],
  references: { child: string; parent: string }[],
): T[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const waitingOn = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (byName.has(child) && byName.has(parent)) waitingOn.get(child)?.add(parent);
  }
  const ordered: T[] = [];
  while (waitingOn.size > 0) {
    const ready = [...waitingOn].filter(([, parents]) => parents.size === 0).map(([name]) => name);
    if (ready.length === 0)
      throw new Error(`The tables ${[...waitingOn.keys()].join(', ')} refer to each other in a loop.`);
    for (const name of ready.sort()) {
      ordered.push(byName.get(name) as T);
      waitingOn.delete(name);
      for (const parents of waitingOn.values()) parents.delete(name);
    }
  }
  return ordered;
}
