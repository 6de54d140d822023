import type { ExportBinding } from '../../plugins/exports/export-columns.js';
import type { createDepositsService } from './deposits.service.js';

type Service = ReturnType<typeof createDepositsService>;

/** The deposit list's columns (screen /deposit), with the totals of deposits and returns. */
export function depositExport(service: Service): ExportBinding<Parameters<Service['everyRow']>[0]> {
  return {
    entity: 'deposit',
    rows: (filter) => service.everyRow(filter),
    columns: [
      { key: 'paymentDate', kind: 'date' },
      { key: 'tenantName' },
      { key: 'roomNumber' },
      { key: 'bookingStatus', value: (row, l) => l.enums.bookingStatus[row.bookingStatus as number] },
      { key: 'depositAmount', kind: 'money', total: true, value: (row) => row.amount },
      { key: 'returnedAmount', kind: 'money', total: true, value: (row) => row.returnAmount },
      { key: 'depositStatus', value: (row, l) => l.enums.depositStatus[row.depositStatus as number] },
      { key: 'returnDate', kind: 'date' },
      { key: 'status', value: (row, l) => l.enums.recordStatus[row.status as number] },
    ],
    filterText: {
      depositStatus: (v, l) => l.enums.depositStatus[v] ?? String(v),
      paymentType: (v, l) => l.enums.paymentType[v] ?? String(v),
      status: (v, l) => l.enums.recordStatus[v] ?? String(v),
    },
  };
}
