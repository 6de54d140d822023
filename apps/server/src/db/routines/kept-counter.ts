import type { Routine } from './routine.js';

/**
 * A kept count or total: rows of `table` summing the rows of `from` per key, kept by statement
 * triggers in the writing transaction (one upsert per statement, whatever the number of rows).
 * The triggers are generated from this declaration (`keptCounterRoutines`), so every counter
 * behaves alike:
 * - a change that moves nothing (a renamed tenant, a new remark) touches no counter row;
 * - the keys are upserted in key order, so concurrent writers lock counter rows in one order
 *   and queue instead of deadlocking;
 * - `via`: keys read from another table's row (the tenant of a payment's stay). The statement
 *   first takes those rows in share mode, in their order, then reads them: a row changing the
 *   key meanwhile either waits for the writer or has committed before the read. When such a row
 *   changes a key it lends (a stay given to another tenant), its rows' figures move with it.
 */
export interface KeptCounter {
  /** The kept table. */
  table: string;
  /** The table whose rows are counted. */
  from: string;
  /** Key columns of `table` (its primary key) and their values over a row `x` of `from` (or `v`, the `via` row). */
  keys: Record<string, string>;
  /** Summed columns of `table` and their values over `x`: `1` counts the rows. */
  sums: Record<string, string>;
  /** Only the rows of `from` this holds for are counted (over `x`). */
  where?: string;
  /** Keys read from the row `v` of `table` whose `column` equals the counted row's. */
  via?: { table: string; column: string };
  /** Why the counter exists: what reads it. */
  why: string;
}

const list = (items: string[]) => items.join(', ');
const indent = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);

/** The function and trigger names a counter's declaration makes. */
export function keptCounterNames(c: KeptCounter) {
  return {
    apply: `keep_${c.table}_from_${c.from}`,
    trigger: (op: 'insert' | 'update' | 'delete') => `${c.from}_keeps_${c.table}_${op}`,
    move: c.via ? `keep_${c.table}_on_${c.via.table}_change` : null,
    moveTrigger: c.via ? `${c.via.table}_keeps_${c.table}_move` : null,
  };
}

/** The rows of one side of a change (`rows`: a transition table), each with its keys and signed sums. */
function side(c: KeptCounter, rows: string, sign: '' | '-') {
  const keys = Object.entries(c.keys).map(([column, value]) => `${value} AS ${column}`);
  const sums = Object.entries(c.sums).map(([column, value]) => `${sign}(${value}) AS ${column}`);
  const join = c.via ? ` JOIN ${c.via.table} v ON v.${c.via.column} = x.${c.via.column}` : '';
  const where = c.where ? ` WHERE ${c.where}` : '';
  return `SELECT ${list([...keys, ...sums])} FROM ${rows} x${join}${where}`;
}

/** The upsert of `deltas` (a query of keys and sums) into the kept table, in key order. */
function upsert(c: KeptCounter, deltas: string, onlyMoved: boolean) {
  const keys = Object.keys(c.keys);
  const sums = Object.keys(c.sums);
  const having = onlyMoved ? `\nHAVING ${sums.map((s) => `sum(d.${s}) <> 0`).join(' OR ')}` : '';
  return `INSERT INTO ${c.table} AS c (${list([...keys, ...sums])})
SELECT ${list([...keys.map((k) => `d.${k}`), ...sums.map((s) => `sum(d.${s})`)])}
FROM (
  ${indent(deltas, '  ')}
) d
GROUP BY ${list(keys.map((k) => `d.${k}`))}${having}
ORDER BY ${list(keys.map((k) => `d.${k}`))}
ON CONFLICT (${list(keys)}) DO UPDATE SET ${list(sums.map((s) => `${s} = c.${s} + excluded.${s}`))};`;
}

