import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Tokens ended by Logout before their expiry, by token id (`jti`). A row is needed only until the
 * token would have expired anyway; expired rows are pruned.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenId: varchar({ length: 64 }).primaryKey(),
    userId: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);
