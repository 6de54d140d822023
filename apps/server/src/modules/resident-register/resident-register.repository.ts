import { BookingStatus, INDONESIA } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** A stay of the register with its tenant as recorded; which lists it is on for the day asked. */
export type RegisterRow = {
  bookingId: number;
  tenantId: number;
  tenantName: string;
  idNumber: string;
  placeOfBirth: string;
  dateOfBirth: string;
  gender: number | null;
  originAddress: string;
  phone: string;
  nationality: string;
  passportNumber: string;
  roomNumber: string;
  arrivalDate: string;
  plannedDepartureDate: string;
  departureDate: string;
  resident: boolean;
  arrived: boolean;
  departed: boolean;
};

/**
 * The stays of one property that were there on `date`, arrived from `since` to `date` or left in
 * those days. A stay's arrival is the business day of its recorded check-in (`checked_in_at`; a
 * stay checked in after its first day is recorded as arriving on that day), its departure the
 * business day of its recorded check-out for a Complete stay (the check-out date where an old
 * record has no time). Resident on a day: arrived by then and not departed by then (an Active stay
 * has not departed: an overdue check-out is still in the room). Cancelled and deleted stays, and
 * stays never checked in, are none of these. Row-level security keeps a staff caller to their
 * properties' rooms; the service checks the property first.
 */
export function createResidentRegisterRepository(db: Database) {
  return {
    async stays(propertyId: number, date: string, since: string, timeZone: string): Promise<RegisterRow[]> {
      const result = await db.execute<RegisterRow>(sql`
        with stays as (
          select b.booking_id, b.tenant_id, r.room_number, b.check_out_date,
                 (b.checked_in_at at time zone ${timeZone})::date as arrival,
                 case when b.booking_status = ${BookingStatus.Complete}
                      then coalesce((b.checked_out_at at time zone ${timeZone})::date, b.check_out_date) end as departure
          from bookings b
          join rooms r on r.room_id = b.room_id
          where r.property_id = ${propertyId}
            and b.status = 1
            and b.checked_in_at < ((${date}::date + 1)::timestamp at time zone ${timeZone})
            -- Running stays (bookings_active_idx), and those that left since (bookings_checked_out_idx).
            and ((b.booking_status = ${BookingStatus.Active} and b.checked_in_at is not null)
                 or (b.booking_status = ${BookingStatus.Complete}
                     and b.checked_out_at >= (${since}::date::timestamp at time zone ${timeZone}))
                 or (b.booking_status = ${BookingStatus.Complete} and b.checked_out_at is null
                     and b.check_out_date >= ${since}::date))
        ), marked as (
          select s.*,
                 s.arrival <= ${date}::date and (s.departure is null or s.departure > ${date}::date) as resident,
                 s.arrival between ${since}::date and ${date}::date as arrived,
                 coalesce(s.departure between ${since}::date and ${date}::date, false) as departed
          from stays s
        )
        select m.booking_id as "bookingId", m.tenant_id as "tenantId", t.tenant_name as "tenantName",
               t.id_number as "idNumber", t.place_of_birth as "placeOfBirth",
               coalesce(to_char(t.date_of_birth, 'YYYY-MM-DD'), '') as "dateOfBirth", t.gender,
               concat_ws(', ', nullif(t.address, ''), nullif(t.city, ''), nullif(t.province, ''),
                         nullif(case when t.country = 'INDONESIA' then '' else t.country end, '')) as "originAddress",
               t.phone, t.nationality, t.passport_number as "passportNumber", m.room_number as "roomNumber",
               to_char(m.arrival, 'YYYY-MM-DD') as "arrivalDate",
               coalesce(to_char(m.check_out_date, 'YYYY-MM-DD'), '') as "plannedDepartureDate",
               coalesce(to_char(m.departure, 'YYYY-MM-DD'), '') as "departureDate",
               m.resident, m.arrived, m.departed
        from marked m
        join tenants t on t.tenant_id = m.tenant_id
        where m.resident or m.arrived or m.departed
        order by length(m.room_number), m.room_number, m.arrival, t.tenant_name, m.booking_id`);
      return result.rows;
    },
  };
}

/** Whether a register row is of a foreign guest (the APOA list). */
export const isForeigner = (row: Pick<RegisterRow, 'nationality'>) => row.nationality !== INDONESIA;
