import type { AgingBucket } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { ofCallsProperties, ofSomeProperties } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import { bucketJump, carriedTotals, type ListOrder, readPage } from '../../db/paging.js';
import { type RowQuery, rawRowQuery } from '../../db/row-query.js';
import { contains, limitOffset, writtenDay } from '../../db/sql-helpers.js';
import type { StaysOwed } from '../../lib/owed-reminders.js';
import { tenantMatching } from '../tenants/tenants.service.js';

export interface ArrearsFilter {
  tenantName: string;
  roomNumber: string;
  tenantId: number | undefined;
  agingBucket: AgingBucket | undefined;
  /** One property's stays (through their room). */
  propertyId?: number | undefined;
  pageSize: number;
  pageIndex: number;
  cursor?: string | undefined;
}

export type BucketTotal = { agingBucket: number; bookings: number; outstanding: number };

/** The column that carries the bucket totals on each row of a page read with them. */
const CARRIED = ['__buckets'] as const;

const apiDate = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD"T"00:00:00')`);

/** The aging bucket of an oldest due date: 0 due today, 1 for 1-30 days late, 2 for 31-60, 3 for 61+. */
const bucketOf = (oldest: SQL, today: string) => sql`
  case when ${writtenDay(today)} - ${oldest} = 0 then 0 when ${writtenDay(today)} - ${oldest} <= 30 then 1
       when ${writtenDay(today)} - ${oldest} <= 60 then 2 else 3 end`;

/** Days late of each bucket's stays: from, to (null: no end). */
const BUCKET_DAYS: Record<AgingBucket, readonly [number, number | null]> = {
  0: [0, 0],
  1: [1, 30],
  2: [31, 60],
  3: [61, null],
};

/** The oldest due dates a bucket holds (all owing stays when no bucket is asked). */
function bucketRange(column: SQL, today: string, bucket: AgingBucket | undefined): SQL {
  const day = (n: number) => sql`${writtenDay(today)} - ${sql.raw(String(n))}`;
  if (bucket === undefined) return sql`${column} <= ${writtenDay(today)}`;
  const [newest, oldest] = BUCKET_DAYS[bucket];
  return oldest === null ? sql`${column} <= ${day(newest)}` : sql`${column} between ${day(oldest)} and ${day(newest)}`;
}

/** Oldest debt first, for a cursor: stay_arrears_oldest_idx is (oldest_due, booking_id). */
const OLDEST_DEBT_FIRST: ListOrder<Record<string, unknown>> = {
  name: 'arrears',
  columns: [
    { sql: sql`s.oldest_due`, kind: 'date' },
    { sql: sql`s.booking_id`, kind: 'bigint' },
  ],
  descending: false,
  keyOf: (row) => [String(row.oldestDueDate).slice(0, 10), Number(row.bookingId)],
};

/**
 * Owed bills made ahead of their due date (BILL_DAYS_AHEAD), per stay: stay_arrears counts them,
 * the arrears (due by today) must not. A short range of the owed-bills index.
 */
const AHEAD = (today: string) => sql`ahead as materialized (
  select x.booking_id, count(*)::int as bills, sum(x.amount - x.paid_amount) as outstanding
  from bills x where x.bill_status in (1, 2) and x.status = 1 and x.due_date > ${writtenDay(today)}
  group by x.booking_id)`;

/**
 * Each page stay's oldest bill due by today and still owed (`o`, the one a reminder is about), its
 * tenant's country, and the last reminders of that bill and of any of the stay's bills still owed:
 * what the reminders module would otherwise read in a statement of its own (StaysOwed). The kept
 * oldest due date (due by today on every row of the list) names that bill's day: one probe of the
 * owed-bills index by (day, stay), not every bill of the stay.
 */
