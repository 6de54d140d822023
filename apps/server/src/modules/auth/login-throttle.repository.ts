import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginThrottle } from './login-throttle.table.js';

export interface ThrottlePolicy {
  /** Failures in a row that cost no wait. */
  freeFailures: number;
  /** The wait after the first failure beyond them; each further failure doubles it. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** A quiet spell after which the count starts again. */
  forgetAfterHours: number;
}

export interface Claim {
  admitted: boolean;
  /** Seconds until the next attempt may be checked (0: at once). */
  waitSeconds: number;
}

const key = (username: string, ip: string) => ({ username: username.toLowerCase().slice(0, 100), ip: ip.slice(0, 64) });

export function createLoginThrottleRepository(db: Database, policy: ThrottlePolicy) {
  const delayFor = (failures: SQL) =>
    sql`make_interval(secs => case when ${failures} < ${policy.freeFailures} then 0
      else least(${policy.maxDelaySeconds}, ${policy.firstDelaySeconds} * power(2, ${failures} - ${policy.freeFailures})) end)`;

  return {
    /**
     * Admits an attempt or refuses it, in one statement: the row lock of INSERT ... ON CONFLICT DO
     * UPDATE orders parallel guesses, and each admitted one is counted as a failure before the
     * password is even checked (a success clears the row), so the limit holds under any parallelism.
     */
    async claim(username: string, ip: string): Promise<Claim> {
      const k = key(username, ip);
      const t = sql.raw('t');
      const open = sql`${t}.next_attempt_at <= now()`;
      const counted = sql`(case when ${t}.updated_at < now() - make_interval(hours => ${policy.forgetAfterHours})
        then 1 else ${t}.failures + 1 end)`;
      const result = await db.execute<{ admitted: boolean; wait: number }>(sql`
        insert into login_throttle as t (username, ip, failures, next_attempt_at, admitted, updated_at)
        values (${k.username}, ${k.ip}, 1, now() + ${delayFor(sql`1`)}, true, now())
        on conflict (username, ip) do update set
          admitted = ${open},
          failures = case when ${open} then ${counted} else ${t}.failures end,
          next_attempt_at = case when ${open} then now() + ${delayFor(counted)} else ${t}.next_attempt_at end,
          updated_at = now()
        returning admitted, greatest(0, ceil(extract(epoch from next_attempt_at - now())))::int as wait`);
      const row = result.rows[0];
      return { admitted: row?.admitted ?? false, waitSeconds: Number(row?.wait ?? 0) };
    },

    /** The right password: this username and address start from nothing again. */
    async clear(username: string, ip: string) {
      const k = key(username, ip);
      await db.delete(loginThrottle).where(and(eq(loginThrottle.username, k.username), eq(loginThrottle.ip, k.ip)));
    },

    async pruneQuiet() {
      await db
        .delete(loginThrottle)
        .where(
          and(
            lt(loginThrottle.updatedAt, sql`now() - make_interval(hours => ${policy.forgetAfterHours})`),
            lt(loginThrottle.nextAttemptAt, sql`now()`),
          ),
        );
    },
  };
}
