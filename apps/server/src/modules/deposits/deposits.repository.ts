import type { DepositRow } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { ofCallsStays, ofSomeProperties } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import { type ListOrder, readPage } from '../../db/paging.js';
import { type RowQuery, rawRowQuery, withCount } from '../../db/row-query.js';
import { limitOffset } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';
import { EMPTY_DATE } from '../../lib/business-time.js';
import { paymentMonthJumpOf } from '../payments/payments.service.js';
import { tenantMatching } from '../tenants/tenants.service.js';

export interface DepositFilter {
  tenantName: string;
  depositStatus: number | undefined;
  status: number | undefined;
  /** One property's deposits (through their stay's room). */
  propertyId?: number | undefined;
  pageSize: number;
  pageIndex: number;
  cursor?: string | undefined;
}

export interface Settlement {
  paymentId: number;
  depositStatus: 1 | 2;
  returnAmount: number;
  returnDate: string;
  /** The return receipt's number (PD/...), for money handed back; null for an owned deposit. */
  returnReceiptNumber: string | null;
  updateBy: string;
}

const SELECT = sql`
  select p.payment_id as "paymentId", p.booking_id as "bookingId", t.tenant_name as "tenantName",
         r.room_number as "roomNumber", b.booking_status::int as "bookingStatus", p.amount,
         p.returned_amount as "returnAmount", p.deposit_status::int as "depositStatus", p.status::int as status,
         to_char(p.payment_date, 'YYYY-MM-DD"T"00:00:00') as "paymentDate",
         p.payment_periode_month::int as "paymentPeriodeMonth", p.payment_periode_year::int as "paymentPeriodeYear",
         p.payment_type::int as "paymentType",
         coalesce(to_char(p.return_date, 'YYYY-MM-DD"T"00:00:00'), ${EMPTY_DATE}) as "returnDate",
         r.property_id as "propertyId",
         (select pr.property_name from properties pr where pr.property_id = r.property_id) as "propertyName"`;

const FROM = sql`
  from payments p
  join bookings b on b.booking_id = p.booking_id
  join tenants t on t.tenant_id = b.tenant_id
  join rooms r on r.room_id = b.room_id`;

/** Newest first, for a cursor: payments_deposit_order_idx is (payment_date, payment_id) of deposits. */
const NEWEST_FIRST: ListOrder<Omit<DepositRow, 'rowNumber'>> = {
  name: 'deposits',
  columns: [
    { sql: sql`p.payment_date`, kind: 'date' },
    { sql: sql`p.payment_id`, kind: 'bigint' },
  ],
  descending: true,
  keyOf: (row) => [row.paymentDate.slice(0, 10), row.paymentId],
};

