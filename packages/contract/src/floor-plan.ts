import { z } from 'zod';
import { defineCall } from './call.js';
import { ZEmpty } from './common.js';
import { FloorCellKind, RoomStatus } from './enums.js';
import { paths } from './paths.js';

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

export const ZFloorPlan = z.object({ today: z.string(), floors: z.array(ZFloor) });
export type FloorPlan = z.infer<typeof ZFloorPlan>;

export const floorPlanCalls = {
  getFloorPlan: defineCall({
    path: paths.floorPlan.getFloorPlan,
    access: 'user',
    summary: 'The stored floor layout with every room’s occupancy today, tenant and next booking.',
    request: ZEmpty,
    response: ZFloorPlan,
  }),
};
