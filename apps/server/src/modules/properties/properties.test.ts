import {
  auditCalls,
  bookingCalls,
  employeeCalls,
  formatMessage,
  propertyCalls,
  roomCalls,
  roomTypeCalls,
  userCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { insertTenant } from '../../../test/factories/bookings.js';
import { encodeMultipart } from '../../../test/multipart.js';
import { TEST_ADMIN } from '../../../test/test-constants.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uniqueName = () => `KOS ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

async function propertyCount(): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from properties`);
  return result.rows[0]?.n ?? 0;
}

async function createProperty(overrides: Record<string, unknown> = {}) {
  const input = {
    propertyName: uniqueName(),
    address: 'Jl. Kaliurang 5',
    city: 'Yogyakarta',
    phone: '0812',
    ...overrides,
  };
  const res = await t.call(propertyCalls.create, input, t.adminToken);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { ...input, propertyId: res.body.data.propertyId as number };
}

async function createRoomType(propertyId?: number) {
  const res = await t.call(
    roomTypeCalls.create,
    { roomTypeName: uniqueName(), priceDaily: 1, priceWeekly: 2, priceMonthly: 3, priceYearly: 4, propertyId },
    t.adminToken,
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data.roomTypeId as number;
}

/** Property/Create with `change` is refused with `message` (400), and no property is stored. */
async function refusedCreate(change: Record<string, unknown>, message: string) {
  const before = await propertyCount();
  const res = await t.call(propertyCalls.create, { propertyName: uniqueName(), ...change }, t.adminToken);
  expect(res.statusCode).toBe(400);
  expect(res.body.message).toBe(message);
  expect(await propertyCount()).toBe(before);
}

describe('the first property', () => {
  it('is the business, and holds every room, room type, floor cell and employee of the seed', async () => {
    const list = await t.call(propertyCalls.getList, { status: 1, pageSize: 10000 }, t.adminToken);
    const [first] = list.body.data.listData;
    const profile = await t.db.execute<{ name: string }>(sql`select business_name as name from business_profile`);
    expect(first).toMatchObject({ propertyId: 1, propertyName: profile.rows[0]?.name.toUpperCase(), status: 1 });
    for (const table of ['rooms', 'room_types', 'floor_plan_cells']) {
      const others = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where property_id <> 1`,
      );
      expect(others.rows[0]?.n, table).toBe(0);
    }
  });
});

describe('Property/Create, Update, GetById, GetList', () => {
  it('stores the name upper-cased, with its address, city and WhatsApp number', async () => {
    const name = uniqueName();
    const res = await t.call(
      propertyCalls.create,
      { propertyName: ` ${name.toLowerCase()} `, address: 'Jl. Gejayan 12', city: 'Sleman', phone: '0812-3456-7890' },
      t.adminToken,
    );
    expect(res.statusCode).toBe(200);
    const got = await t.call(propertyCalls.getById, { propertyId: res.body.data.propertyId }, t.adminToken);
    expect(got.body.data).toMatchObject({
      propertyName: name,
      address: 'Jl. Gejayan 12',
      city: 'Sleman',
      // Kept in the one stored form of every phone (contract phone-number.ts).
      phone: '6281234567890',
      logoId: null,
      logoURL: '',
      bankAccounts: [],
      status: 1,
      updateBy: TEST_ADMIN.username,
    });
  });

  it.each([
    [{ propertyName: '' }, 'Property Name is required!'],
    [{ propertyName: 'x'.repeat(101) }, 'Property Name must be at most 100 characters'],
    [{ phone: '0812-KOS' }, 'Phone is not a phone number: use digits, spaces, dashes and a leading +'],
    [{ phone: '0812345678901234567890' }, 'Phone must be at most 20 characters'],
  ])('refuses case %# with "%s" and stores nothing', refusedCreate);

  it('refuses a duplicate name, naming it, and says so when the holder is deleted', async () => {
    const first = await createProperty();
    const dup = await t.call(propertyCalls.create, { propertyName: first.propertyName.toLowerCase() }, t.adminToken);
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toBe(`Property ${first.propertyName} already exists`);
    const other = await createProperty();
    const rename = await t.call(
      propertyCalls.update,
      { propertyId: other.propertyId, propertyName: first.propertyName },
      t.adminToken,
    );
    expect(rename.statusCode).toBe(409);
    await t.call(propertyCalls.delete, { propertyId: first.propertyId, status: 1 }, t.adminToken);
    const again = await t.call(propertyCalls.create, { propertyName: first.propertyName }, t.adminToken);
    expect(again.body.message).toBe(
      `Property ${first.propertyName} already exists as a deleted property; undelete it instead`,
    );
  });

  it('leaves creating and changing properties to the owner', async () => {
    const staff = await t.createUser();
    const before = await propertyCount();
    const res = await t.call(propertyCalls.create, { propertyName: uniqueName() }, staff.token);
    expect(res.statusCode).toBe(403);
    expect(await propertyCount()).toBe(before);
  });

  it('answers 404 for an unknown property', async () => {
    const res = await t.call(propertyCalls.getById, { propertyId: 987654 }, t.adminToken);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe(english('property.notFound'));
  });
});

