import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/transaction.js';

/** How many distinct names a folded entry lists (a flood of made-up names needs no more). */
export const SIGN_IN_FAILURE_NAMES = 20;

/** A window that is over: what its failures after the first were. */
export type ClosedWindow = {
  address: string;
  /** The failures after the first one, which was written at once. */
  attempts: number;
  usernames: string[];
  /** YYYY-MM-DDTHH:mm:ss in business time (the session's TimeZone). */
  lastAttemptAt: string;
};

export function createSignInFailuresRepository(db: Database, windowMinutes: number) {
  const open = sql`f.window_start > now() - make_interval(mins => ${windowMinutes})`;
  return {
    /**
     * Counts a failure of `address`: answers 1 for the first of a new window (to be written at
     * once), n for the n-th of the current one, and null when the address's last window is over
     * but not yet written (write the closed windows, then count again).
     */
    async count(address: string, username: string): Promise<number | null> {
      const result = await db.execute<{ failures: number }>(sql`
        insert into sign_in_failures as f (address, window_start, last_at, failures, usernames)
        values (${address}, now(), now(), 1, '{}')
        on conflict (address) do update set
          failures = f.failures + 1,
          last_at = now(),
          usernames = case when ${username} = any(f.usernames) or cardinality(f.usernames) >= ${SIGN_IN_FAILURE_NAMES}
            then f.usernames else array_append(f.usernames, ${username}::text) end
        where ${open}
        returning failures`);
      const row = result.rows[0];
      return row ? Number(row.failures) : null;
    },

    /** Takes the windows that are over out of the table, in `tx`: only those with failures after the first. */
    async takeClosed(tx: Tx): Promise<ClosedWindow[]> {
      const result = await tx.execute<ClosedWindow>(sql`
        delete from sign_in_failures f where not (${open})
        returning f.address, f.failures - 1 as attempts, f.usernames,
                  to_char(f.last_at, 'YYYY-MM-DD"T"HH24:MI:SS') as "lastAttemptAt"`);
      return result.rows.map((r) => ({ ...r, attempts: Number(r.attempts) })).filter((r) => r.attempts > 0);
    },

    /** Milliseconds until the oldest open window ends (null: none is open), so a process can write it then. */
    async nextClose(): Promise<number | null> {
      const result = await db.execute<{ inMs: number | null }>(
        sql`select ceil(extract(epoch from min(window_start) + make_interval(mins => ${windowMinutes}) - now()) * 1000)
              as "inMs" from sign_in_failures`,
      );
      const inMs = result.rows[0]?.inMs;
      return inMs === null || inMs === undefined ? null : Math.max(0, Number(inMs));
    },
  };
}
