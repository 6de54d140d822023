import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { refusal } from '@kamar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendRefusal } from '../lib/language.js';

export interface WebPluginOptions {
  /** The built web app; null when there is none (API only). */
  distDir: string | null;
  /** Source maps show our source to anyone who asks: development only. */
  serveSourceMaps: boolean;
}

/**
 * Serves the built web app at `/`. Any other GET that is not an API path or a file answers
 * index.html, so deep links (/setting/user/form?userId=3&formType=Edit) work on reload.
 * Unknown API paths answer the 404 envelope.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebPluginOptions) => {
  const distDir = options.distDir && fs.existsSync(path.join(options.distDir, 'index.html')) ? options.distDir : null;
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes file.br and file.gz beside each text file (apps/web/build/precompress.ts):
      // sent as they are to a browser that accepts them, the plain file otherwise.
      preCompressed: true,
      // Our own Cache-Control (below); the plugin's default would overwrite it with max-age=0.
      cacheControl: false,
      // A compressed copy is never served as a file of its own, nor a withheld source map.
      globIgnore: ['**/*.br', '**/*.gz', ...(options.serveSourceMaps ? [] : ['**/*.map'])],
      ...(options.serveSourceMaps ? {} : { allowedPath: (pathName: string) => !pathName.endsWith('.map') }),
      setHeaders(res, filePath) {
        // Vite names built assets by content hash: they never change under one name. Everything
        // else (index.html, the manifest, icons) is checked with the server on every use.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Caches in between must keep the brotli, gzip and plain answers apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing asset or a withheld source map is a 404, not the app's page.
    const isFile = pathname.startsWith('/assets/') || pathname.endsWith('.map');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api') && !isFile;
    if (distDir && isPage) {
      return reply.sendFile('index.html');
    }
    return sendRefusal(request, reply, 404, refusal('request.notFound'));
  });
});
