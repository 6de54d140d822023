import type { ExportBinding } from '../../plugins/exports/export-columns.js';
import type { BillsService } from './bills.service.js';

/** The arrears' columns (screen /arrears): the stays owing bills already due, oldest debt first. */
export function arrearsExport(service: BillsService): ExportBinding<Parameters<BillsService['everyArrears']>[0]> {
  return {
    entity: 'arrears',
    rows: (filter) => service.everyArrears(filter),
    columns: [
      { key: 'tenantName' },
      { key: 'phone' },
      { key: 'roomNumber' },
      { key: 'bookingStatus', value: (row, l) => l.enums.bookingStatus[row.bookingStatus as number] },
      { key: 'bills', kind: 'number' },
      { key: 'outstanding', kind: 'money', total: true },
      { key: 'oldestDueDate', kind: 'date' },
      { key: 'daysOverdue', kind: 'number' },
      { key: 'agingBucket', value: (row, l) => l.enums.agingBucket[row.agingBucket as number] },
    ],
    filterText: { agingBucket: (v, l) => l.enums.agingBucket[v] ?? String(v) },
  };
}
