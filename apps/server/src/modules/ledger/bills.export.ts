import type { ExportBinding } from '../../plugins/exports/export-columns.js';
import type { BillsService } from './bills.service.js';

/** The bill list's columns (screen /bill), with the totals billed, paid and outstanding. */
export function billExport(service: BillsService): ExportBinding<Parameters<BillsService['everyRow']>[0]> {
  return {
    entity: 'bill',
    rows: (filter) => service.everyRow(filter),
    columns: [
      { key: 'dueDate', kind: 'date' },
      { key: 'tenantName' },
      { key: 'roomNumber' },
      { key: 'periodStart', kind: 'date' },
      { key: 'periodEnd', kind: 'date', value: (row) => lastDayOf(String(row.periodEnd)) },
      { key: 'amount', kind: 'money', total: true },
      { key: 'paidAmount', kind: 'money', total: true },
      { key: 'outstanding', kind: 'money', total: true },
      { key: 'billStatus', value: (row, l) => l.enums.billStatus[row.billStatus as number] },
      { key: 'daysOverdue', kind: 'number' },
      { key: 'status', value: (row, l) => l.enums.recordStatus[row.status as number] },
    ],
    filterText: {
      billStatus: (v, l) => l.enums.billStatus[v] ?? String(v),
      status: (v, l) => l.enums.recordStatus[v] ?? String(v),
    },
  };
}

/** A period's last day, as the bill list shows it: the API's `periodEnd` is the day after. */
function lastDayOf(periodEnd: string): string {
  const day = new Date(`${periodEnd.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
