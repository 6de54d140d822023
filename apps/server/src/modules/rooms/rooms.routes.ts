import { exportCalls, roomCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { roomExport } from './rooms.export.js';
import type { RoomsService } from './rooms.service.js';

export async function roomsRoutes(app: FastifyInstance, { service }: { service: RoomsService }) {
  app.registerCall(roomCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(roomCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(roomCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(roomCalls.getById, ({ body }) => service.getById(body.roomId));
  app.registerCall(roomCalls.getList, ({ body }) => service.list(body));
  app.registerExport(exportCalls.room, roomExport(service));
}
