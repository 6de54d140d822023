import { floorPlanCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import type { FloorPlanService } from './floor-plan.service.js';

export async function floorPlanRoutes(app: FastifyInstance, { service }: { service: FloorPlanService }) {
  app.registerCall(floorPlanCalls.getFloorPlan, ({ body }) =>
    service.getFloorPlan({ fromFloor: body?.fromFloor, roomLimit: body?.roomLimit, propertyId: body?.propertyId }),
  );
}