describe('Property/Delete', () => {
  it('deletes and undeletes an unused property, with the stale check', async () => {
    const p = await createProperty();
    const del = await t.call(propertyCalls.delete, { propertyId: p.propertyId, status: 1 }, t.adminToken);
    expect(del.body.data.status).toBe(2);
    const stale = await t.call(propertyCalls.delete, { propertyId: p.propertyId, status: 1 }, t.adminToken);
    expect(stale.statusCode).toBe(409);
    const back = await t.call(propertyCalls.delete, { propertyId: p.propertyId, status: 2 }, t.adminToken);
    expect(back.body.data.status).toBe(1);
  });

  it('keeps a property with an active stay, naming the room, and lets it go once the stay ends', async () => {
    const p = await createProperty();
    const roomTypeId = await createRoomType(p.propertyId);
    const room = await t.call(roomCalls.create, { roomNumber: '101', roomTypeId }, t.adminToken);
    expect(room.statusCode, JSON.stringify(room.body)).toBe(200);
    const tenant = await insertTenant(t.db);
    const booking = await t.call(
      bookingCalls.create,
      {
        tenantId: tenant.tenantId,
        roomNumberId: room.body.data.roomId,
        bookingDate: '2031-01-01',
        checkInDate: '2031-01-01',
        checkOutDate: '',
        bookingStatus: '1',
        bookingType: 3,
        remark: '',
      },
      t.adminToken,
    );
    expect(booking.statusCode, JSON.stringify(booking.body)).toBe(200);
    const refused = await t.call(propertyCalls.delete, { propertyId: p.propertyId, status: 1 }, t.adminToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(
      `Property ${p.propertyName} still has an active booking in room 101; check it out or cancel it first`,
    );
    const cancelled = await t.call(
      bookingCalls.cancelBooking,
      { bookingId: booking.body.data.bookingId },
      t.adminToken,
    );
    expect(cancelled.statusCode, JSON.stringify(cancelled.body)).toBe(200);
    const del = await t.call(propertyCalls.delete, { propertyId: p.propertyId, status: 1 }, t.adminToken);
    expect(del.statusCode, JSON.stringify(del.body)).toBe(200);
  });

  it('keeps the last active property', async () => {
    const active = await t.db.execute<{ id: number }>(
      sql`select property_id as id from properties where status = 1 and property_id <> 1`,
    );
    const others = active.rows.map((r) => r.id);
    await t.db.execute(sql`update properties set status = 2 where property_id <> 1`);
    try {
      const res = await t.call(propertyCalls.delete, { propertyId: 1, status: 1 }, t.adminToken);
      expect(res.statusCode).toBe(409);
      const name = (await t.call(propertyCalls.getById, { propertyId: 1 }, t.adminToken)).body.data.propertyName;
      expect(res.body.message).toBe(`Property ${name} is the only active property; a business keeps at least one`);
    } finally {
      for (const id of others) await t.db.execute(sql`update properties set status = 1 where property_id = ${id}`);
    }
  });
});

describe('records of a property', () => {
  it('keeps room numbers unique within a property, not across properties', async () => {
    const a = await createProperty();
    const b = await createProperty();
    const typeA = await createRoomType(a.propertyId);
    const typeB = await createRoomType(b.propertyId);
    const inA = await t.call(roomCalls.create, { roomNumber: '101', roomTypeId: typeA }, t.adminToken);
    const inB = await t.call(
      roomCalls.create,
      { roomNumber: '101', roomTypeId: typeB, propertyId: b.propertyId },
      t.adminToken,
    );
    expect([inA.statusCode, inB.statusCode]).toEqual([200, 200]);
    const rooms = await Promise.all(
      [inA, inB].map((r) => t.call(roomCalls.getById, { roomId: r.body.data.roomId }, t.adminToken)),
    );
    expect(rooms.map((r) => r.body.data.propertyId)).toEqual([a.propertyId, b.propertyId]);
    const again = await t.call(roomCalls.create, { roomNumber: '101', roomTypeId: typeA }, t.adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('Room 101 already exists');
  });

  it("refuses a room whose type is another property's", async () => {
    const a = await createProperty();
    const typeA = await createRoomType(a.propertyId);
    const res = await t.call(roomCalls.create, { roomNumber: 'X1', roomTypeId: typeA, propertyId: 1 }, t.adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(english('field.invalidChoice', { field: 'roomType' }));
    const room = await t.call(roomCalls.create, { roomNumber: 'X1', roomTypeId: typeA }, t.adminToken);
    const moved = await t.call(roomCalls.update, { roomId: room.body.data.roomId, roomTypeId: 1 }, t.adminToken);
    expect(moved.statusCode).toBe(400);
    expect(moved.body.message).toBe(english('field.invalidChoice', { field: 'roomType' }));
  });

  it('puts a new room type and employee in the property named, or the default one, never a deleted one', async () => {
    const p = await createProperty();
    const named = await createRoomType(p.propertyId);
    const unnamed = await createRoomType();
    const types = await Promise.all(
      [named, unnamed].map((id) => t.call(roomTypeCalls.getById, { roomTypeId: id }, t.adminToken)),
    );
    expect(types.map((r) => r.body.data.propertyId)).toEqual([p.propertyId, 1]);
    const employee = await t.call(
      employeeCalls.create,
      { employeeName: 'BUDI', salary: 1_000_000, propertyId: p.propertyId },
      t.adminToken,
    );
    const got = await t.call(employeeCalls.getById, { employeeId: employee.body.data.employeeId }, t.adminToken);
    expect(got.body.data.propertyId).toBe(p.propertyId);
    const gone = await createProperty();
    await t.call(propertyCalls.delete, { propertyId: gone.propertyId, status: 1 }, t.adminToken);
    const refused = await t.call(
      employeeCalls.create,
      { employeeName: 'CICI', salary: 0, propertyId: gone.propertyId },
      t.adminToken,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(english('property.deleted', { name: gone.propertyName }));
    const unknown = await t.call(
      roomTypeCalls.create,
      {
        roomTypeName: uniqueName(),
        priceDaily: 0,
        priceWeekly: 0,
        priceMonthly: 0,
        priceYearly: 0,
        propertyId: 987654,
      },
      t.adminToken,
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('lets two properties each have a room type of one name', async () => {
    const a = await createProperty();
    const b = await createProperty();
    const input = { roomTypeName: 'STANDARD', priceDaily: 0, priceWeekly: 0, priceMonthly: 0, priceYearly: 0 };
    const inA = await t.call(roomTypeCalls.create, { ...input, propertyId: a.propertyId }, t.adminToken);
    const inB = await t.call(roomTypeCalls.create, { ...input, propertyId: b.propertyId }, t.adminToken);
    expect([inA.statusCode, inB.statusCode]).toEqual([200, 200]);
    const dup = await t.call(roomTypeCalls.create, { ...input, propertyId: a.propertyId }, t.adminToken);
    expect(dup.statusCode).toBe(409);
  });
});

describe("a user's properties", () => {
  it('gives a new user the default property unless told, keeps them on an update that names none, and replaces them', async () => {
    const p = await createProperty();
    const plain = await t.createUser();
    const got = await t.call(userCalls.getById, { userId: plain.userId }, t.adminToken);
    expect(got.body.data.propertyIds).toEqual([1]);
    const named = await t.createUser({ propertyIds: [p.propertyId, 1, p.propertyId] });
    const both = await t.call(userCalls.getById, { userId: named.userId }, t.adminToken);
    expect(both.body.data.propertyIds).toEqual([1, p.propertyId]);
    const { username, firstName, lastName, isAdmin } = both.body.data;
    const user = { userId: named.userId, username, firstName, lastName, isAdmin };
    const kept = await t.call(userCalls.update, { ...user, password: '' }, t.adminToken);
    expect(kept.statusCode, JSON.stringify(kept.body)).toBe(200);
    expect((await t.call(userCalls.getById, { userId: named.userId }, t.adminToken)).body.data.propertyIds).toEqual([
      1,
      p.propertyId,
    ]);
    await t.call(userCalls.update, { ...user, password: '', propertyIds: [p.propertyId] }, t.adminToken);
    expect((await t.call(userCalls.getById, { userId: named.userId }, t.adminToken)).body.data.propertyIds).toEqual([
      p.propertyId,
    ]);
  });

  it('refuses an unknown or deleted property and changes nothing', async () => {
    const unknown = await t.call(
      userCalls.create,
      {
        username: 'nobody1',
        firstName: 'A',
        lastName: 'B',
        password: 'secret123',
        isAdmin: false,
        propertyIds: [987654],
      },
      t.adminToken,
    );
    expect(unknown.statusCode).toBe(400);
    const users = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where username = 'nobody1'`,
    );
    expect(users.rows[0]?.n).toBe(0);
    const gone = await createProperty();
    await t.call(propertyCalls.delete, { propertyId: gone.propertyId, status: 1 }, t.adminToken);
    const deleted = await t.call(
      userCalls.create,
      {
        username: 'nobody2',
        firstName: 'A',
        lastName: 'B',
        password: 'secret123',
        isAdmin: false,
        propertyIds: [gone.propertyId],
      },
      t.adminToken,
    );
    expect(deleted.statusCode).toBe(409);
    expect(deleted.body.message).toBe(english('property.deleted', { name: gone.propertyName }));
  });
});

async function uploadLogo(file: Buffer | null, token = t.adminToken) {
  const { payload, contentType } = await encodeMultipart(
    file ? { logo: { content: file, filename: 'logo.png', type: 'image/png' } } : {},
  );
  return t.app.inject({
    method: 'POST',
    url: propertyCalls.uploadLogo.path,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    payload,
  });
}

const BRI = { bankName: 'BRI', accountNumber: '0023-01-000456-30-1', accountHolder: 'Kos Kenanga' };
const BNI = { bankName: 'BNI', accountNumber: '0987654321', accountHolder: 'Budi Santoso' };

describe("a property's own logo and bank accounts", () => {
  it('takes a logo (re-encoded and served like the business logo) and bank accounts, answers them, keeps them on an update that names none, and clears them', async () => {
    const big = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
      .toBuffer();
    const uploaded = await uploadLogo(big);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { logoId, logoURL } = uploaded.json().data;
    expect(logoURL).toBe(`/api/Setting/Logo/${logoId}`);
    const served = await t.app.inject({ method: 'GET', url: logoURL });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(600);
    expect(served.rawPayload.toString('latin1')).not.toContain('secret-camera');

    const p = await createProperty({ logoId, bankAccounts: [BRI, BNI] });
    const got = await t.call(propertyCalls.getById, { propertyId: p.propertyId }, t.adminToken);
    expect(got.body.data).toMatchObject({ logoId, logoURL, bankAccounts: [BRI, BNI] });
    const listed = await t.call(propertyCalls.getList, { propertyName: p.propertyName, pageSize: 10 }, t.adminToken);
    expect(listed.body.data.listData[0]).toMatchObject({ logoId, logoURL, bankAccounts: [BRI, BNI] });

    // The spec's client sends neither: both stay.
    const kept = await t.call(
      propertyCalls.update,
      { propertyId: p.propertyId, propertyName: p.propertyName, city: 'Bantul' },
      t.adminToken,
    );
    expect(kept.statusCode).toBe(200);
    const after = await t.call(propertyCalls.getById, { propertyId: p.propertyId }, t.adminToken);
    expect(after.body.data).toMatchObject({ city: 'Bantul', logoId, bankAccounts: [BRI, BNI] });

    const cleared = await t.call(
      propertyCalls.update,
      { propertyId: p.propertyId, propertyName: p.propertyName, logoId: 0, bankAccounts: null },
      t.adminToken,
    );
    expect(cleared.statusCode).toBe(200);
    const none = await t.call(propertyCalls.getById, { propertyId: p.propertyId }, t.adminToken);
    expect(none.body.data).toMatchObject({ logoId: null, logoURL: '', bankAccounts: [] });
  });

  it('writes each change in the audit trail, in words', async () => {
    const p = await createProperty();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    const { logoId } = (await uploadLogo(png)).json().data;
    const changed = await t.call(propertyCalls.update, { ...p, bankAccounts: [BNI], logoId }, t.adminToken);
    expect(changed.statusCode).toBe(200);
    const res = await t.raw(
      auditCalls.getList.path,
      JSON.stringify({ entity: 'property', recordId: p.propertyId, pageSize: 10 }),
      t.adminToken,
    );
    const [update] = (res.body as { data: { listData: { action: number; changeTexts: { text: string }[] }[] } }).data
      .listData;
    expect(update?.changeTexts.map((c) => c.text)).toEqual([
      'Bank Accounts: - -> BNI 0987654321 in the name of Budi Santoso',
      'Logo: changed',
    ]);
  });

  it.each([
    [{ bankAccounts: Array.from({ length: 6 }, () => BNI) }, 'Bank Accounts may hold at most 5 entries'],
    [{ bankAccounts: [{ bankName: 'BCA', accountNumber: '', accountHolder: 'X' }] }, 'Account Number is required!'],
    [{ logoId: 987654 }, formatMessage('en', 'field.invalidChoice', { field: 'logoId' })],
  ])('refuses case %# with "%s" and stores nothing', refusedCreate);

  it('refuses what is not an image, a missing file and anyone but the owner, with words', async () => {
    const notImage = await uploadLogo(Buffer.from('%PDF-1.4 not an image'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('Logo must be a JPG, PNG or GIF image');
    const none = await uploadLogo(null);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(formatMessage('en', 'field.required', { field: 'logoId' }));
    const staff = await t.createUser();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    expect((await uploadLogo(png, staff.token)).statusCode).toBe(403);
  });
});
