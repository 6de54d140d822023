import { dashboardCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { originOf } from '../../lib/request-origin.js';
import { actorOf } from '../../plugins/calls.js';
import type { DashboardService } from './dashboard.service.js';

export async function dashboardRoutes(app: FastifyInstance, { service }: { service: DashboardService }) {
  app.registerCall(dashboardCalls.getDashboardInfo, ({ request, body }) =>
    service.info(
      {
        actor: actorOf(request, dashboardCalls.getDashboardInfo.path),
        origin: originOf(request),
      },
      body?.propertyId,
    ),
  );
}
