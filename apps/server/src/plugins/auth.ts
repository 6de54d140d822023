import fastifyJwt from '@fastify/jwt';
import type { Access } from '@kamar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.js';
import { createUsersRepository } from '../modules/users/users.repository.js';

/** The signed-in user a handler acts for. */
export interface CurrentUser {
  userId: number;
  username: string;
  isAdmin: boolean;
}

interface TokenPayload {
  sub: string;
  /** The user's token version when the token was issued. */
  ver: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** An onRequest hook admitting the callers `access` allows. */
    authenticate(access: Exclude<Access, 'public'>): (request: FastifyRequest) => Promise<void>;
    signToken(user: { userId: number; tokenVersion: number }): string;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

export interface AuthOptions {
  jwtSecret: string;
  tokenTtlHours: number;
}

/**
 * Bearer tokens (HS256) carry the user id and the user's token version. Every request re-reads
 * the user: a disabled user, a changed password or a removed admin right takes effect at once.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  await app.register(fastifyJwt, {
    secret: options.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: `${options.tokenTtlHours}h` },
    verify: { algorithms: ['HS256'] },
  });
  const users = createUsersRepository(app.db);
  app.decorateRequest('currentUser', null);
  app.decorate('signToken', (user: { userId: number; tokenVersion: number }) =>
    app.jwt.sign({ sub: String(user.userId), ver: user.tokenVersion }),
  );
  app.decorate('authenticate', (access: Exclude<Access, 'public'>) => async (request: FastifyRequest) => {
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw unauthorized(code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED' ? 'tokenExpired' : 'unauthorized');
    }
    const userId = Number(payload.sub);
    const user = Number.isInteger(userId) && userId > 0 ? await users.findSessionUser(userId) : undefined;
    if (user?.status !== 1) throw unauthorized();
    if (user.tokenVersion !== payload.ver) throw unauthorized('tokenExpired');
    request.currentUser = { userId: user.userId, username: user.username, isAdmin: user.isAdmin };
    if (access === 'admin' && !user.isAdmin) throw forbidden();
  });
});
