import { type Floor, FloorCellKind, type FloorPlan, type FloorPlanRoom, type RoomStatus } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { type Clock, formatDateTime } from '../../lib/business-time.js';
import { createFloorPlanRepository, type RoomsToday } from './floor-plan.repository.js';

/**
 * The floor a room number belongs to: its leading digits divided by 100 ("101" -> 1, "1203" -> 12).
 * A number without leading digits ("A1") goes to floor 0, shown as "Other rooms".
 */
export function floorOfRoomNumber(roomNumber: string): number {
  // The leading digits counted by hand: the map asks this of every unplaced room (a thousand, in
  // a building drawn by numbers alone), and a regular expression's match costs several times more.
  let end = 0;
  while (end < roomNumber.length && roomNumber.charCodeAt(end) >= 48 && roomNumber.charCodeAt(end) <= 57) end++;
  return end > 0 ? Math.floor(Number(roomNumber.slice(0, end)) / 100) : 0;
}

/** The map's rooms, in room order, from the repository's lists. */
function mapRooms(r: RoomsToday): FloorPlanRoom[] {
  return r.roomIds.map((roomId, i) => {
    const bookingId = r.bookingIds[i] ?? null;
    const nextBookingId = r.nextBookingIds[i] ?? null;
    const nextCheckInDate = r.nextCheckInDates[i] ?? null;
    return {
      roomId,
      roomNumber: r.roomNumbers[i] as string,
      roomStatus: r.roomStatuses[i] as RoomStatus,
      occupied: bookingId !== null,
      tenantName: (r.tenantNames[i] ?? '').toUpperCase(),
      bookingId,
      nextBooking:
        nextBookingId !== null && nextCheckInDate !== null
          ? {
              bookingId: nextBookingId,
              checkInDate: nextCheckInDate,
              tenantName: (r.nextTenantNames[i] ?? '').toUpperCase(),
            }
          : null,
    };
  });
}

export function createFloorPlanService(deps: { db: Database; clock: Clock; businessTimezone: string }) {
  const repo = createFloorPlanRepository(deps.db);

  return {
    async getFloorPlan(): Promise<FloorPlan> {
      // One formatting of the clock for both: the map's time and its day.
      const stamp = formatDateTime(deps.clock.now(), deps.businessTimezone);
      const today = stamp.slice(0, 10);
      const { cells, rooms } = await repo.layoutAndRooms(today);
      const byNumber = new Map<string, FloorPlanRoom>();
      for (const room of mapRooms(rooms)) byNumber.set(room.roomNumber, room);
      const floors = new Map<number, Floor>();
      const floorOf = (floor: number) => {
        let f = floors.get(floor);
        if (!f) {
          f = { floor, occupied: 0, total: 0, cells: [], unplaced: [] };
          floors.set(floor, f);
        }
        return f;
      };
      const placed = new Set<string>();
      for (const cell of cells) {
        const f = floorOf(cell.floor);
        const room =
          cell.kind === FloorCellKind.Room && cell.roomNumber ? (byNumber.get(cell.roomNumber) ?? null) : null;
        // A room drawn twice counts once.
        if (room && !placed.has(room.roomNumber)) {
          placed.add(room.roomNumber);
          f.total += 1;
          if (room.occupied) f.occupied += 1;
        }
        f.cells.push({ ...cell, room });
      }
      for (const room of byNumber.values()) {
        if (placed.has(room.roomNumber)) continue;
        const f = floorOf(floorOfRoomNumber(room.roomNumber));
        f.unplaced.push(room);
        f.total += 1;
        if (room.occupied) f.occupied += 1;
      }
      return {
        today: stamp,
        floors: [...floors.values()].sort((a, b) => a.floor - b.floor),
      };
    },
  };
}
