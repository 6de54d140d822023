import type { Payment } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { callSeesEveryProperty, ofCallsStays, ofSomeProperties } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import { carriedTotals, type ListOrder, pageCursors, readPage } from '../../db/paging.js';
import { type RowQuery, rawRowQuery, withCount } from '../../db/row-query.js';
import { rowVersionOf } from '../../db/row-version.js';
import { limitOffset, pageOffset } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';
import { EMPTY_DATE } from '../../lib/business-time.js';
import { BILL_LINES_JSON } from '../../lib/owed-reminders.js';
import { rentPriceSql } from '../bookings/bookings.table.js';
import type { DocumentNumberTaking } from '../document-numbers/document-numbers.service.js';
import { tenantMatching } from '../tenants/tenants.service.js';
import { paymentMonthJump } from './month-jump.js';
import { keptAnswers, keptNamedCount, namedHitsQuery, namedPageWith } from './named-payments.js';
import type { StatedOnReceipt } from './stated-on-receipt.js';

export interface PaymentFilter {
  tenantName: string;
  paymentPeriodeMonth: number | undefined;
  paymentPeriodeYear: number | undefined;
  paymentType: number | undefined;
  status: number | undefined;
  /** The payment date, from and to (both included). */
  paymentDateFrom?: string | undefined;
  paymentDateTo?: string | undefined;
  bookingId?: number;
  /** Every stay of one tenant. */
  tenantId?: number;
  /** One property's payments (through their stay's room). */
  propertyId?: number | undefined;
  pageSize: number;
  pageIndex: number;
  cursor?: string | undefined;
}

export interface PaymentValues {
  bookingId: number;
  paymentDate: string;
  paymentType: number;
  paymentPeriodeMonth: number;
  paymentPeriodeYear: number;
  amount: number;
  remark: string;
  /** Rent: the bill it was recorded for, if one was chosen. */
  billId: number | null;
  /** 1 Cash, 2 Bank transfer, 3 QRIS, 4 Online, 5 Other; null: not recorded. */
  paymentMethod: number | null;
  /** A bank transfer's account paid into, or ''. */
  paymentAccount: string;
}

/** The columns every payment answer shows, joined to its booking's tenant and room. */
const SELECT = sql`
  select p.payment_id as "paymentId", to_char(p.payment_date, 'YYYY-MM-DD"T"00:00:00') as "paymentDate",
         p.payment_type::int as "paymentType", p.booking_id as "bookingId",
         t.tenant_name as "tenantName", r.room_number as "roomNumber",
         p.payment_periode_month::int as "paymentPeriodeMonth", p.payment_periode_year::int as "paymentPeriodeYear",
         p.amount, p.remark, p.deposit_status::int as "depositStatus", p.returned_amount as "returnedAmount",
         coalesce(to_char(p.return_date, 'YYYY-MM-DD"T"00:00:00'), ${EMPTY_DATE}) as "returnDate",
         p.receipt_number as "receiptNumber", coalesce(p.return_receipt_number, '') as "returnReceiptNumber",
         p.bill_id as "billId", p.payment_method::int as "paymentMethod", p.payment_account as "paymentAccount",
         p.allocated_amount as "allocatedAmount", p.status::int as status,
         r.property_id as "propertyId", (select pr.property_name from properties pr where pr.property_id = r.property_id) as "propertyName",
         to_char(p.create_date, 'YYYY-MM-DD"T"HH24:MI:SS') as "createDate",
         to_char(p.update_date, 'YYYY-MM-DD"T"HH24:MI:SS') as "updateDate", p.update_by as "updateBy",
         ${rowVersionOf(sql`p.update_date`)} as "rowVersion"`;

/** The columns that carry the list's totals on each row of a page read with them. */
const CARRIED = ['__total', '__sum'] as const;

const JOINED = sql`
  payments p
  join bookings b on b.booking_id = p.booking_id
  join tenants t on t.tenant_id = b.tenant_id
  join rooms r on r.room_id = b.room_id`;
const FROM = sql`from ${JOINED}`;

