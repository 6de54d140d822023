import type { FastifyBaseLogger } from 'fastify';
import { businessDate } from '../../lib/business-time.js';
import { startDailyJob } from '../../lib/daily-job.js';
import type { ReportsService } from './reports.service.js';

/**
 * The months' closings (README.md, "Month ends"), taken at start-up and then once a business day
 * per server, after the bill run has had its first look (a minute after start): every month that
 * ended without one, and last month again during the first days of this one. One server at a
 * time (an advisory lock); the others skip.
 */
export function startMonthClosingSchedule(options: {
  reports: Pick<ReportsService, 'closeMonths'>;
  timeZone: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}) {
  let lastDay: string | null = null;
  return startDailyJob({
    name: 'month closings',
    firstAfterMs: 60_000,
    async runIfDue(now) {
      const day = businessDate(now, options.timeZone);
      if (day === lastDay) return null;
      const taken = await options.reports.closeMonths();
      lastDay = day;
      return taken;
    },
    log: options.log,
    describe: (taken) => (taken ? { monthClosingsTaken: taken } : null),
  });
}
