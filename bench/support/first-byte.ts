import http from 'node:http';

/**
 * The time from sending an export call to its file's first byte; the download is then cut short
 * (the server stops streaming and gives its connection back). A refusal because two exports are
 * still winding down (429) is tried again after a pause and not timed.
 */
export async function firstByte(base: string, path: string, body: unknown, token: string): Promise<number> {
  for (;;) {
    const answer = await once(base, path, body, token);
    if (answer !== 'busy') return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function once(base: string, path: string, body: unknown, token: string): Promise<number | 'busy'> {
  const url = new URL(path, base);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        if (response.statusCode === 429) {
          response.resume();
          response.on('end', () => resolve('busy'));
          return;
        }
        if (response.statusCode !== 200) {
          reject(new Error(`${path} ${payload} -> ${response.statusCode}`));
          response.resume();
          return;
        }
        response.once('data', () => {
          resolve(performance.now() - started);
          request.destroy();
        });
      },
    );
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
    request.end(payload);
  });
}
