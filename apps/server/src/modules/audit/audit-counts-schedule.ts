import type { FastifyBaseLogger } from 'fastify';
import { businessDate } from '../../lib/business-time.js';
import { startDailyJob } from '../../lib/daily-job.js';
import type { AuditService } from './audit.service.js';

/**
 * The first business day whose kept counts are left in their slots: two days back. A past day
 * gets no new entries (they are dated when written), but a transaction begun before midnight
 * may still commit a minute after it, and the servers' clocks may differ a little from the
 * database's: the day before yesterday is past both.
 */
export function rollUpBefore(now: Date, timeZone: string): string {
  const today = new Date(`${businessDate(now, timeZone)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() - 2);
  return today.toISOString().slice(0, 10);
}

/**
 * Folds the slots of the audit counts' past days once a business day per server (and at start):
 * the roll-up is exact and safe when two servers run it at once, so it needs no lock, and a
 * second run of the day would find nothing to fold.
 */
export function startAuditCountsSchedule(options: {
  audit: AuditService;
  timeZone: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** The first look after start (the daily job's default otherwise). */
  firstAfterMs?: number;
}) {
  const { audit } = options;
  let lastBefore: string | null = null;
  return startDailyJob({
    name: 'audit counts roll-up',
    async runIfDue(now) {
      const before = rollUpBefore(now, options.timeZone);
      if (before === lastBefore) return null;
      const done = await audit.rollUpCounts(before);
      lastBefore = before;
      return { before, ...done };
    },
    log: options.log,
    describe: (done) => (done === null ? null : { before: done.before, slotRowsFolded: done.folded, keys: done.keys }),
    ...(options.firstAfterMs === undefined ? {} : { firstAfterMs: options.firstAfterMs }),
  });
}
