import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { authCalls, tenantCalls } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { insertTenant } from '../../test/factories/bookings.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 30; i++)
    await insertTenant(t.db, { tenantName: `SITI RAHAYU ${String.fromCharCode(65 + (i % 26))}${i}` });
});
afterAll(() => t.close());

/** The first 25 tenants, asked as a browser accepting `acceptEncoding` would (the raw answer: maybe compressed). */
const list = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'POST',
    url: tenantCalls.getList.path,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${t.adminToken}`,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
    payload: JSON.stringify({ pageSize: 25 }),
  });

describe('API answers on mobile data', () => {
  it('sends a list page brotli-compressed to a browser that takes brotli, the same JSON inside', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.listData).toHaveLength(25);

    const res = await list('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client without brotli', async () => {
    const res = await list('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).data.listData).toHaveLength(25);
  });

  it('sends small answers and refusals as they are (compressing them would cost more than it saves)', async () => {
    const ok = await t.raw(authCalls.checkAuth.path, '{}', t.adminToken, { 'accept-encoding': 'br, gzip' });
    expect(ok.statusCode).toBe(200);
    expect(ok.response.headers['content-encoding']).toBeUndefined();
    const refused = await t.raw(tenantCalls.getList.path, JSON.stringify({ pageSize: 'many' }), t.adminToken, {
      'accept-encoding': 'br, gzip',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.response.headers['content-encoding']).toBeUndefined();
  });
});
