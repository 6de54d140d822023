import type { BillLine, BillPayment, BillRow, SettledBill, StayBill } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  bucketJump,
  cursorWindow,
  type ListOrder,
  type PageJump,
  type PageWindow,
  pageCursors,
  readPage,
} from '../../db/paging.js';
import { type RowQuery, rawRowQuery, withCount } from '../../db/row-query.js';
import { contains, limitOffset, pageOffset } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';
import type { LockedStay } from '../../lib/stay-ledger.js';
import { type BillTotals, keptTotalsQuery } from './bill-totals.js';
import { type PartyMatch, partyMatchQuery, partyPageIdsQuery } from './party-bills.js';

/** The money columns as numbers (bigint arrives as text from raw queries otherwise). */
const n = (column: SQL | string) =>
  typeof column === 'string' ? sql.raw(`${column}::float8`) : sql`${column}::float8`;
const apiDate = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD"T"00:00:00')`);

export interface SyncOptions {
  today: string;
  daysAhead: number;
  prorate: boolean;
  lateFee: { mode: string; amount: number; cap: number; graceDays: number; since: string | null };
  actor: string;
}

export interface BillFilter {
  tenantName: string;
  roomNumber: string;
  tenantId: number | undefined;
  billStatus: number | undefined;
  dueFrom: string | undefined;
  dueTo: string | undefined;
  overdueOnly: boolean;
  status: number | undefined;
  pageSize: number;
  pageIndex: number;
  cursor?: string | undefined;
}

const idArray = (ids: number[] | null) =>
  ids === null ? sql`null::integer[]` : sql`${`{${ids.join(',')}}`}::integer[]`;

/** Days overdue of a bill still owed; 0 when paid, void or not yet due. */
const daysOverdue = (today: string) =>
  sql`case when x.bill_status in (1, 2) and x.status = 1 and x.due_date < ${today}::date
           then ${today}::date - x.due_date else 0 end`;

const BILL_COLUMNS = (today: string) => sql`
  x.bill_id as "billId", x.document_number as "documentNumber", x.booking_id as "bookingId", t.tenant_id as "tenantId", t.tenant_name as "tenantName",
  r.room_number as "roomNumber", ${apiDate('x.period_start')} as "periodStart", ${apiDate('x.period_end')} as "periodEnd",
  ${apiDate('x.due_date')} as "dueDate", ${n('x.amount')} as amount, ${n('x.paid_amount')} as "paidAmount",
  ${n(sql`case when x.bill_status = 4 then 0 else x.amount - x.paid_amount end`)} as outstanding,
  x.bill_status::int as "billStatus", (${daysOverdue(today)})::int as "daysOverdue", x.status::int as status`;

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

const BILL_FROM = sql`
  from bills x
  join bookings b on b.booking_id = x.booking_id
  join tenants t on t.tenant_id = b.tenant_id
  join rooms r on r.room_id = b.room_id`;

function billWhere(f: BillFilter, today: string): SQL {
  const c: SQL[] = [sql`true`];
  if (f.tenantName) c.push(contains(sql`t.tenant_name`, f.tenantName));
  if (f.roomNumber) c.push(contains(sql`r.room_number`, f.roomNumber));
  if (f.tenantId) c.push(sql`b.tenant_id = ${f.tenantId}`);
  if (f.billStatus) c.push(sql`x.bill_status = ${f.billStatus}`);
  if (f.dueFrom) c.push(sql`x.due_date >= ${f.dueFrom}::date`);
  if (f.dueTo) c.push(sql`x.due_date <= ${f.dueTo}::date`);
  if (f.overdueOnly) c.push(sql`x.bill_status in (1, 2) and x.due_date < ${today}::date`);
  if (f.status) c.push(sql`x.status = ${f.status}`);
  return sql.join(c, sql` and `);
}

