import type pg from 'pg';

/**
 * A filter naming a record by its id reads in the file as the record's name (a tenant's name, a
 * room type's name), read in the export's own snapshot: "Tenant: BUDI", never "Tenant: 42".
 */
const NAMED_BY_ID: Record<string, string> = {
  tenantId: 'select tenant_name as name from tenants where tenant_id = $1',
  roomTypeId: 'select room_type_name as name from room_types where room_type_id = $1',
  employeeId: 'select employee_name as name from employees where employee_id = $1',
  bookingId: `select t.tenant_name || ' / ' || r.room_number as name from bookings b
              join tenants t on t.tenant_id = b.tenant_id join rooms r on r.room_id = b.room_id where b.booking_id = $1`,
};

/** The names of the id filters set in `filter`, by filter key (those it cannot name keep their id). */
export async function namesOfIds(client: pg.PoolClient, filter: Record<string, unknown>) {
  const names: Record<string, string> = {};
  for (const [key, query] of Object.entries(NAMED_BY_ID)) {
    const id = filter[key];
    if (typeof id !== 'number') continue;
    const found = await client.query<{ name: string }>(query, [id]);
    if (found.rows[0]) names[key] = found.rows[0].name;
  }
  return names;
}

/**
 * A file name's words: lower case ASCII letters and digits joined by '-', so that every system
 * saves it as it is ("Hanya yang Terlambat: Ya" -> "hanya-yang-terlambat-ya").
 */
export function fileNameWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Longest file name before its extension (most systems allow 255 bytes). */
export const FILE_NAME_MAX = 150;
