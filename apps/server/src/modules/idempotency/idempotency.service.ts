import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX, refusal } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { createIdempotencyRepository } from './idempotency.repository.js';

/** A key: 1 to 255 visible ASCII characters (a UUID, as the IETF draft suggests, fits). */
const KEY = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);

/** The parsed request, written the same way every time: keys sorted, an uploaded file by its sha256. */
function requestHash(path: string, body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Buffer.isBuffer(value)) return `sha256:${createHash('sha256').update(value).digest('hex')}`;
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify([path, canonical(body)]))
    .digest('hex');
}

/**
 * `Idempotency-Key` (contract `honoursIdempotencyKey`): a call that makes a record, sent again by
 * the same user with the same key, answers its first answer and makes nothing more; the same key
 * with another request is refused (422, as the IETF draft says). The claim, the work and the
 * answer kept are one transaction (the call's), so a retry never finds a key without its record.
 */
export function createIdempotencyService({ db }: { db: Database }) {
  const repo = createIdempotencyRepository(db);
  return {
    /** The key as sent, checked; null when none was sent. */
    keyOf(header: string | string[] | undefined): string | null {
      if (header === undefined) return null;
      const key = Array.isArray(header) ? header[0] : header;
      if (key === undefined || !KEY.test(key)) {
        throw badRequest(refusal('idempotency.keyInvalid', { max: IDEMPOTENCY_KEY_MAX }), 'Idempotency-Key');
      }
      return key;
    },

    /**
     * Runs `work` once per key: its answer is kept with the key; a call that finds the key kept
     * answers the kept answer instead (`replayed`). Inside the call's transaction.
     */
    async once<T>(
      call: { userId: number; key: string; path: string; body: unknown },
      work: () => Promise<T>,
    ): Promise<{ answer: T; replayed: boolean }> {
      const hash = requestHash(call.path, call.body);
      const earlier = await repo.claim(call.userId, call.key, call.path, hash);
      if (earlier) {
        if (earlier.path !== call.path || earlier.requestHash !== hash) {
          throw new AppError(422, refusal('idempotency.keyReused'));
        }
        return { answer: earlier.answer as T, replayed: true };
      }
      const answer = await work();
      await repo.keep(call.userId, call.key, answer);
      return { answer, replayed: false };
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
