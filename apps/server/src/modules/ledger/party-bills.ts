import { type SQL, sql } from 'drizzle-orm';
import { MATCHED_STAYS_CAP, walkedPageIds, walkLength } from '../../db/matched-walk.js';
import { contains, pageOffset } from '../../db/sql-helpers.js';

/** The filter a name or tenant search of the bill list carries. */
export interface PartyFilter {
  tenantName: string;
  tenantId: number | undefined;
  billStatus: number | undefined;
  status: number | undefined;
  pageSize: number;
  pageIndex: number;
}

/** What the first statement answers: the totals, the size of the pool walked, the matched stays. */
export type PartyMatch = {
  total: number;
  totalAmount: number;
  totalPaid: number;
  totalOutstanding: number;
  pool: number;
  stays: number[] | null;
};

/** Walk the due-date order only when the expected walk is no longer than the matched bills themselves (matched-walk.ts). */
const WALK_GAIN = 1;

function statusWhere(alias: string, f: PartyFilter): SQL {
  const c: SQL[] = [sql`true`];
  if (f.billStatus) c.push(sql`${sql.raw(alias)}.bill_status = ${f.billStatus}`);
  if (f.status) c.push(sql`${sql.raw(alias)}.status = ${f.status}`);
  return sql.join(c, sql` and `);
}

/**
 * The first statement of a name or tenant search (other filters: bill and record status only):
 * the matched tenants by the name's trigram index, their stays and, from their kept rows
 * (tenant_bill_totals), the count and money of their bills; the pool is how many bills the
 * statuses alone select (bill_totals), to size the walk.
 */
export function partyMatchQuery(f: PartyFilter): SQL {
  const named: SQL[] = [];
  if (f.tenantName) named.push(contains(sql`tenant_name`, f.tenantName));
  if (f.tenantId) named.push(sql`tenant_id = ${f.tenantId}`);
  const kept = statusWhere('k', f);
  // Per tenant, by its key (lateral): joined as a set, the planner may read every tenant's or
  // every stay's rows to hash them.
  return sql`
    with named as materialized (select tenant_id from tenants where ${sql.join(named, sql` and `)}),
    totals as (
      select coalesce(sum(k.bills), 0)::int as total, coalesce(sum(k.amount), 0) as "totalAmount",
             coalesce(sum(k.paid), 0) as "totalPaid", coalesce(sum(k.outstanding), 0) as "totalOutstanding"
      from named t cross join lateral (
        select sum(k.row_count) as bills, sum(k.amount) filter (where k.bill_status <> 4) as amount,
               sum(k.paid_amount) as paid, sum(k.amount - k.paid_amount) filter (where k.bill_status <> 4) as outstanding
        from tenant_bill_totals k where k.tenant_id = t.tenant_id and ${kept}) k),
    stays as (
      select count(*)::int as n, array_agg(b.booking_id) as ids
      from named t cross join lateral (select b.booking_id from bookings b where b.tenant_id = t.tenant_id) b)
    select totals.*, (select coalesce(sum(k.row_count), 0) from bill_totals k where ${kept}) as pool,
           case when stays.n <= ${MATCHED_STAYS_CAP} then coalesce(stays.ids, '{}') end as stays
    from totals, stays`;
}

/**
 * The ids of one page of the matched stays' bills, newest due first. Past the middle the page is
 * read from the oldest end. The due-date index (which holds each bill's stay) is walked and each
 * entry kept when its stay is one of `stays`, as long as the expected walk is shorter than the
 * matched bills; a walk that finds too few (matches bunched at the other end) falls back to
 * sorting the matched bills, read stay by stay (bills_booking_cover_idx; lateral, as the planner
 * otherwise walks the whole due-date index for them).
 */
export function partyPageIdsQuery(f: PartyFilter, m: PartyMatch & { stays: number[] }): SQL {
  const offset = pageOffset(f);
  const backwards = offset * 2 > m.total;
  const limit = backwards ? Math.min(f.pageSize, m.total - offset) : f.pageSize;
  // How many matches the walk must find, from its end, for the page to be among them.
  const needed = Math.min(m.total, backwards ? m.total - offset : offset + f.pageSize);
  const skip = backwards ? needed - limit : offset;
  return walkedPageIds({
    table: 'bills',
    id: 'bill_id',
    sortedBy: 'due_date',
    where: statusWhere('x', f),
    order: backwards ? sql`x.due_date, x.bill_id` : sql`x.due_date desc, x.bill_id desc`,
    stays: m.stays,
    walk: walkLength(m, needed, WALK_GAIN),
    needed,
    skip,
    limit,
  });
}
