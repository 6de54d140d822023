import type { MoneyIds } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';

/**
 * Whether every stay a request names is in hand (contract staff-money.ts): the booking not
 * deleted, and running or ended at most `days` before `today`; a tenant is in hand with such a
 * stay, a payment or a bill with its stay. Ids that name nothing are not in hand.
 */
export async function staysInHand(executor: Executor, ids: MoneyIds, today: string, days: number): Promise<boolean> {
  const inHand = sql`b.status = 1 and (b.booking_status = 1 or b.check_out_date >= ${today}::date - ${days}::int)`;
  const tests: SQL[] = [];
  if (ids.bookingId !== undefined) {
    tests.push(sql`exists (select 1 from bookings b where b.booking_id = ${ids.bookingId} and ${inHand})`);
  }
  if (ids.tenantId !== undefined) {
    tests.push(sql`exists (select 1 from bookings b where b.tenant_id = ${ids.tenantId} and ${inHand})`);
  }
  if (ids.paymentId !== undefined) {
    tests.push(sql`exists (select 1 from payments p join bookings b on b.booking_id = p.booking_id
      where p.payment_id = ${ids.paymentId} and ${inHand})`);
  }
  if (ids.billId !== undefined) {
    tests.push(sql`exists (select 1 from bills l join bookings b on b.booking_id = l.booking_id
      where l.bill_id = ${ids.billId} and ${inHand})`);
  }
  if (tests.length === 0) return false;
  const result = await executor.execute<{ ok: boolean }>(sql`select ${sql.join(tests, sql` and `)} as ok`);
  return result.rows[0]?.ok === true;
}
