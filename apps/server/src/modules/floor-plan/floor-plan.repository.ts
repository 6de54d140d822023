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

    /** A stay covers `today` when it began on or before it and ends after it (half-open, as the constraint). */
    async activeRooms(today: string): Promise<RoomToday[]> {
      const result = await db.execute<RoomToday>(sql`
        select r.room_id as "roomId", r.room_number as "roomNumber", r.room_status as "roomStatus",
               cur.booking_id as "bookingId", cur.tenant_name as "tenantName",
               nxt.booking_id as "nextBookingId", ${apiDateTime(sql`nxt.check_in_date`)} as "nextCheckInDate",
               nxt.tenant_name as "nextTenantName"
        from rooms r
        left join lateral (
          select b.booking_id, t.tenant_name from bookings b join tenants t on t.tenant_id = b.tenant_id
          where b.room_id = r.room_id and b.booking_status = 1 and b.status = 1
            and b.check_in_date <= ${today}::date
            and (b.check_out_date is null or b.check_out_date > ${today}::date)
          limit 1) cur on true
        left join lateral (
          select b.booking_id, b.check_in_date, t.tenant_name from bookings b join tenants t on t.tenant_id = b.tenant_id
          where b.room_id = r.room_id and b.booking_status = 1 and b.status = 1
            and b.check_in_date > ${today}::date
          order by b.check_in_date
          limit 1) nxt on true
        where r.status = 1
        order by length(r.room_number), r.room_number`);
      return result.rows;
    },
  };
}
