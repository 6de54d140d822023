import type { ExportBinding } from '../../plugins/exports/export-columns.js';
import type { ChargeTypesService } from './charge-types.service.js';

/** The charge types screen's columns: what a type bills, at what price, and where. */
export function chargeTypeExport(
  service: ChargeTypesService,
): ExportBinding<Parameters<ChargeTypesService['everyRow']>[0]> {
  return {
    entity: 'chargeType',
    rows: (filter) => service.everyRow(filter),
    columns: [
      { key: 'chargeTypeName' },
      { key: 'chargeKind', value: (row, l) => l.enums.chargeKind[row.chargeKind as number] ?? '' },
      { key: 'unitName' },
      { key: 'unitPrice', kind: 'money' },
      { key: 'minimumCharge', kind: 'money' },
      { key: 'propertyName', value: (row, l) => (row.propertyName as string | null) ?? l.texts.everyProperty },
      { key: 'status', value: (row, l) => l.enums.recordStatus[row.status as number] ?? '' },
    ],
    filterText: {
      status: (v, l) => l.enums.recordStatus[v] ?? String(v),
      chargeKind: (v, l) => l.enums.chargeKind[v] ?? String(v),
    },
  };
}