const OWED = {
  join: sql`left join lateral (
              select x.bill_id, x.period_start, x.period_end, x.due_date, x.amount - x.paid_amount as outstanding
              from bills x
              where x.due_date = s.oldest_due and x.booking_id = s.booking_id and x.bill_status in (1, 2) and x.status = 1
              order by x.bill_id limit 1) o on true`,
  columns: sql`, o.bill_id as "oweBillId", t.country as "oweCountry",
               to_char(o.period_start, 'YYYY-MM-DD') as "owePeriodStart", to_char(o.period_end, 'YYYY-MM-DD') as "owePeriodEnd",
               to_char(o.due_date, 'YYYY-MM-DD') as "oweDueDate", o.outstanding as "oweOutstanding",
               (select to_char(max(m.sent_at), 'YYYY-MM-DD"T"HH24:MI:SS') from reminders m
                where m.bill_id = o.bill_id) as "oweBillRemindedAt",
               (select to_char(max(m.sent_at), 'YYYY-MM-DD"T"HH24:MI:SS') from reminders m join bills y on y.bill_id = m.bill_id
                where m.booking_id = s.booking_id and y.bill_status in (1, 2)) as "oweStayRemindedAt"`,
};
const OWED_COLUMNS = [
  'oweBillId',
  'oweCountry',
  'owePeriodStart',
  'owePeriodEnd',
  'oweDueDate',
  'oweOutstanding',
  'oweBillRemindedAt',
  'oweStayRemindedAt',
] as const;

/** The stays' oldest bills still owed, from the columns OWED adds to a page's rows. */
function staysOwed(rows: Record<string, unknown>[]): StaysOwed {
  const owed: StaysOwed = { oldest: [], contacts: [] };
  for (const row of rows) {
    if (row.oweBillId === null || row.oweBillId === undefined) continue;
    const bookingId = Number(row.bookingId);
    const billId = Number(row.oweBillId);
    owed.oldest.push({ bookingId, billId, lastRemindedAt: (row.oweStayRemindedAt as string | null) ?? null });
    owed.contacts.push({
      billId,
      bookingId,
      tenantName: String(row.tenantName),
      phone: String(row.phone),
      country: String(row.oweCountry),
      roomNumber: String(row.roomNumber),
      periodStart: String(row.owePeriodStart),
      periodEnd: String(row.owePeriodEnd),
      dueDate: String(row.oweDueDate),
      outstanding: Number(row.oweOutstanding),
      lastRemindedAt: (row.oweBillRemindedAt as string | null) ?? null,
    });
  }
  return owed;
}

/**
 * Stays owing bills due by today, from the kept per-stay figures (stay_arrears): the page's stays
 * walk the oldest-due index (from the far end past the middle; a page asked by its number deep in
 * the list from its day's edge), the bucket totals sum the kept days (arrears_days) unless a filter
 * names the tenant or room, and the bills not yet due come off both.
 */
