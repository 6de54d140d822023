import { randomBytes } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import { type Permission, paths, type Role, roleMay } from '@kamar/contract';
import { createVerifier, TokenError } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.js';
import { type DeviceCookies, deviceCookies } from './device-cookie.js';

/** The signed-in user a handler acts for. */
export interface CurrentUser {
  userId: number;
  username: string;
  /** The Owner's flag (role 1), as the spec's answers carry it. */
  isAdmin: boolean;
  /** What the user may do: contract permissions.ts. */
  role: Role;
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
  /** When it was signed: a token is refused once older than TOKEN_TTL_HOURS, whatever its `exp`. */
  iat: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Pick<TokenPayload, 'sub' | 'ver' | 'jti'>;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** An onRequest hook admitting a signed-in, active caller whose role holds `permission`. */
    authenticate(permission: Permission): (request: FastifyRequest) => Promise<void>;
    signToken(user: { userId: number; tokenVersion: number }): string;
    /** Device cookies for the sign-in throttle (device-cookie.ts). */
    devices: DeviceCookies;
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
  role: Role;
  status: number;
  tokenVersion: number;
}

export interface AuthOptions {
  jwtSecret: string;
  tokenTtlHours: number;
  /** The user, and whether the token `tokenId` was ended by Logout. */
  findSession(userId: number, tokenId: string): Promise<(SessionLookup & { revoked: boolean }) | undefined>;
}

/** The token of an `Authorization: Bearer <token>` header, as @fastify/jwt reads it; anything else is refused. */
function bearerToken(header: string | undefined): string {
  if (!header || !/^Bearer\s/i.test(header)) throw new Error('no bearer token');
  const parts = header.split(' ');
  if (parts.length !== 2 || !parts[1]) throw new Error('not a bearer token');
  return parts[1];
}

/** A token signed this far ahead of the server's clock is refused (clocks of several servers differ a little). */
const CLOCK_SKEW_MS = 60_000;

/**
 * Bearer tokens (HS256) carry the user id, the user's token version, an id of their own, when
 * they were signed and an expiry (a token without either is refused). A token lives at most
 * TOKEN_TTL_HOURS from its signing whatever its `exp` says: one signed with a leaked key and a
 * far expiry is no better than one this server signed. Every request re-reads the user: a
 * disabled user, a changed password or a changed role takes effect at once; a token ended
 * by Logout is refused.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  await app.register(fastifyJwt, {
    secret: options.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: `${options.tokenTtlHours}h` },
    verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
  });
  app.decorate('devices', deviceCookies(options.jwtSecret, paths.auth.login));
  app.decorateRequest('currentUser', null);
  app.decorateRequest('token', null);
  app.decorate('signToken', (user: { userId: number; tokenVersion: number }) =>
    app.jwt.sign({ sub: String(user.userId), ver: user.tokenVersion, jti: randomBytes(16).toString('base64url') }),
  );
  // The token checked by one verifier made at start-up, with @fastify/jwt's options (HS256, an
  // expiry and a signing time required): request.jwtVerify builds its options and runs a callback waterfall on every
  // request, about a tenth of a trivial call's own time.
  const lifetimeMs = options.tokenTtlHours * 3_600_000;
  const verifyToken = createVerifier({
    key: options.jwtSecret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'iat'],
    maxAge: lifetimeMs,
  });
  app.decorate('authenticate', (permission: Permission) => async (request: FastifyRequest) => {
    let payload: TokenPayload;
    try {
      payload = verifyToken(bearerToken(request.headers.authorization)) as TokenPayload;
    } catch (error) {
      throw unauthorized(
        error instanceof TokenError && error.code === TokenError.codes.expired
          ? 'auth.tokenExpired'
          : 'auth.unauthorized',
      );
    }
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0 || typeof payload.jti !== 'string') throw unauthorized();
    const signedAtMs = payload.iat * 1000;
    if (signedAtMs > Date.now() + CLOCK_SKEW_MS) throw unauthorized();
    const user = await options.findSession(userId, payload.jti);
    if (user?.status !== 1) throw unauthorized();
    if (user.tokenVersion !== payload.ver || user.revoked) {
      throw unauthorized('auth.tokenExpired');
    }
    request.currentUser = { userId: user.userId, username: user.username, isAdmin: user.isAdmin, role: user.role };
    request.token = {
      tokenId: payload.jti,
      userId,
      expiresAt: new Date(Math.min(payload.exp * 1000, signedAtMs + lifetimeMs)),
    };
    if (!roleMay(user.role, permission)) throw forbidden(user, permission);
  });
});
