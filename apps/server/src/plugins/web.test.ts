import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';

// A built web app as apps/web's build leaves it: hashed assets with .br and .gz copies beside them.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-web-cache-'));
const script = `console.log(${JSON.stringify('kamar '.repeat(400))});`;
fs.mkdirSync(path.join(web, 'assets'));
fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Kamar</title>');
fs.writeFileSync(path.join(web, 'manifest.webmanifest'), '{"name":"Kamar"}');
fs.writeFileSync(path.join(web, 'assets', 'index-abc123.js'), script);
fs.writeFileSync(path.join(web, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
fs.writeFileSync(path.join(web, 'assets', 'index-abc123.js.gz'), gzipSync(script));
fs.writeFileSync(path.join(web, 'assets', 'tiny-def456.js'), 'export{};');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { webDistDir: web, serveSourceMaps: false } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web app on mobile data', () => {
  it('sends hashed assets brotli-compressed to a browser that takes brotli, kept for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that takes neither', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a file the build left uncompressed (too small to gain) as it is', async () => {
    const res = await get('/assets/tiny-def456.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export{};');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the browser check index.html and the manifest with the server every time (deep links too)', async () => {
    for (const url of ['/', '/tenant?status=1', '/manifest.webmanifest']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('never serves a compressed copy as a file of its own; a missing asset is a 404', async () => {
    expect((await get('/assets/index-abc123.js.br')).statusCode).toBe(404);
    expect((await get('/assets/index-abc123.js.gz')).statusCode).toBe(404);
    expect((await get('/assets/gone-000000.js', 'br')).statusCode).toBe(404);
  });
});
