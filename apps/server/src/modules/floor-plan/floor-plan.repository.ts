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

/**
 * The active rooms, one list per column, each in room order: the n-th room is the n-th entry of
 * every list. The stay covering today and the next one; null where a room has none.
 */
export type RoomsToday = {
  roomIds: number[];
  roomNumbers: string[];
  roomStatuses: RoomStatus[];
  bookingIds: (number | null)[];
  tenantNames: (string | null)[];
  nextBookingIds: (number | null)[];
  nextCheckInDates: (string | null)[];
  nextTenantNames: (string | null)[];
};

const noRooms: RoomsToday = {
  roomIds: [],
  roomNumbers: [],
  roomStatuses: [],
  bookingIds: [],
  tenantNames: [],
  nextBookingIds: [],
  nextCheckInDates: [],
  nextTenantNames: [],
};

/** "101" before "1001", as the room list orders them; every list below in the same order (one sort). */
const roomOrder = sql`order by length(r.room_number), r.room_number`;

/** Reads the stored layout and, per active room, today's stay and the next one (rooms and bookings are read only). */
export function createFloorPlanRepository(db: Database) {
  return {
    /**
     * The layout and the active rooms in one statement. A stay covers `today` when it began on or
     * before it and ends after it (half-open, as the constraint). Active stays are read once from
     * their covering partial index (about one per room, in room order) instead of searching each
     * room's history twice. The rooms come as one JSON array per column, which JSON.parse reads in
     * one pass: a thousand rooms as rows are eight thousand fields for the driver to decode one by
     * one (its decoding was the largest share of the server's time on this call).
     */
    async layoutAndRooms(today: string): Promise<{ cells: LayoutCell[]; rooms: RoomsToday }> {
      const result = await db.execute<
        { cells: LayoutCell[] | null } & { [K in keyof RoomsToday]: RoomsToday[K] | null }
      >(sql`
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
        select
          (select json_agg(json_build_object(
                    'floor', floor, 'kind', kind, 'roomNumber', room_number, 'gridRow', grid_row,
                    'gridColumn', grid_column, 'rowSpan', row_span, 'columnSpan', column_span)
                  order by floor, grid_row, grid_column, cell_id)
           from floor_plan_cells) as cells,
          json_agg(r.room_id ${roomOrder}) as "roomIds",
          json_agg(r.room_number ${roomOrder}) as "roomNumbers",
          json_agg(r.room_status ${roomOrder}) as "roomStatuses",
          json_agg(cur.booking_id ${roomOrder}) as "bookingIds",
          json_agg(ct.tenant_name ${roomOrder}) as "tenantNames",
          json_agg(nxt.booking_id ${roomOrder}) as "nextBookingIds",
          json_agg(${apiDateTime(sql`nxt.check_in_date`)} ${roomOrder}) as "nextCheckInDates",
          json_agg(nt.tenant_name ${roomOrder}) as "nextTenantNames"
        from rooms r
        left join cur on cur.room_id = r.room_id
        left join tenants ct on ct.tenant_id = cur.tenant_id
        left join nxt on nxt.room_id = r.room_id
        left join tenants nt on nt.tenant_id = nxt.tenant_id
        where r.status = 1`);
      const [row] = result.rows;
      // With no active room every list is null (json_agg of nothing).
      const rooms = row?.roomIds ? (row as RoomsToday) : noRooms;
      return { cells: row?.cells ?? [], rooms };
    },
  };
}
