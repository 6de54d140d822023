import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The answer each call made with an `Idempotency-Key` gave, by caller and key, written in the
 * call's own transaction: a retry reads the first answer instead of making a second record. Kept
 * a day; bookkeeping of the calls, not a business record (not audited).
 */
export const idempotentCalls = pgTable(
  'idempotent_calls',
  {
    userId: integer().notNull(),
    key: varchar({ length: 255 }).notNull(),
    path: varchar({ length: 100 }).notNull(),
    /** sha256 of the call's path and parsed request: the same key sent with another request is refused. */
    requestHash: varchar({ length: 64 }).notNull(),
    answer: jsonb(),
    createDate: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotent_calls_date_idx').on(t.createDate)],
);
