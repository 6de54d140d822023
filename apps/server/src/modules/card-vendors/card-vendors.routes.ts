import { cardVendorCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { createCardVendorsService } from './card-vendors.service.js';

export async function cardVendorsRoutes(app: FastifyInstance) {
  const service = createCardVendorsService({ db: app.db });

  app.registerCall(cardVendorCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(cardVendorCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(cardVendorCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(cardVendorCalls.getById, ({ body }) => service.getById(body.cardVendorId));
  app.registerCall(cardVendorCalls.getList, ({ body }) => service.list(body));
}
