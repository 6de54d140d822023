import type { Labels } from '../../lib/labels.js';
import type { ExportBinding, ExportRow } from '../../plugins/exports/export-columns.js';
import type { AuditService } from './audit.service.js';
import { changeTextsOf, type EntrySource, recordTextOf } from './audit-text.js';

/** A row of the export as the audit's words read it (the same words as the list's). */
const sourceOf = (row: ExportRow) => row as unknown as EntrySource;

/** The audit screen's columns (/setting/audit): when, who, from where, what, and the changes in words. */
export function auditExport(service: AuditService): ExportBinding<Parameters<AuditService['everyRow']>[0]> {
  return {
    entity: 'audit',
    rows: (filter) => service.everyRow(filter),
    columns: [
      { key: 'auditDate', kind: 'dateTime' },
      { key: 'username' },
      { key: 'address' },
      { key: 'entity', value: (row, l: Labels) => recordTextOf(sourceOf(row), l) },
      { key: 'recordId', kind: 'number' },
      { key: 'action', value: (row, l) => l.actions[row.action as keyof Labels['actions']] ?? row.action },
      {
        key: 'changes',
        value: (row, l) =>
          changeTextsOf(sourceOf(row), l, l.language)
            .map((change) => change.text)
            .join('; '),
      },
    ],
  };
}
