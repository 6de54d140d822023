import type { BillLine, BillPayment, BillRow, StayBill } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { ofCallsStays, ofSomeProperties } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import {
  bucketJump,
  carriedTotals,
  cursorWindow,
  type ListOrder,
  type PageJump,
  type PageWindow,
  pageCursors,
  readPage,
} from '../../db/paging.js';
import { type RowQuery, rawRowQuery, withCount } from '../../db/row-query.js';
import { contains, limitOffset, pageOffset } from '../../db/sql-helpers.js';
import type { Executor } from '../../db/transaction.js';
import { tenantMatching } from '../tenants/tenants.service.js';
import { type BillTotals, keptTotalsQuery } from './bill-totals.js';
import { partyPageWith } from './party-bills.js';

const apiDate = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD"T"00:00:00')`);

export interface BillFilter {
  tenantName: string;
  roomNumber: string;
  tenantId: number | undefined;
  billStatus: number | undefined;
  dueFrom: string | undefined;
  dueTo: string | undefined;
  overdueOnly: boolean;
  status: number | undefined;
  /** One property's bills (through their stay's room): matched like a room, not from the kept totals. */
  propertyId?: number | undefined;
  pageSize: number;
  pageIndex: number;
  cursor?: string | undefined;
}

const _idArray = (ids: number[] | null) =>
  ids === null ? sql`null::integer[]` : sql`${`{${ids.join(',')}}`}::integer[]`;

/** Days overdue of a bill still owed; 0 when paid, void or not yet due. */
const daysOverdue = (today: string) =>
  sql`case when x.bill_status in (1, 2) and x.status = 1 and x.due_date < ${today}::date
           then ${today}::date - x.due_date else 0 end`;

/**
 * The days a bill is late, as its late fee names them: to today while it is owed, else to the date
 * of the latest payment that paid it (0 when nothing late paid it: a void bill, one paid early).
 */
const daysLate = (today: string) =>
  sql`greatest(0, case when x.bill_status in (1, 2) and x.status = 1 then ${today}::date
           else coalesce((select max(p.payment_date) from bill_allocations a join payments p on p.payment_id = a.payment_id
                          where a.bill_id = x.bill_id), x.due_date) end - x.due_date)`;

const BILL_COLUMNS = (today: string) => sql`
  x.bill_id as "billId", x.document_number as "documentNumber", x.booking_id as "bookingId", t.tenant_id as "tenantId", t.tenant_name as "tenantName",
  r.room_number as "roomNumber", ${apiDate('x.period_start')} as "periodStart", ${apiDate('x.period_end')} as "periodEnd",
  ${apiDate('x.due_date')} as "dueDate", x.amount as amount, x.paid_amount as "paidAmount",
  case when x.bill_status = 4 then 0 else x.amount - x.paid_amount end as outstanding,
  x.bill_status::int as "billStatus", (${daysOverdue(today)})::int as "daysOverdue", x.status::int as status,
  r.property_id as "propertyId", (select pr.property_name from properties pr where pr.property_id = r.property_id) as "propertyName"`;

type ListedBill = Omit<BillRow, 'rowNumber'>;

/**
 * The list's order (newest due first), its reverse (a page read from the far end) and its keyset
 * (a cursor's page read from its row on, by bills_due_idx: due_date, bill_id).
 */
const NEWEST_DUE = {
  forward: sql`x.due_date desc, x.bill_id desc`,
  backward: sql`x.due_date, x.bill_id`,
  keyset: {
    name: 'bills',
    columns: [
      { sql: sql`x.due_date`, kind: 'date' },
      { sql: sql`x.bill_id`, kind: 'bigint' },
    ],
    descending: true,
    keyOf: (row) => [row.dueDate.slice(0, 10), row.billId],
  } satisfies ListOrder<ListedBill>,
};

const BILL_JOINED = sql`
  bills x
  join bookings b on b.booking_id = x.booking_id
  join tenants t on t.tenant_id = b.tenant_id
  join rooms r on r.room_id = b.room_id`;
