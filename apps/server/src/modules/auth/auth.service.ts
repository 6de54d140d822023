import { type authCalls, type CallRequest, formatMessage } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import type { UsersService } from '../users/users.service.js';
import { createLoginAttemptsRepository } from './login-attempts.repository.js';

/** Failed sign-ins allowed per username (since its last success) and per address, per window. */
export const LOGIN_THROTTLE = { windowMinutes: 15, perUsername: 10, perIp: 100 } as const;

export interface AuthServiceDeps {
  db: Database;
  users: UsersService;
  signToken(user: { userId: number; tokenVersion: number }): string;
}

export function createAuthService({ db, users, signToken }: AuthServiceDeps) {
  const attempts = createLoginAttemptsRepository(db);

  async function refuseWhenThrottled(username: string, ip: string) {
    const [byName, byIp] = await Promise.all([
      attempts.recentFailuresForUsername(username, LOGIN_THROTTLE.windowMinutes),
      attempts.recentFailuresFromIp(ip, LOGIN_THROTTLE.windowMinutes),
    ]);
    const blocking = [
      byName.failures >= LOGIN_THROTTLE.perUsername ? byName.oldest : null,
      byIp.failures >= LOGIN_THROTTLE.perIp ? byIp.oldest : null,
    ].filter((d): d is Date => d !== null);
    if (blocking.length === 0) return;
    const freeAt = Math.max(...blocking.map((d) => d.getTime())) + LOGIN_THROTTLE.windowMinutes * 60_000;
    const minutes = Math.max(1, Math.ceil((freeAt - Date.now()) / 60_000));
    throw tooManyRequests(formatMessage('tooManyLoginAttempts', { minutes }));
  }

  return {
    async login(input: CallRequest<typeof authCalls.login>, ip: string) {
      await refuseWhenThrottled(input.username, ip);
      try {
        const user = await users.verifyCredentials(input.username, input.password);
        await attempts.record(input.username, ip, true);
        await attempts.pruneOlderThanADay();
        const { tokenVersion, ...session } = user;
        return { ...session, token: signToken({ userId: user.userId, tokenVersion }) };
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) await attempts.record(input.username, ip, false);
        throw error;
      }
    },
  };
}
