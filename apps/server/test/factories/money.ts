import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { bookings } from '../../src/modules/bookings/bookings.table.js';
import { employees } from '../../src/modules/employees/employees.table.js';
import { rooms } from '../../src/modules/rooms/rooms.table.js';
import { tenants } from '../../src/modules/tenants/tenants.table.js';

/**
 * Rows the money tests stand on (tenants, bookings, employees), inserted with drizzle: the
 * tenant and booking calls belong to other modules. Rooms 101.. are seeded by migration 0003.
 */
/**
 * Stays made so far, per database (its URL): each test file has a database of its own and counts
 * from 2030-01-01 whatever files ran before it in the same worker (vitest.config.ts: not isolated).
 */
const stays = new Map<string, number>();

export async function makeTenant(db: Database, tenantName = `TENANT ${Math.random().toString(36).slice(2, 8)}`) {
  const [row] = await db
    .insert(tenants)
    .values({ tenantName, updateBy: 'test' })
    .returning({ tenantId: tenants.tenantId });
  return { tenantId: (row as { tenantId: number }).tenantId, tenantName };
}

export interface BookingOptions {
  tenantName?: string;
  /** Another stay of this tenant, instead of a new tenant. */
  tenantId?: number | undefined;
  roomNumber?: string;
  bookingType?: 1 | 2 | 3 | 4;
  bookingStatus?: 1 | 2 | 3;
  status?: 1 | 2;
}

/** A booking of its own two-day stay (stays never overlap, whatever the room). */
export async function makeBooking(db: Database, options: BookingOptions = {}) {
  const tenant = options.tenantId
    ? { tenantId: options.tenantId, tenantName: options.tenantName ?? '' }
    : await makeTenant(db, options.tenantName);
  const [room] = await db
    .select({ roomId: rooms.roomId })
    .from(rooms)
    .where(eq(rooms.roomNumber, options.roomNumber ?? '101'));
  if (!room) throw new Error(`room ${options.roomNumber} is not seeded`);
  const url = db.$client.options.connectionString ?? '';
  const made = stays.get(url) ?? 0;
  stays.set(url, made + 1);
  const start = new Date(Date.UTC(2030, 0, 1) + made * 2 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const [row] = await db
    .insert(bookings)
    .values({
      tenantId: tenant.tenantId,
      roomId: room.roomId,
      bookingDate: day(start),
      checkInDate: day(start),
      checkOutDate: day(new Date(start.getTime() + 86_400_000)),
      bookingType: options.bookingType ?? 3,
      bookingStatus: options.bookingStatus ?? 1,
      status: options.status ?? 1,
      updateBy: 'test',
    })
    .returning({ bookingId: bookings.bookingId });
  return {
    bookingId: (row as { bookingId: number }).bookingId,
    tenantId: tenant.tenantId,
    tenantName: tenant.tenantName,
  };
}

export async function makeEmployee(db: Database, status: 1 | 2 = 1) {
  const employeeName = `EMPLOYEE ${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await db
    .insert(employees)
    .values({ employeeName, status, salary: 3_000_000, updateBy: 'test' })
    .returning({ employeeId: employees.employeeId });
  return { employeeId: (row as { employeeId: number }).employeeId, employeeName };
}

/** A Payment/Create request for March 2026's rent of a stay (overrides change any field). */
export const rentRequest = (bookingId: number, overrides: Record<string, unknown> = {}) => ({
  paymentDate: '2026-03-05',
  paymentType: 2,
  bookingId,
  paymentPeriodeMonth: 3,
  paymentPeriodeYear: 2026,
  amount: 1_500_000,
  remark: 'March rent',
  ...overrides,
});

/** The Payment/Update request that saves a payment as GetById read it (its version included): a test changes what it is about. */
export const paymentEditOf = (p: {
  paymentId: number;
  bookingId: number;
  paymentDate: string;
  paymentType: number;
  paymentPeriodeMonth: number;
  paymentPeriodeYear: number;
  amount: number;
  remark: string;
  rowVersion: string;
}) => ({
  paymentId: p.paymentId,
  bookingId: p.bookingId,
  paymentDate: p.paymentDate.slice(0, 10),
  paymentType: p.paymentType,
  paymentPeriodeMonth: p.paymentPeriodeMonth,
  paymentPeriodeYear: p.paymentPeriodeYear,
  amount: p.amount,
  remark: p.remark,
  rowVersion: p.rowVersion,
});
