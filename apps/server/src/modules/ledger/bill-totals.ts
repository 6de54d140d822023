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

const sums = (amount: SQL, paid: SQL, status: SQL, sign = 1) => sql`
  ${sql.raw(String(sign))} * coalesce(sum(${amount}) filter (where ${status} <> 4), 0) as "totalAmount",
  ${sql.raw(String(sign))} * coalesce(sum(${paid}), 0) as "totalPaid",
  ${sql.raw(String(sign))} * coalesce(sum(${amount} - ${paid}) filter (where ${status} <> 4), 0) as "totalOutstanding"`;

const daysIn = (from: string, to: string) => Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000) + 1;

/**
 * How the days [from, to] of a due-date range's end are counted: from their bills, or, when they
 * lie inside one month and the rest of that month has fewer days, as the month's kept totals less
 * the bills of the rest of it (the same sums, one statement). A list of "due this month so far"
 * late in the month then counts a day or two of bills, not the month's.
 */
export function edgeCount(from: string, to: string) {
  const month = firstOfMonth(from);
  const last = addDays(firstOfNextMonth(from), -1);
  const rest = [
    { from: month, to: addDays(from, -1) },
    { from: addDays(to, 1), to: last },
  ].filter((r) => r.from <= r.to);
  const restDays = rest.reduce((n, r) => n + daysIn(r.from, r.to), 0);
  if (firstOfMonth(to) !== month || restDays >= daysIn(from, to)) return { month: null, counted: [{ from, to }] };
  return { month, counted: rest };
}

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
  // The statuses, as the kept rows (k) and the bills (x) read them.
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
  const keptMonths = (range: SQL[]) =>
    sql`select sum(k.row_count) as n, ${sums(sql`k.amount`, sql`k.paid_amount`, sql`k.bill_status`)}
        from bill_totals k where ${sql.join([...kept, ...range], sql` and `)}`;
  const countedDays = (from: string | undefined, to: string | undefined, sign: 1 | -1) => {
    const range: SQL[] = [];
    if (from) range.push(sql`x.due_date >= ${from}::date`);
    if (to) range.push(sql`x.due_date <= ${to}::date`);
    return sql`select ${sql.raw(String(sign))} * count(*) as n, ${sums(sql`x.amount`, sql`x.paid_amount`, sql`x.bill_status`, sign)}
               from bills x where ${sql.join([...live, ...range], sql` and `)}`;
  };
  const parts: SQL[] = [];
  if (months) {
    const range: SQL[] = [];
    if (months.start) range.push(sql`k.month >= ${months.start}::date`);
    if (months.end) range.push(sql`k.month < ${months.end}::date`);
    parts.push(keptMonths(range));
  }
  for (const e of edges) {
    const { month, counted } = e.from && e.to ? edgeCount(e.from, e.to) : { month: null, counted: [e] };
    if (month) parts.push(keptMonths([sql`k.month = ${month}::date`]));
    for (const days of counted) parts.push(countedDays(days.from, days.to, month ? -1 : 1));
  }
  return sql`
    select coalesce(sum(n), 0)::int as total, coalesce(sum("totalAmount"), 0) as "totalAmount",
           coalesce(sum("totalPaid"), 0) as "totalPaid", coalesce(sum("totalOutstanding"), 0) as "totalOutstanding"
    from (${sql.join(parts, sql` union all `)}) parts`;
}
