import { floorPlanCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { createFloorPlanService } from './floor-plan.service.js';

export async function floorPlanRoutes(app: FastifyInstance) {
  const service = createFloorPlanService({ db: app.db, clock: app.clock, businessTimezone: app.businessTimezone });

  app.registerCall(floorPlanCalls.getFloorPlan, ({ body }) =>
    service.getFloorPlan({ fromFloor: body?.fromFloor, roomLimit: body?.roomLimit }),
  );
}
