import { type FieldRefusal, formatMessage, type Permission, type Refusal, type Role, refusal } from '@kamar/contract';

/**
 * A refusal a service raises: a code and its params, never words. The error plugin turns it into
 * the envelope with this status, in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly refusal: Refusal,
    readonly errors: FieldRefusal[] = [],
    /** Seconds the caller should wait before trying again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    // English for the logs; the caller reads its own language.
    super(formatMessage('en', refusal.code, refusal.params));
    this.name = 'AppError';
  }
}

/** 400 naming the field when there is one (its path in the request). */
export const badRequest = (reason: Refusal, field?: string) =>
  new AppError(400, reason, field ? [{ field, ...reason }] : []);
export const unauthorized = (code: 'auth.tokenExpired' | 'auth.unauthorized' = 'auth.unauthorized') =>
  new AppError(401, refusal(code));
/** 403: the caller's role does not hold `permission` (contract permissions.ts); the words name both. */
export const forbidden = (caller: { role: Role }, permission: Permission) =>
  new AppError(403, refusal('auth.roleNotAllowed', { role: caller.role, permission }));
export const notFound = (reason: Refusal = refusal('request.notFound')) => new AppError(404, reason);
export const conflict = (reason: Refusal) => new AppError(409, reason);
export const tooManyRequests = (reason: Refusal = refusal('request.tooMany'), retryAfterSeconds?: number) =>
  new AppError(429, reason, [], retryAfterSeconds);
