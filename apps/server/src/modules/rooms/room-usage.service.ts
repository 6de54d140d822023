import { type Refusal, refusal } from '@kamar/contract';
import type { InUseCheck } from '../master-data/master-data.service.js';
import { activeRoomsUsing } from './room-usage.repository.js';

/** How many room numbers an "in use" refusal names before it counts the rest ("and 26 more"). */
const LISTED = 5;

/** The first rooms by number and how many more there are: the reader's language says the rest. */
function inUse(kind: 'roomType' | 'cardVendor', name: string, rooms: string[]): Refusal | null {
  if (rooms.length === 0) return null;
  const listed = rooms.slice(0, LISTED);
  if (rooms.length <= LISTED) return refusal(`${kind}.inUse`, { name, rooms: listed });
  return refusal(`${kind}.inUseMany`, { name, rooms: listed, more: rooms.length - LISTED });
}

/**
 * The rooms module alone answers "is this room type / card vendor still used by an active
 * room?": such a one cannot be deleted. The checks run in the deleting transaction, after the type
 * or vendor is locked for update, so a room saved at the same moment (which share-locks it) waits.
 * Room types and card vendors get them from services.ts and never read rooms themselves.
 */
export const roomUsage: { roomType: InUseCheck; cardVendor: InUseCheck } = {
  async roomType(tx, { id, name }) {
    return inUse('roomType', name, await activeRoomsUsing(tx, { roomTypeId: id }));
  },
  async cardVendor(tx, { id, name }) {
    return inUse('cardVendor', name, await activeRoomsUsing(tx, { cardVendorId: id }));
  },
};
