import { tenantCalls } from '@kamar/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import type { FilePart } from '../../../test/multipart.js';
import { type Fields, tenantKit, testImages, unique } from './tenants.test-kit.js';

let t: TestApp;
let png: FilePart;
let kit: ReturnType<typeof tenantKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = tenantKit(t);
  ({ png } = await testImages());
});
afterAll(() => t.close());

const create = (fields: Fields) => kit.create(fields);
const getById = (tenantId: number) => kit.getById(tenantId);
const counts = () => kit.counts();
const photo = (url: string, headers?: Record<string, string>, token?: string | null) => kit.photo(url, headers, token);

describe('bad uploads store nothing', () => {
  it.each([
    [
      'a text file named .jpg',
      { content: Buffer.from('hello, not an image'), filename: 'x.jpg', type: 'image/jpeg' },
      400,
      english('tenant.photoType'),
    ],
    [
      'a truncated jpeg',
      { content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2]), filename: 'x.jpg', type: 'image/jpeg' },
      400,
      english('tenant.photoUnreadable'),
    ],
    [
      'a 6 MB file',
      { content: Buffer.alloc(6 * 1024 * 1024, 1), filename: 'big.png', type: 'image/png' },
      413,
      english('tenant.photoTooLarge'),
    ],
    ['a file under another field', 'other', 400, 'Unexpected file other: only one photo (photoID) may be sent'],
  ] as const)('%s', async (_, file, status, message) => {
    const before = await counts();
    const fields: Fields =
      file === 'other' ? { tenantName: `u${unique()}`, other: png } : { tenantName: `u${unique()}`, photoID: file };
    const res = await create(fields);
    expect(res.statusCode).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses JSON and broken multipart with words', async () => {
    const json = await t.call(tenantCalls.create, { tenantName: 'JSON' }, t.adminToken);
    expect(json.statusCode).toBe(415);
    expect(json.body.message).toBe(english('request.multipartRequired'));
    const broken = await t.raw(tenantCalls.create.path, '--zz\r\nbroken', t.adminToken, {
      'content-type': 'multipart/form-data; boundary=zz',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body.message).toBe(english('request.multipartInvalid'));
  });
});

describe('the photo GET', () => {
  it('is for signed-in users only and 404s unknown photos', async () => {
    const res = await create({ tenantName: `g${unique()}`, photoID: png });
    const url = (res.body.data as { photoURL: string }).photoURL;
    expect((await photo(url, {}, null)).statusCode).toBe(401);
    const staff = await t.createUser();
    expect((await photo(url, {}, staff.token)).headers['content-type']).toBe('image/png');
    expect((await photo('/api/Tenant/Photo/999999')).statusCode).toBe(404);
    expect((await photo('/api/Tenant/Photo/abc')).statusCode).toBe(404);
  });
});

describe('the content decides, not the name or declared type', () => {
  it('stores a GIF sent as "text/plain" named notes.txt, re-encoded as PNG', async () => {
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer();
    const res = await create({
      tenantName: `c${unique()}`,
      photoID: { content: gif, filename: 'notes.txt', type: 'text/plain' },
    });
    expect(res.statusCode).toBe(200);
    const image = await photo((res.body.data as { photoURL: string }).photoURL);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('png');
  });

  it('refuses a request that is not multipart (text/plain) and stores nothing', async () => {
    const before = await counts();
    const res = await t.raw(tenantCalls.create.path, 'tenantName=X', t.adminToken, { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(415);
    expect(await counts()).toEqual(before);
  });
});

describe('saving under load', () => {
  it('lets exactly one of two simultaneous deletes through; the other is told it is stale', async () => {
    const { tenantId } = (await create({ tenantName: `r${unique()}` })).body.data as { tenantId: number };
    const answers = await Promise.all(
      [1, 2].map(() => t.call(tenantCalls.delete, { tenantId, status: 1 }, t.adminToken)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await getById(tenantId)).body.data.status).toBe(2);
  });
});
