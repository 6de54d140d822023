import { authCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import { createAuditService } from '../audit/audit.service.js';
import { createUsersService } from '../users/users.service.js';
import { createAuthService } from './auth.service.js';

export async function authRoutes(app: FastifyInstance) {
  const users = createUsersService({ db: app.db, signToken: app.signToken });
  const audit = createAuditService({ db: app.db });
  const service = createAuthService({
    db: app.db,
    users,
    audit,
    signToken: app.signToken,
    clock: app.clock,
    businessTimezone: app.businessTimezone,
  });

  app.registerCall(authCalls.login, ({ body, request }) => service.login(body, request.ip));
  app.registerCall(authCalls.checkAuth, ({ user }) => service.session(user.userId));
  app.registerCall(authCalls.logout, ({ request }) => {
    if (!request.token) throw unauthorized();
    return service.logout(request.token);
  });
}
