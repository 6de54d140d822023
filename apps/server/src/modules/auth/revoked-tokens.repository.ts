import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { revokedTokens } from './revoked-tokens.table.js';

export function createRevokedTokensRepository(db: Database) {
  return {
    async revoke(tokenId: string, userId: number, expiresAt: Date) {
      await db.insert(revokedTokens).values({ tokenId, userId, expiresAt }).onConflictDoNothing();
    },

    async isRevoked(tokenId: string): Promise<boolean> {
      const [row] = await db
        .select({ tokenId: revokedTokens.tokenId })
        .from(revokedTokens)
        .where(eq(revokedTokens.tokenId, tokenId));
      return row !== undefined;
    },

    /** A token past its expiry is refused anyway; its row is no longer needed. */
    async pruneExpired() {
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
    },
  };
}
