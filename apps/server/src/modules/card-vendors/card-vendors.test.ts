import { cardVendorCalls, Role, roomCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uniqueName = () => `LOCKS ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

async function vendorCount(): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from card_vendors`);
  return result.rows[0]?.n ?? 0;
}

async function createVendor(overrides: Record<string, unknown> = {}) {
  const input = { cardVendorName: uniqueName(), contactName: 'Pak Joko', phone: '08123456789', ...overrides };
  const res = await t.call(cardVendorCalls.create, input, t.adminToken);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { ...input, cardVendorId: res.body.data.cardVendorId };
}

describe('CardVendor/Create and Update', () => {
  it('stores the name upper-cased, the contact as typed, for a Manager too', async () => {
    const staff = await t.createUser({ role: Role.Manager });
    const name = uniqueName();
    const res = await t.call(
      cardVendorCalls.create,
      { cardVendorName: ` ${name.toLowerCase()} `, contactName: ' Bu Sari ', phone: '0211234' },
      staff.token,
    );
    expect(res.statusCode).toBe(200);
    const got = await t.call(cardVendorCalls.getById, { cardVendorId: res.body.data.cardVendorId }, staff.token);
    expect(got.body.data).toMatchObject({
      cardVendorName: name,
      contactName: 'Bu Sari',
      // Kept in the one stored form of a phone (contract phone-number.ts).
      phone: '62211234',
      status: 1,
      updateBy: staff.username,
    });
  });

  it('needs only the name', async () => {
    const res = await t.call(cardVendorCalls.create, { cardVendorName: uniqueName() }, t.adminToken);
    expect(res.statusCode).toBe(200);
    const got = await t.call(cardVendorCalls.getById, { cardVendorId: res.body.data.cardVendorId }, t.adminToken);
    expect(got.body.data).toMatchObject({ contactName: '', phone: '' });
  });

  it.each([
    [{ cardVendorName: '' }, 'Card Vendor Name is required!'],
    [{ cardVendorName: undefined }, 'Card Vendor Name is required!'],
    [{ cardVendorName: 'x'.repeat(51) }, 'Card Vendor Name must be at most 50 characters'],
    [{ contactName: 'x'.repeat(51) }, 'Contact Name must be at most 50 characters'],
    [{ phone: '0812-abc' }, 'Phone is not a phone number: use digits, spaces, dashes and a leading +'],
    [{ phone: '1'.repeat(21) }, 'Phone must be at most 20 characters'],
    [{ phone: 812 }, 'Phone must be text'],
  ])('refuses case %# with "%s" and stores nothing', async (change, message) => {
    const before = await vendorCount();
    const res = await t.call(
      cardVendorCalls.create,
      { cardVendorName: uniqueName(), contactName: '', phone: '', ...change },
      t.adminToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await vendorCount()).toBe(before);
  });

  it('refuses a duplicate name on create and on rename, naming it', async () => {
    const first = await createVendor();
    const dup = await t.call(
      cardVendorCalls.create,
      { cardVendorName: first.cardVendorName.toLowerCase() },
      t.adminToken,
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toBe(`Card Vendor ${first.cardVendorName} already exists`);
    const other = await createVendor();
    const rename = await t.call(
      cardVendorCalls.update,
      { cardVendorId: other.cardVendorId, cardVendorName: first.cardVendorName },
      t.adminToken,
    );
    expect(rename.statusCode).toBe(409);
  });

  it('says so when the name belongs to a deleted card vendor', async () => {
    const v = await createVendor();
    await t.call(cardVendorCalls.delete, { cardVendorId: v.cardVendorId, status: 1 }, t.adminToken);
    const res = await t.call(cardVendorCalls.create, { cardVendorName: v.cardVendorName }, t.adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(
      `Card Vendor ${v.cardVendorName} already exists as a deleted card vendor; undelete it instead`,
    );
  });

  it('updates a vendor, and answers 404 for an unknown one', async () => {
    const v = await createVendor();
    const res = await t.call(
      cardVendorCalls.update,
      { cardVendorId: v.cardVendorId, cardVendorName: v.cardVendorName, contactName: 'Pak Budi', phone: '0811' },
      t.adminToken,
    );
    expect(res.body.data).toEqual({ cardVendorId: v.cardVendorId });
    const got = await t.call(cardVendorCalls.getById, { cardVendorId: v.cardVendorId }, t.adminToken);
    expect(got.body.data).toMatchObject({ contactName: 'Pak Budi', phone: '62811' });
    const missing = await t.call(cardVendorCalls.update, { cardVendorId: 987654, cardVendorName: 'X' }, t.adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(english('cardVendor.notFound'));
  });
});

describe('CardVendor/Delete', () => {
  it('deletes and undeletes, with the stale check', async () => {
    const v = await createVendor();
    const del = await t.call(cardVendorCalls.delete, { cardVendorId: v.cardVendorId, status: 1 }, t.adminToken);
    expect(del.body.data.status).toBe(2);
    const stale = await t.call(cardVendorCalls.delete, { cardVendorId: v.cardVendorId, status: 1 }, t.adminToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(english('record.stale'));
    const back = await t.call(cardVendorCalls.delete, { cardVendorId: v.cardVendorId, status: 2 }, t.adminToken);
    expect(back.body.data.status).toBe(1);
    expect((await t.call(cardVendorCalls.delete, { cardVendorId: 987654, status: 1 }, t.adminToken)).statusCode).toBe(
      404,
    );
  });

  it('keeps a vendor an active room names, naming the room', async () => {
    const v = await createVendor();
    const roomNumber = `V${Math.floor(Math.random() * 1e6)}`;
    await t.call(roomCalls.create, { roomNumber, roomTypeId: 1, cardVendorId: v.cardVendorId }, t.adminToken);
    const res = await t.call(cardVendorCalls.delete, { cardVendorId: v.cardVendorId, status: 1 }, t.adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(`Card Vendor ${v.cardVendorName} is still used by room ${roomNumber}`);
  });
});

describe('CardVendor/GetList', () => {
  it('filters by name and status and numbers rows across pages', async () => {
    const prefix = uniqueName();
    for (const n of [1, 2, 3]) await createVendor({ cardVendorName: `${prefix} ${n}` });
    const gone = await createVendor({ cardVendorName: `${prefix} 4` });
    await t.call(cardVendorCalls.delete, { cardVendorId: gone.cardVendorId, status: 1 }, t.adminToken);
    const page = await t.call(
      cardVendorCalls.getList,
      { cardVendorName: prefix.toLowerCase(), pageSize: 3, pageIndex: 1 },
      t.adminToken,
    );
    expect(page.body.data.totalData).toBe(4);
    expect(page.body.data.listData.map((r) => [r.rowNumber, r.cardVendorName])).toEqual([[4, `${prefix} 4`]]);
    const active = await t.call(cardVendorCalls.getList, { cardVendorName: prefix, status: 1 }, t.adminToken);
    expect(active.body.data.totalData).toBe(3);
  });

  it('stores names with inner runs of spaces as one, finds them so, and sees through spacing to a duplicate', async () => {
    const [lock, tag] = uniqueName().split(' ');
    const vendor = await createVendor({ cardVendorName: `${lock}  \t${tag}`, contactName: 'pak   joko' });
    const got = await t.call(cardVendorCalls.getById, { cardVendorId: vendor.cardVendorId }, t.adminToken);
    expect(got.body.data).toMatchObject({ cardVendorName: `${lock} ${tag}`, contactName: 'pak joko' });
    const found = await t.call(cardVendorCalls.getList, { cardVendorName: `${lock}   ${tag}` }, t.adminToken);
    expect(found.body.data.listData.map((r) => r.cardVendorId)).toEqual([vendor.cardVendorId]);
    const again = await t.call(cardVendorCalls.create, { cardVendorName: `${lock} ${tag}` }, t.adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(`Card Vendor ${lock} ${tag} already exists`);
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await t.call(cardVendorCalls.getById, { cardVendorId: 987654 }, t.adminToken)).statusCode).toBe(404);
    const bad = await t.call(cardVendorCalls.getById, { cardVendorId: 'one' }, t.adminToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('Card Vendor must be a whole number');
  });
});
