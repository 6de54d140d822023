import { formatMessage } from '@kamar/contract';
import type { InUseCheck } from '../master-data/master-data.service.js';
import { activeRoomsUsing } from './room-usage.repository.js';

/** How many room numbers an "in use" message lists before "and N more". */
const LISTED = 5;

/** "101, 102, 103" or "101, 102, 103, 104, 105 and 26 more". */
function listRoomNumbers(numbers: string[]): string {
  const shown = numbers.slice(0, LISTED).join(', ');
  return numbers.length > LISTED ? `${shown} and ${numbers.length - LISTED} more` : shown;
}

/**
 * The rooms module alone answers "is this room type / card vendor still used by an active
 * room?": such a one cannot be deleted. The checks run in the deleting transaction, after the type
 * or vendor is locked for update, so a room saved at the same moment (which share-locks it) waits.
 * Room types and card vendors get them from app.ts and never read rooms themselves.
 */
export const roomUsage: { roomType: InUseCheck; cardVendor: InUseCheck } = {
  async roomType(tx, { id, name }) {
    const rooms = await activeRoomsUsing(tx, { roomTypeId: id });
    return rooms.length ? formatMessage('roomTypeInUse', { name, rooms: listRoomNumbers(rooms) }) : null;
  },
  async cardVendor(tx, { id, name }) {
    const rooms = await activeRoomsUsing(tx, { cardVendorId: id });
    return rooms.length ? formatMessage('cardVendorInUse', { name, rooms: listRoomNumbers(rooms) }) : null;
  },
};
