import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins of one address in its current window (sign-in-failures.repository.ts): the
 * first is written to the audit trail at once, the rest are counted here and written as one
 * entry when the window is over, so a flood cannot fill the append-only trail.
 */
export const signInFailures = pgTable('sign_in_failures', {
  address: varchar({ length: 64 }).primaryKey(),
  /** The first failure of the window (written to the trail when it happened). */
  windowStart: timestamp({ withTimezone: true }).notNull(),
  lastAt: timestamp({ withTimezone: true }).notNull(),
  /** Failures in the window, the first one included. */
  failures: integer().notNull(),
  /** The names tried after the first, each once, at most SIGN_IN_FAILURE_NAMES of them. */
  usernames: text().array().notNull(),
});
