import type { FastifyBaseLogger } from 'fastify';
import { businessDate } from '../../lib/business-time.js';
import { startDailyJob } from '../../lib/daily-job.js';
import type { ExpensesService } from './expenses.service.js';

/**
 * The monthly expenses' entries, made at start-up and then once a business day per server: the
 * run is one statement under an advisory lock, and the unique key (monthly expense, month)
 * refuses a second entry for a month whatever runs it again (README.md).
 */
export function startMonthlyExpenseSchedule(options: {
  expenses: Pick<ExpensesService, 'makeMonthlyEntries'>;
  timeZone: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}) {
  let lastDay: string | null = null;
  return startDailyJob({
    name: 'monthly expenses',
    firstAfterMs: 0,
    async runIfDue(now) {
      const day = businessDate(now, options.timeZone);
      if (day === lastDay) return null;
      const made = await options.expenses.makeMonthlyEntries();
      if (made !== null) lastDay = day;
      return made;
    },
    log: options.log,
    describe: (made) => (made ? { monthlyExpensesMade: made } : null),
  });
}
