import { RecordStatus } from '@kamar/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { rooms } from './rooms.table.js';

/** The active rooms that name a room type or a card vendor, in room order. */
export async function activeRoomsUsing(
  executor: Executor,
  by: { roomTypeId: number } | { cardVendorId: number },
): Promise<string[]> {
  const matches = 'roomTypeId' in by ? eq(rooms.roomTypeId, by.roomTypeId) : eq(rooms.cardVendorId, by.cardVendorId);
  const rows = await executor
    .select({ roomNumber: rooms.roomNumber })
    .from(rooms)
    .where(and(matches, eq(rooms.status, RecordStatus.Active)))
    .orderBy(sql`length(${rooms.roomNumber})`, rooms.roomNumber);
  return rows.map((r) => r.roomNumber);
}
