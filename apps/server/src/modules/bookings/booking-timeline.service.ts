import { type bookingCalls, type CallRequest, refusal, type Timeline } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { notFound } from '../../lib/errors.js';
import { createBookingTimelineRepository } from './booking-timeline.repository.js';

/**
 * The rooms by days (README.md, "The timeline"): one property's active rooms and the stays that
 * meet the range, each with what it owes now. Another property's id answers as one that is not
 * there (row-level security hides it).
 */
export function createBookingTimelineService(deps: { db: Database; clock: Clock; businessTimezone: string }) {
  const repo = createBookingTimelineRepository(deps.db);
  return {
    async timeline(input: CallRequest<typeof bookingCalls.getTimeline>): Promise<Timeline> {
      const today = businessDate(deps.clock.now(), deps.businessTimezone);
      const found = await repo.timeline({ ...input, today });
      if (!found) throw notFound(refusal('property.notFound'));
      return { propertyId: input.propertyId, from: input.from, to: input.to, today, ...found };
    },
  };
}

export type BookingTimelineService = ReturnType<typeof createBookingTimelineService>;
