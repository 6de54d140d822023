import type { AuditEntity } from '@kamar/contract';
import type { ExportBinding, ExportColumn } from '../../plugins/exports/export-columns.js';

/** A master table's export: its columns after the name, and the list's whole filtered set. */
export function masterDataExport<F>(
  entity: AuditEntity,
  service: { everyRow(filter: F): ReturnType<ExportBinding<F>['rows']> },
  columns: ExportColumn[],
  filterText: ExportBinding<F>['filterText'] = {},
): ExportBinding<F> {
  return {
    entity,
    rows: (filter) => service.everyRow(filter),
    columns: [...columns, { key: 'status', value: (row, l) => l.enums.recordStatus[row.status as number] }],
    filterText: { status: (v, l) => l.enums.recordStatus[v] ?? String(v), ...filterText },
  };
}
