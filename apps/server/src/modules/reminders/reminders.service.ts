import { refusal } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createRemindersRepository } from './reminders.repository.js';

/** Reminders people send on WhatsApp, recorded so the lists show when a tenant was last reminded. */
export function createRemindersService(deps: { db: Database; clock: Clock; businessTimezone: string }) {
  const repo = createRemindersRepository(deps.db);
  return {
    /** For the stay's rent of the current business month (the one the unpaid list chases). */
    async record(actor: CurrentUser, bookingId: number) {
      const today = businessDate(deps.clock.now(), deps.businessTimezone);
      const recorded = await repo.insert({
        bookingId,
        periodYear: Number(today.slice(0, 4)),
        periodMonth: Number(today.slice(5, 7)),
        sentBy: actor.username,
      });
      if (!recorded) throw notFound(refusal('booking.notFound'));
      return recorded;
    },
  };
}
