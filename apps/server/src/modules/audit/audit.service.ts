import type { AuditChange, AuditEntry, auditCalls, CallRequest } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { cursorPageOf } from '../../db/sql-helpers.js';
import {
  type AuditFilter,
  createAuditRepository,
  type ExplicitEntry,
  type StoredAuditEntry,
} from './audit.repository.js';

type ListRequest = CallRequest<typeof auditCalls.getList>;

/** A stored column name as the API names the field: payment_periode_month -> paymentPeriodeMonth. */
export const fieldName = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** An entry as the API answers it: changes as { field, before, after } with the API's field names. */
export function entryOf(row: StoredAuditEntry): Omit<AuditEntry, 'rowNumber'> {
  const changes: AuditChange[] = row.changes.map(([field, before, after]) => ({
    field: fieldName(field),
    before,
    after,
  }));
  const { auditKey: _, ...entry } = row;
  return { ...entry, changes };
}

export const filterOf = (request: Omit<ListRequest, 'pageSize' | 'pageIndex' | 'cursor'>): AuditFilter => ({
  entity: request.entity,
  recordId: request.recordId,
  username: request.username,
  action: request.action,
  dateFrom: request.dateFrom,
  dateTo: request.dateTo,
});

export function createAuditService({ db }: { db: Database }) {
  const repo = createAuditRepository(db);
  return {
    async list(request: ListRequest) {
      const { pageSize, pageIndex, cursor } = request;
      const found = await repo.list({ ...filterOf(request), pageSize, pageIndex, cursor });
      return cursorPageOf({ ...found, rows: found.rows.map(entryOf) }, request);
    },

    everyRow: (request: Omit<ListRequest, 'pageSize' | 'pageIndex' | 'cursor'>) => repo.everyRow(filterOf(request)),

    /**
     * Writes an entry the database cannot see for itself (a sign-in, a sign-out, an export): in
     * the caller's transaction and with its actor when there is one, else with `entry.actor`.
     */
    record: (entry: ExplicitEntry) => repo.record(entry),

    /** Folds the kept counts' slots of the days before `before` into one row per key (audit-counts-schedule.ts). */
    rollUpCounts: (before: string) => repo.rollUpCounts(before),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
