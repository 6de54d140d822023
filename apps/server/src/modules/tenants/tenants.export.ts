import { countryName } from '@kamar/contract';
import type { ExportBinding } from '../../plugins/exports/export-columns.js';
import type { createTenantsService } from './tenants.service.js';

type Service = ReturnType<typeof createTenantsService>;

/** The tenant list's columns (screen /tenant). */
export function tenantExport(service: Service): ExportBinding<Parameters<Service['everyRow']>[0]> {
  return {
    entity: 'tenant',
    rows: (filter) => service.everyRow(filter),
    columns: [
      { key: 'tenantName' },
      { key: 'idNumber' },
      { key: 'address' },
      { key: 'phone' },
      { key: 'nationality', value: (row, l) => countryName(String(row.nationality ?? ''), l.language) },
      { key: 'passportNumber' },
      { key: 'status', value: (row, l) => l.enums.tenantStatus[row.status as number] },
    ],
    filterText: { status: (v, l) => l.enums.tenantStatus[v] ?? String(v) },
  };
}