function whereOf(filter: PaymentFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.tenantName)
    conditions.push(tenantMatching('name', sql`t.tenant_name`, sql`t.tenant_id`, filter.tenantName));
  if (filter.paymentPeriodeMonth) conditions.push(sql`p.payment_periode_month = ${filter.paymentPeriodeMonth}`);
  if (filter.paymentPeriodeYear) conditions.push(sql`p.payment_periode_year = ${filter.paymentPeriodeYear}`);
  if (filter.paymentType) conditions.push(sql`p.payment_type = ${filter.paymentType}`);
  if (filter.status) conditions.push(sql`p.status = ${filter.status}`);
  if (filter.paymentDateFrom) conditions.push(sql`p.payment_date >= ${filter.paymentDateFrom}::date`);
  if (filter.paymentDateTo) conditions.push(sql`p.payment_date <= ${filter.paymentDateTo}::date`);
  if (filter.bookingId) conditions.push(sql`p.booking_id = ${filter.bookingId}`);
  if (filter.tenantId) {
    conditions.push(sql`p.booking_id in (select booking_id from bookings where tenant_id = ${filter.tenantId})`);
  }
  if (filter.propertyId) {
    conditions.push(sql`p.booking_id in (select pb.booking_id from bookings pb join rooms pr on pr.room_id = pb.room_id
                                          where pr.property_id = ${filter.propertyId})`);
  }
  return sql.join(conditions, sql` and `);
}

export type BookingOptionRow = {
  bookingId: number;
  tenantName: string;
  roomNumber: string;
  bookingType: 1 | 2 | 3 | 4;
  bookingStatus: 1 | 2 | 3;
  checkInDate: string;
  rentPrice: number;
};

const BY_DATE = [
  { sql: sql`p.payment_date`, kind: 'date' },
  { sql: sql`p.payment_id`, kind: 'bigint' },
] as const;
const keyOf = (row: Payment) => [row.paymentDate.slice(0, 10), row.paymentId];

/**
 * The list's order, its reverse (a page past the middle is read from the far end) and its keyset
 * (a cursor's page is read from its row on): payments_list_order_idx is (payment_date, payment_id).
 */
export const NEWEST_FIRST = {
  forward: sql`p.payment_date desc, p.payment_id desc`,
  backward: sql`p.payment_date, p.payment_id`,
  keyset: { name: 'payments.newest', columns: BY_DATE, descending: true, keyOf } as ListOrder<Payment>,
};
export const OLDEST_FIRST = {
  forward: NEWEST_FIRST.backward,
  backward: NEWEST_FIRST.forward,
  keyset: { name: 'payments.oldest', columns: BY_DATE, descending: false, keyOf } as ListOrder<Payment>,
};

/**
 * The kept count and sums (payment_counts, one row per value of each of these filters) answer
 * every filter but a tenant name or a booking; null when the payments must be read.
 */
function keptTotalsWhere(filter: PaymentFilter): SQL | null {
  // Kept per rent period, not per day: a payment-date range is counted from its rows (the list's
  // date index bounds them).
  if (filter.tenantName || filter.bookingId || filter.tenantId || ofSomeProperties(filter)) return null;
  if (filter.paymentDateFrom || filter.paymentDateTo) return null;
  const conditions: SQL[] = [sql`true`];
  if (filter.paymentPeriodeMonth) conditions.push(sql`periode_month = ${filter.paymentPeriodeMonth}`);
  if (filter.paymentPeriodeYear) conditions.push(sql`periode_year = ${filter.paymentPeriodeYear}`);
  if (filter.paymentType) conditions.push(sql`payment_type = ${filter.paymentType}`);
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  return sql.join(conditions, sql` and `);
}

/** A filter that names fewer stays than a property has (a tenant, a stay): read by it first. */
const narrowed = (filter: PaymentFilter) => Boolean(filter.tenantName || filter.tenantId || filter.bookingId);

