import { authCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import type { AuthService } from './auth.service.js';

export async function authRoutes(app: FastifyInstance, { service }: { service: AuthService }) {
  app.registerCall(authCalls.login, async ({ body, request, reply }) => {
    const { session, deviceId } = await service.login(body, request.ip, app.devices.read(request));
    // This device has signed in as this user now: its next sign-ins are held up by its own failures only.
    app.devices.give(request, reply, session.username, deviceId);
    return session;
  });
  app.registerCall(authCalls.checkAuth, ({ user }) => service.session(user.userId));
  app.registerCall(authCalls.logout, ({ request }) => {
    if (!request.token) throw unauthorized();
    return service.logout(request.token);
  });
}
