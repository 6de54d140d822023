import { bigint, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * How many tenants each stretch of the tenant list's order holds, per record status. A stretch
 * starts at its row's (from_name, from_id) and ends where the next one starts; the first starts at
 * ('', 0), before any tenant. Names are compared by the database's own collation, the one the list
 * sorts by, so a stretch is a range of the list whatever that collation is (a first letter would
 * be one only in the C collation). Kept by statement triggers on tenants (migration
 * tenant_order_counts) in the same transaction as the rows; a stretch that grows past 2,000
 * tenants is cut into stretches of 1,000 there and then. A page of the tenant list asked by its
 * number finds the stretch it starts in from these rows and skips only that stretch's tenants
 * before it (tenants.repository.ts, `stretchJump`). Checked against a recount in kept-counts.test.ts.
 */
export const tenantOrderCounts = pgTable(
  'tenant_order_counts',
  {
    fromName: text().notNull(),
    fromId: bigint({ mode: 'number' }).notNull(),
    status: smallint().notNull(),
    rowCount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.fromName, t.fromId, t.status] })],
);
