import type { FastifyRequest } from 'fastify';

/** The address the caller reached the server at (behind a proxy, as TRUST_PROXY allows), for links they hand on. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Where a request came from, as kept with what it signs: the client's address (behind a proxy, as
 * TRUST_PROXY lets the app see it) and its browser.
 */
export const clientOf = (request: FastifyRequest) => ({
  address: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});
