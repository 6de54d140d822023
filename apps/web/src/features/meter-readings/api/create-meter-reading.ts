import { type MeterReadingCreateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';

/**
 * Records a reading with the Idempotency-Key its queue entry was given when it was typed: sent
 * again after a dropped connection or a reload, it is answered with the first answer, never
 * recorded twice. Only the queue sends it (queue/send-queue.ts); no mutation hook.
 */
export function createMeterReading(input: MeterReadingCreateRequest, idempotencyKey: string) {
  return apiCall(paths.meterReading.create, input, { idempotencyKey });
}
