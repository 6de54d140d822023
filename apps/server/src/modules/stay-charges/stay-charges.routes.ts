import { stayChargeCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import type { StayChargesService } from './stay-charges.service.js';

export async function stayChargesRoutes(app: FastifyInstance, { service }: { service: StayChargesService }) {
  app.registerCall(stayChargeCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(stayChargeCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(stayChargeCalls.delete, ({ user, body }) => service.stop(user, body));
  app.registerCall(stayChargeCalls.getById, ({ body }) => service.getById(body.stayChargeId));
  app.registerCall(stayChargeCalls.getList, ({ body }) => service.ofStay(body));
}
