import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../users/users.table.js';
import { revokedTokens } from './revoked-tokens.table.js';

export function createRevokedTokensRepository(db: Database) {
  return {
    async revoke(tokenId: string, userId: number, expiresAt: Date) {
      await db.insert(revokedTokens).values({ tokenId, userId, expiresAt }).onConflictDoNothing();
    },

    /**
     * What the auth check needs on every request, in one primary-key read: the user, and whether
     * this token was ended by Logout (one round trip instead of two on every call).
     */
    async findSession(userId: number, tokenId: string) {
      const [row] = await db
        .select({
          userId: users.userId,
          username: users.username,
          isAdmin: users.isAdmin,
          status: users.status,
          tokenVersion: users.tokenVersion,
          revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.tokenId} = ${tokenId})`,
        })
        .from(users)
        .where(eq(users.userId, userId));
      return row;
    },

    /** A token past its expiry is refused anyway; its row is no longer needed. */
    async pruneExpired() {
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
    },
  };
}
