import { type SQL, sql } from 'drizzle-orm';
import { containsAnyCount, pageOffset } from './sql-helpers.js';

/**
 * One page of a list's rows whose stay is one of a name or tenant search's matched stays (the
 * payment and bill lists), read with the search's totals in one statement: the stays never travel
 * to the server and back, and nothing is planned twice. The statement names the tenants
 * (`named`), their stays (`stays`) and the list's kept totals (`totals`: `total`, the matched rows,
 * and `pool`, the rows the list's other filters select); `matchedPage` then adds where the page
 * lies among the matches (`win`), the walk of the list's order index (which holds each row's stay)
 * from the nearer end, keeping the matched stays' rows, and the page's ids (`picked`).
 */

/** The filter of a name or tenant search. */
export interface NamedFilter {
  tenantName: string;
  tenantId?: number | undefined;
}

/** The walk expects this many times the entries that hold the page's matches on average. */
export const WALK_SPARE = 4;

/**
 * It may go on to this many entries a matched row before the matches are sorted instead: an entry
 * walked (index only, its stay tested against a hash) costs a tenth or less of a matched row read
 * through its stay and sorted, so a long walk still beats sorting, and a walk that finds too few
 * costs at most that much more. Matches bunched in the past (tenants whose stays all ended weeks
 * ago) sit ten times the entries deep at ten times the data: a fixed cap of 20,000 entries had them
 * sorted at scale 10 (4,630 tenants' 92,000 bills: 400 ms).
 */
export const WALK_PER_MATCH = 4;

/**
 * `hashedTenantsCap`: up to this many matched tenants (about 200,000 stays at the benchmark's five
 * a tenant) the walk tests each entry's stay against a hash of their stays; past it (a one-letter
 * search) the hash would hold most of the stays, and each entry walked is tested by its own tenant
 * instead, which costs about what a matched row read through its stay does (the walk is then taken
 * only while it is expected to read no more entries than there are matches: broad searches'
 * matches are dense). Tests set it to 0 to read every page that way.
 */
export const walkSettings = { hashedTenantsCap: 40_000 };

/** The conditions on a tenant (`alias`.tenant_name, `alias`.tenant_id) that the search names. */
function tenantConditions(f: NamedFilter, alias: string): SQL {
  const a = sql.raw(alias);
  const named: SQL[] = [];
  if (f.tenantName) named.push(containsAnyCount(sql`${a}.tenant_name`, f.tenantName));
  if (f.tenantId) named.push(sql`${a}.tenant_id = ${f.tenantId}`);
  return sql.join(named, sql` and `);
}

/**
 * The CTEs `named` (the tenants, by the name's trigram index: materialised, whatever the planner
 * guesses of them) and `stays` (their stays, from bookings_tenant_idx alone, read only when the
 * page needs them).
 */
export function namedStays(f: NamedFilter): SQL {
  return sql`named as materialized (select t.tenant_id from tenants t where ${tenantConditions(f, 't')}),
    stays as materialized (
      select b.booking_id from bookings b where b.tenant_id = any(array(select tenant_id from named)))`;
}

export interface MatchedPage {
  /** The list's table, its id column and its order's first column, as written in SQL. */
  table: string;
  id: string;
  sortedBy: string;
  /** The list's filters besides the tenant, on its table as `x`. */
  where: SQL;
  /** The list's order and its reverse, on its table as `x`. */
  order: { forward: SQL; backward: SQL };
  /** The walk is taken while it is expected to read at most this many entries a matched row. */
  gain: number;
  page: { pageIndex: number; pageSize: number };
}

/**
 * The CTEs after `named`, `stays` and `totals`: `win`, where the page lies among the `total`
 * matches (a page past the middle is read from the far end: the last page of 9,148 matches needs
 * its 23, not all of them), the walks, and `picked` (one row: `ids`, the page's ids). Each walk
 * reads the order index from its end for at most `walk` entries, keeping the matched stays' rows,
 * and stops at the page's last match; when it is expected to be too long (`walkLength`) or finds
 * too few (matches bunched at the other end), the matched stays' rows are read stay by stay and
 * sorted instead.
 */
