import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';

/** The ids the benchmarks pick from the data, the database's today and what the data holds. */
export interface BenchFacts {
  /** The newest active stay. */
  bookingId: number;
  /** The newest payment. */
  paymentId: number;
  /** The database's current_date (YYYY-MM-DD, business time): the generator's dates count back from it. */
  today: string;
  counts: string;
}

export async function readBenchFacts(db: Database): Promise<BenchFacts> {
  const [facts] = (
    await db.execute<{ bookingId: number; paymentId: number; today: string; counts: string }>(sql`
      select (select max(booking_id) from bookings where booking_status = 1) as "bookingId",
             (select max(payment_id) from payments) as "paymentId",
             to_char(current_date, 'YYYY-MM-DD') as today,
             (select count(*) from bookings) || ' bookings, ' || (select count(*) from payments) || ' payments, ' ||
             (select count(*) from tenants) || ' tenants, ' || (select count(*) from rooms) || ' rooms, ' ||
             (select count(*) from expenses) || ' expenses, ' || (select count(*) from audit_log) || ' audit entries' as counts`)
  ).rows;
  if (!facts || facts.bookingId === null) throw new Error('no data: run npm run bench:generate first');
  return { ...facts, bookingId: Number(facts.bookingId), paymentId: Number(facts.paymentId) };
}

/** The dates a list filter is given around a day: its month's first day, its month and year, six days before. */
export function datesAround(today: string) {
  return {
    monthStart: `${today.slice(0, 7)}-01`,
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)),
    weekAgo: addDays(today, -6),
  };
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
