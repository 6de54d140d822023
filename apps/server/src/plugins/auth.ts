import { randomBytes } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { Access } from '@kamar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.js';

/** The signed-in user a handler acts for. */
export interface CurrentUser {
  userId: number;
  username: string;
  isAdmin: boolean;
}

/** The token a request came with (what Logout ends). */
export interface RequestToken {
  tokenId: string;
  userId: number;
  expiresAt: Date;
}

interface TokenPayload {
  sub: string;
  /** The user's token version when the token was issued. */
  ver: number;
  /** The token's own id, so that one token (one device) can be ended by Logout. */
  jti: string;
  exp: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Pick<TokenPayload, 'sub' | 'ver' | 'jti'>;
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
    token: RequestToken | null;
  }
}

/** What the check needs of a user, re-read on every request. */
export interface SessionLookup {
  userId: number;
  username: string;
  isAdmin: boolean;
  status: number;
  tokenVersion: number;
}

export interface AuthOptions {
  jwtSecret: string;
  tokenTtlHours: number;
  findSessionUser(userId: number): Promise<SessionLookup | undefined>;
  isTokenRevoked(tokenId: string): Promise<boolean>;
}

/**
 * Bearer tokens (HS256) carry the user id, the user's token version, an id of their own and an
 * expiry (a token without one is refused). Every request re-reads the user: a disabled user, a
 * changed password or a removed admin right takes effect at once; a token ended by Logout is refused.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  await app.register(fastifyJwt, {
    secret: options.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: `${options.tokenTtlHours}h` },
    verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
  });
  app.decorateRequest('currentUser', null);
  app.decorateRequest('token', null);
  app.decorate('signToken', (user: { userId: number; tokenVersion: number }) =>
    app.jwt.sign({ sub: String(user.userId), ver: user.tokenVersion, jti: randomBytes(16).toString('base64url') }),
  );
  app.decorate('authenticate', (access: Exclude<Access, 'public'>) => async (request: FastifyRequest) => {
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw unauthorized(code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED' ? 'auth.tokenExpired' : 'auth.unauthorized');
    }
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0 || typeof payload.jti !== 'string') throw unauthorized();
    // One after the other on purpose: both are primary-key lookups, and one pooled connection
    // serves them in turn instead of two being held by every request.
    const user = await options.findSessionUser(userId);
    if (user?.status !== 1) throw unauthorized();
    if (user.tokenVersion !== payload.ver || (await options.isTokenRevoked(payload.jti))) {
      throw unauthorized('auth.tokenExpired');
    }
    request.currentUser = { userId: user.userId, username: user.username, isAdmin: user.isAdmin };
    request.token = { tokenId: payload.jti, userId, expiresAt: new Date(payload.exp * 1000) };
    if (access === 'admin' && !user.isAdmin) throw forbidden();
  });
});
