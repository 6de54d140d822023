import type { ExportBinding } from '../../plugins/exports/export-columns.js';
import type { createPaymentsService } from './payments.service.js';

/** The payment list's columns (screen /payment), with the total of the amounts. */
export function paymentExport(
  service: ReturnType<typeof createPaymentsService>,
): ExportBinding<Parameters<typeof service.everyRow>[0]> {
  return {
    entity: 'payment',
    rows: (filter) => service.everyRow(filter),
    columns: [
      { key: 'paymentDate', kind: 'date' },
      { key: 'tenantName' },
      { key: 'roomNumber' },
      {
        key: 'paymentPeriod',
        value: (row, l) => `${l.enums.month[row.paymentPeriodeMonth as number]} ${row.paymentPeriodeYear}`,
      },
      { key: 'paymentType', value: (row, l) => l.enums.paymentType[row.paymentType as number] },
      { key: 'amount', kind: 'money', total: true },
      { key: 'status', value: (row, l) => l.enums.recordStatus[row.status as number] },
      {
        key: 'paymentMethod',
        value: (row, l) => (row.paymentMethod === null ? '' : l.enums.paymentMethod[row.paymentMethod as number]),
      },
      { key: 'paymentAccount' },
    ],
    filterText: {
      paymentPeriodeMonth: (v, l) => l.enums.month[v] ?? String(v),
      paymentType: (v, l) => l.enums.paymentType[v] ?? String(v),
      status: (v, l) => l.enums.recordStatus[v] ?? String(v),
    },
  };
}
