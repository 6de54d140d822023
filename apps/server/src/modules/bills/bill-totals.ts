import { type SQL, sql } from 'drizzle-orm';

/** The list's totals: bills counted, billed (void left out), paid, outstanding. */
export type BillTotals = {
  total: number;
  totalAmount: number;
  totalPaid: number;
  totalOutstanding: number;
};

const day = (d: Date) => d.toISOString().slice(0, 10);
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const firstOfMonth = (iso: string) => `${iso.slice(0, 7)}-01`;
function addDays(iso: string, n: number) {
  const d = utc(iso);
  d.setUTCDate(d.getUTCDate() + n);
  return day(d);
}
function firstOfNextMonth(iso: string) {
  const d = utc(firstOfMonth(iso));
  d.setUTCMonth(d.getUTCMonth() + 1);
  return day(d);
}

/**
 * A due-date range [from, to] (either end open) split into whole months, which the kept totals
 * answer, and the days at its ends, which are counted from the bills: `months` is [start, end)
 * of whole months (null when there are none), `edges` the day ranges [from, to] to count.
 */
export function splitRange(from: string | undefined, to: string | undefined) {
  const start = from === undefined ? null : from === firstOfMonth(from) ? from : firstOfNextMonth(from);
  const end = to === undefined ? null : addDays(to, 1) === firstOfNextMonth(to) ? addDays(to, 1) : firstOfMonth(to);
  if (start !== null && end !== null && start >= end) {
    return { months: null, edges: [{ from, to }] };
  }
  const edges: { from: string | undefined; to: string | undefined }[] = [];
  if (from !== undefined && start !== null && from < start) edges.push({ from, to: addDays(start, -1) });
  if (to !== undefined && end !== null && end <= to) edges.push({ from: end, to });
  return { months: { start, end }, edges };
}

const sums = (amount: SQL, paid: SQL, status: SQL) => sql`
  coalesce(sum(${amount}) filter (where ${status} <> 4), 0)::float8 as "totalAmount",
  coalesce(sum(${paid}), 0)::float8 as "totalPaid",
  coalesce(sum(${amount} - ${paid}) filter (where ${status} <> 4), 0)::float8 as "totalOutstanding"`;

/**
 * The totals of bills filtered only by bill status, record status and due dates: whole months
 * from `bill_totals`, the partial months at the ends from the bills (an index range on due date).
 */
export function keptTotalsQuery(f: {
  billStatuses: number[] | null;
  status: number | undefined;
  from: string | undefined;
  to: string | undefined;
}): SQL {
  const { months, edges } = splitRange(f.from, f.to);
  const kept: SQL[] = [sql`true`];
  const live: SQL[] = [sql`true`];
  if (f.billStatuses) {
    const list = sql.join(
      f.billStatuses.map((s) => sql`${s}`),
      sql`, `,
    );
    kept.push(sql`k.bill_status in (${list})`);
    live.push(sql`x.bill_status in (${list})`);
  }
  if (f.status) {
    kept.push(sql`k.status = ${f.status}`);
    live.push(sql`x.status = ${f.status}`);
  }
  if (months?.start) kept.push(sql`k.month >= ${months.start}::date`);
  if (months?.end) kept.push(sql`k.month < ${months.end}::date`);
  const keptPart = months
    ? sql`select sum(k.row_count) as n, ${sums(sql`k.amount`, sql`k.paid_amount`, sql`k.bill_status`)}
          from bill_totals k where ${sql.join(kept, sql` and `)}`
    : sql`select 0 as n, 0::float8 as "totalAmount", 0::float8 as "totalPaid", 0::float8 as "totalOutstanding"`;
  const edgeParts = edges.map((e) => {
    const range: SQL[] = [];
    if (e.from) range.push(sql`x.due_date >= ${e.from}::date`);
    if (e.to) range.push(sql`x.due_date <= ${e.to}::date`);
    return sql`select count(*) as n, ${sums(sql`x.amount`, sql`x.paid_amount`, sql`x.bill_status`)}
               from bills x where ${sql.join([...live, ...range], sql` and `)}`;
  });
  return sql`
    select coalesce(sum(n), 0)::int as total, coalesce(sum("totalAmount"), 0)::float8 as "totalAmount",
           coalesce(sum("totalPaid"), 0)::float8 as "totalPaid", coalesce(sum("totalOutstanding"), 0)::float8 as "totalOutstanding"
    from (${sql.join([keptPart, ...edgeParts], sql` union all `)}) parts`;
}
