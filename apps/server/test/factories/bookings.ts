import { randomBytes } from 'node:crypto';
import { type BookingCreateRequest, bookingCalls } from '@kamar/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { roomTypes } from '../../src/modules/room-types/room-types.table.js';
import { rooms } from '../../src/modules/rooms/rooms.table.js';
import { tenants } from '../../src/modules/tenants/tenants.table.js';
import type { TestApp } from '../build-test-app.js';

/**
 * Rows the booking tests stand on, inserted straight into the tables: the Tenant and Room calls
 * belong to other modules and are tested there.
 */
export async function insertTenant(
  db: Database,
  overrides: Partial<typeof tenants.$inferInsert> = {},
): Promise<{ tenantId: number; tenantName: string }> {
  const [row] = await db
    .insert(tenants)
    .values({
      tenantName: `TENANT ${randomBytes(3).toString('hex').toUpperCase()}`,
      phone: `0812${Math.floor(Math.random() * 1e8)}`,
      updateBy: 'test',
      ...overrides,
    })
    .returning({ tenantId: tenants.tenantId, tenantName: tenants.tenantName });
  if (!row) throw new Error('tenant not inserted');
  return row;
}

export async function insertRoom(
  db: Database,
  overrides: Partial<typeof rooms.$inferInsert> & { roomNumber: string },
): Promise<{ roomId: number; roomNumber: string }> {
  const [type] = await db.select().from(roomTypes).orderBy(asc(roomTypes.roomTypeId)).limit(1);
  const [row] = await db
    .insert(rooms)
    .values({ roomTypeId: type?.roomTypeId ?? 1, propertyId: type?.propertyId ?? 1, updateBy: 'test', ...overrides })
    .returning({ roomId: rooms.roomId, roomNumber: rooms.roomNumber });
  if (!row) throw new Error('room not inserted');
  return row;
}

/** A room number of the default building (the first property). */
const inDefaultBuilding = (roomNumber: string) => and(eq(rooms.roomNumber, roomNumber), eq(rooms.propertyId, 1));

/** The id of a room of the default building ("101" ... "312"). */
export async function roomId(db: Database, roomNumber: string): Promise<number> {
  const [row] = await db.select({ roomId: rooms.roomId }).from(rooms).where(inDefaultBuilding(roomNumber));
  if (!row) throw new Error(`no room ${roomNumber}`);
  return row.roomId;
}

export async function setRoom(db: Database, roomNumber: string, changes: { roomStatus?: number; status?: number }) {
  await db.update(rooms).set(changes).where(inDefaultBuilding(roomNumber));
}

/** A valid booking request for `room` (a room number of the default building). */
export async function bookingInput(
  t: TestApp,
  room: string,
  stay: { checkInDate: string; checkOutDate?: string | null },
  overrides: Partial<BookingCreateRequest> = {},
): Promise<BookingCreateRequest> {
  const tenant = overrides.tenantId ? { tenantId: overrides.tenantId } : await insertTenant(t.db);
  return {
    tenantId: tenant.tenantId,
    bookingDate: '2027-03-01',
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate ?? '',
    roomNumberId: await roomId(t.db, room),
    bookingStatus: '1',
    bookingType: 3,
    remark: '',
    ...overrides,
  };
}

/** Books and answers the new booking's id; fails the test when refused. */
export async function book(t: TestApp, room: string, stay: { checkInDate: string; checkOutDate?: string | null }) {
  const res = await t.call(bookingCalls.create, await bookingInput(t, room, stay), t.adminToken);
  if (res.statusCode !== 200) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
  return res.body.data.bookingId;
}
