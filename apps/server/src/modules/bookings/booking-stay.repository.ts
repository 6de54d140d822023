import type { AvailableRoom } from '@kamar/contract';
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

/** The free rooms, one array per column, all in room order; every one null when no room is free. */
type AvailableColumns =
  | {
      roomIds: number[];
      roomNumbers: string[];
      roomTypeNames: string[];
      pricesDaily: number[];
      pricesWeekly: number[];
      pricesMonthly: number[];
      pricesYearly: number[];
      propertyIds: number[];
      propertyNames: string[];
    }
  | { roomIds: null };

export function createBookingStayRepository(db: Database) {
  return {
    /**
     * Ready, active rooms with no active, not-deleted booking overlapping the stay, in room order.
     * Each column comes as one JSON array (the n-th room is the n-th entry of each, PostgreSQL
     * sorting once for all of them): one JSON.parse instead of the driver decoding seven fields a
     * room, about a quarter of the server's time on this call. `propertyId`: that property's
     * rooms only (the caller's other properties are left out by row-level security).
     */
    async availableRooms(stay: Omit<Stay, 'roomId'> & { propertyId?: number | undefined }): Promise<AvailableRoom[]> {
      // By property, then room: one property's rooms together (a Mantine group each in the web).
      const inRoomOrder = sql`order by p.property_name, length(r.room_number), r.room_number`;
      const result = await db.execute<AvailableColumns>(sql`
        select json_agg(r.room_id ${inRoomOrder}) as "roomIds",
               json_agg(r.room_number ${inRoomOrder}) as "roomNumbers",
               json_agg(rt.room_type_name ${inRoomOrder}) as "roomTypeNames",
               json_agg(rt.price_daily ${inRoomOrder}) as "pricesDaily",
               json_agg(rt.price_weekly ${inRoomOrder}) as "pricesWeekly",
               json_agg(rt.price_monthly ${inRoomOrder}) as "pricesMonthly",
               json_agg(rt.price_yearly ${inRoomOrder}) as "pricesYearly",
               json_agg(p.property_id ${inRoomOrder}) as "propertyIds",
               json_agg(p.property_name ${inRoomOrder}) as "propertyNames"
        from rooms r
        join room_types rt on rt.room_type_id = r.room_type_id
        join properties p on p.property_id = r.property_id
        where r.status = 1 and r.room_status = 1
          ${stay.propertyId ? sql`and r.property_id = ${stay.propertyId}` : sql``}
          and not exists (
            select 1 from bookings b
            where b.room_id = r.room_id and b.booking_status = 1 and b.status = 1
              and b.booking_id <> ${stay.bookingId ?? 0}
              and ${overlaps(stay)})`);
      const [c] = result.rows;
      // No room free: every array is null (json_agg of nothing).
      if (!c?.roomIds) return [];
      return c.roomIds.map((roomId, i) => ({
        roomId,
        roomNumber: c.roomNumbers[i] as string,
        roomTypeName: c.roomTypeNames[i] as string,
        priceDaily: c.pricesDaily[i] as number,
        priceWeekly: c.pricesWeekly[i] as number,
        priceMonthly: c.pricesMonthly[i] as number,
        priceYearly: c.pricesYearly[i] as number,
        propertyId: c.propertyIds[i] as number,
        propertyName: c.propertyNames[i] as string,
      }));
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
