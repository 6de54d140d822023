import { BookingStatus, RecordStatus, type Refusal, refusal } from '@kamar/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { rooms } from '../rooms/rooms.table.js';
import { bookings } from './bookings.table.js';

/** How many room numbers the refusal names before it counts the rest. */
const LISTED = 5;

/**
 * The bookings module answers "does this property still have a running stay?" (an active,
 * not deleted booking in one of its rooms): such a property cannot be deleted. The refusal names
 * the rooms, in room order.
 */
export async function propertyStays(
  executor: Executor,
  { id, name }: { id: number; name: string },
): Promise<Refusal | null> {
  const rows = await executor
    .selectDistinct({ roomNumber: rooms.roomNumber, length: sql`length(${rooms.roomNumber})` })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.roomId, bookings.roomId))
    .where(
      and(
        eq(rooms.propertyId, id),
        eq(bookings.bookingStatus, BookingStatus.Active),
        eq(bookings.status, RecordStatus.Active),
      ),
    )
    .orderBy(sql`length(${rooms.roomNumber})`, rooms.roomNumber);
  const numbers = rows.map((r) => r.roomNumber);
  if (numbers.length === 0) return null;
  const listed = numbers.slice(0, LISTED);
  if (numbers.length <= LISTED) return refusal('property.inUse', { name, rooms: listed });
  return refusal('property.inUseMany', { name, rooms: listed, more: numbers.length - LISTED });
}
