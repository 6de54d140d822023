import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Headers only a document obeys (the CSP, framing, the opener and origin cluster, legacy IE and
 * Flash switches). A script, stylesheet, manifest or raster icon has no use for them, and on mobile
 * data they cost about 650 bytes on each of the dozen files a first screen fetches. Such a file
 * keeps `X-Content-Type-Options`, `Cross-Origin-Resource-Policy` and `Referrer-Policy`, which a
 * browser does apply to it. HTML and SVG (a document when opened) keep them all.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;
/**
 * A JSON answer is data, never a page: the strictest policy (load nothing, be framed by no one)
 * in place of the web app's, and without the document-only headers; the same 650 bytes off each
 * call on mobile data. `nosniff`, CORP, the referrer policy and X-Frame-Options stay.
 */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const JSON_TYPE = /^application\/json\b/;
const SUBRESOURCE_TYPES =
  /^(text\/css|(text|application)\/javascript|application\/manifest\+json|image\/(png|webp|x-icon))\b/;

/** Security headers on every answer; the CSP allows only our own scripts. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  // Helmet's middleware made once: @fastify/helmet builds it again from these options on every
  // request (the CSP directives parsed each time), about 0.05 ms of every call.
  const documentHeaders = helmet({
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
  // A JSON answer's headers, worked out once from helmet's own: what helmet sets, less the
  // document-only headers (X-Frame-Options stays), with the API's policy and no-store.
  const apiJsonHeaders = jsonAnswerHeaders(documentHeaders);
  const applyDocumentHeaders = (request: FastifyRequest, reply: FastifyReply) =>
    new Promise<void>((resolve, reject) =>
      documentHeaders(request.raw, reply.raw, (error) => (error ? reject(error) : resolve())),
    );
  // The API's answers are nearly all JSON: theirs are set in one go when the answer is known
  // (onSend), instead of helmet's dozen headers set on every request and most taken off again.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) return done();
    documentHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.url.startsWith('/api/')) {
      // API answers carry tenants', staff's and money data: no browser or proxy may keep them,
      // unless a call says otherwise for its own answer.
      const cacheControl = reply.getHeader('Cache-Control');
      // A receipt, export or other file the API writes keeps every header (a document may open).
      if (JSON_TYPE.test(type)) reply.headers(apiJsonHeaders);
      else await applyDocumentHeaders(request, reply);
      if (cacheControl !== undefined) reply.header('Cache-Control', cacheControl);
      else if (!JSON_TYPE.test(type)) reply.header('Cache-Control', 'no-store');
    } else if (SUBRESOURCE_TYPES.test(type)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
  });
});

/** Helmet's headers as a response would get them, then those a JSON answer keeps. */
function jsonAnswerHeaders(headers: ReturnType<typeof helmet>): Record<string, string> {
  const set: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      set[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete set[name.toLowerCase()];
    },
  };
  headers({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  for (const name of DOCUMENT_ONLY_HEADERS) if (name !== 'x-frame-options') delete set[name];
  return { ...set, 'content-security-policy': API_CSP, 'cache-control': 'no-store' };
}
