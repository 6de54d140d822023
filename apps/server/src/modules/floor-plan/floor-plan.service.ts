import {
  apiDateTimeText,
  type Floor,
  FloorCellKind,
  type FloorPlan,
  type FloorPlanRoom,
  type RoomStatus,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/business-time.js';
import { createFloorPlanRepository, type FloorPart, type RoomsToday } from './floor-plan.repository.js';

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
    /**
     * The map, or a part of it (`roomLimit`: whole floors from `fromFloor` while their rooms stay
     * within the limit, at least one), with every floor's occupancy as the summary.
     */
    async getFloorPlan(part: FloorPart = { fromFloor: undefined, roomLimit: undefined }): Promise<FloorPlan> {
      // One formatting of the clock for both: the map's time and its day.
      const stamp = apiDateTimeText(deps.clock.now(), deps.businessTimezone);
      const today = stamp.slice(0, 10);
      const { cells, rooms, summary, nextFloor } = await repo.layoutAndRooms(today, part);
      const mapped = mapRooms(rooms);
      const byNumber = new Map<string, FloorPlanRoom>();
      for (const room of mapped) byNumber.set(room.roomNumber, room);
      // The part's floors as the summary counts them; their cells, then the rooms no cell draws.
      const floors = new Map<number, Floor>();
      for (const cell of cells)
        floors.set(cell.floor, { floor: cell.floor, occupied: 0, total: 0, cells: [], unplaced: [] });
      for (let i = 0; i < mapped.length; i++) {
        const floor = rooms.floors[i] as number;
        if (!rooms.placed[i] && !floors.has(floor))
          floors.set(floor, { floor, occupied: 0, total: 0, cells: [], unplaced: [] });
      }
      for (const count of summary) {
        const f = floors.get(count.floor);
        if (f) Object.assign(f, { occupied: count.occupied, total: count.total });
      }
      for (const cell of cells) {
        const room =
          cell.kind === FloorCellKind.Room && cell.roomNumber ? (byNumber.get(cell.roomNumber) ?? null) : null;
        floors.get(cell.floor)?.cells.push({ ...cell, room });
      }
      for (let i = 0; i < mapped.length; i++) {
        if (!rooms.placed[i]) floors.get(rooms.floors[i] as number)?.unplaced.push(mapped[i] as FloorPlanRoom);
      }
      return {
        today: stamp,
        floors: [...floors.values()].sort((a, b) => a.floor - b.floor),
        summary,
        nextFloor,
      };
    },
  };
}
