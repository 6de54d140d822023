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
  /** The module that declares it (`<module>.counters.ts`). */
  module?: string;
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

/** What one counter does for one kind of statement on its table. */
function applyOf(c: KeptCounter, op: 'INSERT' | 'UPDATE' | 'DELETE') {
  const title = `-- ${c.table}: ${c.why} (modules/${c.module}/${c.module}.counters.ts)\n`;
  if (op === 'INSERT') return title + lockVia(c, ['new_rows']) + upsert(c, side(c, 'new_rows', ''), false);
  if (op === 'DELETE') return title + lockVia(c, ['old_rows']) + upsert(c, side(c, 'old_rows', '-'), false);
  return (
    title +
    lockVia(c, ['old_rows', 'new_rows']) +
    upsert(c, `${side(c, 'old_rows', '-')}\nUNION ALL\n${side(c, 'new_rows', '')}`, true)
  );
}

/**
 * When a `via` row changes a key it lends, its counted rows leave the old key and join the new
 * one: the old side read with the row as it was (`v` = old), the new side as it is (`v` = new).
 */
function moveOf(c: KeptCounter) {
  const via = c.via;
  if (!via) return '';
  const lent = [...new Set(Object.values(c.keys).flatMap((k) => [...k.matchAll(/\bv\.([a-z_]+)/g)].map((m) => m[1])))];
  const changed = lent.map((col) => `w.${col} IS DISTINCT FROM v.${col}`).join(' OR ');
  const sideOf = (mine: string, other: string, sign: '' | '-') => {
    const keys = Object.entries(c.keys).map(([column, value]) => `${value} AS ${column}`);
    const sums = Object.entries(c.sums).map(([column, value]) => `${sign}(${value}) AS ${column}`);
    const where = c.where ? ` AND ${c.where}` : '';
    return `SELECT ${list([...keys, ...sums])} FROM ${mine} v JOIN ${other} w ON w.${via.column} = v.${via.column} AND (${changed})
  JOIN ${c.from} x ON x.${via.column} = v.${via.column}${where}`;
  };
  return `-- ${c.table}: the ${c.from} of a ${via.table} row that changes ${lent.join(', ')} (modules/${c.module}/${c.module}.counters.ts)
${upsert(c, `${sideOf('old_rows', 'new_rows', '-')}\nUNION ALL\n${sideOf('new_rows', 'old_rows', '')}`, true)}`;
}

const SOURCE = 'db/routines/kept-counter.ts';

/** The function and trigger names the kept counters of a table make. */
export const keptCounterNames = {
  apply: (table: string) => `keep_counters_of_${table}`,
  trigger: (table: string, op: 'insert' | 'update' | 'delete') => `${table}_keeps_counters_${op}`,
  move: (table: string) => `keep_counters_moved_by_${table}`,
  moveTrigger: (table: string) => `${table}_moves_counters`,
};

/**
 * The routines that keep every counter: for each counted table, one trigger function applying its
 * counters in the order given, and its three statement triggers; for each table that lends keys,
 * one function and trigger moving the counted rows of a row that changes them. The order is the
 * lock order: every write that changes rows of several kept tables takes them in it, so two
 * writers never wait for each other crosswise (a payment and a stay changing tenant both take the
 * tenant's payment totals before its bill totals).
 */
export function keptCountersRoutines(counters: readonly KeptCounter[]): Routine[] {
  const routines: Routine[] = [];
  const tables = [...new Set(counters.map((c) => c.from))];
  for (const table of tables) {
    const mine = counters.filter((c) => c.from === table);
    const apply = keptCounterNames.apply(table);
    const branch = (op: 'INSERT' | 'UPDATE' | 'DELETE') => indent(mine.map((c) => applyOf(c, op)).join('\n'), '    ');
    routines.push({
      kind: 'function',
      name: apply,
      source: SOURCE,
      sql: `-- Generated: the counters kept from ${table}, in lock order (src/database-routines.ts).
CREATE OR REPLACE FUNCTION ${apply}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    ${branch('INSERT')}
  ELSIF TG_OP = 'UPDATE' THEN
    ${branch('UPDATE')}
  ELSE
    ${branch('DELETE')}
  END IF;
  RETURN NULL;
END $$`,
    });
    const transition = {
      insert: 'REFERENCING NEW TABLE AS new_rows',
      update: 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows',
      delete: 'REFERENCING OLD TABLE AS old_rows',
    } as const;
    for (const op of ['insert', 'update', 'delete'] as const) {
      const name = keptCounterNames.trigger(table, op);
      routines.push({
        kind: 'trigger',
        name,
        table,
        source: SOURCE,
        sql: `CREATE OR REPLACE TRIGGER ${name} AFTER ${op.toUpperCase()} ON ${table}
  ${transition[op]} FOR EACH STATEMENT EXECUTE FUNCTION ${apply}()`,
      });
    }
  }
  const lenders = [...new Set(counters.flatMap((c) => (c.via ? [c.via.table] : [])))];
  for (const table of lenders) {
    const moved = counters.filter((c) => c.via?.table === table);
    const move = keptCounterNames.move(table);
    const trigger = keptCounterNames.moveTrigger(table);
    routines.push(
      {
        kind: 'function',
        name: move,
        source: SOURCE,
        sql: `-- Generated: the counters whose keys a ${table} row lends, in lock order (src/database-routines.ts).
CREATE OR REPLACE FUNCTION ${move}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${indent(moved.map(moveOf).join('\n'), '  ')}
  RETURN NULL;
END $$`,
      },
      {
        kind: 'trigger',
        name: trigger,
        table,
        source: SOURCE,
        sql: `CREATE OR REPLACE TRIGGER ${trigger} AFTER UPDATE ON ${table}
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${move}()`,
      },
    );
  }
  return routines;
}
