import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers on every answer; the CSP allows only our own scripts. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes and <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Many kos offices reach the server over plain HTTP on their own network; upgrading
        // asset requests to HTTPS there would break the app. HTTPS belongs to the proxy in front.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only on answers that travelled over HTTPS (below): over plain HTTP it means nothing,
    // and on a LAN address it would only confuse a browser that later meets HTTPS there.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    // API answers carry tenants', staff's and money data: no browser or proxy may keep them,
    // unless a call says otherwise for its own answer.
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
});
