import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export function createRemindersRepository(db: Database) {
  return {
    /** Inserts the reminder when the stay exists and is active, not deleted; undefined otherwise. */
    async insert(values: { bookingId: number; periodMonth: number; periodYear: number; sentBy: string }) {
      const result = await db.execute<{ reminderId: number; sentAt: string }>(sql`
        insert into reminders (booking_id, period_month, period_year, sent_by)
        select booking_id, ${values.periodMonth}, ${values.periodYear}, ${values.sentBy}
        from bookings where booking_id = ${values.bookingId} and booking_status = 1 and status = 1
        returning reminder_id as "reminderId", to_char(sent_at, 'YYYY-MM-DD"T"HH24:MI:SS') as "sentAt"`);
      return result.rows[0];
    },
  };
}
