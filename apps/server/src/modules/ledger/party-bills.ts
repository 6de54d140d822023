import { type SQL, sql } from 'drizzle-orm';
import { matchedPage, namedStays } from '../../db/matched-walk.js';

/** The filter a name or tenant search of the bill list carries. */
export interface PartyFilter {
  tenantName: string;
  tenantId: number | undefined;
  billStatus: number | undefined;
  status: number | undefined;
  pageSize: number;
  pageIndex: number;
}

/** Walk the due-date order only when the expected walk is no longer than the matched bills themselves (matched-walk.ts). */
const WALK_GAIN = 1;

function statusWhere(alias: string, f: PartyFilter): SQL {
  const c: SQL[] = [sql`true`];
  if (f.billStatus) c.push(sql`${sql.raw(alias)}.bill_status = ${f.billStatus}`);
  if (f.status) c.push(sql`${sql.raw(alias)}.status = ${f.status}`);
  return sql.join(c, sql` and `);
}

/**
 * The CTEs of one page of a name or tenant search (other filters: bill and record status only),
 * for a statement that joins the page's rows: `totals` (the count and money of the matched
 * tenants' bills, from their kept rows, tenant_bill_totals; the pool is how many bills the
 * statuses alone select, bill_totals, to size the walk) and `picked` (`ids`: the page's bills,
 * walked along bills_due_idx, which holds each bill's stay, from the end nearer to the page;
 * db/matched-walk.ts).
 */
export function partyPageWith(f: PartyFilter): SQL {
  const kept = statusWhere('k', f);
  // Per tenant, by its key (lateral): joined as a set, the planner may read every tenant's rows to hash them.
  return sql`${namedStays(f)},
    totals as materialized (
      select coalesce(sum(k.bills), 0)::int as total, coalesce(sum(k.amount), 0) as "totalAmount",
             coalesce(sum(k.paid), 0) as "totalPaid", coalesce(sum(k.outstanding), 0) as "totalOutstanding",
             (select coalesce(sum(k.row_count), 0) from bill_totals k where ${kept}) as pool
      from named t cross join lateral (
        select sum(k.row_count) as bills, sum(k.amount) filter (where k.bill_status <> 4) as amount,
               sum(k.paid_amount) as paid, sum(k.amount - k.paid_amount) filter (where k.bill_status <> 4) as outstanding
        from tenant_bill_totals k where k.tenant_id = t.tenant_id and ${kept}) k),
    ${matchedPage(f, {
      table: 'bills',
      id: 'bill_id',
      sortedBy: 'due_date',
      where: statusWhere('x', f),
      order: { forward: sql`x.due_date desc, x.bill_id desc`, backward: sql`x.due_date, x.bill_id` },
      gain: WALK_GAIN,
      page: f,
    })}`;
}
