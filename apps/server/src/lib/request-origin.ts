import type { FastifyRequest } from 'fastify';

/** The address the caller reached the server at (behind a proxy, as TRUST_PROXY allows), for links they hand on. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
