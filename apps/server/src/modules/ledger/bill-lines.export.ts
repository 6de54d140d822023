import { type BillLineFacts, chargeLineText } from '@kamar/contract';
import type { ExportBinding } from '../../plugins/exports/export-columns.js';
import { billExport } from './bills.export.js';
import type { BillsService } from './bills.service.js';

/**
 * The filtered bills' lines, one row per line (the bill list's filters): each bill's number, due
 * date, tenant, room and period, then the line: its kind, a charge in words ("Listrik 86 kWh
 * (meteran 1.000 – 1.086)"), its count, unit and unit price, its amount (totalled: the bills'
 * amounts), and a meter's readings.
 */
export function billLinesExport(service: BillsService): ExportBinding<Parameters<BillsService['everyLine']>[0]> {
  return {
    entity: 'billLine',
    rows: (filter) => service.everyLine(filter),
    columns: [
      { key: 'documentNumber' },
      { key: 'dueDate', kind: 'date' },
      { key: 'tenantName' },
      { key: 'roomNumber' },
      { key: 'periodStart', kind: 'date' },
      { key: 'lineKind', value: (row, l) => l.enums.billLineKind[row.lineKind as number] },
      { key: 'description', value: (row, l) => chargeLineText(l.language, row as unknown as BillLineFacts) ?? '' },
      { key: 'quantity', kind: 'number' },
      { key: 'unitName' },
      { key: 'unitPrice', kind: 'money' },
      { key: 'amount', kind: 'money', total: true },
      { key: 'previousReading', kind: 'number' },
      { key: 'reading', kind: 'number' },
      { key: 'usage', kind: 'number' },
    ],
    filterText: billExport(service).filterText,
  };
}
