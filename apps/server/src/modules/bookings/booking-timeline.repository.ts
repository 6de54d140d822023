import { apiDateText, type BookingStatus, type RoomStatus, type Timeline } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { writtenDay } from '../../db/sql-helpers.js';

/** A room as one JSON array: id, number, floor, type name, room status. */
type RoomEntry = [number, string, number | null, string, RoomStatus];
/** A stay as one JSON array: id, room, tenant, check-in, check-out (null: open), status, checked in, owed now. */
type StayEntry = [number, number, string, string, string | null, BookingStatus, boolean, number];

type TimelineRow = {
  found: boolean;
  rooms: RoomEntry[] | null;
  stays: StayEntry[] | null;
};

export interface TimelineRange {
  propertyId: number;
  from: string;
  to: string;
  today: string;
}

/**
 * One property's rows and bars, in one statement (README.md, "The timeline"). The answer comes as
 * two JSON arrays of arrays, one JSON.parse instead of the driver decoding eight fields a stay.
 */
export function createBookingTimelineRepository(db: Database) {
  return {
    /** null when the property is not there for the caller (row-level security hides another's). */
    async timeline(range: TimelineRange): Promise<Omit<Timeline, 'propertyId' | 'from' | 'to' | 'today'> | null> {
      const { propertyId, from, to, today } = range;
      // The nights asked: [from, to + 1).
      const asked = sql`daterange(${writtenDay(from)}, ${writtenDay(to)} + 1, '[)')`;
      const result = await db.execute<TimelineRow>(sql`
        with room_rows as materialized (
          select r.room_id, r.room_number, r.room_status, rt.room_type_name,
                 coalesce(d.floor, nullif(left(r.room_number, length(r.room_number)
                   - length(ltrim(r.room_number, '0123456789'))), '')::bigint / 100) as floor
          from rooms r
          join room_types rt on rt.room_type_id = r.room_type_id
          left join lateral (
            select min(c.floor)::bigint as floor from floor_plan_cells c
            where c.property_id = r.property_id and c.kind = 'room' and c.room_number = r.room_number) d on true
          where r.property_id = ${propertyId} and r.status = 1
        ),
        stay_rows as materialized (
          select b.booking_id, b.room_id, b.tenant_id, b.check_in_date, b.check_out_date, b.booking_status,
                 b.checked_in_at is not null as checked_in
          from room_rows r
          join bookings b on b.room_id = r.room_id
          where b.status = 1 and daterange(b.check_in_date, b.check_out_date, '[)') && ${asked}
        ),
        -- What a stay owes now, as the arrears count it: its kept owed bills (stay_arrears), less
        -- those made ahead of their due date.
        ahead as materialized (
          select x.booking_id, sum(x.amount - x.paid_amount) as outstanding
          from bills x
          where x.bill_status in (1, 2) and x.status = 1 and x.due_date > ${writtenDay(today)}
            and x.booking_id in (select booking_id from stay_rows)
          group by x.booking_id
        )
        select exists (select 1 from properties where property_id = ${propertyId}) as found,
               (select json_agg(json_build_array(room_id, room_number, floor, room_type_name, room_status)
                                order by length(room_number), room_number, room_id)
                from room_rows) as rooms,
               (select json_agg(json_build_array(s.booking_id, s.room_id, t.tenant_name,
                                                 to_char(s.check_in_date, 'YYYY-MM-DD'), to_char(s.check_out_date, 'YYYY-MM-DD'),
                                                 s.booking_status, s.checked_in,
                                                 case when k.oldest_due <= ${writtenDay(today)}
                                                      then k.outstanding - coalesce(a.outstanding, 0) else 0 end)
                                order by s.room_id, s.check_in_date, s.booking_id)
                from stay_rows s
                join tenants t on t.tenant_id = s.tenant_id
                left join stay_arrears k on k.booking_id = s.booking_id
                left join ahead a on a.booking_id = s.booking_id) as stays`);
      const [row] = result.rows;
      if (!row?.found) return null;
      return {
        rooms: (row.rooms ?? []).map(([roomId, roomNumber, floor, roomTypeName, roomStatus]) => ({
          roomId,
          roomNumber,
          floor: floor === null ? null : Number(floor),
          roomTypeName,
          roomStatus,
        })),
        stays: (row.stays ?? []).map(
          ([bookingId, roomId, tenantName, checkIn, checkOut, bookingStatus, checkedIn, outstanding]) => ({
            bookingId,
            roomId,
            tenantName,
            checkInDate: apiDateText(checkIn),
            checkOutDate: apiDateText(checkOut),
            bookingStatus,
            checkedIn,
            outstanding: Number(outstanding),
          }),
        ),
      };
    },
  };
}
