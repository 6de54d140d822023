import { dashboardCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import type { OwedRowReminders } from '../../lib/owed-reminders.js';
import { originOf } from '../../lib/request-origin.js';
import { actorOf } from '../../plugins/calls.js';
import type { BillsService } from '../ledger/bills.service.js';
import { createDashboardService } from './dashboard.service.js';

export async function dashboardRoutes(
  app: FastifyInstance,
  options: { bills: BillsService; reminders: OwedRowReminders },
) {
  const service = createDashboardService({
    db: app.db,
    clock: app.clock,
    businessTimezone: app.businessTimezone,
    bills: options.bills,
    reminders: options.reminders,
  });

  app.registerCall(dashboardCalls.getDashboardInfo, ({ user, request }) =>
    service.info(user, {
      actor: actorOf(request, dashboardCalls.getDashboardInfo.path),
      origin: originOf(request),
    }),
  );
}
