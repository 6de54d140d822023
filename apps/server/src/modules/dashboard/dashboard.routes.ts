import { dashboardCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import type { BillsService } from '../bills/bills.service.js';
import { createDashboardService } from './dashboard.service.js';

export async function dashboardRoutes(app: FastifyInstance, options: { bills: BillsService }) {
  const service = createDashboardService({
    db: app.db,
    clock: app.clock,
    businessTimezone: app.businessTimezone,
    bills: options.bills,
  });

  app.registerCall(dashboardCalls.getDashboardInfo, ({ user }) => service.info(user));
}
