import { roomTypeCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { createRoomTypesService } from './room-types.service.js';

export async function roomTypesRoutes(app: FastifyInstance) {
  const service = createRoomTypesService({ db: app.db });

  app.registerCall(roomTypeCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(roomTypeCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(roomTypeCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(roomTypeCalls.getById, ({ body }) => service.getById(body.roomTypeId));
  app.registerCall(roomTypeCalls.getList, ({ body }) => service.list(body));
}
