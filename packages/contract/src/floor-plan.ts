import { z } from 'zod';
import { defineCall } from './call.js';
import { FloorCellKind, RoomStatus } from './enums.js';
import { wholeNumberOrNone } from './filters.js';
import { MAX_PAGE_SIZE } from './paging.js';
import { paths } from './paths.js';
import { propertyFilter } from './properties.js';

/** A room as the map shows it: its occupancy today and its next booking. */
export const ZFloorPlanRoom = z.object({
  roomId: z.number().int(),
  roomNumber: z.string(),
  roomStatus: z.literal(Object.values(RoomStatus)),
  /** An active booking's stay covers today (DESIGN.md section 4, "Occupancy"). */
  occupied: z.boolean(),
  /** The occupying tenant, upper case; "" when available. */
  tenantName: z.string(),
  bookingId: z.number().int().nullable(),
  /** The next stay that begins after today ("Booked from DD MMM"), if any. */
  nextBooking: z.object({ bookingId: z.number().int(), checkInDate: z.string(), tenantName: z.string() }).nullable(),
});
export type FloorPlanRoom = z.infer<typeof ZFloorPlanRoom>;

export const ZFloorPlanCell = z.object({
  kind: z.literal(Object.values(FloorCellKind)),
  gridRow: z.number().int(),
  gridColumn: z.number().int(),
  rowSpan: z.number().int(),
  columnSpan: z.number().int(),
  /** For a room cell: the room's number; `room` is null when no active room has that number. */
  roomNumber: z.string().nullable(),
  room: ZFloorPlanRoom.nullable(),
});
export type FloorPlanCell = z.infer<typeof ZFloorPlanCell>;

export const ZFloor = z.object({
  floor: z.number().int(),
  /** Active rooms of the floor with an occupying stay today, out of all its active rooms. */
  occupied: z.number().int(),
  total: z.number().int(),
  cells: z.array(ZFloorPlanCell),
  /** Active rooms of this floor that the stored layout does not place. */
  unplaced: z.array(ZFloorPlanRoom),
});
export type Floor = z.infer<typeof ZFloor>;

/** A floor's occupancy, for the summary of every floor. */
export const ZFloorSummary = z.object({ floor: z.number().int(), occupied: z.number().int(), total: z.number().int() });
export type FloorSummary = z.infer<typeof ZFloorSummary>;

export const ZFloorPlan = z.object({
  today: z.string(),
  /** The floors of this answer, each whole, lowest first: every floor, or one part of the map (`roomLimit`). */
  floors: z.array(ZFloor),
  /** Every floor of the building, lowest first, with its occupancy: the summary headings. */
  summary: z.array(ZFloorSummary),
  /** The first floor after this part (ask again with it as `fromFloor`); null when no floor is left. */
  nextFloor: z.number().int().nullable(),
});
export type FloorPlan = z.infer<typeof ZFloorPlan>;

/** Floors are numbered by the layout (-32768 to 32767) or by a room number's leading digits (up to 10 digits). */
const FLOOR_MIN = -32_768;
const FLOOR_MAX = 99_999_999;

/**
 * Without a room limit the whole map, as the spec draws it; with one, a part of it: whole floors
 * from `fromFloor` (the lowest when none) while their rooms stay within the limit, and always at
 * least one floor. A building of a thousand rooms opens on its first floors instead of all of them.
 */
export const ZFloorPlanRequest = z
  .object({
    fromFloor: wholeNumberOrNone('fromFloor', FLOOR_MIN, FLOOR_MAX),
    roomLimit: wholeNumberOrNone('roomLimit', 1, MAX_PAGE_SIZE),
    /** One property's floors; none: every property the caller works in, added up floor by floor. */
    propertyId: propertyFilter(),
  })
  .nullish();
export type FloorPlanRequest = z.input<typeof ZFloorPlanRequest>;

/** How many rooms the room map asks for at a time; a kos of a few floors comes in one part. */
export const FLOOR_PLAN_ROOM_LIMIT = 200;

export const floorPlanCalls = {
  getFloorPlan: defineCall({
    path: paths.floorPlan.getFloorPlan,
    access: 'user',
    summary:
      'The stored floor layout with every room’s occupancy today, tenant and next booking; with a room limit, a part of the floors at a time, and every floor’s occupancy.',
    request: ZFloorPlanRequest,
    response: ZFloorPlan,
  }),
};
