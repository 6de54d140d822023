import type { FloorCellKind, RoomStatus } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiDateTime } from '../../db/sql-helpers.js';

export type LayoutCell = {
  floor: number;
  kind: FloorCellKind;
  roomNumber: string | null;
  gridRow: number;
  gridColumn: number;
  rowSpan: number;
  columnSpan: number;
};

export type RoomToday = {
  roomId: number;
  roomNumber: string;
  roomStatus: RoomStatus;
  bookingId: number | null;
  tenantName: string | null;
  nextBookingId: number | null;
  nextCheckInDate: string | null;
  nextTenantName: string | null;
};

/** Reads the stored layout and, per active room, today's stay and the next one (rooms and bookings are read only). */
export function createFloorPlanRepository(db: Database) {
  return {
    async cells(): Promise<LayoutCell[]> {
      const result = await db.execute<LayoutCell>(sql`
        select floor, kind, room_number as "roomNumber", grid_row as "gridRow", grid_column as "gridColumn",
               row_span as "rowSpan", column_span as "columnSpan"
        from floor_plan_cells
        order by floor, grid_row, grid_column, cell_id`);
      return result.rows;
    },

    /**
     * A stay covers `today` when it began on or before it and ends after it (half-open, as the
     * constraint). Active stays are read once from their covering partial index (about one per
     * room, in room order) instead of searching each room's history twice.
     */
    async activeRooms(today: string): Promise<RoomToday[]> {
      const result = await db.execute<RoomToday>(sql`
        with active as (
          select room_id, booking_id, check_in_date, check_out_date, tenant_id
          from bookings where booking_status = 1 and status = 1),
        cur as (
          select distinct on (room_id) room_id, booking_id, tenant_id from active
          where check_in_date <= ${today}::date and (check_out_date is null or check_out_date > ${today}::date)
          order by room_id, check_in_date),
        nxt as (
          select distinct on (room_id) room_id, booking_id, check_in_date, tenant_id from active
          where check_in_date > ${today}::date
          order by room_id, check_in_date)
        select r.room_id as "roomId", r.room_number as "roomNumber", r.room_status as "roomStatus",
               cur.booking_id as "bookingId", ct.tenant_name as "tenantName",
               nxt.booking_id as "nextBookingId", ${apiDateTime(sql`nxt.check_in_date`)} as "nextCheckInDate",
               nt.tenant_name as "nextTenantName"
        from rooms r
        left join cur on cur.room_id = r.room_id
        left join tenants ct on ct.tenant_id = cur.tenant_id
        left join nxt on nxt.room_id = r.room_id
        left join tenants nt on nt.tenant_id = nxt.tenant_id
        where r.status = 1
        order by length(r.room_number), r.room_number`);
      return result.rows;
    },
  };
}
