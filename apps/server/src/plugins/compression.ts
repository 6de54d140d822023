import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers (and any other text the server writes as it goes: CSV exports, receipt pages)
 * compressed for a browser that accepts brotli or gzip: a list page of 25 rows is 10-20 KB of
 * JSON and about a fifth of that compressed, which on mobile data is the difference a front desk
 * feels. Below 1 KB (most single records, every refusal) an answer goes as it is: compressing
 * would cost more than it saves. The web app's own files are compressed at build time
 * (apps/web/build/precompress.ts) and sent as they are (below); PDFs, images, spreadsheets and backups
 * are compressed already. Clients send plain JSON: no request decompression.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // Only what the API writes: the web app's files (their .br and .gz made by the build, a few too
  // small to gain left plain), health checks and the API's own documentation go as they are.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.compress === undefined) route.compress = false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
});