export function createArrearsRepository(db: Database) {
  /**
   * The bucket totals' statement, given the AHEAD table: its own tables (`ctes`, to follow AHEAD
   * in a WITH) and its select, so a page can carry them (as JSON) in the same statement and read
   * AHEAD once.
   */
  function bucketTotals(f: ArrearsFilter, today: string, matched: SQL | null): { ctes: SQL; select: SQL } {
    const owing = bucketRange(sql`s.oldest_due`, today, f.agingBucket);
    if (matched) {
      return {
        ctes: sql`m as materialized (${matched})`,
        select: sql`select ${bucketOf(sql`s.oldest_due`, today)} as "agingBucket", count(*)::int as bookings,
                           sum(s.outstanding - coalesce(a.outstanding, 0)) as outstanding
                    from m s left join ahead a on a.booking_id = s.booking_id where ${owing} group by 1`,
      };
    }
    return {
      ctes: sql`kept as (
                  select ${bucketOf(sql`d.oldest_due`, today)} as bucket, sum(d.stays) as stays, sum(d.outstanding) as outstanding
                  from arrears_days d where ${bucketRange(sql`d.oldest_due`, today, f.agingBucket)} group by 1
                ), not_due as (
                  select ${bucketOf(sql`s.oldest_due`, today)} as bucket, sum(a.outstanding) as outstanding
                  from ahead a join stay_arrears s on s.booking_id = a.booking_id where ${owing} group by 1
                )`,
      select: sql`select k.bucket as "agingBucket", k.stays::int as bookings,
                         (k.outstanding - coalesce(n.outstanding, 0)) as outstanding
                  from kept k left join not_due n on n.bucket = k.bucket where k.stays > 0`,
    };
  }

  const totalOf = (buckets: BucketTotal[]) => ({
    total: buckets.reduce((sum, b) => sum + Number(b.bookings), 0),
    buckets,
  });

  /**
   * The stays a tenant or room filter names (a statement of its own), or null when none does. A
   * property named, or a call of some properties, without such a filter: the owing stays of those
   * properties (stay_arrears_property_idx), counted from them, not from the business's arrears_days.
   */
  function matchedStays(f: Omit<ArrearsFilter, 'pageSize' | 'pageIndex' | 'cursor'>, today: string): SQL | null {
    if (!(f.tenantName || f.roomNumber || f.tenantId)) {
      if (!ofSomeProperties(f)) return null;
      const ofProperties = f.propertyId ? sql`s.property_id = ${f.propertyId}` : ofCallsProperties(sql`s.property_id`);
      return sql`select s.* from stay_arrears s where ${ofProperties} and s.oldest_due <= ${writtenDay(today)}`;
    }
    const byRoom = Boolean(f.roomNumber || f.propertyId);
    const c: SQL[] = [sql`true`];
    if (f.roomNumber) c.push(contains(sql`r.room_number`, f.roomNumber));
    if (f.propertyId) c.push(sql`r.property_id = ${f.propertyId}`);
    if (f.tenantId) c.push(sql`b.tenant_id = ${f.tenantId}`);
    // A tenant or room filter finds its stays first (a name by its trigram index, materialised
    // whatever the planner guesses of its matches, then each tenant's stays from the tenant
    // index alone: a hash join would read every booking), then matches them against the owing
    // stays (stay_arrears_owing_idx: hashed when the stays are many, probed when few). Read
    // once (`m`, materialised), for the page and the bucket totals alike.
    const tenants = f.tenantName
      ? sql`t as materialized (
              select tenant_id from tenants where ${tenantMatching('name', sql`tenant_name`, sql`tenant_id`, f.tenantName)}),`
      : sql``;
    // The room only when a room is asked: the stay alone comes from the index, without its row.
    const stayColumns = byRoom ? sql`x.tenant_id, x.booking_id, x.room_id` : sql`x.tenant_id, x.booking_id`;
    // Without a name, the stays alone: a stay the call sees has its tenant in sight, so joining
    // every tenant only cost (a Front desk user's arrears of their property read 1,722 tenants
    // row by row for 37 ms of the dashboard's 102).
    const stays = f.tenantName
      ? sql`t cross join lateral (select ${stayColumns} from bookings x where x.tenant_id = t.tenant_id offset 0) b`
      : sql`bookings b`;
    const rooms = byRoom ? sql`join rooms r on r.room_id = b.room_id` : sql``;
    return sql`with ${tenants} party as materialized (
              select b.booking_id from ${stays} ${rooms} where ${sql.join(c, sql` and `)})
            select s.* from party p
            join stay_arrears s on s.booking_id = p.booking_id and s.oldest_due <= ${writtenDay(today)}`;
  }

  return {
    /**
     * Every stay of the list for these filters, oldest debt first (an export): the page's columns
     * but the reminders', the bills not yet due taken off as the page does.
     */
    everyRow(f: Omit<ArrearsFilter, 'pageSize' | 'pageIndex' | 'cursor'>, today: string): RowQuery {
      const matched = matchedStays(f, today);
      const from = matched ? sql`m s` : sql`stay_arrears s`;
      return rawRowQuery(sql`
        with ${AHEAD(today)} ${matched ? sql`, m as materialized (${matched})` : sql``}
        select s.booking_id as "bookingId", t.tenant_name as "tenantName", t.phone, r.room_number as "roomNumber",
               b.booking_status::int as "bookingStatus", (s.bills - coalesce(a.bills, 0))::int as bills,
               (s.outstanding - coalesce(a.outstanding, 0)) as outstanding,
               ${apiDate('s.oldest_due')} as "oldestDueDate", (${writtenDay(today)} - s.oldest_due)::int as "daysOverdue",
               (${bucketOf(sql`s.oldest_due`, today)})::int as "agingBucket"
        from ${from}
        join bookings b on b.booking_id = s.booking_id
        join tenants t on t.tenant_id = b.tenant_id
        join rooms r on r.room_id = b.room_id
        left join ahead a on a.booking_id = s.booking_id
        where ${bucketRange(sql`s.oldest_due`, today, f.agingBucket)}
        order by s.oldest_due, s.booking_id`);
    },

    /** `withOwed`: the page's rows also read each stay's oldest bill still owed (`owed`, for its reminder). */
    async arrears(f: ArrearsFilter, today: string, withOwed = false) {
      const matched = matchedStays(f, today);
      const byParty = matched !== null;
      const owing = bucketRange(sql`s.oldest_due`, today, f.agingBucket);
      const totals = bucketTotals(f, today, matched);
      const owedSql = withOwed ? OWED : null;
      let owed: StaysOwed | undefined;
      const found = await readPage(
        f,
        async () => {
          const result = await db.execute<BucketTotal>(sql`with ${AHEAD(today)}, ${totals.ctes} ${totals.select}`);
          return totalOf(result.rows);
        },
        {
          async read(page, withTotals) {
            const order = page.backwards ? sql`s.oldest_due desc, s.booking_id desc` : sql`s.oldest_due, s.booking_id`;
            const from = matched ? sql`m s` : sql`stay_arrears s`;
            // The matched stays' table (`m`) is all a filtered list's totals add; the others add their own.
            const ctes = matched ? sql`m as materialized (${matched}),` : withTotals ? sql`${totals.ctes},` : sql``;
            // With its totals, the page carries the bucket totals on each row as JSON (computed once).
            const result = await db.execute<Record<string, unknown>>(sql`
              with ${AHEAD(today)}, ${ctes} page as (
                select s.booking_id, s.oldest_due, s.bills, s.outstanding from ${from}
                where ${owing} and ${page.seek} order by ${order} ${limitOffset(page.limit, page.offset)})
              select s.booking_id as "bookingId", b.tenant_id as "tenantId", t.tenant_name as "tenantName", t.phone,
                     r.room_number as "roomNumber", b.booking_status::int as "bookingStatus",
                     r.property_id as "propertyId",
                     (select p.property_name from properties p where p.property_id = r.property_id) as "propertyName",
                     (s.bills - coalesce(a.bills, 0))::int as bills,
                     (s.outstanding - coalesce(a.outstanding, 0)) as outstanding,
                     ${apiDate('s.oldest_due')} as "oldestDueDate", (${writtenDay(today)} - s.oldest_due)::int as "daysOverdue",
                     (${bucketOf(sql`s.oldest_due`, today)})::int as "agingBucket",
                     ${apiDate('b.check_in_date')} as "checkInDate",
                     coalesce(${apiDate('b.check_out_date')}, '0001-01-01T00:00:00') as "checkOutDate"
                     ${withTotals ? sql`, (select coalesce(json_agg(x), '[]') from (${totals.select}) x) as "__buckets"` : sql``}
                     ${owedSql?.columns ?? sql``}
              from page s
              join bookings b on b.booking_id = s.booking_id
              join tenants t on t.tenant_id = b.tenant_id
              join rooms r on r.room_id = b.room_id
              left join ahead a on a.booking_id = s.booking_id
              ${owedSql?.join ?? sql``}
              order by s.oldest_due, s.booking_id`);
            if (owedSql) owed = staysOwed(result.rows);
            return carriedTotals<Record<string, unknown>, ReturnType<typeof totalOf>>(
              result.rows,
              owedSql ? [...CARRIED, ...OWED_COLUMNS] : CARRIED,
              (first) => totalOf(first.__buckets as BucketTotal[]),
            );
          },
        },
        OLDEST_DEBT_FIRST,
        // A page asked by its number starts from its oldest due day, counted from arrears_days (as the total).
        byParty
          ? undefined
          : bucketJump(
              (query) => db.execute(query),
              sql`select d.oldest_due as bucket, d.stays as n from arrears_days d
                  where ${bucketRange(sql`d.oldest_due`, today, f.agingBucket)} and d.stays > 0`,
              (day, backwards) => (backwards ? sql`s.oldest_due <= ${day}::date` : sql`s.oldest_due >= ${day}::date`),
              false,
            ),
      );
      return {
        rows: found.rows,
        buckets: found.buckets,
        nextCursor: found.nextCursor,
        prevCursor: found.prevCursor,
        // A page with no rows to read (past the end) owes nothing.
        owed: withOwed ? (owed ?? { oldest: [], contacts: [] }) : undefined,
      };
    },
  };
}
