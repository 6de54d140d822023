/**
 * Sizing the walk of a list's order index that keeps the entries of a few matched stays (a name
 * or tenant search of the payment and bill lists: the stays sent as a literal array, tested by a
 * hash, so the walk keeps its order and stops at the page's last match).
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
