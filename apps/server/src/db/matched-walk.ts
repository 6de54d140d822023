import { type SQL, sql } from 'drizzle-orm';
import { intArray, limitOffset, PLANNED_PER_CALL } from './sql-helpers.js';

/**
 * The walk of a list's order index that keeps the entries of a few matched stays (a name or
 * tenant search of the payment and bill lists: the stays sent as a literal array, tested by a
 * hash, so the walk keeps its order and stops at the page's last match): how long it may be
 * (`walkLength`) and the statement that walks it (`walkedPageIds`).
 */

/**
 * The matched stays travel to the page's statement as a literal array (`intArray`), so the walk
 * tests each entry against a hash of them (a hashed `= any`); above this many (a one-letter
 * search) the lists count and sort their matches in one statement instead.
 */
export const MATCHED_STAYS_CAP = 200_000;

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
 * How many entries to walk for `needed` matches among `total` matched rows of a `pool` the other
 * filters select; 0 (sort the matches) when the expected walk is over `gain` entries a match.
 */
export function walkLength(m: { total: number; pool: number }, needed: number, gain: number): number {
  const expected = Math.ceil((WALK_SPARE * needed * m.pool) / Math.max(m.total, 1));
  return expected <= gain * m.total ? Math.min(m.pool, Math.max(expected, WALK_PER_MATCH * m.total)) : 0;
}

/**
 * The ids of one page of a list's rows whose stay is one of `stays`, as one array (`ids`). The
 * list's order index (which holds each row's stay) is walked for `walk` entries, each kept when
 * its stay is one of `stays` (a hashed `= any` of the literal array, so the walk keeps its order
 * and stops at the page's `needed`-th match); when it finds fewer, the matched stays' rows are
 * read stay by stay (lateral: the planner would otherwise walk the whole order index for them)
 * and sorted. `where` (the list's other filters) and `order` (in the direction read) name the
 * table `x`; `skip` and `limit` place the page among the matches in that direction.
 */
export function walkedPageIds(w: {
  /** The table, its id column and its order's first column, as written in SQL. */
  table: string;
  id: string;
  sortedBy: string;
  where: SQL;
  order: SQL;
  stays: number[];
  walk: number;
  needed: number;
  skip: number;
  limit: number;
}): SQL {
  const [table, id, sortedBy] = [sql.raw(w.table), sql.raw(`x.${w.id}`), sql.raw(`x.${w.sortedBy}`)];
  const stays = intArray(w.stays);
  // Planned for its own walk and stays every time: a generic plan cannot know either.
  return sql`${PLANNED_PER_CALL}
    with walked as materialized (
      select ${id}, ${sortedBy} from (select ${id}, x.booking_id, ${sortedBy} from ${table} x where ${w.where}
                                      order by ${w.order} limit ${w.walk}) x
      where x.booking_id = any(${stays}) order by ${w.order} limit ${w.needed})
    select case when (select count(*) from walked) >= ${w.needed}
                then (select array_agg(${id}) from (select ${id} from walked x order by ${w.order} offset ${w.skip}) x)
                else (select array_agg(${id}) from (
                        select ${id} from unnest(${stays}) s(booking_id) cross join lateral (
                          select ${id}, ${sortedBy} from ${table} x where x.booking_id = s.booking_id and ${w.where}) x
                        order by ${w.order} ${limitOffset(w.limit, w.skip)}) x) end as ids`;
}
