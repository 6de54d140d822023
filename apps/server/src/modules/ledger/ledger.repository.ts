import type { SettledBill } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { intArray } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';

const apiDate = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD"T"00:00:00')`);

/** The stays' list for the SQL routines: an array, or NULL for every stay. */
const stays = (ids: number[] | null) => (ids === null ? sql`null::integer[]` : intArray(ids));

/** A stay's booking row as `lockStays` locked it. */
export type LockedStay = { bookingId: number; bookingStatus: number; status: number };

export interface SyncOptions {
  today: string;
  daysAhead: number;
  prorate: boolean;
  lateFee: { mode: string; amount: number; cap: number; graceDays: number; since: string | null };
  actor: string;
}

/**
 * The ledger's writes: each is one call of its SQL routine (sql/*.sql), run in the caller's
 * transaction after the stays were locked.
 */
export function createLedgerRepository() {
  const lateFees = (tx: Tx, ids: number[] | null, o: SyncOptions) =>
    tx.execute(sql`select bills_late_fees(${stays(ids)}, ${o.today}::date, ${o.lateFee.mode},
      ${o.lateFee.amount}::bigint, ${o.lateFee.cap}::bigint, ${o.lateFee.graceDays}::int, ${o.lateFee.since}::date, ${o.actor})`);
  const reallocate = (tx: Tx, ids: number[] | null, actor: string) =>
    tx.execute(sql`select bills_reallocate(${stays(ids)}, ${actor})`);

  return {
    async lockStays(tx: Tx, ids: number[]): Promise<LockedStay[]> {
      if (ids.length === 0) return [];
      const result = await tx.execute<LockedStay>(sql`
        select booking_id as "bookingId", booking_status::int as "bookingStatus", status::int as status
        from bookings where booking_id = any(${intArray(ids)}) order by booking_id for update`);
      return result.rows;
    },

    /**
     * Generation, the charges' lines (sql/charges.sql), late fees and allocation for the stays, in
     * that order; answers the bills made.
     */
    async sync(tx: Tx, ids: number[], o: SyncOptions): Promise<number> {
      const made = await tx.execute<{ made: number }>(
        sql`select bills_sync(${stays(ids)}, ${o.today}::date, ${o.daysAhead}::int, ${o.prorate}, ${o.actor}) as made`,
      );
      await tx.execute(sql`select bills_charge_lines(${stays(ids)}, ${o.actor})`);
      await lateFees(tx, ids, o);
      await reallocate(tx, ids, o.actor);
      return Number(made.rows[0]?.made ?? 0);
    },

    /** The charges' lines of stays whose bills are otherwise as they were (a reading, a charge), then allocation. */
    async placeCharges(tx: Tx, ids: number[], actor: string) {
      await tx.execute(sql`select bills_charge_lines(${stays(ids)}, ${actor})`);
      await reallocate(tx, ids, actor);
    },

    reallocate: async (tx: Tx, ids: number[], actor: string) => {
      await reallocate(tx, ids, actor);
    },

    /** Late fees, then allocation (credit may pay them), for stays already locked. */
    async lateFees(tx: Tx, ids: number[], o: SyncOptions) {
      await lateFees(tx, ids, o);
      await reallocate(tx, ids, o.actor);
    },

    async dropReadingLine(tx: Tx, meterReadingId: number, actor: string) {
      await tx.execute(sql`select bills_drop_reading_line(${meterReadingId}, ${actor})`);
    },

    async releasePayment(tx: Tx, paymentId: number, actor: string) {
      await tx.execute(sql`select bills_release_payment(${paymentId}, ${actor})`);
    },

    /** Waives a bill: what was paid of it is let go first (it becomes the stay's credit). */
    async voidBill(tx: Tx, billId: number, reason: string, actor: string) {
      await tx.execute(sql`select bills_release_bill(${billId}, ${actor})`);
      await tx.execute(sql`
        update bills set void_cause = 1, void_reason = ${reason}, update_by = ${actor}, update_date = now()
        where bill_id = ${billId}`);
    },

    async payFromDeposit(
      tx: Tx,
      a: { bookingId: number; paymentId: number; billId: number; amount: number },
      actor: string,
    ) {
      await tx.execute(
        sql`select bills_pay_from_deposit(${a.paymentId}, ${a.bookingId}, ${a.billId}, ${a.amount}::bigint, ${actor})`,
      );
    },

    /** The stays the daily run makes bills for: the running ones. */
    async runningStayIds(tx: Tx): Promise<number[]> {
      const result = await tx.execute<{ id: number }>(
        sql`select booking_id as id from bookings where booking_status = 1 and status = 1 order by 1`,
      );
      return result.rows.map((r) => Number(r.id));
    },

    /** Stays (running or not) with a bill owed past its grace that late fees apply to. */
    async lateFeeStayIds(tx: Tx, o: SyncOptions): Promise<number[]> {
      if (o.lateFee.mode === 'none' || !o.lateFee.since) return [];
      const result = await tx.execute<{ id: number }>(sql`
        select distinct booking_id as id from bills
        where bill_status in (1, 2) and status = 1
          and due_date + ${o.lateFee.graceDays}::int < ${o.today}::date and due_date >= ${o.lateFee.since}::date
        order by 1`);
      return result.rows.map((r) => Number(r.id));
    },

    /** The bills a payment paid, as they stand, oldest period first, and its stay's credit, in one statement. */
    async settledAndCredit(executor: Executor, paymentId: number, bookingId: number) {
      const result = await executor.execute<{ settled: SettledBill[]; credit: number }>(sql`
        select coalesce((
                 select json_agg(json_build_object('billId', x.bill_id, 'periodStart', ${apiDate('x.period_start')},
                                   'periodEnd', ${apiDate('x.period_end')}, 'amount', a.amount,
                                   'outstanding', x.amount - x.paid_amount) order by x.period_start)
                 from bill_allocations a join bills x on x.bill_id = a.bill_id
                 where a.payment_id = ${paymentId}), '[]') as settled,
               (select coalesce(sum(amount - allocated_amount), 0)
                from payments where booking_id = ${bookingId} and payment_type = 2 and status = 1) as credit`);
      const row = result.rows[0];
      return { settled: row?.settled ?? [], credit: Number(row?.credit ?? 0) };
    },

    /** What the stay's active rent payments hold that no bill has taken yet. */
    async credit(executor: Executor, bookingId: number): Promise<number> {
      const result = await executor.execute<{ credit: number }>(sql`
        select coalesce(sum(amount - allocated_amount), 0) as credit
        from payments where booking_id = ${bookingId} and payment_type = 2 and status = 1`);
      return Number(result.rows[0]?.credit ?? 0);
    },

    /** What is still owed on a bill, for a deposit deduction. */
    async owedOn(tx: Tx, billId: number) {
      const result = await tx.execute<{ bookingId: number; owed: number; period: string; billStatus: number }>(sql`
        select booking_id as "bookingId", amount - paid_amount as owed, bill_status::int as "billStatus",
               to_char(period_start, 'YYYY-MM-DD') as period
        from bills where bill_id = ${billId}`);
      return result.rows[0];
    },

    async billStatusOf(tx: Tx, billId: number) {
      const result = await tx.execute<{ bookingId: number; billStatus: number }>(sql`
        select booking_id as "bookingId", bill_status::int as "billStatus" from bills where bill_id = ${billId}`);
      return result.rows[0];
    },
  };
}
