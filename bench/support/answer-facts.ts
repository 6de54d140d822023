import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { readBenchFacts } from './bench-facts.js';

/**
 * The day bench/answers.ts stands the server on when BENCH_TODAY is not given: the day before
 * the data was generated. bench/generate-data.ts counts every date back from its current_date;
 * its earliest check-in is 250 stays of 10 days before it (room 5's first stay), a date no later
 * write moves. A day before the generation keeps every write a run of the answers makes (its
 * sign-in, an export's entry, a share link's) out of every audit list it takes, as the runs
 * happen on the generation day or later and those entries are dated by the real clock.
 */
export async function generatedDayBefore(db: Database): Promise<string> {
  const [row] = (
    await db.execute<{ day: string | null }>(
      sql`select to_char(min(check_in_date) + 2500 - 1, 'YYYY-MM-DD') as day from bookings`,
    )
  ).rows;
  if (!row?.day) throw new Error('no bookings: run npm run bench:generate first');
  return row.day;
}

/** The records the answers read one at a time, picked from the data by what they are (never by a constant id). */
export interface AnswerFacts {
  today: string;
  /** The newest active stay, its tenant and its deposit (on hold). */
  bookingId: number;
  tenantId: number;
  heldDepositId: number;
  /** The newest completed stay whose deposit was returned in part (500,000 of 1,000,000). */
  completedBookingId: number;
  returnedDepositId: number;
  cancelledBookingId: number;
  deletedBookingId: number;
  /** The newest payment, the newest rent payment and the newest deleted payment. */
  paymentId: number;
  rentPaymentId: number;
  deletedPaymentId: number;
  expenseId: number;
  deletedExpenseId: number;
  roomId: number;
  userId: number;
}

export async function readAnswerFacts(db: Database, today: string): Promise<AnswerFacts> {
  const bench = await readBenchFacts(db);
  const [row] = (
    await db.execute<Record<string, string | null>>(sql`
      with completed as (
        select max(booking_id) as id from bookings
        where booking_status = 2 and status = 1 and booking_id % 4 = 0 and booking_id % 10 <> 0)
      select (select tenant_id from bookings where booking_id = ${bench.bookingId})::text as "tenantId",
             (select max(payment_id) from payments where booking_id = ${bench.bookingId} and payment_type = 1)::text as "heldDepositId",
             (select id from completed)::text as "completedBookingId",
             (select max(payment_id) from payments where booking_id = (select id from completed) and payment_type = 1)::text as "returnedDepositId",
             (select max(booking_id) from bookings where booking_status = 3 and status = 1)::text as "cancelledBookingId",
             (select max(booking_id) from bookings where status = 2)::text as "deletedBookingId",
             (select max(payment_id) from payments where payment_type = 2 and status = 1)::text as "rentPaymentId",
             (select max(payment_id) from payments where status = 2)::text as "deletedPaymentId",
             (select max(expense_id) from expenses where status = 1)::text as "expenseId",
             (select max(expense_id) from expenses where status = 2)::text as "deletedExpenseId",
             (select min(room_id) from rooms where room_number = '205')::text as "roomId",
             (select user_id from users where username = 'admin')::text as "userId"`)
  ).rows;
  if (!row) throw new Error('no data');
  const id = (key: string) => {
    const value = Number(row[key]);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`the data has no ${key}`);
    return value;
  };
  return {
    today,
    bookingId: bench.bookingId,
    paymentId: bench.paymentId,
    tenantId: id('tenantId'),
    heldDepositId: id('heldDepositId'),
    completedBookingId: id('completedBookingId'),
    returnedDepositId: id('returnedDepositId'),
    cancelledBookingId: id('cancelledBookingId'),
    deletedBookingId: id('deletedBookingId'),
    rentPaymentId: id('rentPaymentId'),
    deletedPaymentId: id('deletedPaymentId'),
    expenseId: id('expenseId'),
    deletedExpenseId: id('deletedExpenseId'),
    roomId: id('roomId'),
    userId: id('userId'),
  };
}
