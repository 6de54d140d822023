import { type authCalls, type CallRequest, refusal, type Session } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import type { RequestToken } from '../../plugins/auth.js';
import type { Device } from '../../plugins/device-cookie.js';
import type { AuditService } from '../audit/audit.service.js';
import type { UsersService } from '../users/users.service.js';
import {
  addressKey,
  createLoginThrottleRepository,
  deviceKey,
  pairKey,
  type ThrottlePolicy,
  usernameKey,
} from './login-throttle.repository.js';
import { createRevokedTokensRepository } from './revoked-tokens.repository.js';
import { createSignInFailures } from './sign-in-failures.js';

/**
 * Sign-in throttle per username and client address, and per username and device for a device
 * that signed in before: 5 failures in a row are free, then each one doubles the wait before the
 * next check (2 s, 4 s, 8 s ... up to 15 minutes); a day of quiet forgets them.
 */
export const LOGIN_THROTTLE: ThrottlePolicy = {
  freeFailures: 5,
  firstDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
  forgetAfterHours: 24,
};

/**
 * Every sign-in from one address without a device cookie, whatever the username, counted before
 * any user is looked up or any password checked (an argon2 run is 19 MiB and tens of
 * milliseconds of a core: 18 tries a second filled both cores). A right password takes its
 * attempt back, so an office signing in is never held up by its own sign-ins.
 */
export const ADDRESS_LIMIT: ThrottlePolicy = {
  freeFailures: 20,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  forgetAfterHours: 1,
};

/**
 * One username from every client without a device cookie, wherever it is (OWASP: a lockout of
 * untrusted clients per user): strangers guessing from ever new addresses get about a hundred
 * tries a day in all, while the devices the person signed in on before are not held up. The
 * right password starts it again.
 */
export const UNTRUSTED_USER_LIMIT: ThrottlePolicy = {
  freeFailures: 10,
  firstDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
  forgetAfterHours: 24,
};

/** Failed sign-ins of one address within this many minutes are written as one audit entry (and the first at once). */
export const FAILURE_WINDOW_MINUTES = 15;

export { DEVICE_COOKIE } from '../../plugins/device-cookie.js';

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
  const throttle = createLoginThrottleRepository(db);
  const revoked = createRevokedTokensRepository(db);
  const failures = createSignInFailures({ db, audit, windowMinutes: FAILURE_WINDOW_MINUTES });

  /** Claims the attempt on every key in turn; the first that refuses ends it (the later ones are not counted). */
  async function admit(keys: [ReturnType<typeof pairKey>, ThrottlePolicy][]) {
    for (const [key, policy] of keys) {
      const claim = await throttle.claim(key, policy);
      if (!claim.admitted) throw tooManyRequests(waitRefusal(claim.waitSeconds), claim.waitSeconds);
    }
  }

  return {
    /**
     * Signs in. A device whose cookie names this username (`device`) is held up only by its own
     * failures; any other client first by its address (every username), then by the username from
     * that address, then by the username from every client without a cookie. Answers the session
     * and the device id its cookie is to carry.
     */
    async login(input: CallRequest<typeof authCalls.login>, ip: string, device: Device | null) {
      const trusted = device !== null && device.username === input.username.toLowerCase() ? device : null;
      if (trusted) await admit([[deviceKey(input.username, trusted.deviceId), LOGIN_THROTTLE]]);
      else
        await admit([
          [addressKey(ip), ADDRESS_LIMIT],
          [pairKey(input.username, ip), LOGIN_THROTTLE],
          [usernameKey(input.username), UNTRUSTED_USER_LIMIT],
        ]);
      let user: Awaited<ReturnType<UsersService['verifyCredentials']>>;
      try {
        user = await users.verifyCredentials(input.username, input.password);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) {
          const userId = await users.userIdOf(input.username);
          await failures.record({
            username: input.username,
            address: ip,
            userId,
            reason: failureReason(error, userId !== null),
          });
        }
        throw error;
      }
      if (trusted) await throttle.clear(deviceKey(input.username, trusted.deviceId));
      else {
        await throttle.clear(pairKey(input.username, ip));
        await throttle.clear(usernameKey(input.username));
        await throttle.refund(addressKey(ip), ADDRESS_LIMIT);
      }
      await throttle.pruneQuiet(LOGIN_THROTTLE.forgetAfterHours);
      await failures.writeClosed();
      await audit.record({
        entity: 'user',
        recordId: user.userId,
        action: 'signIn',
        changes: [],
        actor: { userId: user.userId, username: user.username, address: ip },
      });
      const { tokenVersion, ...session } = user;
      return {
        session: {
          ...session,
          businessToday: businessToday(),
          token: signToken({ userId: user.userId, tokenVersion }),
        },
        deviceId: trusted?.deviceId,
      };
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

export type AuthService = ReturnType<typeof createAuthService>;
