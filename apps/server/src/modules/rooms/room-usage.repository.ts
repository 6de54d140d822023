import { RecordStatus } from '@kamar/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { rooms } from './rooms.table.js';

/** How many room numbers an "in use" message lists before "and N more". */
const LISTED = 5;

/**
 * Which active rooms use a room type or a card vendor: such a type or vendor cannot be deleted
 * (issue 3). Answers the numbers in room order, ready for a message.
 */
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

/** "101, 102, 103" or "101, 102, 103, 104, 105 and 26 more". */
export function listRoomNumbers(numbers: string[]): string {
  const shown = numbers.slice(0, LISTED).join(', ');
  return numbers.length > LISTED ? `${shown} and ${numbers.length - LISTED} more` : shown;
}
