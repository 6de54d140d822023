import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginAttempts } from './login-attempts.table.js';

export function createLoginAttemptsRepository(db: Database) {
  return {
    async record(username: string, ip: string, succeeded: boolean) {
      await db
        .insert(loginAttempts)
        .values({ username: username.toLowerCase().slice(0, 100), ip: ip.slice(0, 64), succeeded });
    },

    /** Failures for this username since its last success, within the window; and the oldest of them. */
    async recentFailuresForUsername(username: string, windowMinutes: number) {
      const name = username.toLowerCase().slice(0, 100);
      const lastSuccess = sql`coalesce((select max(${loginAttempts.attemptedAt}) from ${loginAttempts}
        where ${loginAttempts.username} = ${name} and ${loginAttempts.succeeded}), '-infinity')`;
      const [row] = await db
        .select({ failures: count(), oldest: min(loginAttempts.attemptedAt) })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.username, name),
            eq(loginAttempts.succeeded, false),
            gt(loginAttempts.attemptedAt, sql`now() - make_interval(mins => ${windowMinutes})`),
            gt(loginAttempts.attemptedAt, lastSuccess),
          ),
        );
      return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
    },

    async recentFailuresFromIp(ip: string, windowMinutes: number) {
      const [row] = await db
        .select({ failures: count(), oldest: min(loginAttempts.attemptedAt) })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.ip, ip.slice(0, 64)),
            eq(loginAttempts.succeeded, false),
            gt(loginAttempts.attemptedAt, sql`now() - make_interval(mins => ${windowMinutes})`),
          ),
        );
      return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
    },

    /** Attempts older than a day no longer matter to the throttle. */
    async pruneOlderThanADay() {
      await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, sql`now() - interval '1 day'`));
    },
  };
}
