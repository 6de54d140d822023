import { tenantCalls } from '@kamar/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import type { FilePart } from '../../../test/multipart.js';
import { type Fields, tenantKit, testImages, unique } from './tenants.test-kit.js';

let t: TestApp;
let png: FilePart;
let jpegWithExif: FilePart;
let kit: ReturnType<typeof tenantKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = tenantKit(t);
  ({ png, jpegWithExif } = await testImages());
});
afterAll(() => t.close());

const create = (fields: Fields) => kit.create(fields);
const update = (fields: Fields) => kit.update(fields);
const getById = (tenantId: number) => kit.getById(tenantId);
const counts = () => kit.counts();
const photo = (url: string, headers?: Record<string, string>, token?: string | null) => kit.photo(url, headers, token);

describe('Tenant/Create', () => {
  it('saves every field with the spec rules, and the photo re-encoded, bounded and stripped', async () => {
    const name = `  budi ${unique()} `;
    const res = await create({
      tenantName: name,
      gender: '1',
      idNumber: '3171234567890001',
      placeOfBirth: 'jakarta',
      dateOfBirth: '1999-02-28',
      address: 'jl. melati 5',
      city: 'bandung',
      province: 'jawa barat',
      country: '',
      phone: '081234567890',
      workPlace: 'PT Maju',
      vehicle: '1',
      vehicleBrand: 'Honda',
      vehicleModel: 'Beat',
      licensePlate: 'd 1234 abc',
      contactName: 'siti',
      contactPhone: '0811111',
      contactRelation: 'Mother',
      photoID: jpegWithExif,
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const { tenantId, photoURL } = res.body.data as { tenantId: number; photoURL: string };
    expect(photoURL).toMatch(/^\/api\/Tenant\/Photo\/\d+$/);
    const got = await getById(tenantId);
    expect(got.body.data).toMatchObject({
      tenantId,
      tenantName: name.trim().toUpperCase(),
      gender: 1,
      placeOfBirth: 'JAKARTA',
      dateOfBirth: '1999-02-28T00:00:00',
      address: 'JL. MELATI 5',
      city: 'BANDUNG',
      province: 'JAWA BARAT',
      country: 'INDONESIA',
      vehicle: 1,
      vehicleBrand: 'Honda',
      licensePlate: 'D 1234 ABC',
      contactName: 'SITI',
      photoURL,
      status: 1,
      updateBy: 'admin',
    });
    const image = await photo(photoURL);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+/);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect(meta.exif).toBeUndefined();
    const again = await photo(photoURL, { 'if-none-match': String(image.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('keeps no vehicle details without a Motorcycle or Car, and needs no photo', async () => {
    const res = await create({ tenantName: `x${unique()}`, vehicle: '', vehicleBrand: 'Honda', licensePlate: 'B 1' });
    expect(res.statusCode).toBe(200);
    const got = await getById((res.body.data as { tenantId: number }).tenantId);
    expect(got.body.data).toMatchObject({ vehicle: null, vehicleBrand: '', licensePlate: '', photoURL: '' });
  });

  it.each([
    [{ tenantName: '' }, english('field.required', { field: 'tenantName' })],
    [{ tenantName: '   ' }, english('field.required', { field: 'tenantName' })],
    [{ tenantName: undefined }, english('field.required', { field: 'tenantName' })],
    [{ tenantName: 'x'.repeat(101) }, 'Tenant Name must be at most 100 characters'],
    [{ phone: '0812abc' }, english('field.invalidPhone', { field: 'phone' })],
    [{ idNumber: '31-71' }, 'Id Number may contain digits only'],
    [{ contactPhone: '08+12' }, english('field.invalidPhone', { field: 'contactPhone' })],
    [{ address: 'a'.repeat(201) }, 'Address must be at most 200 characters'],
    [{ dateOfBirth: '2001-02-30' }, 'Date of Birth must be a date (YYYY-MM-DD)'],
    [{ dateOfBirth: '12/05/1999' }, 'Date of Birth must be a date (YYYY-MM-DD)'],
    [{ dateOfBirth: '2999-01-01' }, english('tenant.dateOfBirthFuture')],
    [{ gender: '3' }, 'Gender is not a valid choice'],
    [{ vehicle: 'car' }, 'Vehicle is not a valid choice'],
    [{ photoID: 'not a file' }, english('tenant.photoNotFile')],
  ])('refuses case %# with "%s" and stores nothing', async (change, message) => {
    const before = await counts();
    const res = await create({ tenantName: `ok ${unique()}`, photoID: png, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a date of birth after today in business time', async () => {
    t.clock.set('2026-03-10T18:00:00Z'); // already 11 March in Jakarta
    try {
      expect((await create({ tenantName: `d${unique()}`, dateOfBirth: '2026-03-11' })).statusCode).toBe(200);
      const res = await create({ tenantName: `d${unique()}`, dateOfBirth: '2026-03-12' });
      expect(res.body.message).toBe(english('tenant.dateOfBirthFuture'));
    } finally {
      t.clock.set(null);
    }
  });
});

describe('Tenant/Update', () => {
  it('replaces the photo with a new row, keeps it when none is sent, and 404s an unknown tenant', async () => {
    const first = await create({ tenantName: `p${unique()}`, photoID: png });
    const { tenantId, photoURL } = first.body.data as { tenantId: number; photoURL: string };
    const kept = await update({ tenantId: String(tenantId), tenantName: 'renamed', phone: '0899' });
    expect(kept.statusCode).toBe(200);
    expect((await getById(tenantId)).body.data).toMatchObject({ tenantName: 'RENAMED', phone: '62899', photoURL });
    const replaced = await update({ tenantId: String(tenantId), tenantName: 'renamed', photoID: jpegWithExif });
    const newUrl = (replaced.body.data as { photoURL: string }).photoURL;
    expect(newUrl).not.toBe(photoURL);
    expect((await photo(photoURL)).statusCode).toBe(200);
    expect((await photo(newUrl)).headers['content-type']).toBe('image/jpeg');
    const before = await counts();
    const missing = await update({ tenantId: '987654', tenantName: 'nobody', photoID: png });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(english('tenant.notFound'));
    expect(await counts()).toEqual(before);
  });

  it('refuses a bad tenant id', async () => {
    const res = await update({ tenantId: 'abc', tenantName: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Tenant must be a whole number');
  });
});

describe('Tenant/Delete', () => {
  it('toggles Active -> Deleted -> Active, and refuses a stale status with 409', async () => {
    const { tenantId } = (await create({ tenantName: `t${unique()}` })).body.data as { tenantId: number };
    const deleted = await t.call(tenantCalls.delete, { tenantId, status: 1 }, t.adminToken);
    expect(deleted.body.data).toMatchObject({ tenantId, status: 2 });
    const stale = await t.call(tenantCalls.delete, { tenantId, status: 1 }, t.adminToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(english('record.stale'));
    expect((await getById(tenantId)).body.data.status).toBe(2);
    const back = await t.call(tenantCalls.delete, { tenantId, status: 2 }, t.adminToken);
    expect(back.body.data.status).toBe(1);
    const missing = await t.call(tenantCalls.delete, { tenantId: 987654, status: 1 }, t.adminToken);
    expect(missing.statusCode).toBe(404);
  });
});

describe('Tenant/GetList', () => {
  it('filters by name and phone (contains) and status, pages with rowNumber across pages', async () => {
    const tag = unique();
    for (let i = 0; i < 7; i++) {
      await create({ tenantName: `list ${tag} ${i}`, phone: `0812${tag.length}${i}55` });
    }
    const ids: number[] = [];
    const all = await t.call(
      tenantCalls.getList,
      { tenantName: `list ${tag.toLowerCase()}`, pageSize: 100 },
      t.adminToken,
    );
    for (const row of all.body.data.listData) ids.push(row.tenantId);
    expect(all.body.data.totalData).toBe(7);
    await t.call(tenantCalls.delete, { tenantId: ids[0] as number, status: 1 }, t.adminToken);

    const page = await t.call(
      tenantCalls.getList,
      { tenantName: `LIST ${tag}`, pageSize: 3, pageIndex: 1 },
      t.adminToken,
    );
    expect(page.body.data.totalData).toBe(7);
    expect(page.body.data.listData.map((r) => r.rowNumber)).toEqual([4, 5, 6]);
    expect(page.body.data.listData.map((r) => r.tenantName)).toEqual([3, 4, 5].map((i) => `LIST ${tag} ${i}`));
    const last = await t.call(
      tenantCalls.getList,
      { tenantName: `LIST ${tag}`, pageSize: 3, pageIndex: 2 },
      t.adminToken,
    );
    expect(last.body.data.listData.map((r) => r.rowNumber)).toEqual([7]);

    const active = await t.call(tenantCalls.getList, { tenantName: `LIST ${tag}`, status: 1 }, t.adminToken);
    expect(active.body.data.totalData).toBe(6);
    const deleted = await t.call(tenantCalls.getList, { tenantName: `LIST ${tag}`, status: 2 }, t.adminToken);
    expect(deleted.body.data.listData.map((r) => r.tenantId)).toEqual([ids[0]]);
    const byPhone = await t.call(
      tenantCalls.getList,
      { tenantName: `LIST ${tag}`, phone: `${tag.length}355` },
      t.adminToken,
    );
    expect(byPhone.body.data.listData.map((r) => r.tenantName)).toEqual([`LIST ${tag} 3`]);
    expect(Object.keys(byPhone.body.data.listData[0] ?? {}).sort()).toEqual([
      'address',
      'idNumber',
      'phone',
      'propertyId',
      'propertyName',
      'rowNumber',
      'status',
      'tenantId',
      'tenantName',
    ]);
  });

  it('stores a name with inner runs of spaces as one, and finds it however many spaces are typed', async () => {
    const tag = unique();
    const res = await create({ tenantName: `budi  \t santoso ${tag}`, contactName: 'ibu   sari' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const { tenantId } = res.body.data;
    expect((await getById(tenantId)).body.data).toMatchObject({
      tenantName: `BUDI SANTOSO ${tag}`,
      contactName: 'IBU SARI',
    });
    for (const typed of [`budi santoso ${tag}`, ` Budi    SANTOSO  ${tag} `]) {
      const found = await t.call(tenantCalls.getList, { tenantName: typed }, t.adminToken);
      expect(
        found.body.data.listData.map((r) => r.tenantId),
        typed,
      ).toEqual([tenantId]);
    }
  });

  it('takes % and _ literally and refuses letters in the phone filter', async () => {
    const res = await t.call(tenantCalls.getList, { tenantName: '%_%' }, t.adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.totalData).toBe(0);
    const bad = await t.call(tenantCalls.getList, { phone: '08a' }, t.adminToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe(english('field.invalidPhone', { field: 'phone' }));
  });
});
