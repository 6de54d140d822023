import { type FieldError, formatMessage, type MessageKey, messages } from '@kamar/contract';

/** A refusal a service raises; the error plugin turns it into the envelope with this status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldError[] = [],
    /** Seconds the caller should wait before trying again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

type Params = Record<string, string | number>;
const text = (key: MessageKey, params?: Params) => formatMessage(key, params);

export const badRequest = (message: string, field?: string) =>
  new AppError(400, message, field ? [{ field, message }] : []);
export const unauthorized = (key: 'tokenExpired' | 'unauthorized' = 'unauthorized') => new AppError(401, messages[key]);
export const forbidden = (message: string = messages.noAdminAccess) => new AppError(403, message);
export const notFound = (key: MessageKey = 'notFound', params?: Params) => new AppError(404, text(key, params));
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string = messages.tooManyRequests, retryAfterSeconds?: number) =>
  new AppError(429, message, [], retryAfterSeconds);
