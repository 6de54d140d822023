import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** A stay of one room: [checkInDate, checkOutDate), open-ended when checkOutDate is null. */
export interface Stay {
  roomId: number;
  checkInDate: string;
  checkOutDate: string | null;
  /** The booking the stay belongs to, which never clashes with itself. */
  bookingId?: number | null;
}

/**
 * The same overlap test the exclusion constraint `bookings_no_double_booking` makes, for the
 * questions the constraint cannot answer: which rooms are free, and whom a stay clashes with.
 */
const overlaps = (stay: Pick<Stay, 'checkInDate' | 'checkOutDate'>) =>
  sql`daterange(b.check_in_date, b.check_out_date, '[)') && daterange(${stay.checkInDate}::date, ${stay.checkOutDate}::date, '[)')`;

export function createBookingStayRepository(db: Database) {
  return {
    /** Ready, active rooms with no active, not-deleted booking overlapping the stay. */
    async availableRooms(stay: Omit<Stay, 'roomId'>) {
      const result = await db.execute<{
        roomId: number;
        roomNumber: string;
        roomTypeName: string;
        priceDaily: number;
        priceWeekly: number;
        priceMonthly: number;
        priceYearly: number;
      }>(sql`
        select r.room_id as "roomId", r.room_number as "roomNumber", rt.room_type_name as "roomTypeName",
               rt.price_daily::float8 as "priceDaily", rt.price_weekly::float8 as "priceWeekly",
               rt.price_monthly::float8 as "priceMonthly", rt.price_yearly::float8 as "priceYearly"
        from rooms r
        join room_types rt on rt.room_type_id = r.room_type_id
        where r.status = 1 and r.room_status = 1
          and not exists (
            select 1 from bookings b
            where b.room_id = r.room_id and b.booking_status = 1 and b.status = 1
              and b.booking_id <> ${stay.bookingId ?? 0}
              and ${overlaps(stay)})
        order by length(r.room_number), r.room_number`);
      return result.rows;
    },

    /** The first active booking of the room that overlaps the stay, with its dates (YYYY-MM-DD). */
    async firstClash(stay: Stay) {
      const result = await db.execute<{ roomNumber: string; from: string; to: string | null }>(sql`
        select r.room_number as "roomNumber",
               to_char(b.check_in_date, 'YYYY-MM-DD') as "from",
               to_char(b.check_out_date, 'YYYY-MM-DD') as "to"
        from bookings b join rooms r on r.room_id = b.room_id
        where b.room_id = ${stay.roomId} and b.booking_status = 1 and b.status = 1
          and b.booking_id <> ${stay.bookingId ?? 0}
          and ${overlaps(stay)}
        order by b.check_in_date
        limit 1`);
      return result.rows[0];
    },

    async roomNumber(roomId: number) {
      const result = await db.execute<{ roomNumber: string }>(
        sql`select room_number as "roomNumber" from rooms where room_id = ${roomId}`,
      );
      return result.rows[0]?.roomNumber ?? '';
    },
  };
}