/** Share locks on the rows lending keys, in their order, before they are read. */
function lockVia(c: KeptCounter, rows: string[]) {
  if (!c.via) return '';
  const ids = rows.map((r) => `SELECT ${c.via?.column} FROM ${r}`).join(' UNION ');
  return `PERFORM 1 FROM ${c.via.table} WHERE ${c.via.column} IN (${ids}) ORDER BY ${c.via.column} FOR SHARE;\n`;
}

/** The routines that keep one counter: its trigger function, its three triggers, and a move on `via`. */
export function keptCounterRoutines(c: KeptCounter, source: string): Routine[] {
  const names = keptCounterNames(c);
  const header = `-- Generated from the kept counter ${c.table} <- ${c.from} (${source}): ${c.why}`;
  const apply = `${header}
CREATE OR REPLACE FUNCTION ${names.apply}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    ${indent(lockVia(c, ['new_rows']) + upsert(c, side(c, 'new_rows', ''), false), '    ')}
  ELSIF TG_OP = 'UPDATE' THEN
    ${indent(lockVia(c, ['old_rows', 'new_rows']) + upsert(c, `${side(c, 'old_rows', '-')}\nUNION ALL\n${side(c, 'new_rows', '')}`, true), '    ')}
  ELSE
    ${indent(lockVia(c, ['old_rows']) + upsert(c, side(c, 'old_rows', '-'), false), '    ')}
  END IF;
  RETURN NULL;
END $$`;
  const routines: Routine[] = [{ kind: 'function', name: names.apply, sql: apply, source }];
  const transition = {
    insert: 'REFERENCING NEW TABLE AS new_rows',
    update: 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows',
    delete: 'REFERENCING OLD TABLE AS old_rows',
  } as const;
  for (const op of ['insert', 'update', 'delete'] as const) {
    routines.push({
      kind: 'trigger',
      name: names.trigger(op),
      table: c.from,
      sql: `${header}
CREATE OR REPLACE TRIGGER ${names.trigger(op)} AFTER ${op.toUpperCase()} ON ${c.from}
  ${transition[op]} FOR EACH STATEMENT EXECUTE FUNCTION ${names.apply}()`,
      source,
    });
  }
  if (c.via && names.move && names.moveTrigger)
    routines.push(...moveRoutines(c, names.move, names.moveTrigger, header, source));
  return routines;
}

/**
 * When a `via` row changes a key it lends, its counted rows leave the old key and join the new
 * one: the old side read with the row as it was (`v` = old), the new side as it is (`v` = new).
 */
function moveRoutines(c: KeptCounter, move: string, trigger: string, header: string, source: string): Routine[] {
  const via = c.via;
  if (!via) return [];
  const lent = [...new Set(Object.values(c.keys).flatMap((k) => [...k.matchAll(/\bv\.([a-z_]+)/g)].map((m) => m[1])))];
  const changed = lent.map((col) => `w.${col} IS DISTINCT FROM v.${col}`).join(' OR ');
  const sideOf = (mine: string, other: string, sign: '' | '-') => {
    const keys = Object.entries(c.keys).map(([column, value]) => `${value} AS ${column}`);
    const sums = Object.entries(c.sums).map(([column, value]) => `${sign}(${value}) AS ${column}`);
    const where = c.where ? ` AND ${c.where}` : '';
    return `SELECT ${list([...keys, ...sums])} FROM ${mine} v JOIN ${other} w ON w.${via.column} = v.${via.column} AND (${changed})
  JOIN ${c.from} x ON x.${via.column} = v.${via.column}${where}`;
  };
  const sql = `${header}
CREATE OR REPLACE FUNCTION ${move}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${indent(upsert(c, `${sideOf('old_rows', 'new_rows', '-')}\nUNION ALL\n${sideOf('new_rows', 'old_rows', '')}`, true), '  ')}
  RETURN NULL;
END $$`;
  return [
    { kind: 'function', name: move, sql, source },
    {
      kind: 'trigger',
      name: trigger,
      table: via.table,
      sql: `${header}
CREATE OR REPLACE TRIGGER ${trigger} AFTER UPDATE ON ${via.table}
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${move}()`,
      source,
    },
  ];
}