export function createPaymentsRepository(db: Database) {
  /** The count and sum of the whole filtered set: kept totals when they answer it, else counted. */
  function totalsSql(filter: PaymentFilter, filterFrom: SQL, where: SQL) {
    const kept = keptTotalsWhere(filter);
    return kept
      ? sql`select coalesce(sum(row_count), 0)::int as total, coalesce(sum(amount), 0) as sum
            from payment_counts where ${kept}`
      : sql`select count(*)::int as total, coalesce(sum(p.amount), 0) as sum ${filterFrom}
            where ${where} and ${narrowed(filter) ? sql`true` : ofCallsStays(sql`p.booking_id`)}`;
  }

  /**
   * A search by a tenant's name or id. Filtered otherwise by type and status only, one statement
   * answers the totals (the matched tenants' kept rows) and the page's rows, read from the end of
   * the list's order nearer to the page (named-payments.ts, db/matched-walk.ts); with a rent period
   * besides, the matched payments are counted and sorted, then the page's rows joined. Its pages
   * are read by number (a cursor is answered, not needed).
   */
  async function listOfNamed(filter: PaymentFilter) {
    let found: { total: number; sum: number; rows: Payment[] };
    if (keptAnswers(filter)) {
      const result = await db.execute(sql`
        with ${namedPageWith(filter)}
        ${SELECT}, totals.total as "__total", totals.sum as "__sum"
        -- The totals' one row, and the page's rows beside it when there are any.
        from totals left join (${JOINED}) on p.payment_id = any((select ids from picked)::integer[])
        order by ${NEWEST_FIRST.forward}`);
      const { rows, totals } = carriedTotals<Payment | { paymentId: null }, { total: number; sum: number }>(
        result.rows,
        CARRIED,
        (first) => ({ total: Number(first.__total), sum: Number(first.__sum) }),
      );
      found = {
        total: totals?.total ?? 0,
        sum: totals?.sum ?? 0,
        rows: rows.filter((r) => r.paymentId !== null) as Payment[],
      };
    } else {
      const hits = (await db.execute<{ total: number; sum: number; ids: number[] | null }>(namedHitsQuery(filter)))
        .rows[0];
      const ids = hits?.ids ?? [];
      const rows = ids.length
        ? (
            await db.execute<Payment>(sql`${SELECT} ${FROM}
              where p.payment_id in (select unnest(${`{${ids.join(',')}}`}::int[])) order by ${NEWEST_FIRST.forward}`)
          ).rows
        : [];
      found = { total: Number(hits?.total ?? 0), sum: Number(hits?.sum ?? 0), rows };
    }
    return { ...found, ...pageCursors(NEWEST_FIRST.keyset, filter, found) };
  }

  return {
    async findById(paymentId: number, executor: Executor = db): Promise<Payment | undefined> {
      const result = await executor.execute<Payment>(sql`${SELECT} ${FROM} where p.payment_id = ${paymentId}`);
      return result.rows[0];
    },

    /** One page of the filtered payments, and the count and sum of the whole filtered set. */
    async list(filter: PaymentFilter, order = NEWEST_FIRST) {
      // The kept per-tenant totals are the business's: one property's payments, or a call of some
      // properties', are counted.
      if ((filter.tenantName || filter.tenantId) && !ofSomeProperties(filter) && order === NEWEST_FIRST)
        return listOfNamed(filter);
      const where = whereOf(filter);
      const filterFrom = filter.tenantName
        ? sql`from payments p join bookings b on b.booking_id = p.booking_id join tenants t on t.tenant_id = b.tenant_id`
        : sql`from payments p`;
      const totals = totalsSql(filter, filterFrom, where);
      return readPage(
        filter,
        async () => {
          const t = (await db.execute<{ total: number; sum: number }>(totals)).rows[0];
          return { total: Number(t?.total ?? 0), sum: Number(t?.sum ?? 0) };
        },
        {
          async read(page, withTotals) {
            const pageOrder = page.backwards ? order.backward : order.forward;
            // The page's ids first, then the joins for those rows only (a deep page skips ids, not
            // joined rows). A name search collects its matches first and sorts only them: walking
            // the date order and testing each payment's tenant reads thousands of rows per page.
            const ids = filter.tenantName
              ? sql`hits as materialized (select p.payment_id, p.payment_date ${filterFrom} where ${where}),
                    page as (select p.payment_id from hits p where ${page.seek}
                             order by ${pageOrder} ${limitOffset(page.limit, page.offset)})`
              : sql`page as (select p.payment_id ${filterFrom} where ${where} and ${page.seek}
                             order by ${pageOrder} ${limitOffset(page.limit, page.offset)})`;
            // The totals are worked out once (materialized): joined as a subquery, the planner
            // could count them again for each of the page's rows (a Manager's first page counted
            // one property's payments 25 times: 20 s at 50 properties).
            const result = await db.execute(sql`
              with ${ids}${withTotals ? sql`, totals as materialized (${totals})` : sql``}
              ${SELECT}${withTotals ? sql`, totals.total as "__total", totals.sum as "__sum"` : sql``}
              ${FROM} join page on page.payment_id = p.payment_id
              ${withTotals ? sql`cross join totals` : sql``}
              order by ${order.forward}`);
            const { rows, totals: carried } = carriedTotals<Payment, { total: number; sum: number }>(
              result.rows,
              CARRIED,
              (first) => ({ total: Number(first.__total), sum: Number(first.__sum) }),
            );
            return { rows: rows, totals: carried };
          },
        },
        order.keyset,
        paymentMonthJump(db, filter, order.keyset.descending),
      );
    },

    /** Every filtered payment in the list's order, for a cursor (an export), counted as the list counts it. */
    everyRow(filter: Omit<PaymentFilter, 'pageSize' | 'pageIndex' | 'cursor'>, order = NEWEST_FIRST): RowQuery {
      const f = { ...filter, pageSize: 0, pageIndex: 0 };
      const kept = keptTotalsWhere(f);
      const named = (f.tenantName || f.tenantId) && !ofSomeProperties(f) && keptAnswers(f);
      return withCount(
        rawRowQuery(sql`${SELECT} ${FROM} where ${whereOf(f)} order by ${order.forward}`),
        named
          ? keptNamedCount(f)
          : kept && sql`select coalesce(sum(row_count), 0)::bigint as n from payment_counts where ${kept}`,
      );
    },

    /**
     * The sum of a tenant's active payments over all their stays: kept, or for a call of some
     * properties summed from the payments it sees (the kept sum holds every property's).
     */
    async activeSumOfTenant(tenantId: number) {
      const result = await db.execute<{ sum: number }>(
        !callSeesEveryProperty()
          ? sql`select coalesce(sum(p.amount), 0) as sum from payments p join bookings b on b.booking_id = p.booking_id
                where b.tenant_id = ${tenantId} and p.status = 1`
          : sql`select coalesce(sum(amount), 0) as sum from tenant_payment_totals where tenant_id = ${tenantId} and status = 1`,
      );
      return Number(result.rows[0]?.sum ?? 0);
    },

    /** The sum of a booking's active payments (its history's total). */
    async activeSumOfBooking(bookingId: number) {
      const result = await db.execute<{ sum: number }>(
        sql`select coalesce(sum(amount), 0) as sum from payments where booking_id = ${bookingId} and status = 1`,
      );
      return Number(result.rows[0]?.sum ?? 0);
    },

    /**
     * Active, not-deleted bookings, with the rent agreed for the booking's rental period: the
     * matches once (at most one a room: a running stay's own index, or a name's trigram index,
     * whichever the planner finds fewer), then their count and the page from them, in one statement.
     */
    async bookingOptions(filter: { tenantName: string; pageSize: number; pageIndex: number }) {
      const named = filter.tenantName
        ? sql`and ${tenantMatching('name', sql`t.tenant_name`, sql`t.tenant_id`, filter.tenantName)}`
        : sql``;
      const result = await db.execute<{ total: number; rows: BookingOptionRow[] }>(sql`
        with hits as materialized (
          select b.booking_id, b.room_id, t.tenant_name, b.booking_type, b.booking_status, b.check_in_date,
                 ${rentPriceSql} as rent_price
          from bookings b join tenants t on t.tenant_id = b.tenant_id
          where b.booking_status = 1 and b.status = 1 ${named})
        select (select count(*)::int from hits) as total,
               (select coalesce(json_agg(json_build_object(
                         'bookingId', p.booking_id, 'tenantName', p.tenant_name, 'roomNumber', p.room_number,
                         'bookingType', p.booking_type, 'bookingStatus', p.booking_status,
                         'checkInDate', to_char(p.check_in_date, 'YYYY-MM-DD"T"00:00:00'), 'rentPrice', p.rent_price)
                       order by p.tenant_name, p.room_number, p.booking_id), '[]')
                from (select h.*, r.room_number from hits h join rooms r on r.room_id = h.room_id
                      order by h.tenant_name, r.room_number, h.booking_id
                      ${limitOffset(filter.pageSize, pageOffset(filter))}) p) as rows`);
      const found = result.rows[0];
      return { rows: found?.rows ?? [], total: Number(found?.total ?? 0) };
    },

    /**
     * The booking's state, read while its row is locked (the bills ledger locked it first), so it
     * cannot be cancelled or deleted between the check and the insert.
     */
    async lockBooking(tx: Tx, bookingId: number) {
      const result = await tx.execute<{ bookingStatus: number; status: number }>(sql`
        select booking_status::int as "bookingStatus", status::int as status
        from bookings where booking_id = ${bookingId} for share`);
      return result.rows[0];
    },

    /** The payment as it is stored, locked for the rest of the transaction: what its receipts state too. */
    async lockPayment(tx: Tx, paymentId: number) {
      const result = await tx.execute<
        StatedOnReceipt & {
          depositStatus: number | null;
          status: number;
          allocatedAmount: number;
          deductedAmount: number;
          returnReceiptNumber: string | null;
        }
      >(sql`
        select booking_id as "bookingId", to_char(payment_date, 'YYYY-MM-DD') as "paymentDate",
               payment_type::int as "paymentType", payment_periode_month::int as "paymentPeriodeMonth",
               payment_periode_year::int as "paymentPeriodeYear", amount, remark, bill_id as "billId",
               payment_method::int as "paymentMethod", payment_account as "paymentAccount",
               deposit_status::int as "depositStatus", status::int as status, allocated_amount as "allocatedAmount",
               deducted_amount as "deductedAmount", return_receipt_number as "returnReceiptNumber"
        from payments where payment_id = ${paymentId} for update`);
      const row = result.rows[0];
      return row && { ...row, deductedAmount: Number(row.deductedAmount) };
    },

    /** The bill a payment names: whose stay, and whether it can still be paid. */
    async billOf(tx: Tx, billId: number) {
      const result = await tx.execute<{ bookingId: number; billStatus: number }>(
        sql`select booking_id as "bookingId", bill_status::int as "billStatus" from bills where bill_id = ${billId}`,
      );
      return result.rows[0];
    },

    /**
     * A receipt that names its bill states what was left on the bill after the payment, read once
     * when the receipt is issued (after the stay was allocated again) and kept with its number.
     */
    async stateBillLeft(tx: Tx, paymentId: number, billId: number | null) {
      const left =
        billId === null ? sql`null` : sql`(select x.amount - x.paid_amount from bills x where x.bill_id = ${billId})`;
      const lines =
        billId === null ? sql`null` : sql`(select ${BILL_LINES_JSON} from bills x where x.bill_id = ${billId})`;
      await tx.execute(sql`
        update payments set receipt_bill_left = ${left}, receipt_bill_lines = ${lines}
        where payment_id = ${paymentId}
          and (receipt_bill_left, receipt_bill_lines::text) is distinct from (${left}, ${lines}::text)`);
    },

    async bookingOfPayment(paymentId: number) {
      const result = await db.execute<{ bookingId: number }>(
        sql`select booking_id as "bookingId" from payments where payment_id = ${paymentId}`,
      );
      return result.rows[0]?.bookingId;
    },

    /** `receipt`: the number, or the taking of it in the same statement. */
    async insert(tx: Tx, values: PaymentValues, updateBy: string, receipt: string | DocumentNumberTaking) {
      const taking = typeof receipt === 'string' ? null : receipt;
      const receiptNumber = taking ? taking.number : receipt;
      const result = await tx.execute<{ paymentId: number; receiptNumber: string }>(sql`
        ${taking ? sql`with ${taking.with}` : sql``}
        insert into payments (booking_id, payment_date, payment_type, payment_periode_month, payment_periode_year,
                              amount, remark, deposit_status, bill_id, payment_method, payment_account,
                              receipt_number, update_by)
        values (${values.bookingId}, ${values.paymentDate}, ${values.paymentType}, ${values.paymentPeriodeMonth},
                ${values.paymentPeriodeYear}, ${values.amount}, ${values.remark},
                ${values.paymentType === 1 ? 0 : null}, ${values.billId}, ${values.paymentMethod},
                ${values.paymentAccount}, ${receiptNumber}, ${updateBy})
        returning payment_id as "paymentId", receipt_number as "receiptNumber"`);
      return result.rows[0] as { paymentId: number; receiptNumber: string };
    },

    /**
     * A deposit keeps its deposit status; a payment that becomes a deposit starts On Hold. `where`:
     * the payment as the caller read it (`unchangedSince`); `receipts`: new numbers for receipts
     * whose facts change. Answers whether the payment matched.
     */
    async update(
      tx: Tx,
      where: SQL,
      values: PaymentValues,
      updateBy: string,
      receipts: { receiptNumber?: string; returnReceiptNumber?: string } = {},
    ) {
      const result = await tx.execute(sql`
        update payments set
          booking_id = ${values.bookingId}, payment_date = ${values.paymentDate}, payment_type = ${values.paymentType},
          payment_periode_month = ${values.paymentPeriodeMonth}, payment_periode_year = ${values.paymentPeriodeYear},
          amount = ${values.amount}, remark = ${values.remark}, bill_id = ${values.billId},
          payment_method = ${values.paymentMethod}, payment_account = ${values.paymentAccount},
          deposit_status = case when ${values.paymentType} = 1 then coalesce(deposit_status, 0) else null end,
          ${receipts.receiptNumber ? sql`receipt_number = ${receipts.receiptNumber},` : sql``}
          ${receipts.returnReceiptNumber ? sql`return_receipt_number = ${receipts.returnReceiptNumber},` : sql``}
          update_by = ${updateBy}, update_date = now()
        where ${where}
        returning payment_id`);
      return result.rows.length === 1;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
