import http from 'node:http';

/**
 * A lean keep-alive JSON client on node:http: the benchmark should time the server, not the
 * client (Node's fetch costs about a millisecond a call in web-stream plumbing).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export function postJson(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{
  statusCode: number;
  body: { status: number; message: string; data: Record<string, unknown> };
  /** performance.now() when the answer's last byte arrived, before this client parsed it. */
  receivedAt: number;
}> {
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
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const receivedAt = performance.now();
          try {
            resolve({
              statusCode: response.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
              receivedAt,
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