/** Count and sums of the bills `from ... where` selects (void bills are not billed). */
const totalsQuery = (from: SQL, where: SQL) => sql`
  select count(*)::int as total, ${n('coalesce(sum(x.amount) filter (where x.bill_status <> 4), 0)')} as "totalAmount",
         ${n('coalesce(sum(x.paid_amount), 0)')} as "totalPaid",
         ${n('coalesce(sum(x.amount - x.paid_amount) filter (where x.bill_status <> 4), 0)')} as "totalOutstanding"
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

export function createBillsRepository(db: Database) {
  /**
   * The bills of the stays a tenant or room filter names, with any other filter: their ids, due
   * dates and money first (tenants by the name's trigram index, then their stays, then the stays'
   * bills), counted and summed, and the page sorted from those alone.
   */
  function matchedQuery(f: BillFilter, where: SQL, at: PageWindow | null) {
    // The name's matches come first, by its trigram index, whatever the planner guesses of them.
    const named = f.tenantName
      ? sql`named as materialized (select tenant_id, tenant_name from tenants where ${contains(sql`tenant_name`, f.tenantName)}),`
      : sql``;
    const from = f.tenantName
      ? sql`from bills x join bookings b on b.booking_id = x.booking_id join named t on t.tenant_id = b.tenant_id
            join rooms r on r.room_id = b.room_id`
      : BILL_FROM;
    return sql`
      with ${named} hits as materialized (
        select x.bill_id, x.due_date, x.amount, x.paid_amount, x.bill_status ${from} where ${where})
      select count(*)::int as total,
             ${n('coalesce(sum(x.amount) filter (where x.bill_status <> 4), 0)')} as "totalAmount",
             ${n('coalesce(sum(x.paid_amount), 0)')} as "totalPaid",
             ${n('coalesce(sum(x.amount - x.paid_amount) filter (where x.bill_status <> 4), 0)')} as "totalOutstanding",
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
   * A name or tenant search filtered otherwise by statuses only: totals from the tenants' kept
   * rows and the matched stays in one statement, then the page from the due-date walk, joined in
   * a second one (read by the page's number; a cursor is answered, not needed). Other party
   * filters (and a match of more stays than MATCHED_STAYS_CAP) count and sort the matched bills
   * themselves, from a cursor's row when there is one.
   */
  async function listOfParty(f: BillFilter, where: SQL, today: string) {
    const answer = (rows: ListedBill[], totals: BillTotals) => ({
      rows,
      ...totals,
      ...pageCursors(NEWEST_DUE.keyset, f, { rows, total: totals.total }),
    });
    if ((f.tenantName || f.tenantId) && !f.roomNumber && !f.dueFrom && !f.dueTo && !f.overdueOnly) {
      const found = (await db.execute<PartyMatch>(partyMatchQuery(f))).rows[0];
      if (found?.stays) {
        const totals = numbers(found);
        if (pageOffset(f) >= totals.total) return answer([], totals);
        const match = { ...totals, pool: Number(found.pool), stays: found.stays };
        return answer(await rowsOf(partyPageIdsQuery(f, match), today), totals);
      }
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
    async lockStays(tx: Tx, ids: number[]): Promise<LockedStay[]> {
      if (ids.length === 0) return [];
      const result = await tx.execute<LockedStay>(sql`
        select booking_id as "bookingId", booking_status::int as "bookingStatus", status::int as status
        from bookings where booking_id = any(${idArray(ids)}) order by booking_id for update`);
      return result.rows;
    },

    /** Generation, late fees and allocation for the stays (null: every stay), in that order. */
    async sync(tx: Tx, ids: number[] | null, o: SyncOptions): Promise<number> {
      const made = await tx.execute<{ made: number }>(
        sql`select bills_sync(${idArray(ids)}, ${o.today}::date, ${o.daysAhead}::int, ${o.prorate}, ${o.actor}) as made`,
      );
      await tx.execute(sql`select bills_late_fees(${idArray(ids)}, ${o.today}::date, ${o.lateFee.mode},
        ${o.lateFee.amount}::bigint, ${o.lateFee.cap}::bigint, ${o.lateFee.graceDays}::int, ${o.lateFee.since}::date, ${o.actor})`);
      await tx.execute(sql`select bills_reallocate(${idArray(ids)}, ${o.actor})`);
      return Number(made.rows[0]?.made ?? 0);
    },

    async reallocate(tx: Tx, ids: number[], actor: string) {
      await tx.execute(sql`select bills_reallocate(${idArray(ids)}, ${actor})`);
    },

    async releasePayment(tx: Tx, paymentId: number) {
      await tx.execute(sql`delete from bill_allocations where payment_id = ${paymentId}`);
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

    /** Late fees, then allocation (credit may pay them), for stays already locked. */
    async lateFees(tx: Tx, ids: number[], o: SyncOptions) {
      await tx.execute(sql`select bills_late_fees(${idArray(ids)}, ${o.today}::date, ${o.lateFee.mode},
        ${o.lateFee.amount}::bigint, ${o.lateFee.cap}::bigint, ${o.lateFee.graceDays}::int, ${o.lateFee.since}::date, ${o.actor})`);
      await tx.execute(sql`select bills_reallocate(${idArray(ids)}, ${o.actor})`);
    },

    /**
     * The bills a payment paid, as they stand, oldest period first, and its stay's credit (what
     * `credit` answers), in one statement: the bills as JSON.
     */
    async settledAndCredit(executor: Executor, paymentId: number | 'inserted', bookingId: number) {
      // The payment inserted last in this session: its id from the identity's own sequence, read
      // once (a subquery): currval is volatile, and compared as it is, it is called for each row.
      const payment =
        paymentId === 'inserted'
          ? sql`(select currval(pg_get_serial_sequence('payments', 'payment_id')))`
          : sql`${paymentId}`;
      const result = await executor.execute<{ settled: SettledBill[]; credit: number }>(sql`
        select coalesce((
                 select json_agg(json_build_object('billId', x.bill_id, 'periodStart', ${apiDate('x.period_start')},
                                   'periodEnd', ${apiDate('x.period_end')}, 'amount', ${n('a.amount')},
                                   'outstanding', ${n('x.amount - x.paid_amount')}) order by x.period_start)
                 from bill_allocations a join bills x on x.bill_id = a.bill_id
                 where a.payment_id = ${payment}), '[]') as settled,
               (select ${n('coalesce(sum(amount - allocated_amount), 0)')}
                from payments where booking_id = ${bookingId} and payment_type = 2 and status = 1) as credit`);
      const row = result.rows[0];
      return { settled: row?.settled ?? [], credit: Number(row?.credit ?? 0) };
    },

    /** What the stay's active rent payments hold that no bill has taken yet. */
    async credit(executor: Executor, bookingId: number): Promise<number> {
      const result = await executor.execute<{ credit: number }>(sql`
        select ${n('coalesce(sum(amount - allocated_amount), 0)')} as credit
        from payments where booking_id = ${bookingId} and payment_type = 2 and status = 1`);
      return Number(result.rows[0]?.credit ?? 0);
    },

    /**
     * A page of bills, newest due first, and the totals of the whole filtered set. Filtered by
     * statuses and due dates only: totals from the kept monthly totals, the page's ids from the
     * bills alone by the due-date index, from the far end past the middle. A filter naming the
     * tenant or room finds that party's stays first and sorts only their bills (walking the due
     * order and testing each bill's tenant reads most of the table for a rare name).
     */
    async list(f: BillFilter, today: string) {
      const where = billWhere(f, today);
      if (f.tenantName || f.roomNumber || f.tenantId) return listOfParty(f, where, today);
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
      const byParty = Boolean(f.tenantName || f.roomNumber || f.tenantId);
      return withCount(
        rawRowQuery(
          sql`select ${BILL_COLUMNS(today)} ${BILL_FROM} where ${billWhere(filter, today)} order by ${NEWEST_DUE.forward}`,
        ),
        byParty ? null : sql`select total as n from (${keptTotalsQuery(keptFilter(filter, today))}) kept`,
      );
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
        executor.execute<BillLine>(sql`
          select bill_line_id as "billLineId", kind::int as kind, ${n('amount')} as amount, late_days as "lateDays"
          from bill_lines where bill_id = ${billId} order by kind, bill_line_id`),
        executor.execute<BillPayment>(sql`
          select p.payment_id as "paymentId", ${apiDate('p.payment_date')} as "paymentDate", p.payment_type::int as "paymentType",
                 ${n('a.amount')} as amount, ${n('p.amount')} as "paymentAmount"
          from bill_allocations a join payments p on p.payment_id = a.payment_id
          where a.bill_id = ${billId} order by p.payment_date, p.payment_id`),
      ]);
      return { ...bill, lines: lines.rows, payments: payments.rows };
    },

    async ofBooking(bookingId: number, page: { pageSize: number; pageIndex: number }) {
      const [rows, totals] = await Promise.all([
        db.execute<Omit<StayBill, 'rowNumber'>>(sql`
          select x.bill_id as "billId", x.booking_id as "bookingId", ${apiDate('x.period_start')} as "periodStart",
                 ${apiDate('x.period_end')} as "periodEnd", ${apiDate('x.due_date')} as "dueDate",
                 ${n('x.amount')} as amount, ${n('x.paid_amount')} as "paidAmount",
                 ${n(sql`case when x.bill_status = 4 then 0 else x.amount - x.paid_amount end`)} as outstanding,
                 x.bill_status::int as "billStatus"
          from bills x where x.booking_id = ${bookingId}
          order by x.period_start, x.bill_id ${limitOffset(page.pageSize, pageOffset(page))}`),
        db.execute<BillTotals>(totalsQuery(sql`from bills x`, sql`x.booking_id = ${bookingId}`)),
      ]);
      return { rows: rows.rows, ...numbers(totals.rows[0]) };
    },

    /** Waives a bill: what was paid of it is let go first (it becomes the stay's credit). */
    async voidBill(tx: Tx, billId: number, reason: string, actor: string) {
      await tx.execute(sql`delete from bill_allocations where bill_id = ${billId}`);
      await tx.execute(sql`
        update bills set void_cause = 1, void_reason = ${reason}, update_by = ${actor}, update_date = now()
        where bill_id = ${billId}`);
    },

    /** What is still owed on a bill, for a deposit deduction. */
    async owedOn(tx: Tx, billId: number) {
      const result = await tx.execute<{ bookingId: number; owed: number; period: string; billStatus: number }>(sql`
        select booking_id as "bookingId", ${n('amount - paid_amount')} as owed, bill_status::int as "billStatus",
               to_char(period_start, 'YYYY-MM-DD') as period
        from bills where bill_id = ${billId}`);
      return result.rows[0];
    },

    async allocate(tx: Tx, a: { bookingId: number; paymentId: number; billId: number; amount: number }, actor: string) {
      await tx.execute(sql`
        insert into bill_allocations (booking_id, payment_id, bill_id, amount, update_by)
        values (${a.bookingId}, ${a.paymentId}, ${a.billId}, ${a.amount}, ${actor})
        on conflict (payment_id, bill_id) do update set amount = bill_allocations.amount + excluded.amount`);
    },

    async lockBill(tx: Tx, billId: number) {
      const result = await tx.execute<{ bookingId: number; billStatus: number }>(sql`
        select booking_id as "bookingId", bill_status::int as "billStatus" from bills where bill_id = ${billId}`);
      return result.rows[0];
    },
  };
}

export type BillsRepository = ReturnType<typeof createBillsRepository>;
