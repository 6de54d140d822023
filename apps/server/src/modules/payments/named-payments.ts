import { type SQL, sql } from 'drizzle-orm';
import { MATCHED_STAYS_CAP, WALK_SPARE, walkedPageIds, walkLength } from '../../db/matched-walk.js';
import { contains, limitOffset, pageOffset } from '../../db/sql-helpers.js';

/** The filter of a payment list search by a tenant's name or id. */
export interface NamedFilter {
  tenantName: string;
  tenantId?: number;
  paymentPeriodeMonth: number | undefined;
  paymentPeriodeYear: number | undefined;
  paymentType: number | undefined;
  status: number | undefined;
  pageSize: number;
  pageIndex: number;
}

/**
 * The walk's limits (matched-walk.ts). Past MATCHED_STAYS_CAP matched stays the walk runs in one
 * statement, against the stays hashed in the statement, and never past WALK_CAP entries: a walk
 * that finds too few matches costs at most that before the matches are sorted. An entry walked
 * (index only) costs about a thirtieth of a matched payment found through its stay (10,805
 * entries in 1.7 ms against 9,156 matches in 50 ms on the benchmark), so the walk is taken while
 * it is expected to read under WALK_GAIN entries per match.
 */
const WALK_CAP = 20_000;
const WALK_GAIN = 10;

/** The matched tenants, by the name's trigram index (materialised: whatever the planner guesses of them). */
export function namedTenants(f: Pick<NamedFilter, 'tenantName' | 'tenantId'>): SQL {
  const named: SQL[] = [];
  if (f.tenantName) named.push(contains(sql`tenant_name`, f.tenantName));
  if (f.tenantId) named.push(sql`tenant_id = ${f.tenantId}`);
  return sql`named as materialized (select tenant_id from tenants where ${sql.join(named, sql` and `)}),
    stays as materialized (select b.booking_id from named t join bookings b on b.tenant_id = t.tenant_id)`;
}

/** The conditions on a payment (alias p unless named) besides its tenant. */
function rowWhere(f: NamedFilter, alias = 'p'): SQL {
  const a = sql.raw(alias);
  const conditions: SQL[] = [sql`true`];
  if (f.paymentPeriodeMonth) conditions.push(sql`${a}.payment_periode_month = ${f.paymentPeriodeMonth}`);
  if (f.paymentPeriodeYear) conditions.push(sql`${a}.payment_periode_year = ${f.paymentPeriodeYear}`);
  if (f.paymentType) conditions.push(sql`${a}.payment_type = ${f.paymentType}`);
  if (f.status) conditions.push(sql`${a}.status = ${f.status}`);
  return sql.join(conditions, sql` and `);
}

/** The kept rows (tenant_payment_totals, payment_counts) of a filter on type and status only. */
function keptWhere(f: NamedFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (f.paymentType) conditions.push(sql`k.payment_type = ${f.paymentType}`);
  if (f.status) conditions.push(sql`k.status = ${f.status}`);
  return sql.join(conditions, sql` and `);
}

/** Whether the kept per-tenant totals answer the filter (they are not kept per rent period). */
export const keptAnswers = (f: NamedFilter) => !f.paymentPeriodeMonth && !f.paymentPeriodeYear;

/** The count of a named search's payments from the kept per-tenant rows, as `n` (an export's count). */
export function keptNamedCount(f: NamedFilter): SQL {
  return sql`with ${namedTenants(f)}
    select coalesce(sum(k.row_count), 0)::bigint as n
    from named t cross join lateral (
      select sum(k.row_count) as row_count from tenant_payment_totals k where k.tenant_id = t.tenant_id and ${keptWhere(f)}) k`;
}

/** The matched payments (alias p) in the list's order: the named tenants' stays' payments, sorted. */
function sortedMatches(f: NamedFilter, limit: number, offset: number): SQL {
  return sql`(select array_agg(p.payment_id order by p.payment_date desc, p.payment_id desc) from (
      select p.payment_id, p.payment_date from stays s join payments p on p.booking_id = s.booking_id
      where ${rowWhere(f)} order by p.payment_date desc, p.payment_id desc ${limitOffset(limit, offset)}) p)`;
}

/**
 * Totals (`total`, `sum`) and one page of ids (newest first) of the payments of the tenants a
 * name or tenant filter names, in one statement. With only type and status besides, the totals
 * come from the tenants' kept rows (tenant_payment_totals) and the page from walking the list's
 * order index (which holds each payment's stay) keeping the matched stays' payments, as long as
 * the page is found early in that walk; otherwise the matched payments are counted and sorted.
 */
