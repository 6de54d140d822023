import type { ExportBinding } from '../../plugins/exports/export-columns.js';
import type { createBookingsService } from './bookings.service.js';

type Service = ReturnType<typeof createBookingsService>;

/** The booking list's columns (screen /booking); an open check-out is an empty cell. */
export function bookingExport(service: Service): ExportBinding<Parameters<Service['everyRow']>[0]> {
  return {
    entity: 'booking',
    rows: (filter) => service.everyRow(filter),
    columns: [
      { key: 'tenantName' },
      { key: 'bookingDate', kind: 'date' },
      { key: 'checkInDate', kind: 'date' },
      { key: 'checkOutDate', kind: 'date' },
      { key: 'roomNumber' },
      { key: 'bookingStatus', value: (row, l) => l.enums.bookingStatus[row.bookingStatus as number] },
      { key: 'status', value: (row, l) => l.enums.recordStatus[row.status as number] },
    ],
    filterText: {
      bookingStatus: (v, l) => l.enums.bookingStatus[v] ?? String(v),
      status: (v, l) => l.enums.recordStatus[v] ?? String(v),
    },
  };
}