const BILL_FROM = sql`from ${BILL_JOINED}`;

/** The columns that carry a name search's totals on each row of its page. */
const CARRIED = ['__total', '__totalAmount', '__totalPaid', '__totalOutstanding'] as const;

function billWhere(f: BillFilter, today: string): SQL {
  const c: SQL[] = [sql`true`];
  if (f.tenantName) c.push(tenantMatching('name', sql`t.tenant_name`, sql`t.tenant_id`, f.tenantName));
  if (f.roomNumber) c.push(contains(sql`r.room_number`, f.roomNumber));
  if (f.propertyId) c.push(sql`r.property_id = ${f.propertyId}`);
  if (f.tenantId) c.push(sql`b.tenant_id = ${f.tenantId}`);
  if (f.billStatus) c.push(sql`x.bill_status = ${f.billStatus}`);
  if (f.dueFrom) c.push(sql`x.due_date >= ${f.dueFrom}::date`);
  if (f.dueTo) c.push(sql`x.due_date <= ${f.dueTo}::date`);
  if (f.overdueOnly) c.push(sql`x.bill_status in (1, 2) and x.due_date < ${today}::date`);
  if (f.status) c.push(sql`x.status = ${f.status}`);
  // A call of some properties reads its stays' bills by bills_booking_cover_idx (db/actor-scope.ts),
  // unless a tenant or a room names fewer stays first.
  if (!f.tenantName && !f.tenantId && !f.roomNumber) c.push(ofCallsStays(sql`x.booking_id`));
  return sql.join(c, sql` and `);
}

/** Count and sums of the bills `from ... where` selects (void bills are not billed). */
const totalsQuery = (from: SQL, where: SQL) => sql`
  select count(*)::int as total, coalesce(sum(x.amount) filter (where x.bill_status <> 4), 0) as "totalAmount",
         coalesce(sum(x.paid_amount), 0) as "totalPaid",
         coalesce(sum(x.amount - x.paid_amount) filter (where x.bill_status <> 4), 0) as "totalOutstanding"
  ${from} where ${where}`;

const numbers = (t: BillTotals | undefined): BillTotals => ({
  total: Number(t?.total ?? 0),
  totalAmount: Number(t?.totalAmount ?? 0),
  totalPaid: Number(t?.totalPaid ?? 0),
  totalOutstanding: Number(t?.totalOutstanding ?? 0),
});

