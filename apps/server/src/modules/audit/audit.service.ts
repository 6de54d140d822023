import type { AuditChange, AuditEntry, auditCalls, CallRequest, Language } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { cursorPageOf } from '../../db/sql-helpers.js';
import { labelsFor } from '../../lib/labels.js';
import {
  type AuditFilter,
  createAuditRepository,
  type ExplicitEntry,
  type StoredAuditEntry,
} from './audit.repository.js';
import { changeTextsOf, fieldName, recordTextOf } from './audit-text.js';

type ListRequest = CallRequest<typeof auditCalls.getList>;

/**
 * An entry as the API answers it: changes as { field, before, after } with the API's field names,
 * and the record and the changes in words in the caller's language.
 */
export function entryOf(row: StoredAuditEntry, language: Language): Omit<AuditEntry, 'rowNumber'> {
  const changes: AuditChange[] = row.changes.map(([field, before, after]) => ({
    field: fieldName(field),
    before,
    after,
  }));
  const { auditKey: _, names: __, ...entry } = row;
  const labels = labelsFor(language);
  return {
    ...entry,
    changes,
    recordText: recordTextOf(row, labels),
    changeTexts: changeTextsOf(row, labels, language),
  };
}

export const filterOf = (request: Omit<ListRequest, 'pageSize' | 'pageIndex' | 'cursor'>): AuditFilter => ({
  entity: request.entity,
  recordId: request.recordId,
  username: request.username,
  action: request.action,
  dateFrom: request.dateFrom,
  dateTo: request.dateTo,
  propertyId: request.propertyId || undefined,
});

export function createAuditService({ db }: { db: Database }) {
  const repo = createAuditRepository(db);
  return {
    /** A page of the trail, the records and changes in words in `language`. */
    async list(request: ListRequest, language: Language) {
      const { pageSize, pageIndex, cursor } = request;
      const found = await repo.list({ ...filterOf(request), pageSize, pageIndex, cursor });
      return cursorPageOf({ ...found, rows: found.rows.map((row) => entryOf(row, language)) }, request);
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
