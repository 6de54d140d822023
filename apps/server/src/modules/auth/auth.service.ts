import { type authCalls, type CallRequest, refusal, type Session } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import type { RequestToken } from '../../plugins/auth.js';
import type { AuditService } from '../audit/audit.service.js';
import type { UsersService } from '../users/users.service.js';
import { createLoginThrottleRepository, type ThrottlePolicy } from './login-throttle.repository.js';
import { createRevokedTokensRepository } from './revoked-tokens.repository.js';

/**
 * Sign-in throttle per username and client address: 5 failures in a row are free, then each one
 * doubles the wait before the next check (2 s, 4 s, 8 s ... up to 15 minutes); a day of quiet
 * forgets them. About 100 guesses a day per address, and the owner elsewhere is never held up.
 */
export const LOGIN_THROTTLE: ThrottlePolicy = {
  freeFailures: 5,
  firstDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
  forgetAfterHours: 24,
};

export interface AuthServiceDeps {
  db: Database;
  users: UsersService;
  audit: AuditService;
  signToken(user: { userId: number; tokenVersion: number }): string;
  clock: Clock;
  businessTimezone: string;
}

function waitRefusal(seconds: number) {
  return seconds < 120
    ? refusal('auth.tooManyAttemptsSeconds', { seconds: Math.max(1, seconds) })
    : refusal('auth.tooManyAttempts', { minutes: Math.ceil(seconds / 60) });
}

/** Why a sign-in failed, as its audit entry says (never the password tried). */
function failureReason(error: AppError, knownUser: boolean) {
  if (error.refusal.code === 'auth.userDisabled') return 'userDisabled';
  return knownUser ? 'wrongPassword' : 'unknownUser';
}

export function createAuthService({ db, users, audit, signToken, clock, businessTimezone }: AuthServiceDeps) {
  /** The business's today, which the web counts by (never the device's clock). */
  const businessToday = () => businessDate(clock.now(), businessTimezone);
  const throttle = createLoginThrottleRepository(db, LOGIN_THROTTLE);
  const revoked = createRevokedTokensRepository(db);

  return {
    async login(input: CallRequest<typeof authCalls.login>, ip: string) {
      const claim = await throttle.claim(input.username, ip);
      if (!claim.admitted) throw tooManyRequests(waitRefusal(claim.waitSeconds), claim.waitSeconds);
      let user: Awaited<ReturnType<UsersService['verifyCredentials']>>;
      try {
        user = await users.verifyCredentials(input.username, input.password);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) {
          const userId = await users.userIdOf(input.username);
          await audit.record({
            entity: 'user',
            recordId: userId,
            action: 'signInFailed',
            changes: [['reason', null, failureReason(error, userId !== null)]],
            actor: { userId: null, username: input.username, address: ip },
          });
        }
        throw error;
      }
      await throttle.clear(input.username, ip);
      await throttle.pruneQuiet();
      await audit.record({
        entity: 'user',
        recordId: user.userId,
        action: 'signIn',
        changes: [],
        actor: { userId: user.userId, username: user.username, address: ip },
      });
      const { tokenVersion, ...session } = user;
      return { ...session, businessToday: businessToday(), token: signToken({ userId: user.userId, tokenVersion }) };
    },

    /** Auth/CheckAuth: the signed-in user as stored now, and the business's today. */
    async session(userId: number): Promise<Session> {
      return { ...(await users.sessionUser(userId)), businessToday: businessToday() };
    },

    /**
     * Ends this one token (this device). Other devices the person is signed in on stay signed
     * in: a token version bump would end them all, which is what disabling a user or changing a
     * password does.
     */
    async logout(token: RequestToken) {
      await revoked.revoke(token.tokenId, token.userId, token.expiresAt);
      await audit.record({ entity: 'user', recordId: token.userId, action: 'signOut', changes: [] });
      await revoked.pruneExpired();
      return null;
    },

    findSession: (userId: number, tokenId: string) => revoked.findSession(userId, tokenId),
  };
}
