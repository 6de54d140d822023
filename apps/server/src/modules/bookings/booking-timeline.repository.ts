import { apiDateText, type BookingStatus, type RoomStatus, type Timeline } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
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
 * The statement (exported for the benchmark's EXPLAIN), planned as docs/PERFORMANCE.md "Timeline"
 * says:
 * - the property's active rooms, each with the lowest floor of the layout that draws it (one
 *   grouping of the property's cells), else its number's;
 * - the stays whose nights meet the range, from the two indexes of nights that between them hold
 *   every stay not deleted (bookings_nights_idx: arrived and not cancelled;
 *   bookings_booked_nights_idx: the rest), hash-joined to the rooms: a month of the whole
 *   business is a few thousand entries, where a probe a room would read a thousand index paths;
 * - what each owes now, as the arrears count it: its kept owed bills (stay_arrears) less its owed
 *   bills made ahead of their due date, read only for the stays that owe.
 */
export function timelineStatement(range: TimelineRange): SQL {
  const { propertyId, from, to, today } = range;
  const asked = sql`daterange(${writtenDay(from)}, ${writtenDay(to)} + 1, '[)')`;
  const nights = sql`daterange(b.check_in_date, b.check_out_date, '[)') && ${asked}`;
  const stayColumns = sql`b.booking_id, b.room_id, b.tenant_id, b.check_in_date, b.check_out_date, b.booking_status,
                          b.checked_in_at is not null as checked_in`;
  return sql`
    with room_rows as materialized (
      select r.room_id, r.room_number, r.room_status, rt.room_type_name,
             coalesce(d.floor, nullif(left(r.room_number, length(r.room_number)
               - length(ltrim(r.room_number, '0123456789'))), '')::bigint / 100) as floor
      from rooms r
      join room_types rt on rt.room_type_id = r.room_type_id
      left join (
        select c.room_number, min(c.floor)::bigint as floor from floor_plan_cells c
        where c.property_id = ${propertyId} and c.kind = 'room' group by c.room_number) d on d.room_number = r.room_number
      where r.property_id = ${propertyId} and r.status = 1
    ),
    stay_rows as materialized (
      select s.* from (
        select ${stayColumns} from bookings b
        where b.checked_in_at is not null and b.status = 1 and b.booking_status <> 3 and ${nights}
        union all
        select ${stayColumns} from bookings b
        where b.status = 1 and (b.checked_in_at is null or b.booking_status = 3) and ${nights}
      ) s
      join room_rows r on r.room_id = s.room_id
    )
    select exists (select 1 from properties where property_id = ${propertyId}) as found,
           (select json_agg(json_build_array(room_id, room_number, floor, room_type_name, room_status)
                            order by length(room_number), room_number, room_id)
            from room_rows) as rooms,
           -- A date in JSON is written YYYY-MM-DD whatever the session's DateStyle.
           (select json_agg(json_build_array(s.booking_id, s.room_id, t.tenant_name, s.check_in_date, s.check_out_date,
                                             s.booking_status, s.checked_in,
                                             coalesce(k.outstanding - coalesce(a.outstanding, 0), 0))
                            order by s.room_id, s.check_in_date, s.booking_id)
            from stay_rows s
            join tenants t on t.tenant_id = s.tenant_id
            -- The property's owing stays (stay_arrears_property_idx), not every owing stay of the business.
            left join stay_arrears k on k.booking_id = s.booking_id and k.property_id = ${propertyId}
              and k.oldest_due <= ${writtenDay(today)}
            left join lateral (
              select sum(x.amount - x.paid_amount) as outstanding from bills x
              where k.booking_id is not null and x.booking_id = s.booking_id
                and x.bill_status in (1, 2) and x.status = 1 and x.due_date > ${writtenDay(today)}) a on true) as stays`;
}

/**
 * One property's rows and bars, in one statement (README.md, "The timeline"). The answer comes as
 * two JSON arrays of arrays, one JSON.parse instead of the driver decoding eight fields a stay.
 */
export function createBookingTimelineRepository(db: Database) {
  return {
    /** null when the property is not there for the caller (row-level security hides another's). */
    async timeline(range: TimelineRange): Promise<Omit<Timeline, 'propertyId' | 'from' | 'to' | 'today'> | null> {
      const result = await db.execute<TimelineRow>(timelineStatement(range));
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