export function matchedPage(f: NamedFilter, w: MatchedPage): SQL {
  const offset = pageOffset(w.page);
  if (!Number.isSafeInteger(w.page.pageSize) || w.page.pageSize < 1)
    throw new Error(`not a page size: ${w.page.pageSize}`);
  // Written in, as limitOffset writes a page's limit: a handful of values.
  const size = sql.raw(String(w.page.pageSize));
  const cap = sql.raw(String(walkSettings.hashedTenantsCap));
  // A first page is read forwards; any other from the end nearer to it, known once the total is.
  const both = offset > 0;
  return sql`win as materialized (
      select w.*, ${walkLength('needed_forward', w.gain)} as walk_forward
             ${both ? sql`, ${walkLength('needed_backward', w.gain)} as walk_backward` : sql``}
      from (select t.total, t.pool, (select count(*) from named) <= ${cap} as hashed, o.n * 2 > t.total as backwards,
                   least(t.total, o.n + ${size}) as needed_forward, o.n as skip_forward, ${size} as limit_forward,
                   o.rest as needed_backward, o.rest - least(${size}, o.rest) as skip_backward,
                   least(${size}, o.rest) as limit_backward
            -- o.n: the rows before the page; o.rest: the rows from the page's first to the last.
            from totals t cross join lateral (
              select o.n, greatest(0, t.total - o.n) as rest from (select ${offset}::int as n) o) o) w),
    ${walked(f, w, 'forward')},
    ${both ? sql`${walked(f, w, 'backward')},` : sql``}
    picked as materialized (
      select ${both ? sql`case when (select backwards from win) then ${pageIds(w, 'backward')} else ${pageIds(w, 'forward')} end` : pageIds(w, 'forward')} as ids)`;
}

type Direction = 'forward' | 'backward';

/**
 * How many entries the walk may read for `needed` matches among `total` matched rows of a `pool`
 * the other filters select; 0 (sort the matches) when the expected walk is over `gain` entries a
 * match (one when each entry's tenant is read: see `walkSettings`).
 */
function walkLength(needed: string, gain: number): SQL {
  const n = sql.raw(`w.${needed}`);
  const expected = sql`ceil(${sql.raw(String(WALK_SPARE))} * ${n} * w.pool / greatest(w.total, 1)::numeric)`;
  return sql`(case when w.total = 0 or ${n} = 0 then 0
                  when ${expected} <= (case when w.hashed then ${sql.raw(String(gain))} else 1 end) * w.total
                  then least(w.pool, greatest(${expected}, ${sql.raw(String(WALK_PER_MATCH))} * w.total)) else 0 end)::bigint`;
}

/** The walk of the order index in one direction (`walked_<direction>`): the matches it found, in that order. */
function walked(f: NamedFilter, w: MatchedPage, d: Direction): SQL {
  const [table, id, sortedBy] = [sql.raw(w.table), sql.raw(`x.${w.id}`), sql.raw(`x.${w.sortedBy}`)];
  const order = w.order[d];
  const walk = sql.raw(`walk_${d}`);
  const needed = sql.raw(`needed_${d}`);
  // Inside CASE the IN stays a hashed subplan, probed entry by entry in the walk's order (as a
  // join PostgreSQL may scan the stays for every entry), built only if the walk runs; the other
  // branch reads the entry's own tenant (a scalar subquery: an EXISTS would be hashed the same way).
  return sql`${sql.raw(`walked_${d}`)} as materialized (
      select ${id}, ${sortedBy} from (
        select ${id}, x.booking_id, ${sortedBy} from ${table} x where ${w.where}
        order by ${order} limit (select ${walk} from win)) x
      where case when (select hashed from win) then x.booking_id in (select booking_id from stays)
                 else (select ${tenantConditions(f, 't')} from bookings b join tenants t on t.tenant_id = b.tenant_id
                       where b.booking_id = x.booking_id) end
      order by ${order} limit (select ${needed} from win))`;
}

/** The page's ids in one direction: from the walk when it found enough, else the matched stays' rows sorted. */
function pageIds(w: MatchedPage, d: Direction): SQL {
  const [table, id, sortedBy] = [sql.raw(w.table), sql.raw(`x.${w.id}`), sql.raw(`x.${w.sortedBy}`)];
  const order = w.order[d];
  const [walkedRows, needed, skip, limit] = ['walked', 'needed', 'skip', 'limit'].map((c) => sql.raw(`${c}_${d}`));
  // The stays one by one (lateral): the planner would otherwise walk the whole order index for them.
  return sql`(case when (select count(*) from ${walkedRows}) >= (select ${needed} from win)
       then (select array_agg(${id}) from (
               select ${id} from ${walkedRows} x order by ${order} offset (select ${skip} from win)) x)
       else (select array_agg(${id}) from (
               select ${id} from stays s cross join lateral (
                 select ${id}, ${sortedBy} from ${table} x where x.booking_id = s.booking_id and ${w.where}) x
               order by ${order} limit (select ${limit} from win) offset (select ${skip} from win)) x) end)`;
}
