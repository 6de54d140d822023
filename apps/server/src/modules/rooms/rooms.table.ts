import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';
import { cardVendors } from '../card-vendors/card-vendors.table.js';
import { propertyColumn } from '../properties/properties.table.js';
import { roomTypes } from '../room-types/room-types.table.js';

export const rooms = pgTable(
  'rooms',
  {
    roomId: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: propertyColumn(),
    /** Upper case ("101", "2A"), unique within its property; its leading digits name the floor. */
    roomNumber: varchar({ length: 10 }).notNull(),
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.roomTypeId),
    /** 1 Ready, 2 Maintenance (not bookable). */
    roomStatus: smallint().notNull().default(1),
    cardVendorId: integer().references(() => cardVendors.cardVendorId),
    status: recordStatusColumn(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('rooms_room_number_key').on(t.propertyId, t.roomNumber),
    // The room list's order ("101" before "1001"): a page is a walk of this index, not a sort of every room.
    index('rooms_list_order_idx').on(sql`length(${t.roomNumber})`, t.roomNumber, t.roomId),
    index('rooms_room_type_idx').on(t.roomTypeId),
    // A room's type is of the room's own property (prices differ by place).
    foreignKey({
      name: 'rooms_room_type_property_fk',
      columns: [t.roomTypeId, t.propertyId],
      foreignColumns: [roomTypes.roomTypeId, roomTypes.propertyId],
    }),
    check('rooms_room_status_check', sql`${t.roomStatus} in (1, 2)`),
    check('rooms_status_check', sql`${t.status} in (1, 2)`),
  ],
);

/**
 * The stored floor layout the room map is drawn from (DESIGN.md section 4): per floor, cells on a
 * grid, each a room (by room number, so a renamed or re-created room keeps its place) or a facility.
 */
export const floorPlanCells = pgTable(
  'floor_plan_cells',
  {
    cellId: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: propertyColumn(),
    floor: smallint().notNull(),
    /** FloorCellKind: room, bathroom, stairs, kitchen, livingArea, sharedRoom, balcony. */
    kind: varchar({ length: 20 }).notNull(),
    roomNumber: varchar({ length: 10 }),
    gridRow: smallint().notNull(),
    gridColumn: smallint().notNull(),
    rowSpan: smallint().notNull().default(1),
    columnSpan: smallint().notNull().default(1),
  },
  (t) => [
    index('floor_plan_cells_floor_idx').on(t.propertyId, t.floor),
    check(
      'floor_plan_cells_kind_check',
      sql`${t.kind} in ('room', 'bathroom', 'stairs', 'kitchen', 'livingArea', 'sharedRoom', 'balcony')`,
    ),
    check('floor_plan_cells_room_check', sql`(${t.kind} = 'room') = (${t.roomNumber} is not null)`),
    check(
      'floor_plan_cells_grid_check',
      sql`${t.gridRow} >= 1 and ${t.gridColumn} >= 1 and ${t.rowSpan} >= 1 and ${t.columnSpan} >= 1`,
    ),
  ],
);