export function namedPaymentsQuery(f: NamedFilter): SQL {
  const offset = pageOffset(f);
  const needed = offset + f.pageSize;
  if (!keptAnswers(f)) {
    return sql`with ${namedTenants(f)},
      hits as materialized (
        select p.payment_id, p.payment_date, p.amount from stays s join payments p on p.booking_id = s.booking_id
        where ${rowWhere(f)})
      select count(*)::int as total, coalesce(sum(p.amount), 0) as sum,
             (select array_agg(p.payment_id order by p.payment_date desc, p.payment_id desc) from (
                select p.payment_id, p.payment_date from hits p order by p.payment_date desc, p.payment_id desc
                ${limitOffset(f.pageSize, offset)}) p) as ids
      from hits p`;
  }
  const kept = keptWhere(f);
  return sql`
    with ${namedTenants(f)},
    totals as materialized (
      select coalesce(sum(k.row_count), 0)::int as total, coalesce(sum(k.amount), 0) as sum,
             (select coalesce(sum(k.row_count), 0) from payment_counts k where ${kept}) as pool
      -- Per tenant, by its key: joined as a set, the planner may read every tenant's rows to hash them.
      from named t cross join lateral (
        select sum(k.row_count) as row_count, sum(k.amount) as amount
        from tenant_payment_totals k where k.tenant_id = t.tenant_id and ${kept}) k),
    walk as (select case when total = 0 then 0
                         else least(${WALK_CAP}, ceil(${WALK_SPARE * needed} * pool / total::numeric)) end as entries
             from totals),
    walked as materialized (
      select array_agg(w.payment_id order by w.payment_date desc, w.payment_id desc) as ids from (
        select w.payment_id, w.payment_date from (
          select p.payment_id, p.booking_id, p.payment_date from payments p where ${rowWhere(f)}
          order by p.payment_date desc, p.payment_id desc
          limit (select case when entries <= ${WALK_GAIN} * total then entries else 0 end from walk, totals)) w
        where w.booking_id in (select booking_id from stays)
        order by w.payment_date desc, w.payment_id desc limit ${needed}) w)
    select total, sum,
           case when coalesce(cardinality(walked.ids), 0) >= least(${needed}, total)
                then walked.ids[${offset + 1}:${needed}]
                else ${sortedMatches(f, f.pageSize, offset)} end as ids
    from totals, walked`;
}

/** What namedMatchQuery answers: the totals, the size of the pool walked, the matched stays. */
export type NamedMatch = { total: number; sum: number; pool: number; stays: number[] | null };

/**
 * The first statement of a name or tenant search that the kept rows answer: the matched tenants
 * by the name's trigram index, their count and sum from their kept rows (tenant_payment_totals),
 * the pool the statuses alone select (payment_counts) and the matched stays (null past
 * MATCHED_STAYS_CAP).
 */
export function namedMatchQuery(f: NamedFilter): SQL {
  const kept = keptWhere(f);
  return sql`
    with ${namedTenants(f)},
    totals as (
      select coalesce(sum(k.row_count), 0)::int as total, coalesce(sum(k.amount), 0) as sum
      -- Per tenant, by its key: joined as a set, the planner may read every tenant's rows to hash them.
      from named t cross join lateral (
        select sum(k.row_count) as row_count, sum(k.amount) as amount
        from tenant_payment_totals k where k.tenant_id = t.tenant_id and ${kept}) k)
    select totals.total, totals.sum,
           (select coalesce(sum(k.row_count), 0) from payment_counts k where ${kept}) as pool,
           (select case when count(*) <= ${MATCHED_STAYS_CAP} then coalesce(array_agg(s.booking_id), '{}') end
            from stays s) as stays
    from totals`;
}

/**
 * The ids of one page of the matched stays' payments, newest first: the list's order index
 * (which holds each payment's stay) walked and each entry kept when its stay is one of `stays`
 * (a hashed `= any` of the literal array, so the walk keeps its order and stops at the page's
 * last match); when the walk finds too few, the matched stays' payments read stay by stay
 * (payments_booking_cover_idx) and sorted.
 */
export function namedPageIdsQuery(f: NamedFilter, m: NamedMatch & { stays: number[] }): SQL {
  const offset = pageOffset(f);
  const needed = Math.min(m.total, offset + f.pageSize);
  return walkedPageIds({
    table: 'payments',
    id: 'payment_id',
    sortedBy: 'payment_date',
    where: rowWhere(f, 'x'),
    order: sql`x.payment_date desc, x.payment_id desc`,
    stays: m.stays,
    walk: walkLength(m, needed, WALK_GAIN),
    needed,
    skip: offset,
    limit: f.pageSize,
  });
}
