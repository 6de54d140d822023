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

/** One row of the throttle: a username and a client, either of which may be "any" (''). */
export interface ThrottleKey {
  username: string;
  ip: string;
}

const name = (username: string) => username.toLowerCase().slice(0, 100);
const ANY = '';

/** Sign-ins for this username from this address (clients without a device cookie). */
export const pairKey = (username: string, ip: string): ThrottleKey => ({
  username: name(username),
  ip: ip.slice(0, 64),
});
/** Every sign-in from this address, whatever the username: the flood limit, before any password work. */
export const addressKey = (ip: string): ThrottleKey => ({ username: ANY, ip: ip.slice(0, 64) });
/** Sign-ins for this username from anywhere, by clients without a device cookie. */
export const usernameKey = (username: string): ThrottleKey => ({ username: name(username), ip: ANY });
/** Sign-ins for this username from the device whose cookie names `deviceId`. */
export const deviceKey = (username: string, deviceId: string): ThrottleKey => ({
  username: name(username),
  ip: `device:${deviceId}`.slice(0, 64),
});

export function createLoginThrottleRepository(db: Database) {
  const delayFor = (failures: SQL, policy: ThrottlePolicy) =>
    sql`make_interval(secs => case when ${failures} < ${policy.freeFailures} then 0
      else least(${policy.maxDelaySeconds}, ${policy.firstDelaySeconds} * power(2, ${failures} - ${policy.freeFailures})) end)`;
  const where = (k: ThrottleKey) => and(eq(loginThrottle.username, k.username), eq(loginThrottle.ip, k.ip));

  return {
    /**
     * Admits an attempt or refuses it, in one statement: the row lock of INSERT ... ON CONFLICT DO
     * UPDATE orders parallel guesses, and each admitted one is counted as a failure before the
     * password is even checked (a success clears or refunds it), so the limit holds under any
     * parallelism. An attempt that waited for the row's lock began a moment before the one it
     * waited for wrote its time: a wait of nothing (next_attempt_at = updated_at) is open to it.
     */
    async claim(k: ThrottleKey, policy: ThrottlePolicy): Promise<Claim> {
      const t = sql.raw('t');
      const open = sql`${t}.next_attempt_at <= greatest(now(), ${t}.updated_at)`;
      const counted = sql`(case when ${t}.updated_at < now() - make_interval(hours => ${policy.forgetAfterHours})
        then 1 else ${t}.failures + 1 end)`;
      const result = await db.execute<{ admitted: boolean; wait: number }>(sql`
        insert into login_throttle as t (username, ip, failures, next_attempt_at, admitted, updated_at)
        values (${k.username}, ${k.ip}, 1, now() + ${delayFor(sql`1`, policy)}, true, now())
        on conflict (username, ip) do update set
          admitted = ${open},
          failures = case when ${open} then ${counted} else ${t}.failures end,
          next_attempt_at = case when ${open} then now() + ${delayFor(counted, policy)} else ${t}.next_attempt_at end,
          updated_at = now()
        returning admitted, greatest(0, ceil(extract(epoch from next_attempt_at - now())))::int as wait`);
      const row = result.rows[0];
      return { admitted: row?.admitted ?? false, waitSeconds: Number(row?.wait ?? 0) };
    },

    /** The right password: this key starts from nothing again. */
    async clear(k: ThrottleKey) {
      await db.delete(loginThrottle).where(where(k));
    },

    /**
     * The right password, on a key others share (an address, a username): its attempt is taken
     * back, and the wait it brought with it, so people signing in fine are never counted, while
     * one right password does not wipe out the failures of everyone else on the key.
     */
    async refund(k: ThrottleKey, policy: ThrottlePolicy) {
      await db.execute(sql`
        update login_throttle set failures = greatest(failures - 1, 0),
          next_attempt_at = least(next_attempt_at, now() + ${delayFor(sql`greatest(failures - 1, 0)`, policy)})
        where username = ${k.username} and ip = ${k.ip}`);
    },

    /** Rows quiet for `hours`, whose wait is over. */
    async pruneQuiet(hours: number) {
      await db
        .delete(loginThrottle)
        .where(
          and(
            lt(loginThrottle.updatedAt, sql`now() - make_interval(hours => ${hours})`),
            lt(loginThrottle.nextAttemptAt, sql`now()`),
          ),
        );
    },
  };
}