function whereOf(filter: DepositFilter): SQL {
  const conditions: SQL[] = [sql`p.payment_type = 1`];
  if (filter.tenantName)
    conditions.push(tenantMatching('name', sql`t.tenant_name`, sql`t.tenant_id`, filter.tenantName));
  if (filter.depositStatus !== undefined) conditions.push(sql`p.deposit_status = ${filter.depositStatus}`);
  if (filter.status) conditions.push(sql`p.status = ${filter.status}`);
  if (filter.propertyId) {
    conditions.push(sql`p.booking_id in (select pb.booking_id from bookings pb join rooms pr on pr.room_id = pb.room_id
                                          where pr.property_id = ${filter.propertyId})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * One property's deposits (or a call's of some properties) are counted from the rows: the kept counts
 * and per-tenant totals are the business's. Without a name, from the payments alone (a deposit the
 * call sees has its stay, tenant and room in sight), a call's of some properties by its stays'
 * index (db/actor-scope.ts): a Manager's deposit list at 50 properties 130 -> 45 ms.
 */
const countedOfProperty = (filter: DepositFilter) =>
  sql`select count(*)::int as total, coalesce(sum(p.amount), 0) as amount, coalesce(sum(p.returned_amount), 0) as returned
      ${filter.tenantName ? FROM : sql`from payments p`}
      where ${whereOf(filter)} and ${filter.tenantName ? sql`true` : ofCallsStays(sql`p.booking_id`)}`;

/** The kept rows (payment_counts, tenant_payment_totals) of the filtered deposits: their rows of type 1. */
function keptWhere(filter: Pick<DepositFilter, 'depositStatus' | 'status'>, alias = ''): SQL {
  const column = (name: string) => sql.raw(`${alias}${name}`);
  const kept: SQL[] = [sql`${column('payment_type')} = 1`];
  if (filter.depositStatus !== undefined) kept.push(sql`${column('deposit_state')} = ${filter.depositStatus}`);
  if (filter.status) kept.push(sql`${column('status')} = ${filter.status}`);
  return sql.join(kept, sql` and `);
}

/** The tenants a name filter matches, by its trigram index (materialised: whatever the planner guesses of them). */
const named = (tenantName: string) =>
  sql`named as materialized (select tenant_id from tenants where ${tenantMatching('name', sql`tenant_name`, sql`tenant_id`, tenantName)})`;

/**
 * The count and sums of a name search's deposits from the matched tenants' kept rows
 * (tenant_payment_totals, by tenant, type, deposit state and record status), as total, amount, returned.
 */
function keptOfNamed(filter: Pick<DepositFilter, 'tenantName' | 'depositStatus' | 'status'>): SQL {
  return sql`with ${named(filter.tenantName)}
    select coalesce(sum(k.row_count), 0)::int as total, coalesce(sum(k.amount), 0) as amount,
           coalesce(sum(k.returned_amount), 0) as returned
    -- Per tenant, by its key: joined as a set, the planner may read every tenant's rows to hash them.
    from named t cross join lateral (
      select sum(k.row_count) as row_count, sum(k.amount) as amount, sum(k.returned_amount) as returned_amount
      from tenant_payment_totals k where k.tenant_id = t.tenant_id and ${keptWhere(filter, 'k.')}) k`;
}

export function createDepositsRepository(db: Database) {
  /**
   * Count and sums of the whole filtered set, from kept figures: payment_counts (deposits are its
   * rows of type 1, deposit_state their deposit status), or a name's tenants' tenant_payment_totals.
   */
  async function totalsOf(filter: DepositFilter) {
    const result = await db.execute<{ total: number; amount: number; returned: number }>(
      ofSomeProperties(filter)
        ? countedOfProperty(filter)
        : filter.tenantName
          ? keptOfNamed(filter)
          : sql`select coalesce(sum(row_count), 0)::int as total, coalesce(sum(amount), 0) as amount,
                     coalesce(sum(returned_amount), 0) as returned
              from payment_counts where ${keptWhere(filter)}`,
    );
    const t = result.rows[0];
    return {
      total: Number(t?.total ?? 0),
      totalAmount: Number(t?.amount ?? 0),
      totalReturnedAmount: Number(t?.returned ?? 0),
    };
  }

  return {
    /** Every filtered deposit in the list's order, for a cursor (an export), counted as the list counts it. */
    everyRow(filter: Omit<DepositFilter, 'pageSize' | 'pageIndex' | 'cursor'>): RowQuery {
      return withCount(
        rawRowQuery(
          sql`${SELECT} ${FROM} where ${whereOf(filter as DepositFilter)} order by p.payment_date desc, p.payment_id desc`,
        ),
        ofSomeProperties(filter)
          ? sql`select total::bigint as n from (${countedOfProperty(filter as DepositFilter)}) k`
          : filter.tenantName
            ? sql`select total::bigint as n from (${keptOfNamed(filter)}) k`
            : sql`select coalesce(sum(row_count), 0)::bigint as n from payment_counts where ${keptWhere(filter)}`,
      );
    },

    async list(filter: DepositFilter) {
      const where = whereOf({ ...filter, tenantName: '' });
      // A name search's deposits through the name's tenants and their stays (never a walk of the
      // date order testing every deposit's tenant).
      const from = filter.tenantName
        ? sql`${named(filter.tenantName)}, page as (
            select p.payment_id from named t join bookings b on b.tenant_id = t.tenant_id
            join payments p on p.booking_id = b.booking_id`
        : sql`page as (select p.payment_id from payments p`;
      return readPage(
        filter,
        () => totalsOf(filter),
        async (page) => {
          const result = await db.execute<Omit<DepositRow, 'rowNumber'>>(sql`
            with ${from} where ${where} and ${page.seek}
              order by ${page.backwards ? sql`p.payment_date, p.payment_id` : sql`p.payment_date desc, p.payment_id desc`}
              ${limitOffset(page.limit, page.offset)})
            ${SELECT}
            ${FROM} join page on page.payment_id = p.payment_id
            order by p.payment_date desc, p.payment_id desc`);
          return result.rows;
        },
        NEWEST_FIRST,
        // A page asked by its number, without a name: from the edge of its payment-date month,
        // counted from payment_month_counts (kept per type, deposit state and status: this list's filters).
        filter.tenantName || ofSomeProperties(filter)
          ? undefined
          : paymentMonthJumpOf(db, keptWhere(filter, 'k.'), true),
      );
    },

    /**
     * Settles a deposit in one conditional UPDATE: only an active deposit still On Hold, and only
     * for at most its amount. Two admins clicking at once: PostgreSQL re-checks the condition on
     * the row the first one changed, so the second updates nothing.
     */
    async settle(tx: Tx, s: Settlement & { deducted: number }) {
      const result = await tx.execute<{ paymentId: number }>(sql`
        update payments set deposit_status = ${s.depositStatus}, returned_amount = ${s.returnAmount},
               return_date = ${s.returnDate}, return_receipt_number = ${s.returnReceiptNumber},
               update_by = ${s.updateBy}, update_date = now()
        where payment_id = ${s.paymentId} and payment_type = 1 and status = 1 and deposit_status = 0
          and amount >= ${s.returnAmount}::bigint + deducted_amount + ${s.deducted}::bigint
          and payment_date <= ${s.returnDate}
        returning payment_id as "paymentId"`);
      return result.rows.length === 1;
    },

    async insertDeductions(
      tx: Tx,
      paymentId: number,
      rows: { kind: number; amount: number; billId: number | null; note: string }[],
      updateBy: string,
    ) {
      for (const d of rows) {
        await tx.execute(sql`
          insert into deposit_deductions (payment_id, kind, amount, bill_id, note, update_by)
          values (${paymentId}, ${d.kind}, ${d.amount}, ${d.billId}, ${d.note}, ${updateBy})`);
      }
    },

    async deductionsOf(paymentId: number) {
      const result = await db.execute<Record<string, unknown>>(sql`
        select d.deduction_id as "deductionId", d.kind::int as kind, d.amount as amount, d.bill_id as "billId",
               coalesce(to_char(x.period_start, 'YYYY-MM-DD"T"00:00:00'), '') as "periodStart",
               coalesce(to_char(x.period_end, 'YYYY-MM-DD"T"00:00:00'), '') as "periodEnd", d.note
        from deposit_deductions d left join bills x on x.bill_id = d.bill_id
        where d.payment_id = ${paymentId} order by d.deduction_id`);
      return result.rows;
    },

    async findReturn(paymentId: number) {
      const result = await db.execute<Record<string, unknown>>(sql`
        select p.payment_id as "paymentId", p.booking_id as "bookingId", t.tenant_name as "tenantName",
               r.room_number as "roomNumber", p.amount as amount, p.deposit_status::int as "depositStatus",
               p.returned_amount as "returnAmount", p.deducted_amount as "totalDeductions",
               coalesce(to_char(p.return_date, 'YYYY-MM-DD"T"00:00:00'), ${EMPTY_DATE}) as "returnDate",
               p.status::int as status
        ${FROM} where p.payment_id = ${paymentId} and p.payment_type = 1`);
      return result.rows[0];
    },

    /** Why a settlement updated nothing. */
    async findDeposit(paymentId: number, executor: Executor = db) {
      const result = await executor.execute<{
        bookingId: number;
        amount: number;
        deductedAmount: number;
        depositStatus: number;
        status: number;
        paymentDate: string;
      }>(sql`
        select booking_id as "bookingId", amount, deducted_amount as "deductedAmount",
               deposit_status::int as "depositStatus", status::int as status,
               to_char(payment_date, 'YYYY-MM-DD') as "paymentDate"
        from payments where payment_id = ${paymentId} and payment_type = 1`);
      const row = result.rows[0];
      return row && { ...row, amount: Number(row.amount), deductedAmount: Number(row.deductedAmount) };
    },

    /** A stay's active deposits, oldest first, their rows locked (a deduction before the return). */
    async depositsOfStay(tx: Tx, bookingId: number) {
      const result = await tx.execute<{
        paymentId: number;
        amount: number;
        deductedAmount: number;
        depositStatus: number;
      }>(sql`
        select payment_id as "paymentId", amount, deducted_amount as "deductedAmount",
               deposit_status::int as "depositStatus"
        from payments where booking_id = ${bookingId} and payment_type = 1 and status = 1
        order by payment_id for update`);
      return result.rows.map((r) => ({ ...r, amount: Number(r.amount), deductedAmount: Number(r.deductedAmount) }));
    },

    /** A stay's deposit as an inspection shows it: the first still On Hold, else the last settled. */
    async heldOfStay(bookingId: number) {
      const result = await db.execute<{
        paymentId: number;
        amount: number;
        deducted: number;
        depositStatus: number;
      }>(sql`
        select payment_id as "paymentId", amount, deducted_amount as deducted, deposit_status::int as "depositStatus"
        from payments where booking_id = ${bookingId} and payment_type = 1 and status = 1
        order by (deposit_status = 0) desc, case when deposit_status = 0 then payment_id else -payment_id end
        limit 1`);
      const row = result.rows[0];
      if (!row) return null;
      const amount = Number(row.amount);
      const deducted = Number(row.deducted);
      return {
        paymentId: row.paymentId,
        amount,
        deducted,
        held: row.depositStatus === 0 ? amount - deducted : 0,
        depositStatus: row.depositStatus as 0 | 1 | 2,
      };
    },

    /** Answers the new deduction's id. */
    async insertDeduction(
      tx: Tx,
      paymentId: number,
      d: { kind: number; amount: number; note: string },
      updateBy: string,
    ) {
      const result = await tx.execute<{ deductionId: number }>(sql`
        insert into deposit_deductions (payment_id, kind, amount, bill_id, note, update_by)
        values (${paymentId}, ${d.kind}, ${d.amount}, null, ${d.note}, ${updateBy})
        returning deduction_id as "deductionId"`);
      return (result.rows[0] as { deductionId: number }).deductionId;
    },
  };
}
