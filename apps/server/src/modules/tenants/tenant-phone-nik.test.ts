import { tenantCalls } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { encodeMultipart } from '../../../test/multipart.js';
import { tenantKit, unique } from './tenants.test-kit.js';

let t: TestApp;
let kit: ReturnType<typeof tenantKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = tenantKit(t);
});
afterAll(() => t.close());

/** A NIK no other test uses: 16 digits from the clock and a random tail. */
const nik = () => `3171${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
const idOf = (res: { body: unknown }) => (res.body as { data: { tenantId: number } }).data.tenantId;

describe('phone numbers', () => {
  it('keeps one form however a number is typed, and finds it by 08..., +62..., 62... and spaced or dashed', async () => {
    const tag = unique();
    const typed = `+62 812-${tag.length}456-${String(Date.now()).slice(-4)}`;
    const res = await kit.create({ tenantName: `phone ${tag}`, phone: typed, contactPhone: '(0274) 512-345' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const tenant = (await kit.getById(idOf(res))).body.data;
    const digits = typed.replace(/\D/g, '');
    expect(tenant).toMatchObject({ phone: digits, contactPhone: '62274512345' });
    const local = `0${digits.slice(2)}`;
    const searches = [
      local,
      `${local.slice(0, 4)} ${local.slice(4, 8)} ${local.slice(8)}`,
      `${local.slice(0, 4)}-${local.slice(4, 8)}-${local.slice(8)}`,
      typed,
      digits,
      `+${digits}`,
      local.slice(0, 6),
      digits.slice(-7),
    ];
    for (const phone of searches) {
      const found = await t.call(tenantCalls.getList, { tenantName: `phone ${tag}`, phone }, t.adminToken);
      expect(found.statusCode, phone).toBe(200);
      expect(
        found.body.data.listData.map((r) => r.phone),
        phone,
      ).toEqual([digits]);
    }
    const other = await t.call(tenantCalls.getList, { tenantName: `phone ${tag}`, phone: '0813' }, t.adminToken);
    expect(other.body.data.totalData).toBe(0);
  });

  it('refuses letters in a number and saves nothing', async () => {
    const before = await kit.counts();
    const res = await kit.create({ tenantName: `x ${unique()}`, phone: '0812 abc 7890' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(english('field.invalidPhone', { field: 'phone' }));
    expect(await kit.counts()).toEqual(before);
  });
});

describe('a NIK another tenant holds', () => {
  it('is refused naming that tenant (with their id for a link), saving nothing, until the person confirms', async () => {
    const number = nik();
    const first = await kit.create({ tenantName: `first ${unique()}`, idNumber: number });
    expect(first.statusCode).toBe(200);
    const firstId = idOf(first);
    const firstName = (await kit.getById(firstId)).body.data.tenantName;

    const before = await kit.counts();
    const refused = await kit.create({ tenantName: `second ${unique()}`, idNumber: number });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'tenant.duplicateNik',
      params: { tenantName: firstName, tenantId: firstId },
      message: english('tenant.duplicateNik', { tenantName: firstName }),
      data: { errors: [{ field: 'idNumber', code: 'tenant.duplicateNik' }] },
    });
    const { payload, contentType } = await encodeMultipart({ tenantName: `third ${unique()}`, idNumber: number });
    const indonesian = await t.raw(tenantCalls.create.path, payload as unknown as string, t.adminToken, {
      'content-type': contentType,
      'accept-language': 'id',
    });
    expect(indonesian.statusCode).toBe(409);
    expect(indonesian.body.message).toBe(`NIK ini sudah terdaftar atas nama ${firstName}`);
    expect(await kit.counts()).toEqual(before);

    const confirmed = await kit.create({
      tenantName: `second ${unique()}`,
      idNumber: number,
      confirmDuplicateNik: '1',
    });
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
  });

  it('is not asked again when a tenant keeps their own NIK, and is asked when an update takes another one', async () => {
    const number = nik();
    const a = idOf(await kit.create({ tenantName: `a ${unique()}`, idNumber: number }));
    const b = idOf(await kit.create({ tenantName: `b ${unique()}`, idNumber: number, confirmDuplicateNik: 'true' }));
    const bRecord = (await kit.getById(b)).body.data;
    const kept = await kit.update({
      tenantId: String(b),
      tenantName: 'b renamed',
      idNumber: number,
      rowVersion: bRecord.rowVersion,
    });
    expect(kept.statusCode, JSON.stringify(kept.body)).toBe(200);

    const c = idOf(await kit.create({ tenantName: `c ${unique()}`, idNumber: nik() }));
    const cRecord = (await kit.getById(c)).body.data;
    const taken = await kit.update({
      tenantId: String(c),
      tenantName: cRecord.tenantName,
      idNumber: number,
      rowVersion: cRecord.rowVersion,
    });
    expect(taken.statusCode).toBe(409);
    expect((taken.body as { params?: unknown }).params).toMatchObject({ tenantId: a });
    expect((await kit.getById(c)).body.data.idNumber).toBe(cRecord.idNumber);
  });

  it('is not a duplicate when the other tenant is deleted', async () => {
    const number = nik();
    const gone = idOf(await kit.create({ tenantName: `gone ${unique()}`, idNumber: number }));
    await t.call(tenantCalls.delete, { tenantId: gone, status: 1 }, t.adminToken);
    expect((await kit.create({ tenantName: `new ${unique()}`, idNumber: number })).statusCode).toBe(200);
  });
});
