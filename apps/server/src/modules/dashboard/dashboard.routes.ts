import { dashboardCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { createDashboardService } from './dashboard.service.js';

export async function dashboardRoutes(app: FastifyInstance) {
  const service = createDashboardService({ db: app.db, clock: app.clock, businessTimezone: app.businessTimezone });

  app.registerCall(dashboardCalls.getDashboardInfo, ({ user }) => service.info(user));
}
