import { bigint, boolean, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts, kept in the database (not in memory) so that the throttle holds across any
 * number of server processes.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    attemptId: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased as typed, whether or not such a user exists. */
    username: varchar({ length: 100 }).notNull(),
    ip: varchar({ length: 64 }).notNull(),
    succeeded: boolean().notNull(),
    attemptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_username_idx').on(t.username, t.attemptedAt),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAt),
  ],
);
