import type { Routine } from './routine.js';

/**
 * A table whose rows are audited (`modules/audit/sql/audit.sql`, `audit_rows`): the kind of record
 * its entries name, its id column, and the columns whose values are never written (a password
 * hash, a photo's bytes: their change reads "changed").
 */
export interface AuditedTable {
  table: string;
  entity: string;
  id: string;
  hidden?: readonly string[];
  /** The module the table is of (where its routines would otherwise be written). */
  module: string;
}

const SOURCE = 'db/routines/audit-trigger.ts';

/**
 * The three statement triggers that audit a table, generated from its declaration: one per event,
 * each with the transition tables of its rows (PostgreSQL allows transition tables on a trigger of
 * one event only), all calling `audit_rows` with the same arguments.
 */
export function auditTriggerRoutines(tables: readonly AuditedTable[]): Routine[] {
  return tables.flatMap((t) => {
    const args = [t.entity, t.id, ...(t.hidden ?? [])].map((a) => `'${a}'`).join(', ');
    const trigger = (event: 'insert' | 'update' | 'delete', referencing: string): Routine => ({
      kind: 'trigger',
      name: `${t.table}_audit_${event}`,
      table: t.table,
      source: SOURCE,
      sql: `-- Generated: the audit of ${t.table} (module ${t.module}).
CREATE OR REPLACE TRIGGER ${t.table}_audit_${event} AFTER ${event.toUpperCase()} ON ${t.table}
  REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION audit_rows(${args})`,
    });
    return [
      trigger('insert', 'NEW TABLE AS new_rows'),
      trigger('update', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'),
      trigger('delete', 'OLD TABLE AS old_rows'),
    ];
  });
}
