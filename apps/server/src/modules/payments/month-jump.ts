import { type SQL, sql } from 'drizzle-orm';
import { ofSomeProperties } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import { bucketJump, type PageJump } from '../../db/paging.js';
import type { PaymentFilter } from './payments.repository.js';

/**
 * A page of the payment list asked by its number, started from the edge of the payment date it
 * falls in, counted from payment_month_counts and payment_day_counts. Only when those counts answer the filter exactly
 * (type and status, nothing else the list's where adds: no name, tenant, booking or rent period);
 * otherwise undefined and the page is read by OFFSET from the nearer end. `descending`: the list's
 * order is newest first (its payment_id tie-break stays inside a day, so inside a month).
 */
export function paymentMonthJump(db: Database, filter: PaymentFilter, descending: boolean): PageJump | undefined {
  // The same truthiness as the list's where: a 0 or empty value filters nothing.
  if (filter.tenantName || filter.tenantId || filter.bookingId || ofSomeProperties(filter)) return undefined;
  if (filter.paymentPeriodeMonth || filter.paymentPeriodeYear) return undefined;
  if (filter.paymentDateFrom || filter.paymentDateTo) return undefined;
  const where: SQL[] = [sql`true`];
  if (filter.paymentType) where.push(sql`k.payment_type = ${filter.paymentType}`);
  if (filter.status) where.push(sql`k.status = ${filter.status}`);
  return paymentMonthJumpOf(db, sql.join(where, sql` and `), descending);
}

/**
 * The jump of a list of payments (alias p, ordered by payment date) whose filter the
 * payment_month_counts rows `kept` selects (alias k: type, deposit state, record status) answer
 * exactly: the payment list's, and the deposit list's without a name. The month found, the page
 * starts from the edge of its day inside that month, counted from payment_day_counts (the same
 * keys by day), so it skips a day's payments, not a month's.
 */
export function paymentMonthJumpOf(db: Database, kept: SQL, descending: boolean): PageJump {
  const execute = (query: SQL) => db.execute(query);
  return bucketJump(
    execute,
    sql`select k.month as bucket, sum(k.row_count) as n from payment_month_counts k
        where ${kept} group by k.month having sum(k.row_count) > 0`,
    // From the month on in the direction read: newest first, that month and older ones.
    (month, backwards) =>
      descending !== backwards
        ? sql`p.payment_date < (${month}::date + interval '1 month')::date`
        : sql`p.payment_date >= ${month}::date`,
    descending,
    (month) =>
      bucketJump(
        execute,
        sql`select k.payment_date as bucket, sum(k.row_count) as n from payment_day_counts k
            where ${kept} and k.payment_date >= ${month}::date and k.payment_date < (${month}::date + interval '1 month')::date
            group by k.payment_date having sum(k.row_count) > 0`,
        (day, backwards) =>
          descending !== backwards ? sql`p.payment_date <= ${day}::date` : sql`p.payment_date >= ${day}::date`,
        descending,
      ),
  );
}
