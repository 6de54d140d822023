import type { ExportBinding } from '../../plugins/exports/export-columns.js';
import type { createUsersService } from './users.service.js';

type Service = ReturnType<typeof createUsersService>;

/** The user list's columns (screen /setting/user); never a password. */
export function userExport(service: Service): ExportBinding<Parameters<Service['everyRow']>[0]> {
  return {
    entity: 'user',
    rows: (filter) => service.everyRow(filter),
    columns: [
      { key: 'username' },
      { key: 'name', value: (row) => `${row.firstName} ${row.lastName}` },
      { key: 'email' },
      { key: 'role', value: (row, l) => l.enums.role[row.role as number] },
      { key: 'isAdmin', value: (row, l) => (row.isAdmin ? l.texts.yes : l.texts.no) },
      { key: 'status', value: (row, l) => l.enums.userStatus[row.status as number] },
    ],
    filterText: { status: (v, l) => l.enums.userStatus[v] ?? String(v) },
  };
}
