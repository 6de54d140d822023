import type { FloorCellKind, RoomStatus } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiDateTime, writtenDay } from '../../db/sql-helpers.js';

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
 * The map's rooms, one list per column, each in room order: the n-th room is the n-th entry of
 * every list. The stay covering today and the next one; null where a room has none. `floors`: the
 * floor each room belongs to (the lowest floor that draws it, else its number's); `placed`: whether
 * the layout draws it.
 */
export type RoomsToday = {
  roomIds: number[];
  roomNumbers: string[];
  roomStatuses: RoomStatus[];
  floors: number[];
  placed: boolean[];
  bookingIds: (number | null)[];
  tenantNames: (string | null)[];
  nextBookingIds: (number | null)[];
  nextCheckInDates: (string | null)[];
  nextTenantNames: (string | null)[];
};

/** Every floor's occupancy: active rooms with a stay covering today, out of its active rooms. */
export type FloorCount = { floor: number; occupied: number; total: number };

const noRooms: RoomsToday = {
  roomIds: [],
  roomNumbers: [],
  roomStatuses: [],
  floors: [],
  placed: [],
  bookingIds: [],
  tenantNames: [],
  nextBookingIds: [],
  nextCheckInDates: [],
  nextTenantNames: [],
};

/** "101" before "1001", as the room list orders them; every list below in the same order (one sort). */
const roomOrder = sql`order by length(r.room_number), r.room_number`;

/** Which floors an answer draws: every one, or from a floor on while their rooms stay within a limit. */
export interface FloorPart {
  fromFloor: number | undefined;
  roomLimit: number | undefined;
  /** One property's map; undefined: every property's rooms and cells, floor by floor added up. */
  propertyId?: number | undefined;
}

/**
 * A stay's tenant's name, looked up by its key for each room sent. Joined, the planner hashed
 * every tenant a staff user's policy lets through (a seq scan of 50,000 tenants, 27 ms for a kos of
 * 40 rooms at 50 properties; docs/PERFORMANCE.md).
 */
const tenantName = (tenantId: SQL) => sql`select t.tenant_name from tenants t where t.tenant_id = ${tenantId}`;

/** Reads the stored layout and, per active room, today's stay and the next one (rooms and bookings are read only). */
export function createFloorPlanRepository(db: Database) {
  return {
    /**
     * The layout and the active rooms of a part of the map, with every floor's occupancy, in one
     * statement. A stay covers `today` when it began on or before it and ends after it (half-open,
     * as the constraint): at most one a room, so today's stays are read straight from the active
     * stays' index, with no sorting per room. Every room's floor and occupancy are counted for the
     * summary, while only the part's rooms are looked up further (tenants, the next stay) and sent. A room belongs to the lowest floor that draws it, else to the floor
     * of its number's leading digits divided by 100 ("1203" -> 12; none, as "A1": 0, "Other rooms"). The rooms come as one JSON array per
     * column, which JSON.parse reads in one pass: a thousand rooms as rows are eight thousand
     * fields for the driver to decode one by one.
     */
    async layoutAndRooms(
      today: string,
      part: FloorPart,
    ): Promise<{ cells: LayoutCell[]; rooms: RoomsToday; summary: FloorCount[]; nextFloor: number | null }> {
      const from = part.fromFloor === undefined ? sql`true` : sql`floor >= ${part.fromFloor}::bigint`;
      const within = part.roomLimit === undefined ? sql`true` : sql`n = 1 or upto <= ${part.roomLimit}::int`;
      const inProperty = part.propertyId === undefined ? sql`true` : sql`property_id = ${part.propertyId}::int`;
      const roomInProperty = part.propertyId === undefined ? sql`true` : sql`r.property_id = ${part.propertyId}::int`;
      const result = await db.execute<
        { cells: LayoutCell[] | null; summary: FloorCount[] | null; nextFloor: number | null } & {
          [K in keyof RoomsToday]: RoomsToday[K] | null;
        }
      >(sql`
        with cur as (
          -- At most one a room: two active stays of a room never overlap (bookings_no_double_booking).
          select room_id, booking_id, tenant_id from bookings
          where booking_status = 1 and status = 1
            and check_in_date <= ${writtenDay(today)} and (check_out_date is null or check_out_date > ${writtenDay(today)})),
        drawn as (select property_id, room_number, min(floor)::bigint as floor from floor_plan_cells where kind = 'room' and ${inProperty} group by property_id, room_number),
        rf as (
          select r.room_id, r.property_id, r.room_number, r.room_status, d.floor is not null as placed, cur.booking_id, cur.tenant_id,
                 -- The leading digits (the number less what follows them) over 100; none: 0.
                 coalesce(d.floor, nullif(left(r.room_number, length(r.room_number)
                   - length(ltrim(r.room_number, '0123456789'))), '')::bigint / 100, 0) as floor
          from rooms r
          left join drawn d on d.property_id = r.property_id and d.room_number = r.room_number
          left join cur on cur.room_id = r.room_id
          where r.status = 1 and ${roomInProperty}),
        fl as (
          select floor, sum(total)::int as total, sum(occupied)::int as occupied from (
            select floor, count(*) as total, count(booking_id) as occupied from rf group by floor
            union all
            select distinct floor::bigint, 0, 0 from floor_plan_cells where ${inProperty}) x
          group by floor),
        run as (
          select floor, sum(total) over (order by floor) as upto, row_number() over (order by floor) as n
          from fl where ${from}),
        part as materialized (select floor from run where ${within}),
        nxt as (
          select distinct on (room_id) room_id, booking_id, check_in_date, tenant_id from bookings
          where booking_status = 1 and status = 1 and check_in_date > ${writtenDay(today)}
          order by room_id, check_in_date)
        select
          (select json_agg(json_build_object('floor', floor, 'occupied', occupied, 'total', total) order by floor)
           from fl) as summary,
          (select min(floor) from run where floor > (select max(floor) from part)) as "nextFloor",
          (select json_agg(json_build_object(
                    'floor', floor, 'kind', kind, 'roomNumber', room_number, 'gridRow', grid_row,
                    'gridColumn', grid_column, 'rowSpan', row_span, 'columnSpan', column_span)
                  order by floor, grid_row, grid_column, cell_id)
           from floor_plan_cells where floor in (select floor from part) and ${inProperty}) as cells,
          json_agg(r.room_id ${roomOrder}) as "roomIds",
          json_agg(r.room_number ${roomOrder}) as "roomNumbers",
          json_agg(r.room_status ${roomOrder}) as "roomStatuses",
          json_agg(r.floor ${roomOrder}) as "floors",
          json_agg(r.placed ${roomOrder}) as "placed",
          json_agg(r.booking_id ${roomOrder}) as "bookingIds",
          json_agg((${tenantName(sql`r.tenant_id`)}) ${roomOrder}) as "tenantNames",
          json_agg(nxt.booking_id ${roomOrder}) as "nextBookingIds",
          json_agg(${apiDateTime(sql`nxt.check_in_date`)} ${roomOrder}) as "nextCheckInDates",
          json_agg((${tenantName(sql`nxt.tenant_id`)}) ${roomOrder}) as "nextTenantNames"
        from rf r
        left join nxt on nxt.room_id = r.room_id
        -- The part's rooms: those of its floors, and those its floors draw (drawn lower down too).
        where r.floor in (select floor from part)
           or (r.property_id, r.room_number) in (select property_id, room_number from floor_plan_cells
                                where kind = 'room' and floor in (select floor from part) and ${inProperty})`);
      const [row] = result.rows;
      // With no active room every list is null (json_agg of nothing).
      const rooms = row?.roomIds ? (row as RoomsToday) : noRooms;
      return {
        cells: row?.cells ?? [],
        rooms,
        summary: row?.summary ?? [],
        nextFloor: row?.nextFloor === null || row?.nextFloor === undefined ? null : Number(row.nextFloor),
      };
    },
  };
}
