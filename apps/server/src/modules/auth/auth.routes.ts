import { authCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import { createUsersService } from '../users/users.service.js';
import { createAuthService } from './auth.service.js';

export async function authRoutes(app: FastifyInstance) {
  const users = createUsersService({ db: app.db, signToken: app.signToken });
  const service = createAuthService({ db: app.db, users, signToken: app.signToken });

  app.registerCall(authCalls.login, ({ body, request }) => service.login(body, request.ip));
  app.registerCall(authCalls.checkAuth, ({ user }) => users.sessionUser(user.userId));
  app.registerCall(authCalls.logout, ({ request }) => {
    if (!request.token) throw unauthorized();
    return service.logout(request.token);
  });
}
