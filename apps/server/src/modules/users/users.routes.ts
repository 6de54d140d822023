import { exportCalls, userCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { userExport } from './users.export.js';
import type { UsersService } from './users.service.js';

export async function usersRoutes(app: FastifyInstance, { service }: { service: UsersService }) {
  app.registerCall(userCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(userCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(userCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(userCalls.getById, ({ user, body }) => service.getByIdFor(user, body.userId));
  app.registerCall(userCalls.getList, ({ body }) => service.list(body));
  app.registerCall(userCalls.checkIsAdmin, ({ user, body }) => service.checkIsAdmin(user, body.userId));
  app.registerExport(exportCalls.user, userExport(service));
}
