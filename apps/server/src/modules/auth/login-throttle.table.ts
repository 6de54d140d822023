import { boolean, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts per key, kept in the database so the throttle holds across server processes
 * (login-throttle.repository.ts, the keys): a username and a client address; every username from
 * one address (username ''); one username from every client without a device cookie (ip ''); one
 * username from one device (ip 'device:<id>', the device cookie's id).
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    /** Lower-cased as typed, whether or not such a user exists; '' for any. */
    username: varchar({ length: 100 }).notNull(),
    /** The client's address, 'device:<id>', or '' for any. */
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
