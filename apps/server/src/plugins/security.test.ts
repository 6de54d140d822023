import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authCalls, exportCalls } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { exportFile } from '../../test/exports.js';

const web = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-web-'));
fs.mkdirSync(path.join(web, 'assets'));
fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Kamar</title>');
fs.writeFileSync(path.join(web, 'assets', 'app-1.js'), 'console.log(1);\n//# sourceMappingURL=app-1.js.map');
fs.writeFileSync(path.join(web, 'assets', 'app-1.css'), 'body{margin:0}');
fs.mkdirSync(path.join(web, 'icons'));
fs.writeFileSync(path.join(web, 'icons', 'kamar.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(path.join(web, 'assets', 'app-1.js.map'), '{"version":3,"sources":["src/secret.ts"]}');

let production: TestApp;
let development: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [production, development, proxied] = await Promise.all([
    createTestApp({ config: { webDistDir: web, serveSourceMaps: false } }),
    createTestApp({ config: { webDistDir: web, serveSourceMaps: true } }),
    createTestApp({ config: { trustProxy: 1 } }),
  ]);
});
afterAll(async () => {
  await Promise.all([production.close(), development.close(), proxied.close()]);
  fs.rmSync(web, { recursive: true, force: true });
});

describe('security headers', () => {
  it('forbids keeping API answers (they carry tenants, staff and money), refusals included', async () => {
    const ok = await production.call(authCalls.checkAuth, {}, production.adminToken);
    const refused = await production.call(authCalls.checkAuth, {});
    for (const res of [ok, refused]) expect(res.response.headers['cache-control']).toBe('no-store');
    // The web app's own files keep their caching.
    const page = await production.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });

  it("keeps the document's headers off the files a page loads and off JSON answers, every one on pages and SVG", async () => {
    const get = (url: string) => production.app.inject({ method: 'GET', url });
    for (const url of ['/', '/tenant', '/icons/kamar.svg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    // A JSON answer gets the strictest policy (load nothing, framed by no one), refusals too.
    const ok = await production.call(authCalls.checkAuth, {}, production.adminToken);
    const refused = await production.call(authCalls.checkAuth, {});
    for (const api of [ok, refused]) {
      expect(api.response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(api.response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(api.response.headers['x-content-type-options']).toBe('nosniff');
      expect(api.response.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    // A file the API writes (an export, a receipt) may open as a document: it keeps them all, and no-store.
    const file = await exportFile(production, exportCalls.tenant.path, { format: 'csv' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-security-policy']).toContain("script-src 'self'");
    expect(file.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(file.headers['cache-control']).toBe('no-store');
    for (const url of ['/assets/app-1.js', '/assets/app-1.css']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      // What a browser checks on a script or stylesheet stays.
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'x-xss-protection',
      ]) {
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
  });

  it('sends HSTS only on answers that came over HTTPS', async () => {
    const plain = await proxied.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await proxied.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Without a trusted proxy, a client cannot claim HTTPS.
    const claimed = await production.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves source maps in development only; in production a map is a 404, not the app page', async () => {
    const js = await production.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(js.statusCode).toBe(200);
    const map = await production.app.inject({ method: 'GET', url: '/assets/app-1.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    expect((await development.app.inject({ method: 'GET', url: '/assets/app-1.js.map' })).statusCode).toBe(200);
    // Deep links still get the app page.
    expect((await production.app.inject({ method: 'GET', url: '/tenant/form?formType=Add' })).statusCode).toBe(200);
  });
});
