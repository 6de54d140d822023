import net from 'node:net';
import { authCalls, formatMessage } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const request = (body: string) =>
  `POST ${authCalls.checkAuth.path} HTTP/1.1\r\nHost: kamar\r\nAccept-Language: id\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;

describe('while the server shuts down', () => {
  it('answers a call that arrives then with 503 and the envelope, in the caller language, closing the connection', async () => {
    // A keep-alive connection whose first call is still arriving holds the server open; the
    // second call on it comes after the shutdown began.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write(request('{}'));
    await new Promise((r) => setTimeout(r, 100));
    const closing = t.app.close();
    await new Promise((r) => setTimeout(r, 100));
    socket.write(`{}${request('{}')}{}`);
    await ended;
    await closing;

    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    const [first, second] = answers as [string, string];
    expect(first).toMatch(/^HTTP\/1\.1 401 /);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    expect(second).toMatch(/\r\nretry-after: \d+\r\n/i);
    const body = JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({
      status: 503,
      message: formatMessage('id', 'server.closing'),
      code: 'server.closing',
      params: {},
      data: null,
    });
  });
});
