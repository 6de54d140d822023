import type { ExportBinding } from '../../plugins/exports/export-columns.js';
import type { createRoomsService } from './rooms.service.js';

type Service = ReturnType<typeof createRoomsService>;

/** The room list's columns (screen /setting/room-setup), with its type's prices. */
export function roomExport(service: Service): ExportBinding<Parameters<Service['everyRow']>[0]> {
  return {
    entity: 'room',
    rows: (filter) => service.everyRow(filter),
    columns: [
      { key: 'roomNumber' },
      { key: 'roomTypeName', title: 'roomType' },
      { key: 'priceDaily', kind: 'money' },
      { key: 'priceMonthly', kind: 'money' },
      { key: 'priceYearly', kind: 'money' },
      { key: 'cardVendorName' },
      { key: 'roomStatus', value: (row, l) => l.enums.roomStatus[row.roomStatus as number] },
      { key: 'status', value: (row, l) => l.enums.recordStatus[row.status as number] },
    ],
    filterText: {
      roomStatus: (v, l) => l.enums.roomStatus[v] ?? String(v),
      status: (v, l) => l.enums.recordStatus[v] ?? String(v),
    },
  };
}
