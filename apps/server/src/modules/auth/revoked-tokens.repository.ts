import type { Role } from '@kamar/contract';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../users/users.table.js';
import { revokedTokens } from './revoked-tokens.table.js';

export function createRevokedTokensRepository(db: Database) {
  /**
   * What the auth check needs on every request, in one primary-key read: the user, and whether
   * this token was ended by Logout (one round trip instead of two on every call). Prepared once:
   * drizzle builds its text once, and each connection has PostgreSQL parse it once (a named
   * statement), instead of on every request; a primary-key read has one plan whatever the values.
   */
  const session = db
    .select({
      userId: users.userId,
      username: users.username,
      isAdmin: users.isAdmin,
      role: sql<Role>`${users.role}`,
      status: users.status,
      tokenVersion: users.tokenVersion,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.tokenId} = ${sql.placeholder('tokenId')})`,
    })
    .from(users)
    .where(eq(users.userId, sql.placeholder('userId')))
    .prepare('kamar_auth_session');

  return {
    async revoke(tokenId: string, userId: number, expiresAt: Date) {
      await db.insert(revokedTokens).values({ tokenId, userId, expiresAt }).onConflictDoNothing();
    },

    async findSession(userId: number, tokenId: string) {
      const [row] = await session.execute({ userId, tokenId });
      return row;
    },

    /** A token past its expiry is refused anyway; its row is no longer needed. */
    async pruneExpired() {
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
    },
  };
}
