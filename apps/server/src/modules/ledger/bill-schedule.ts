import type { FastifyBaseLogger } from 'fastify';
import { businessDate } from '../../lib/business-time.js';
import { hourHasCome, startDailyJob } from '../../lib/daily-job.js';
import type { Ledger } from './ledger.service.js';

/**
 * Bills are made at start-up and then once a day from BILL_HOUR (business time): each server
 * runs it at most once a business day, and the run itself takes an advisory lock, so servers on
 * one database never run it at once (and the unique key on booking + period start would refuse a
 * duplicate anyway).
 */
export function startBillSchedule(options: {
  ledger: Pick<Ledger, 'generateDaily'>;
  hour: number;
  timeZone: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}) {
  let lastDay: string | null = null;
  return startDailyJob({
    name: 'bill run',
    firstAfterMs: 0,
    async runIfDue(now) {
      const day = businessDate(now, options.timeZone);
      const due = lastDay === null || (lastDay !== day && hourHasCome(now, options.timeZone, options.hour));
      if (!due) return null;
      const made = await options.ledger.generateDaily();
      if (made !== null) lastDay = day;
      return made;
    },
    log: options.log,
    describe: (made) => (made === null ? null : { billsMade: made }),
  });
}
