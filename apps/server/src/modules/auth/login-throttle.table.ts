import { boolean, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per username and client address, kept in the database so the throttle holds
 * across server processes. Keyed on both: a stranger guessing the owner's password from
 * elsewhere is slowed down, while the owner's own device is not.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    /** Lower-cased as typed, whether or not such a user exists. */
    username: varchar({ length: 100 }).notNull(),
    ip: varchar({ length: 64 }).notNull(),
    /** Attempts since the last success (an attempt counts the moment it is admitted). */
    failures: integer().notNull(),
    /** No attempt is checked before this moment. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    /** Whether the latest attempt was admitted (the answer of the one-statement claim). */
    admitted: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.username, t.ip] })],
);