/** The list's filters as the kept totals read them: overdue = still owed and due before today. */
function keptFilter(f: BillFilter, today: string) {
  const owed = [1, 2];
  const billStatuses = f.overdueOnly
    ? owed.filter((s) => f.billStatus === undefined || s === f.billStatus)
    : f.billStatus === undefined
      ? null
      : [f.billStatus];
  const yesterday = new Date(`${today}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  const lastOverdue = yesterday.toISOString().slice(0, 10);
  const to = f.overdueOnly && (f.dueTo === undefined || f.dueTo > lastOverdue) ? lastOverdue : f.dueTo;
  return { billStatuses: billStatuses?.length === 0 ? [0] : billStatuses, status: f.status, from: f.dueFrom, to };
}

/**
 * A bill's lines as the API shows them, in the order its documents list them: rent, late fee,
 * meter readings, per-period charges, one-off charges (each kind in the order it was added).
 */
const linesOf = (where: SQL, today: string) => sql`
  select l.bill_id as "billId", l.bill_line_id as "billLineId", l.kind::int as "lineKind", l.kind::int as kind,
         l.description, l.quantity, l.unit_name as "unitName", l.unit_price::float8 as "unitPrice",
         l.amount::float8 as amount, l.previous_reading as "previousReading", l.reading, l.usage,
         l.meter_reading_id as "meterReadingId", l.stay_charge_id as "stayChargeId", l.late_days as "lateDays",
         case when l.kind = 2 then (${daysLate(today)})::int end as "daysLate", l.late_fee_cap::float8 as cap
  from bill_lines l join bills x on x.bill_id = l.bill_id
  where ${where} order by l.bill_id, l.kind, l.bill_line_id`;

export function createBillsRepository(db: Database) {
  /**
   * The bills of the stays a tenant or room filter names, with any other filter: their ids, due
   * dates and money first (tenants by the name's trigram index, then their stays, then the stays'
   * bills), counted and summed, and the page sorted from those alone.
   */
  function matchedQuery(f: BillFilter, where: SQL, at: PageWindow | null) {
    // The name's matches come first, by its trigram index, whatever the planner guesses of them.
    const named = f.tenantName
      ? sql`named as materialized (select tenant_id, tenant_name from tenants where ${tenantMatching('name', sql`tenant_name`, sql`tenant_id`, f.tenantName)}),`
      : sql``;
    // Filtered by the bill's own columns only, the bills are read alone: every bill has its stay,
    // tenant and room, and a bill the call sees has them in its properties, so the joins only cost
    // (a Manager's 27,200 bills joined row by row: 139 ms of 153).
    const from = f.tenantName
      ? sql`from bills x join bookings b on b.booking_id = x.booking_id join named t on t.tenant_id = b.tenant_id
            join rooms r on r.room_id = b.room_id`
      : f.roomNumber || f.propertyId || f.tenantId
        ? BILL_FROM
        : sql`from bills x`;
    return sql`
      with ${named} hits as materialized (
        select x.bill_id, x.due_date, x.amount, x.paid_amount, x.bill_status ${from} where ${where})
      select count(*)::int as total,
             coalesce(sum(x.amount) filter (where x.bill_status <> 4), 0) as "totalAmount",
             coalesce(sum(x.paid_amount), 0) as "totalPaid",
             coalesce(sum(x.amount - x.paid_amount) filter (where x.bill_status <> 4), 0) as "totalOutstanding",
             (select array_agg(p.bill_id order by p.due_date desc, p.bill_id desc) from (
                select x.bill_id, x.due_date from hits x where ${at?.seek ?? sql`true`}
                order by ${at?.backwards ? NEWEST_DUE.backward : NEWEST_DUE.forward}
                ${limitOffset(f.pageSize, at ? 0 : pageOffset(f))}) p) as ids
      from hits x`;
  }

  /** The page's rows, newest due first, for its ids (`idsQuery` answers one row with `ids`). */
  async function rowsOf(idsQuery: SQL, today: string) {
    const rows = await db.execute<ListedBill>(sql`
      with picked as materialized (${idsQuery})
      select ${BILL_COLUMNS(today)} ${BILL_FROM} where x.bill_id = any((select ids from picked)::integer[])
      order by ${NEWEST_DUE.forward}`);
    return rows.rows;
  }

  /**
   * A name or tenant search filtered otherwise by statuses only: one statement answers the totals
   * (the tenants' kept rows) and the page's rows, read from the end of the due-date order nearer to
   * the page (party-bills.ts, db/matched-walk.ts; by the page's number: a cursor is answered, not
   * needed). Other party filters count and sort the matched bills themselves, from a cursor's row
   * when there is one.
   */
  async function listOfParty(f: BillFilter, where: SQL, today: string) {
    const answer = (rows: ListedBill[], totals: BillTotals) => ({
      rows,
      ...totals,
      ...pageCursors(NEWEST_DUE.keyset, f, { rows, total: totals.total }),
    });
    if (
      (f.tenantName || f.tenantId) &&
      !f.roomNumber &&
      !ofSomeProperties(f) &&
      !f.dueFrom &&
      !f.dueTo &&
      !f.overdueOnly
    ) {
      const result = await db.execute(sql`
        with ${partyPageWith(f)}
        select ${BILL_COLUMNS(today)}, totals.total as "__total", totals."totalAmount" as "__totalAmount",
               totals."totalPaid" as "__totalPaid", totals."totalOutstanding" as "__totalOutstanding"
        -- The totals' one row, and the page's rows beside it when there are any.
        from totals left join (${BILL_JOINED}) on x.bill_id = any((select ids from picked)::integer[])
        order by ${NEWEST_DUE.forward}`);
      const { rows, totals } = carriedTotals<ListedBill | { billId: null }, BillTotals>(result.rows, CARRIED, (first) =>
        numbers({
          total: first.__total as number,
          totalAmount: first.__totalAmount as number,
          totalPaid: first.__totalPaid as number,
          totalOutstanding: first.__totalOutstanding as number,
        }),
      );
      return answer(rows.filter((r) => r.billId !== null) as ListedBill[], numbers(totals));
    }
    const found = await db.execute<BillTotals & { ids: number[] | null }>(
      matchedQuery(f, where, cursorWindow(NEWEST_DUE.keyset, f)),
    );
    const totals = numbers(found.rows[0]);
    const ids = found.rows[0]?.ids ?? [];
    if (ids.length === 0) return answer([], totals);
    return answer(await rowsOf(sql`select ${`{${ids.join(',')}}`}::integer[] as ids`, today), totals);
  }

  /**
   * A page asked by its number, of a list filtered by statuses only: started from the edge of the
   * due month it falls in, counted from the kept monthly totals (bill_totals) that count the list.
   */
  function monthJump(f: BillFilter, today: string): PageJump | undefined {
    const kept = keptFilter(f, today);
    if (kept.from !== undefined || kept.to !== undefined) return undefined;
    const where: SQL[] = [sql`true`];
    if (kept.billStatuses) {
      where.push(
        sql`k.bill_status in (${sql.join(
          kept.billStatuses.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      );
    }
    if (kept.status) where.push(sql`k.status = ${kept.status}`);
    return bucketJump(
      (query) => db.execute(query),
      sql`select k.month as bucket, sum(k.row_count) as n from bill_totals k where ${sql.join(where, sql` and `)}
          group by k.month having sum(k.row_count) > 0`,
      (month, backwards) =>
        backwards ? sql`x.due_date >= ${month}::date` : sql`x.due_date < (${month}::date + interval '1 month')::date`,
      true,
    );
  }

  return {
    /**
     * A page of bills, newest due first, and the totals of the whole filtered set. Filtered by
     * statuses and due dates only: totals from the kept monthly totals, the page's ids from the
     * bills alone by the due-date index, from the far end past the middle. A filter naming the
     * tenant or room finds that party's stays first and sorts only their bills (walking the due
     * order and testing each bill's tenant reads most of the table for a rare name).
     */
    async list(f: BillFilter, today: string) {
      const where = billWhere(f, today);
      // The kept totals are the business's: one property's bills, or a call's of some properties, are matched.
      if (f.tenantName || f.roomNumber || f.tenantId || ofSomeProperties(f)) return listOfParty(f, where, today);
      const found = await readPage(
        f,
        async () => numbers((await db.execute<BillTotals>(keptTotalsQuery(keptFilter(f, today)))).rows[0]),
        async (page) => {
          const order = page.backwards ? NEWEST_DUE.backward : NEWEST_DUE.forward;
          const result = await db.execute<ListedBill>(sql`
            with page as (
              select x.bill_id from bills x where ${where} and ${page.seek}
              order by ${order} ${limitOffset(page.limit, page.offset)})
            select ${BILL_COLUMNS(today)} ${BILL_FROM} join page on page.bill_id = x.bill_id order by ${NEWEST_DUE.forward}`);
          return result.rows;
        },
        NEWEST_DUE.keyset,
        monthJump(f, today),
      );
      return found;
    },

    /** Every filtered bill in the list's order, for a cursor (an export), counted as the list counts it. */
    everyRow(f: Omit<BillFilter, 'pageSize' | 'pageIndex' | 'cursor'>, today: string): RowQuery {
      const filter = { ...f, pageSize: 0, pageIndex: 0 };
      const byParty = Boolean(f.tenantName || f.roomNumber || f.tenantId || ofSomeProperties(f));
      return withCount(
        rawRowQuery(
          sql`select ${BILL_COLUMNS(today)} ${BILL_FROM} where ${billWhere(filter, today)} order by ${NEWEST_DUE.forward}`,
        ),
        byParty ? null : sql`select total as n from (${keptTotalsQuery(keptFilter(filter, today))}) kept`,
      );
    },

    /** Every line of the filtered bills, bill by bill in the list's order (the lines' export). */
    everyLine(f: Omit<BillFilter, 'pageSize' | 'pageIndex' | 'cursor'>, today: string): RowQuery {
      const filter = { ...f, pageSize: 0, pageIndex: 0 };
      return rawRowQuery(sql`
        with b as materialized (
          select ${BILL_COLUMNS(today)} ${BILL_FROM} where ${billWhere(filter, today)}),
        l as (${linesOf(sql`x.bill_id in (select "billId" from b)`, today)})
        select b."documentNumber", b."dueDate", b."tenantName", b."roomNumber", b."periodStart", b."periodEnd",
               l."lineKind", l.description, l.quantity, l."unitName", l."unitPrice", l.amount,
               l."previousReading", l.reading, l.usage, l."daysLate", l.cap
        from b join l on l."billId" = b."billId"
        order by b."dueDate" desc, b."billId" desc, l."lineKind", l."billLineId"`);
    },

    async findById(executor: Executor, billId: number, today: string) {
      const result = await executor.execute<Record<string, unknown>>(sql`
        select ${BILL_COLUMNS(today)}, t.phone, b.booking_type::int as "bookingType", b.booking_status::int as "bookingStatus",
               x.void_cause::int as "voidCause", x.void_reason as "voidReason",
               to_char(x.create_date, 'YYYY-MM-DD"T"HH24:MI:SS') as "createDate",
               to_char(x.update_date, 'YYYY-MM-DD"T"HH24:MI:SS') as "updateDate", x.update_by as "updateBy"
        ${BILL_FROM} where x.bill_id = ${billId}`);
      const bill = result.rows[0];
      if (!bill) return undefined;
      const [lines, payments] = await Promise.all([
        executor.execute<BillLine>(linesOf(sql`l.bill_id = ${billId}`, today)),
        executor.execute<BillPayment>(sql`
          select p.payment_id as "paymentId", ${apiDate('p.payment_date')} as "paymentDate", p.payment_type::int as "paymentType",
                 p.receipt_number as "receiptNumber", a.amount as amount, p.amount as "paymentAmount"
          from bill_allocations a join payments p on p.payment_id = a.payment_id
          where a.bill_id = ${billId} order by p.payment_date, p.payment_id`),
      ]);
      return { ...bill, lines: lines.rows, payments: payments.rows };
    },

    async ofBooking(bookingId: number, page: { pageSize: number; pageIndex: number }, today: string) {
      const [rows, totals, lines] = await Promise.all([
        db.execute<Omit<StayBill, 'rowNumber'>>(sql`
          select x.bill_id as "billId", x.booking_id as "bookingId", ${apiDate('x.period_start')} as "periodStart",
                 ${apiDate('x.period_end')} as "periodEnd", ${apiDate('x.due_date')} as "dueDate",
                 x.amount as amount, x.paid_amount as "paidAmount",
                 case when x.bill_status = 4 then 0 else x.amount - x.paid_amount end as outstanding,
                 x.bill_status::int as "billStatus"
          from bills x where x.booking_id = ${bookingId}
          order by x.period_start, x.bill_id ${limitOffset(page.pageSize, pageOffset(page))}`),
        db.execute<BillTotals>(totalsQuery(sql`from bills x`, sql`x.booking_id = ${bookingId}`)),
        db.execute<BillLine & { billId: number }>(linesOf(sql`x.booking_id = ${bookingId}`, today)),
      ]);
      const byBill = new Map<number, (BillLine & { billId: number })[]>();
      for (const line of lines.rows) byBill.set(line.billId, [...(byBill.get(line.billId) ?? []), line]);
      return {
        rows: rows.rows.map((bill) => ({
          ...bill,
          lines: (byBill.get(bill.billId) ?? []).map(({ billId: _, ...line }) => line),
        })),
        ...numbers(totals.rows[0]),
      };
    },
  };
}

export type BillsRepository = ReturnType<typeof createBillsRepository>;
