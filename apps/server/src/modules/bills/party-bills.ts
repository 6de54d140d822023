import { type SQL, sql } from 'drizzle-orm';
import { containsPattern, pageOffset } from '../../db/sql-helpers.js';

/** The filter a name or tenant search of the bill list carries. */
export interface PartyFilter {
  tenantName: string;
  tenantId: number | undefined;
  billStatus: number | undefined;
  status: number | undefined;
  pageSize: number;
  pageIndex: number;
}

/**
 * Walk the due-date order only when the expected walk (this many times the entries that hold the
 * page's matches on average) is shorter than the matched bills themselves, and never past this
 * many entries: a walk that finds too few matches costs at most that before the matches are sorted.
 */
const WALK_SPARE = 4;
const WALK_CAP = 20_000;

/**
 * Totals and one page of ids of the bills of the tenants a name or tenant filter names, when the
 * only other filters are bill and record status: the totals from the tenants' kept rows
 * (tenant_bill_totals), the page by walking the due-date index (which holds each bill's stay) and keeping the matched stays'
 * bills, as long as the page is found early in that walk; otherwise by sorting the matched bills.
 */
export function keptPartyQuery(f: PartyFilter): SQL {
  const needed = pageOffset(f) + f.pageSize;
  const kept: SQL[] = [sql`true`];
  const bill: SQL[] = [sql`true`];
  if (f.billStatus) {
    kept.push(sql`k.bill_status = ${f.billStatus}`);
    bill.push(sql`x.bill_status = ${f.billStatus}`);
  }
  if (f.status) {
    kept.push(sql`k.status = ${f.status}`);
    bill.push(sql`x.status = ${f.status}`);
  }
  const keptWhere = sql.join(kept, sql` and `);
  const billWhere = sql.join(bill, sql` and `);
  const named: SQL[] = [];
  if (f.tenantName) named.push(sql`tenant_name ilike ${containsPattern(f.tenantName)}`);
  if (f.tenantId) named.push(sql`tenant_id = ${f.tenantId}`);
  // The name's matches come first, by its trigram index, whatever the planner guesses of them.
  return sql`
    with named as materialized (select tenant_id from tenants where ${sql.join(named, sql` and `)}),
    stays as materialized (select b.booking_id from named t join bookings b on b.tenant_id = t.tenant_id),
    totals as materialized (
      select coalesce(sum(k.bills), 0)::int as total, coalesce(sum(k.amount), 0)::float8 as "totalAmount",
             coalesce(sum(k.paid), 0)::float8 as "totalPaid", coalesce(sum(k.outstanding), 0)::float8 as "totalOutstanding",
             (select coalesce(sum(k.row_count), 0) from bill_totals k where ${keptWhere}) as pool
      -- Per tenant, by its key: joined as a set, the planner may read every tenant's rows to hash them.
      from named t cross join lateral (
        select sum(k.row_count) as bills, sum(k.amount) filter (where k.bill_status <> 4) as amount,
               sum(k.paid_amount) as paid, sum(k.amount - k.paid_amount) filter (where k.bill_status <> 4) as outstanding
        from tenant_bill_totals k where k.tenant_id = t.tenant_id and ${keptWhere}) k),
    walk as (select case when total = 0 then 0
                         else least(${WALK_CAP}, ceil(${WALK_SPARE * needed} * pool::float8 / total)) end as entries
             from totals),
    walked as materialized (
      select array_agg(w.bill_id order by w.due_date desc, w.bill_id desc) as ids from (
        select w.bill_id, w.due_date from (
          select x.bill_id, x.booking_id, x.due_date from bills x where ${billWhere}
          order by x.due_date desc, x.bill_id desc
          limit (select case when entries <= total then entries else 0 end from walk, totals)) w
        where w.booking_id in (select booking_id from stays)
        order by w.due_date desc, w.bill_id desc limit ${needed}) w)
    select total, "totalAmount", "totalPaid", "totalOutstanding",
           case when coalesce(cardinality(walked.ids), 0) >= least(${needed}, total)
                then walked.ids[${pageOffset(f) + 1}:${needed}]
                else (select array_agg(p.bill_id order by p.due_date desc, p.bill_id desc) from (
                        select x.bill_id, x.due_date from bills x join stays s on s.booking_id = x.booking_id
                        where ${billWhere} order by x.due_date desc, x.bill_id desc
                        limit ${f.pageSize} offset ${pageOffset(f)}) p) end as ids
    from totals, walked`;
}
