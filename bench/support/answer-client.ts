import fs from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { ANSWERS_HOST } from './answer-links.js';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export interface RawAnswer {
  statusCode: number;
  /** The body's bytes as sent; null when a 200 answer went to `file`. */
  body: Buffer | null;
}

/**
 * One call as the server answers it, bytes untouched: English (`Accept-Language: en`), no
 * compression asked, and `Host: kamar.bench`, so links the answer carries name the same origin
 * whichever port the server listens on. With `file`, a 200 answer is streamed there (an export).
 */
export function postRaw(
  base: string,
  path: string,
  body: unknown,
  token: string | undefined,
  file?: string,
): Promise<RawAnswer> {
  const url = new URL(path, base);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          host: ANSWERS_HOST,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-language': 'en',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        if (file && statusCode === 200) {
          pipeline(response, fs.createWriteStream(file)).then(() => resolve({ statusCode, body: null }), reject);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ statusCode, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
